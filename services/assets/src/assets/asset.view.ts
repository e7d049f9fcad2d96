import type { Asset, AssetState } from './asset.entity.js'

/** An asset as the API shows it (platform.md 3, server names). */
export interface AssetView {
  id: string
  name: string
  content_type: string
  /** Declared size of the bytes served (or of the first upload while Created). */
  content_size: number
  /** Bytes stored and counted against the allowance. */
  size: number
  /** A server site's id, 'identity' or 'template'. */
  site_id: string
  user_id: string
  /** Stable and cacheable; null until the first upload is verified. */
  url: string | null
  /** The served image's size in pixels: raster images, and SVG when its root gives one. */
  width: number | null
  height: number | null
  state: AssetState
  upload_expires_at: string | null
  created_at: string
  updated_at: string
}

/** What create and replace answer: the asset and where to PUT the file. */
export interface UploadView extends AssetView {
  signed_url: string
}

export interface AssetListView {
  results: AssetView[]
  total: number
  total_usage: number
}

export function toAssetView(asset: Asset, publicBase: string): AssetView {
  return {
    id: asset.id,
    name: asset.name,
    content_type: asset.contentType,
    content_size: asset.contentSize,
    size: asset.size,
    site_id: asset.siteKind === 'site' ? asset.siteId! : asset.siteKind,
    user_id: asset.userId,
    url: asset.objectKey ? assetUrl(publicBase, asset.objectKey) : null,
    width: asset.width,
    height: asset.height,
    state: asset.state,
    upload_expires_at: asset.uploadExpiresAt?.toISOString() ?? null,
    created_at: asset.createdAt.toISOString(),
    updated_at: asset.updatedAt.toISOString(),
  }
}

/** Where browsers load an asset's verified bytes: pages carry this address. */
export function assetUrl(publicBase: string, objectKey: string): string {
  return `${publicBase}/${objectKey}`
}

/** The object key an asset URL names, or undefined for a URL that is not one of ours. */
export function objectKeyOf(publicBase: string, url: string): string | undefined {
  const prefix = `${publicBase}/`
  return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : undefined
}
