import { randomBytes } from 'node:crypto'
import { assetContentTypes, type AssetContentType } from './content-types.js'

/**
 * Uploads land under `uploads/` and are never served; verified bytes are written under
 * `assets/` (the only public prefix) with a fresh key each time, so caches never go stale.
 */
export const UPLOAD_PREFIX = 'uploads/'
export const PUBLIC_PREFIX = 'assets/'

/** The random part makes a pending upload's key as hard to guess as its signature. */
export function uploadKey(assetId: string): string {
  return `${UPLOAD_PREFIX}${assetId}/${randomBytes(16).toString('hex')}`
}

export function publicKey(assetId: string, contentType: AssetContentType): string {
  const ext = assetContentTypes[contentType].ext
  return `${PUBLIC_PREFIX}${assetId}/${randomBytes(12).toString('hex')}.${ext}`
}

const PUBLIC_KEY =
  /^assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+$/i

/**
 * The asset a public object key belongs to: every address an asset ever had names its id, which
 * is how pages refer to an asset whatever bytes it serves now.
 */
export function assetIdOfKey(key: string): string | undefined {
  return PUBLIC_KEY.exec(key)?.[1]?.toLowerCase()
}
