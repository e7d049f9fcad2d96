import { randomUUID } from 'node:crypto'
import { Code } from '@connectrpc/connect'
import { grpcClient } from '@tessera/kit'
import { uniqueSuffix } from '@tessera/kit/testing'
import { AssetsInternalService } from '@tessera/proto'
import { describe, expect, it } from 'vitest'
import {
  api,
  createAsset,
  fileOf,
  png,
  putSigned,
  register,
  safeSvg,
  sql,
  stack,
  uploadAsset,
  verifyAsset,
  type Session,
  type UploadBody,
} from './helpers.js'

const client = grpcClient(AssetsInternalService, stack.urls['assets:grpc']!)

describe('AssetsInternalService.CountSiteAssets', () => {
  it("counts a site's assets and their bytes, for SiteHasAssets", async () => {
    const siteId = randomUUID()
    expect(await client.countSiteAssets({ siteId })).toMatchObject({ count: 0n, totalSize: 0n })
    const { auth_token: token } = await register()
    const a = await uploadAsset(token, fileOf('application/pdf', 1000), 'application/pdf')
    const b = await uploadAsset(token, fileOf('application/pdf', 234), 'application/pdf')
    // Until the sites service runs, put two identity assets on a site directly.
    await sql(
      `UPDATE assets.assets SET site_kind = 'site', site_id = $1::uuid, quota_scope = 'site:' || $1::text
        WHERE id = ANY($2::uuid[])`,
      [siteId, [a.id, b.id]],
    )
    expect(await client.countSiteAssets({ siteId })).toMatchObject({
      count: 2n,
      totalSize: 1234n,
    })
  })

  it('refuses a malformed site id', async () => {
    await expect(client.countSiteAssets({ siteId: 'identity' })).rejects.toMatchObject({
      code: Code.InvalidArgument,
    })
  })
})

/** A Free site of the user's, from the sites service. */
async function createSite(session: Session): Promise<string> {
  const res = await api.post<{ id: string }>('/api/sites', {
    token: session.auth_token,
    body: { name: `Sizes ${uniqueSuffix().slice(-8)}`, subdomain: `sizes-${uniqueSuffix()}` },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id
}

const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url)

describe('AssetsInternalService.GetImageSizes', () => {
  it('answers the URL and size of each named URL that is a verified image, and nothing else', async () => {
    const owner = await register()
    const token = owner.auth_token
    const siteId = await createSite(owner)
    const photo = await uploadAsset(token, await png(320, 200), 'image/png', { site_id: siteId })
    const icon = await uploadAsset(token, safeSvg, 'image/svg+xml', { site_id: siteId })
    // The owner's identity assets are images a page may use too.
    const portrait = await uploadAsset(token, await png(70, 80), 'image/png')
    // Not images, not verified, not asked about, or not ours at all: left out.
    const pdf = await uploadAsset(token, fileOf('application/pdf', 300), 'application/pdf', {
      site_id: siteId,
    })
    const pending = await createAsset(token, {
      name: 'later',
      site_id: siteId,
      content_type: 'image/png',
      content_size: 1000,
    })
    expect(pending.status).toBe(201)
    const unasked = await uploadAsset(token, await png(50, 60), 'image/png', { site_id: siteId })
    const base = photo.url!.slice(0, photo.url!.lastIndexOf('/'))

    const { images } = await client.getImageSizes({
      urls: [
        photo.url!,
        icon.url!,
        portrait.url!,
        photo.url!,
        pdf.url!,
        `${base}/${pending.body.id}.png`,
        `${base}/`,
        'https://elsewhere.example.test/a.png',
        '/relative.png',
      ],
    })
    // The URL is the API's, byte for byte: pages carry it as the image's src.
    expect(images.map(({ url, width, height }) => ({ url, width, height })).sort(byUrl)).toEqual(
      [
        { url: photo.url!, width: 320, height: 200 },
        { url: icon.url!, width: 10, height: 10 },
        { url: portrait.url!, width: 70, height: 80 },
      ].sort(byUrl),
    )
    expect(images.map((i) => i.url)).not.toContain(unasked.url)
    expect((await client.getImageSizes({ urls: [] })).images).toEqual([])
  })

  it('follows a replacement once it is verified', async () => {
    const owner = await register()
    const token = owner.auth_token
    const siteId = await createSite(owner)
    const first = await uploadAsset(token, await png(300, 100), 'image/png', { site_id: siteId })
    const bytes = await png(150, 300)
    const replaced = await api.post<UploadBody>(`/api/site-assets/${first.id}/actions/replace`, {
      token,
      body: { content_type: 'image/png', content_size: bytes.length },
    })
    expect(replaced.status).toBe(200)
    expect(await putSigned(replaced.body.signed_url, bytes, 'image/png')).toBe(200)
    // While Replacing, pages still load the old bytes.
    expect((await client.getImageSizes({ urls: [first.url!] })).images).toMatchObject([
      { url: first.url!, width: 300, height: 100 },
    ])
    const verified = await verifyAsset(token, first.id)
    expect(verified.status).toBe(200)
    expect((await client.getImageSizes({ urls: [verified.body.url!] })).images).toMatchObject([
      { url: verified.body.url!, width: 150, height: 300 },
    ])
  })

  it('refuses more than 2000 URLs at once', async () => {
    const urls = Array.from({ length: 2001 }, (_, i) => `https://cdn.example.test/${i}.png`)
    await expect(client.getImageSizes({ urls })).rejects.toMatchObject({
      code: Code.InvalidArgument,
    })
    expect((await client.getImageSizes({ urls: urls.slice(1) })).images).toEqual([])
  })
})

describe('AssetsInternalService.ResolveAssets', () => {
  it('maps every address an asset had to the one it serves now, with its size', async () => {
    const owner = await register()
    const token = owner.auth_token
    const first = await uploadAsset(token, await png(40, 30), 'image/png')
    const newBytes = await png(90, 60)
    const replace = await api.post<UploadBody>(`/api/site-assets/${first.id}/actions/replace`, {
      token,
      body: { content_type: 'image/png', content_size: newBytes.length },
    })
    expect(await putSigned(replace.body.signed_url, newBytes, 'image/png')).toBe(200)
    const now = await verifyAsset(token, first.id)
    expect(now.status).toBe(200)
    const pdf = await uploadAsset(token, fileOf('application/pdf', 300), 'application/pdf')
    const pending = await createAsset(token, {
      name: 'later',
      site_id: 'identity',
      content_type: 'image/png',
      content_size: 1000,
    })
    const base = first.url!.slice(0, first.url!.indexOf('/assets/'))

    const { assets } = await client.resolveAssets({
      urls: [
        first.url!,
        now.body.url!,
        pdf.url!,
        // An asset without verified bytes, and addresses that name no asset.
        `${base}/assets/${pending.body.id}/nothing.png`,
        `${base}/assets/${randomUUID()}/gone.png`,
        'https://images.example.test/sky.jpg',
      ],
    })
    expect(
      assets.map(({ url, assetId, currentUrl, width, height }) => ({
        url,
        assetId,
        currentUrl,
        width,
        height,
      })),
    ).toEqual([
      { url: first.url, assetId: first.id, currentUrl: now.body.url, width: 90, height: 60 },
      { url: now.body.url, assetId: first.id, currentUrl: now.body.url, width: 90, height: 60 },
      { url: pdf.url, assetId: pdf.id, currentUrl: pdf.url, width: 0, height: 0 },
    ])
    // The old address was named by a rendering: its bytes are kept a while longer.
    const [retired] = await sql<{ last_named_at: Date | null }>(
      `SELECT last_named_at FROM assets.retired_objects WHERE asset_id = $1`,
      [first.id],
    )
    expect(retired?.last_named_at).toBeInstanceOf(Date)

    // Collection items name assets by id: answered by the id, at the current address.
    const byId = await client.resolveAssets({
      assetIds: [first.id, pdf.id, pending.body.id, randomUUID(), 'not-an-id'],
    })
    expect(byId.assets.map(({ url, currentUrl }) => ({ url, currentUrl }))).toEqual([
      { url: first.id, currentUrl: now.body.url },
      { url: pdf.id, currentUrl: pdf.url },
    ])
  })
})
