import { grpcClient } from '@tessera/kit'
import { waitFor } from '@tessera/kit/testing'
import { AssetsInternalService } from '@tessera/proto'
import { describe, expect, it } from 'vitest'
import {
  api,
  fetchBytes,
  photo,
  putSigned,
  register,
  sql,
  stack,
  uploadAsset,
  verifyAsset,
  type UploadBody,
} from './helpers.js'

const client = grpcClient(AssetsInternalService, stack.urls['assets:grpc']!)

/** The asset's copies as site servers are told of them, once the worker has made `count`. */
async function copiesOf(url: string, count: number) {
  return waitFor(
    async () => {
      const { assets } = await client.resolveAssets({ urls: [url] })
      const variants = assets[0]?.variants ?? []
      return variants.length === count ? assets[0]! : undefined
    },
    { timeoutMs: 60_000, intervalMs: 250, what: `${count} copies of ${url}` },
  )
}

describe('responsive copies of images', () => {
  it(
    'are made when an image is verified, served beside it, and follow a replace',
    { timeout: 150_000 },
    async () => {
      const { auth_token: token } = await register()
      const bytes = await photo(700, 500).png().toBuffer()
      const asset = await uploadAsset(token, bytes, 'image/png')
      const resolved = await copiesOf(asset.url!, 6)
      expect(resolved.variants.map((v) => [v.contentType, v.width, v.height]).sort()).toEqual([
        ['image/avif', 320, 229],
        ['image/avif', 640, 457],
        ['image/avif', 700, 500],
        ['image/webp', 320, 229],
        ['image/webp', 640, 457],
        ['image/webp', 700, 500],
      ])
      const base = asset.url!.replace(/\.png$/, '')
      for (const variant of resolved.variants) {
        expect(variant.url.startsWith(`${base}-w`), variant.url).toBe(true)
        const served = await fetchBytes(variant.url)
        expect(served.status).toBe(200)
        expect(served.headers.get('content-type')).toBe(variant.contentType)
        expect(BigInt(served.bytes.length)).toBe(variant.size)
        // Lighter than the original, which stays downloadable as it was.
        expect(served.bytes.length).toBeLessThan(bytes.length)
      }
      expect((await fetchBytes(asset.url!)).bytes.equals(bytes)).toBe(true)
      // The copies are the platform's: the asset's size and allowance are the original's.
      const listed = await api.get<{ size: number }>(`/api/site-assets/${asset.id}`, { token })
      expect(listed.body.size).toBe(bytes.length)

      // A smaller replacement: copies of its own, none wider than it; the old ones are retired.
      const smaller = await photo(400, 300).jpeg().toBuffer()
      const replaced = await api.post<UploadBody>(`/api/site-assets/${asset.id}/actions/replace`, {
        token,
        body: { content_type: 'image/jpeg', content_size: smaller.length },
      })
      expect(replaced.status).toBe(200)
      expect(await putSigned(replaced.body.signed_url, smaller, 'image/jpeg')).toBe(200)
      const verified = await verifyAsset(token, asset.id)
      expect(verified.status).toBe(200)
      // Pages that still name the first address get the new bytes and their copies.
      const moved = await copiesOf(asset.url!, 4)
      expect(moved.currentUrl).toBe(verified.body.url)
      expect(moved.variants.map((v) => v.width).sort()).toEqual([320, 320, 400, 400])
      const retired = await sql<{ object_key: string }>(
        `SELECT object_key FROM assets.retired_objects WHERE asset_id = $1 ORDER BY object_key`,
        [asset.id],
      )
      const oldKeys = resolved.variants.map((v) => v.url.slice(v.url.indexOf('assets/')))
      expect(retired.map((r) => r.object_key)).toEqual(
        [asset.url!.slice(asset.url!.indexOf('assets/')), ...oldKeys].sort(),
      )

      // Deleting the asset removes its copies with it.
      expect((await api.delete(`/api/site-assets/${asset.id}`, { token })).status).toBe(204)
      for (const variant of moved.variants) {
        expect((await fetchBytes(variant.url)).status, variant.url).toBe(404)
      }
    },
  )

  it('gives a still GIF copies at its own width, and files that are not images none', async () => {
    const { auth_token: token } = await register()
    const still = await uploadAsset(token, await photo(64, 48).gif().toBuffer(), 'image/gif')
    await copiesOf(still.url!, 2)
    const pdf = await uploadAsset(
      token,
      Buffer.from('%PDF-1.7\n' + '.'.repeat(200)),
      'application/pdf',
    )
    const [row] = await sql<{ variants: unknown }>(
      `SELECT variants FROM assets.assets WHERE id = $1`,
      [pdf.id],
    )
    expect(row!.variants).toEqual([])
  })

  it(
    'makes icon files only for an image asked for as an icon, again after a replace',
    { timeout: 150_000 },
    async () => {
      const { auth_token: token } = await register()
      const asset = await uploadAsset(token, await photo(300, 200).png().toBuffer(), 'image/png')
      // Asked for as a plain image: no icons, none made (its copies: 300 px, two formats).
      await copiesOf(asset.url!, 2)
      const plain = await client.resolveAssets({ urls: [asset.url!] })
      expect(plain.assets[0]!.icons).toEqual([])
      const iconsOf = (url: string) =>
        waitFor(
          async () => {
            const { assets } = await client.resolveAssets({ urls: [url], iconUrls: [url] })
            return assets[0]?.icons.length === 4 ? assets[0] : undefined
          },
          { timeoutMs: 60_000, intervalMs: 250, what: `the icons of ${url}` },
        )
      const first = await iconsOf(asset.url!)
      expect(first.icons.map((i) => [i.contentType, i.size])).toEqual([
        ['image/x-icon', 48],
        ['image/png', 180],
        ['image/png', 192],
        ['image/png', 512],
      ])
      for (const icon of first.icons) {
        const served = await fetchBytes(icon.url)
        expect(served.status).toBe(200)
        expect(served.headers.get('content-type')).toBe(icon.contentType)
        expect(BigInt(served.bytes.length)).toBe(icon.bytes)
      }

      // New bytes get icons of their own; the old files are retired with the old bytes.
      const other = await photo(200, 200).jpeg().toBuffer()
      const replaced = await api.post<UploadBody>(`/api/site-assets/${asset.id}/actions/replace`, {
        token,
        body: { content_type: 'image/jpeg', content_size: other.length },
      })
      expect(replaced.status).toBe(200)
      expect(await putSigned(replaced.body.signed_url, other, 'image/jpeg')).toBe(200)
      const verified = await verifyAsset(token, asset.id)
      expect(verified.status).toBe(200)
      const again = await iconsOf(asset.url!)
      const newBase = verified.body.url!.replace(/\.jpe?g$/, '')
      expect(again.icons.every((icon) => icon.url.startsWith(`${newBase}-icon`))).toBe(true)
      const retired = await sql<{ object_key: string }>(
        `SELECT object_key FROM assets.retired_objects WHERE asset_id = $1`,
        [asset.id],
      )
      const keys = new Set(retired.map((r) => r.object_key))
      for (const icon of first.icons) {
        expect(keys.has(icon.url.slice(icon.url.indexOf('assets/'))), icon.url).toBe(true)
      }
    },
  )
})
