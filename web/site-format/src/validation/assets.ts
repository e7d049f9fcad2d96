import { invalid, type ValidationResult } from './validation-error.js'

export const ASSET_SIZE_LIMIT = 10_000_000

/** Upload types (platform.md: jpeg, png, webp, svg, gif, mp4, pdf, otf, ttf, woff2, wasm, javascript). */
export const ASSET_CONTENT_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/svg+xml',
  'image/gif',
  'video/mp4',
  'application/pdf',
  'font/otf',
  'font/ttf',
  'font/woff2',
  'application/wasm',
  'text/javascript',
]

export const IMAGE_PICKER_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/svg+xml',
  'image/gif',
]
export const VIDEO_PICKER_TYPES: readonly string[] = ['video/mp4']

/** Keys are errors.{code} for the file codes of the error catalogue. */
export function validateAssetFileSize(bytes: number): ValidationResult {
  if (bytes > ASSET_SIZE_LIMIT) return invalid('errors.FILE_SIZE_BIG')
  return undefined
}

export function validateAssetContentType(
  contentType: string,
  allowed: readonly string[] = ASSET_CONTENT_TYPES,
): ValidationResult {
  const type = contentType.trim().toLowerCase()
  // Browsers still report JavaScript files as application/javascript.
  const normalized = type === 'application/javascript' ? 'text/javascript' : type
  if (!allowed.includes(normalized)) return invalid('errors.FILE_TYPE')
  return undefined
}

/** Per-upload bounds; the spec checks them without giving values. */
export interface ImageSizeLimits {
  minWidth?: number
  minHeight?: number
  maxWidth?: number
  maxHeight?: number
}

export function validateImageDimensions(
  image: { width: number; height: number },
  limits: ImageSizeLimits,
): ValidationResult {
  const { minWidth, minHeight, maxWidth, maxHeight } = limits
  if (minWidth !== undefined && image.width < minWidth) return invalid('errors.IMAGE_MIN_WIDTH')
  if (minHeight !== undefined && image.height < minHeight) return invalid('errors.IMAGE_MIN_HEIGHT')
  if (maxWidth !== undefined && image.width > maxWidth) return invalid('errors.IMAGE_MAX_WIDTH')
  if (maxHeight !== undefined && image.height > maxHeight) return invalid('errors.IMAGE_MAX_HEIGHT')
  return undefined
}

/**
 * Creating an asset needs a file, a site and a name. The spec gives no key for the name;
 * errors.asset_name_missing is ours.
 */
export function validateAssetCreate(asset: {
  file?: unknown
  siteId?: string | null
  name: string
}): ValidationResult {
  if (asset.file === undefined || asset.file === null) return invalid('errors.invalid_file')
  if (!asset.siteId) return invalid('errors.site_missing')
  if (asset.name.trim().length === 0) return invalid('errors.asset_name_missing')
  return undefined
}
