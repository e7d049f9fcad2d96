import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  api,
  createAsset,
  fetchBytes,
  fileOf,
  gif,
  jpeg,
  png,
  putSigned,
  register,
  safeSvg,
  uploadAsset,
  verifyAsset,
  webp,
  type AssetBody,
  type ErrorBody,
  type ListBody,
  type UploadBody,
} from './helpers.js'

describe('asset upload: create, PUT to the signed address, verify', () => {
  it('creates a record in state Created with a short-lived address bound to type and length', async () => {
    const { auth_token: token, user } = await register()
    const bytes = await jpeg()
    const res = await createAsset(token, {
      name: 'Team photo',
      site_id: 'identity',
      content_type: 'image/jpeg',
      content_size: bytes.length,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Team photo',
      content_type: 'image/jpeg',
      content_size: bytes.length,
      size: 0,
      site_id: 'identity',
      user_id: user.id,
      state: 'Created',
      url: null,
      width: null,
      height: null,
    })
    const signed = new URL(res.body.signed_url)
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600)
    expect(new Date(res.body.upload_expires_at!).getTime()).toBeGreaterThan(Date.now())
  })

  it('publishes verified bytes at a stable, cacheable public URL', async () => {
    const { auth_token: token } = await register()
    const bytes = await png(120, 80)
    const created = await createAsset(token, {
      name: 'logo.png',
      site_id: 'identity',
      content_type: 'image/png',
      content_size: bytes.length,
    })
    expect(await putSigned(created.body.signed_url, bytes, 'image/png')).toBe(200)
    const verified = await verifyAsset(token, created.body.id)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      state: 'Uploaded',
      size: bytes.length,
      width: 120,
      height: 80,
    })
    expect(verified.body.url).toMatch(/\/assets\/[0-9a-f-]{36}\/[0-9a-f]{24}\.png$/)

    const served = await fetchBytes(verified.body.url!)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(bytes)).toBe(true)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    // Verifying again changes nothing, and the URL stays the same.
    const again = await verifyAsset(token, created.body.id)
    expect(again.status).toBe(200)
    expect(again.body.url).toBe(verified.body.url)
  })

  it('answers verify with asset_upload_failed until the file is uploaded', async () => {
    const { auth_token: token } = await register()
    const created = await createAsset(token, {
      name: 'later.pdf',
      site_id: 'identity',
      content_type: 'application/pdf',
      content_size: 100,
    })
    const res = await verifyAsset(token, created.body.id)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('asset_upload_failed')
    expect(res.body.message).toMatch(/no file has been uploaded/i)
  })

  it('replaces the bytes: Replacing until verified, old bytes served meanwhile, new key after', async () => {
    const { auth_token: token } = await register()
    const first = await uploadAsset(token, await jpeg(64, 48), 'image/jpeg', { name: 'hero' })
    const newBytes = await png(100, 50)
    const replaced = await api.post<UploadBody>(`/api/site-assets/${first.id}/actions/replace`, {
      token,
      body: { name: 'hero v2', content_type: 'image/png', content_size: newBytes.length },
    })
    expect(replaced.status).toBe(200)
    expect(first).toMatchObject({ width: 64, height: 48 })
    expect(replaced.body).toMatchObject({
      state: 'Replacing',
      url: first.url,
      name: 'hero v2',
      // The size of the bytes still served.
      width: 64,
      height: 48,
    })
    expect(replaced.body.signed_url).not.toBe('')

    expect(await putSigned(replaced.body.signed_url, newBytes, 'image/png')).toBe(200)
    // Until verified, the page keeps loading the old, verified bytes.
    const before = await fetchBytes(first.url!)
    expect(before.headers.get('content-type')).toBe('image/jpeg')
    const listed = await api.get<ListBody>('/api/site-assets?state=Uploaded', { token })
    expect(listed.body.results.map((a) => a.id)).toContain(first.id)

    const verified = await verifyAsset(token, first.id)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      state: 'Uploaded',
      content_type: 'image/png',
      size: newBytes.length,
      width: 100,
      height: 50,
    })
    expect(verified.body.url).not.toBe(first.url)
    expect(verified.body.url).toMatch(/\.png$/)
    expect((await fetchBytes(verified.body.url!)).bytes.equals(newBytes)).toBe(true)
    // A new address for new bytes, so no cache serves stale ones under it; the old address
    // keeps its bytes for pages and builders that still hold it.
    const old = await fetchBytes(first.url!)
    expect(old.status).toBe(200)
    expect(old.headers.get('content-type')).toBe('image/jpeg')

    // Deleting the asset removes every file it served.
    expect((await api.delete(`/api/site-assets/${first.id}`, { token })).status).toBe(204)
    expect((await fetchBytes(first.url!)).status).toBe(404)
    expect((await fetchBytes(verified.body.url!)).status).toBe(404)
  })

  it('keeps serving the old bytes when a replacement fails verification', async () => {
    const { auth_token: token } = await register()
    const first = await uploadAsset(token, await jpeg(), 'image/jpeg')
    const wrong = await png()
    const replaced = await api.post<UploadBody>(`/api/site-assets/${first.id}/actions/replace`, {
      token,
      body: { content_type: 'image/jpeg', content_size: wrong.length },
    })
    await putSigned(replaced.body.signed_url, wrong, 'image/jpeg')
    const res = await verifyAsset(token, first.id)
    expect(res.status).toBe(400)
    expect((res.body as unknown as ErrorBody).code).toBe('FILE_TYPE')
    const asset = await api.get<AssetBody>(`/api/site-assets/${first.id}`, { token })
    expect(asset.body).toMatchObject({ url: first.url, content_type: 'image/jpeg' })
    expect((await fetchBytes(first.url!)).status).toBe(200)
  })

  it('renames with PATCH, and answers NoUpdates when nothing changes', async () => {
    const { auth_token: token } = await register()
    const asset = await uploadAsset(token, safeSvg, 'image/svg+xml', { name: 'icon' })
    const res = await api.patch<AssetBody>(`/api/site-assets/${asset.id}`, {
      token,
      body: { name: 'Icon, final' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'Icon, final', url: asset.url })
    const same = await api.patch<ErrorBody>(`/api/site-assets/${asset.id}`, {
      token,
      body: { name: 'Icon, final' },
    })
    expect(same.status).toBe(400)
    expect(same.body.code).toBe('NoUpdates')
  })

  it('deletes the record and the object', async () => {
    const { auth_token: token } = await register()
    const asset = await uploadAsset(token, await jpeg(), 'image/jpeg')
    const res = await api.delete(`/api/site-assets/${asset.id}`, { token })
    expect(res.status).toBe(204)
    expect((await api.get(`/api/site-assets/${asset.id}`, { token })).status).toBe(404)
    expect((await fetchBytes(asset.url!)).status).toBe(404)
    expect((await api.delete(`/api/site-assets/${asset.id}`, { token })).status).toBe(404)
  })
})

describe('GET /api/site-assets', () => {
  it('lists with filters, search, sort and pages, and the usage of every match', async () => {
    const { auth_token: token, user } = await register()
    const small = await jpeg(32, 32)
    const big = await png(300, 200)
    const a = await uploadAsset(token, small, 'image/jpeg', { name: 'Beach 100%' })
    const b = await uploadAsset(token, big, 'image/png', { name: 'mountain' })
    const c = await uploadAsset(token, safeSvg, 'image/svg+xml', { name: 'beach_icon' })
    const pending = await createAsset(token, {
      name: 'not yet',
      site_id: 'identity',
      content_type: 'application/pdf',
      content_size: 10,
    })

    const all = await api.get<ListBody>(`/api/site-assets?user_id=${user.id}&state=Uploaded`, {
      token,
    })
    expect(all.status).toBe(200)
    // Newest first by default; the pending upload is not listed as Uploaded.
    expect(all.body.results.map((x) => x.id)).toEqual([c.id, b.id, a.id])
    expect(all.body.total).toBe(3)
    expect(all.body.total_usage).toBe(small.length + big.length + safeSvg.length)

    const bySize = await api.get<ListBody>('/api/site-assets?state=Uploaded&sort=size.asc', {
      token,
    })
    expect(bySize.body.results.map((x) => x.id)).toEqual([c.id, a.id, b.id])
    const byName = await api.get<ListBody>('/api/site-assets?sort=name.asc&state=Uploaded', {
      token,
    })
    expect(byName.body.results.map((x) => x.name)).toEqual(['Beach 100%', 'beach_icon', 'mountain'])

    const search = await api.get<ListBody>('/api/site-assets?search=beach', { token })
    expect(search.body.results.map((x) => x.id).sort()).toEqual([a.id, c.id].sort())
    // Wildcards in a search are plain characters.
    const literal = await api.get<ListBody>(
      `/api/site-assets?search=${encodeURIComponent('100%')}`,
      {
        token,
      },
    )
    expect(literal.body.results.map((x) => x.id)).toEqual([a.id])
    const underscore = await api.get<ListBody>('/api/site-assets?search=h_', { token })
    expect(underscore.body.results.map((x) => x.id)).toEqual([c.id])

    const pngs = await api.get<ListBody>('/api/site-assets?content_type=image%2Fpng', { token })
    expect(pngs.body.results.map((x) => x.id)).toEqual([b.id])

    const page2 = await api.get<ListBody>('/api/site-assets?state=Uploaded&page=2&pageSize=2', {
      token,
    })
    expect(page2.body.results.map((x) => x.id)).toEqual([a.id])
    expect(page2.body.total).toBe(3)
    expect(page2.body.total_usage).toBe(all.body.total_usage)

    const created = await api.get<ListBody>('/api/site-assets?state=Created', { token })
    expect(created.body.results.map((x) => x.id)).toEqual([pending.body.id])
    const identity = await api.get<ListBody>('/api/site-assets?site_id=identity', { token })
    expect(identity.body.total).toBe(4)
    const scratch = await api.get<ListBody>('/api/site-assets?site_id=scratch', { token })
    expect(scratch.body).toEqual({ results: [], total: 0, total_usage: 0 })
  })

  it('sorts by size (the file) and by usage (bytes stored and reserved by an open upload)', async () => {
    const { auth_token: token } = await register()
    const small = await jpeg(32, 32)
    const big = await png(300, 200)
    const a = await uploadAsset(token, small, 'image/jpeg', { name: 'small' })
    const b = await uploadAsset(token, big, 'image/png', { name: 'big' })
    const c = await uploadAsset(token, safeSvg, 'image/svg+xml', { name: 'icon' })
    // Replacing the icon with a larger file reserves its bytes until the upload ends.
    const replace = await api.post(`/api/site-assets/${c.id}/actions/replace`, {
      token,
      body: { content_type: 'image/svg+xml', content_size: big.length * 3 },
    })
    expect(replace.status).toBe(200)
    const order = async (sort: string) =>
      (
        await api.get<ListBody>(`/api/site-assets?state=Uploaded&sort=${sort}`, { token })
      ).body.results.map((x) => x.name)
    const bySize = [
      ['small', small.length],
      ['big', big.length],
      ['icon', safeSvg.length],
    ]
      .sort((x, y) => Number(x[1]) - Number(y[1]))
      .map(([name]) => name)
    expect(await order('size.asc')).toEqual(bySize)
    expect(await order('usage.desc')).toEqual(['icon', 'big', 'small'])
    expect(await order('usage.asc')).toEqual(['small', 'big', 'icon'])
    expect([a.size, b.size]).toEqual([small.length, big.length])
  })

  it('defaults to 25 a page and refuses malformed parameters', async () => {
    const { auth_token: token } = await register()
    const res = await api.get<ListBody>('/api/site-assets', { token })
    expect(res.body).toEqual({ results: [], total: 0, total_usage: 0 })
    for (const query of [
      'sort=owner.asc',
      'page=0',
      'pageSize=1000',
      'state=Gone',
      'site_id=nope',
    ]) {
      const bad = await api.get<ErrorBody>(`/api/site-assets?${query}`, { token })
      expect(bad.status, query).toBe(400)
      expect(bad.body.code, query).toBe('InvalidFormData')
    }
    expect((await api.get('/api/site-assets')).status).toBe(401)
  })

  it('serves each upload as the bytes the browser sent, decoded as the image it claims to be', async () => {
    const { auth_token: token } = await register()
    const bytes = await jpeg(200, 100)
    const asset = await uploadAsset(token, bytes, 'image/jpeg')
    const meta = await sharp((await fetchBytes(asset.url!)).bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 100])
  })

  it('shows the width and height of each image, and none for other files', async () => {
    const { auth_token: token } = await register()
    for (const [contentType, bytes, width, height] of [
      ['image/jpeg', await jpeg(200, 100), 200, 100],
      ['image/webp', await webp(90, 160), 90, 160],
      ['image/gif', await gif(33, 21), 33, 21],
      ['image/svg+xml', safeSvg, 10, 10],
      ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null, null],
      ['application/pdf', fileOf('application/pdf', 500), null, null],
    ] as const) {
      const asset = await uploadAsset(token, bytes, contentType)
      expect(asset, contentType).toMatchObject({ width, height })
      const fetched = await api.get<AssetBody>(`/api/site-assets/${asset.id}`, { token })
      expect(fetched.body, contentType).toMatchObject({ width, height })
    }
  })

  it('forgets the size when an image is replaced by another kind of file', async () => {
    const { auth_token: token } = await register()
    const image = await uploadAsset(token, await png(40, 30), 'image/png')
    expect(image).toMatchObject({ width: 40, height: 30 })
    const pdf = fileOf('application/pdf', 700)
    const replaced = await api.post<UploadBody>(`/api/site-assets/${image.id}/actions/replace`, {
      token,
      body: { content_type: 'application/pdf', content_size: pdf.length },
    })
    expect(replaced.status).toBe(200)
    expect(await putSigned(replaced.body.signed_url, pdf, 'application/pdf')).toBe(200)
    const verified = await verifyAsset(token, image.id)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      content_type: 'application/pdf',
      width: null,
      height: null,
    })
  })
})
