import { randomUUID } from 'node:crypto'
import { uniqueSuffix } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import {
  api,
  createAsset,
  fileOf,
  register,
  sql,
  uploadAsset,
  type ListBody,
  type Session,
} from './helpers.js'

const MB = 1024 * 1024

/** A Free site of the user's, from the sites service. */
async function createSite(session: Session): Promise<{ id: string }> {
  const res = await api.post<{ id: string }>('/api/sites', {
    token: session.auth_token,
    body: { name: `Assets ${uniqueSuffix().slice(-8)}`, subdomain: `assets-${uniqueSuffix()}` },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

const declare = (siteId: string, size = 1000) => ({
  name: 'brochure.pdf',
  site_id: siteId,
  content_type: 'application/pdf',
  content_size: Math.round(size),
})

describe('assets on server sites (the sites service answers who owns them)', () => {
  it("uploads to the caller's own site and lists by site", async () => {
    const owner = await register()
    const site = await createSite(owner)
    const asset = await uploadAsset(
      owner.auth_token,
      fileOf('application/pdf', 2000),
      'application/pdf',
      {
        site_id: site.id,
      },
    )
    expect(asset).toMatchObject({ site_id: site.id, user_id: owner.user.id, state: 'Uploaded' })
    await uploadAsset(owner.auth_token, fileOf('application/pdf', 10), 'application/pdf')
    const listed = await api.get<ListBody>(`/api/site-assets?site_id=${site.id}`, {
      token: owner.auth_token,
    })
    expect(listed.body.results.map((a) => a.id)).toEqual([asset.id])
    expect(listed.body.total_usage).toBe(2000)
  })

  it("refuses another user's site, an unknown site and a disabled one", async () => {
    const owner = await register()
    const site = await createSite(owner)
    const intruder = await register()
    const theirs = await createAsset(intruder.auth_token, declare(site.id))
    expect(theirs.status).toBe(403)
    expect(theirs.body.code).toBe('Forbidden')
    const unknown = await createAsset(owner.auth_token, declare(randomUUID()))
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('SiteNotFound')
    await sql(`UPDATE sites.sites SET disabled = true WHERE id = $1`, [site.id])
    const disabled = await createAsset(owner.auth_token, declare(site.id))
    expect(disabled.status).toBe(403)
  })

  it("uses the site's plan for the allowance", async () => {
    const owner = await register()
    const site = await createSite(owner)
    expect((await createAsset(owner.auth_token, declare(site.id, 6 * MB))).body.code).toBe(
      'AssetUsageExceeded',
    )
    // Paid sites come from checkout (billing); here the plan is set directly.
    await sql(`UPDATE sites.sites SET site_type = 'Paid1' WHERE id = $1`, [site.id])
    expect((await createAsset(owner.auth_token, declare(site.id, 6 * MB))).status).toBe(201)
    for (let i = 0; i < 4; i++) {
      expect((await createAsset(owner.auth_token, declare(site.id, 9.5 * MB))).status).toBe(201)
    }
    const full = await createAsset(owner.auth_token, declare(site.id, 9.5 * MB))
    expect(full.body.code).toBe('AssetUsageExceeded')
    expect(full.body.message).toMatch(/50MB on the Paid1 plan/)
  })

  it('keeps a site with assets from being deleted (SiteHasAssets)', async () => {
    const owner = await register()
    const site = await createSite(owner)
    const asset = await uploadAsset(
      owner.auth_token,
      fileOf('application/pdf', 500),
      'application/pdf',
      {
        site_id: site.id,
      },
    )
    const refused = await api.delete<{ code: string }>(`/api/sites/${site.id}`, {
      token: owner.auth_token,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('SiteHasAssets')
    expect(
      (await api.delete(`/api/site-assets/${asset.id}`, { token: owner.auth_token })).status,
    ).toBe(204)
    expect((await api.delete(`/api/sites/${site.id}`, { token: owner.auth_token })).status).toBe(
      204,
    )
  })
})
