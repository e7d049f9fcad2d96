import { z } from 'zod'
import { assetStates, type Asset } from './asset.entity.js'

/** An asset as the API shows it (platform.md 3, server names). */
export const assetView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    content_type: z.string(),
    /** Declared size of the bytes served (or of the first upload while Created). */
    content_size: z.number(),
    /** Bytes stored and counted against the allowance. */
    size: z.number(),
    /** A server site's id, 'identity' or 'template'. */
    site_id: z.string(),
    user_id: z.uuid(),
    /** Stable and cacheable; null until the first upload is verified. */
    url: z.string().nullable(),
    /** The served image's size in pixels: raster images, and SVG when its root gives one. */
    width: z.number().nullable(),
    height: z.number().nullable(),
    state: z.enum(assetStates),
    upload_expires_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'AssetView' })
export type AssetView = z.infer<typeof assetView>

/** What create and replace answer: the asset and where to PUT the file. */
export const uploadView = assetView.extend({ signed_url: z.string() }).meta({ id: 'UploadView' })
export type UploadView = z.infer<typeof uploadView>

export const assetListView = z
  .object({ results: z.array(assetView), total: z.number(), total_usage: z.number() })
  .meta({ id: 'AssetListView' })
export type AssetListView = z.infer<typeof assetListView>

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
