import type { BuilderAsset } from './asset-client'

/** The short label of a content type (`image/svg+xml` -> SVG). */
export function typeLabel(contentType: string): string {
  const sub = contentType.split('/')[1] ?? contentType
  return sub
    .replace(/\+xml$/, '')
    .replace(/^javascript$/, 'js')
    .toUpperCase()
}

export function isImage(asset: BuilderAsset): boolean {
  return asset.content_type.startsWith('image/')
}

/** A card's picture: the image itself, else the file's type. */
export function AssetThumb({ asset }: { asset: BuilderAsset }) {
  if (isImage(asset) && asset.url) {
    return (
      <span className="asset-thumb">
        <img src={asset.url} alt="" loading="lazy" draggable={false} />
      </span>
    )
  }
  return (
    <span className="asset-thumb asset-thumb-type" aria-hidden="true">
      {typeLabel(asset.content_type)}
    </span>
  )
}
