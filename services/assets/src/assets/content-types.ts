/** The types an asset may have (platform.md 3), each with its file extension. */
export const assetContentTypes = {
  'image/jpeg': { ext: 'jpg', label: 'JPEG' },
  'image/png': { ext: 'png', label: 'PNG' },
  'image/webp': { ext: 'webp', label: 'WebP' },
  'image/svg+xml': { ext: 'svg', label: 'SVG' },
  'image/gif': { ext: 'gif', label: 'GIF' },
  'video/mp4': { ext: 'mp4', label: 'MP4' },
  'application/pdf': { ext: 'pdf', label: 'PDF' },
  'font/otf': { ext: 'otf', label: 'OpenType font' },
  'font/ttf': { ext: 'ttf', label: 'TrueType font' },
  'font/woff2': { ext: 'woff2', label: 'WOFF2 font' },
  'application/wasm': { ext: 'wasm', label: 'WebAssembly' },
  'text/javascript': { ext: 'js', label: 'JavaScript' },
} as const

export type AssetContentType = keyof typeof assetContentTypes

export const ALL_CONTENT_TYPES = Object.keys(assetContentTypes) as AssetContentType[]

/** Raster images: their width and height are checked and they are decoded once in full. */
export const RASTER_TYPES: ReadonlySet<AssetContentType> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
])

export function isAssetContentType(value: string): value is AssetContentType {
  return Object.hasOwn(assetContentTypes, value)
}

/** Largest file an asset may be (platform.md 9). */
export const MAX_ASSET_BYTES = 10_000_000
