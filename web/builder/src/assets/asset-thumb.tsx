import type { BuilderAsset } from './asset-client'

/** The short label of a content type (`image/svg+xml` -> SVG). */
export function typeLabel(contentType: string): string {
  const sub = contentType.split('/')[1] ?? contentType
  return sub
    .replace(/\+xml$/, '')
    .replace(/^javascript$/, 'js')
    .toUpperCase()
}

/** Bytes as the menus show them (1.2 kB, 3.4 MB). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

export function isImage(asset: BuilderAsset): boolean {
  return asset.content_type.startsWith('image/')
}

/** A card's picture: the image itself, else the file's type. */
export function AssetThumb({ asset }: { asset: BuilderAsset }) {
  if (isImage(asset) && asset.url) {
    return (
      <span className="assets-thumb">
        <img src={asset.url} alt="" loading="lazy" draggable={false} />
      </span>
    )
  }
  return (
    <span className="assets-thumb assets-thumb-type" aria-hidden="true">
      {typeLabel(asset.content_type)}
    </span>
  )
}
