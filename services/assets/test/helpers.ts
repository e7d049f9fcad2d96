import { sql } from '@tessera/kit/testing'
import { deflateSync } from 'node:zlib'
import { apiClient, testStack, uniqueEmail, type ApiClient } from '@tessera/kit/testing'
import sharp, { type Sharp } from 'sharp'
import { expect } from 'vitest'

export interface AssetBody {
  id: string
  name: string
  content_type: string
  content_size: number
  size: number
  site_id: string
  user_id: string
  url: string | null
  width: number | null
  height: number | null
  state: string
  upload_expires_at: string | null
  created_at: string
  updated_at: string
}

export interface UploadBody extends AssetBody {
  signed_url: string
}

export interface ListBody {
  results: AssetBody[]
  total: number
  total_usage: number
}

export interface ErrorBody {
  code: string
  message: string
}

export interface Session {
  auth_token: string
  user: { id: string; email: string }
}

export const stack = testStack()
/** Everything the browser does goes through the gateway; the jobs API is called directly. */
export const api: ApiClient = apiClient(stack.gatewayUrl, { contract: 'gateway' })
export const assetsUrl = stack.urls.assets!
export const IMAGE_API_KEY = stack.env.assets!.IMAGE_API_KEY!

export async function register(): Promise<Session> {
  const res = await api.post<Session>('/api/users/registrations', {
    body: { email: uniqueEmail('assets'), password: 'correct horse 1' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

export { sql }

/** An admin's session: the user is promoted, then logs in again for a token that says so. */
export async function registerAdmin(): Promise<Session> {
  const session = await register()
  await sql(`UPDATE auth.users SET user_type = 'Admin' WHERE id = $1`, [session.user.id])
  const res = await api.post<Session>('/api/auth/logins', {
    body: { email: session.user.email, password: 'correct horse 1' },
  })
  expect(res.status).toBe(200)
  return { ...session, auth_token: res.body.auth_token }
}

export function createAsset(token: string, body: Record<string, unknown>) {
  return api.post<UploadBody & ErrorBody>('/api/site-assets', { token, body })
}

export function verifyAsset(token: string, id: string) {
  return api.post<AssetBody & ErrorBody>(`/api/site-assets/${id}/actions/verify`, { token })
}

/** PUTs bytes to a signed address as a browser would. */
export async function putSigned(url: string, bytes: Buffer, contentType: string): Promise<number> {
  const res = await fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  })
  await res.arrayBuffer()
  return res.status
}

/** Create, PUT and verify: an asset in state Uploaded. */
export async function uploadAsset(
  token: string,
  bytes: Buffer,
  contentType: string,
  extra: Record<string, unknown> = {},
): Promise<AssetBody> {
  const created = await createAsset(token, {
    name: 'file',
    site_id: 'identity',
    content_type: contentType,
    content_size: bytes.length,
    ...extra,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(await putSigned(created.body.signed_url, bytes, contentType)).toBe(200)
  const verified = await verifyAsset(token, created.body.id)
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body
}

export async function fetchBytes(
  url: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(url)
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers }
}

/** A photo-like image (smooth shapes, some detail) that compresses the way real pictures do. */
export function photo(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#f5d3a1"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff3b0"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="#2e5e3a"/>
  </svg>`
  return sharp(Buffer.from(svg))
}

export const jpeg = (width = 64, height = 48, quality = 90) =>
  photo(width, height).jpeg({ quality }).toBuffer()
export const png = (width = 64, height = 48) => photo(width, height).png().toBuffer()
export const webp = (width = 64, height = 48) => photo(width, height).webp().toBuffer()
export const gif = (width = 64, height = 48) => photo(width, height).gif().toBuffer()

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([head, body, crc])
}

/**
 * A real decompression bomb: a valid PNG of `size`x`size` black pixels (1-bit grey) whose few
 * kilobytes inflate to gigabytes of pixels once decoded. Built directly, as sharp itself takes
 * seconds to encode one.
 */
export function pngBomb(size = 20_000): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const row = Math.ceil(size / 8) + 1
  const raw = Buffer.alloc(row * size) // filter byte 0 and black pixels: all zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">` +
    `<rect width="64" height="64" fill="red"/><script>fetch('/api/users/me')</script></svg>`,
)

export const safeSvg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="teal"/></svg>`,
)

/** Bytes with a type's signature and nothing else in particular, for non-image types. */
export function fileOf(contentType: string, size: number): Buffer {
  const heads: Record<string, Buffer> = {
    'application/pdf': Buffer.from('%PDF-1.7\n'),
    'font/woff2': Buffer.from('wOF2'),
    'font/otf': Buffer.from('OTTO'),
    'font/ttf': Buffer.from([0, 1, 0, 0]),
    'application/wasm': Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    'video/mp4': Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]),
    'text/javascript': Buffer.from('// script\n'),
  }
  const head = heads[contentType]!
  const fill = contentType === 'text/javascript' ? 0x20 : 0x2e
  return Buffer.concat([head, Buffer.alloc(size - head.length, fill)])
}
