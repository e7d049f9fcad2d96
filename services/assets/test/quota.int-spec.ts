import { describe, expect, it } from 'vitest'
import {
  api,
  createAsset,
  fileOf,
  putSigned,
  register,
  registerAdmin,
  sql,
  uploadAsset,
  verifyAsset,
  type ErrorBody,
  type UploadBody,
} from './helpers.js'

const MB = 1024 * 1024
const pdf = (size: number) => fileOf('application/pdf', size)
const declare = (size: number) => ({
  name: 'report.pdf',
  site_id: 'identity',
  content_type: 'application/pdf',
  content_size: Math.round(size),
})

describe('asset allowance per plan (identity site: Free, 5MB)', () => {
  it('refuses an upload past the allowance before anything is stored', async () => {
    const { auth_token: token, user } = await register()
    await uploadAsset(token, pdf(3 * MB), 'application/pdf')
    const res = await createAsset(token, declare(2.5 * MB))
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('AssetUsageExceeded')
    expect(res.body.message).toMatch(/5MB on the Free plan/)
    const rows = await sql(`SELECT count(*)::int AS n FROM assets.assets WHERE user_id = $1`, [
      user.id,
    ])
    expect(rows[0]!.n).toBe(1)
    // What is left still fits.
    expect((await createAsset(token, declare(2 * MB))).status).toBe(201)
  })

  it('counts open uploads, so two at once cannot both take the last bytes', async () => {
    const { auth_token: token } = await register()
    const results = await Promise.all([1, 2, 3].map(() => createAsset(token, declare(2 * MB))))
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400])
    expect(results.find((r) => r.status === 400)!.body.code).toBe('AssetUsageExceeded')
  })

  it('checks again at verify with the bytes actually stored', async () => {
    const { auth_token: token, user } = await register()
    const first = await createAsset(token, declare(3 * MB))
    await putSigned(first.body.signed_url, pdf(3 * MB), 'application/pdf')
    // The reservation lapses (the address expired) and another upload takes the room.
    await sql(
      `UPDATE assets.assets SET upload_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [first.body.id],
    )
    await uploadAsset(token, pdf(3 * MB), 'application/pdf')
    const res = await verifyAsset(token, first.body.id)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('AssetUsageExceeded')
    const [row] = await sql<{ state: string }>(`SELECT state FROM assets.assets WHERE id = $1`, [
      first.body.id,
    ])
    expect(row!.state).toBe('Created')
    const listed = await api.get<{ total_usage: number }>(
      `/api/site-assets?user_id=${user.id}&state=Uploaded`,
      { token },
    )
    expect(listed.body.total_usage).toBe(3 * MB)
  })

  it('frees the old bytes when replacing, and all of them when deleting', async () => {
    const { auth_token: token } = await register()
    const asset = await uploadAsset(token, pdf(4 * MB), 'application/pdf')
    const replace = await api.post<UploadBody & ErrorBody>(
      `/api/site-assets/${asset.id}/actions/replace`,
      { token, body: { content_type: 'application/pdf', content_size: Math.round(4.5 * MB) } },
    )
    expect(replace.status).toBe(200)
    expect((await createAsset(token, declare(1 * MB))).body.code).toBe('AssetUsageExceeded')
    expect((await api.delete(`/api/site-assets/${asset.id}`, { token })).status).toBe(204)
    expect((await createAsset(token, declare(4.9 * MB))).status).toBe(201)
  })

  it('gives the template pseudo-site (admins only) the largest allowance', async () => {
    const admin = await registerAdmin()
    const res = await createAsset(admin.auth_token, { ...declare(9 * MB), site_id: 'template' })
    expect(res.status).toBe(201)
    expect(res.body.site_id).toBe('template')
    const owner = await register()
    const refused = await createAsset(owner.auth_token, { ...declare(1000), site_id: 'template' })
    expect(refused.status).toBe(403)
  })
})
