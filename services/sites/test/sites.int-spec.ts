import { randomUUID } from 'node:crypto'
import { deserializeSite } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import {
  api,
  createSiteFor,
  register,
  registerAdmin,
  siteContent,
  sql,
  uniqueName,
  uniqueSubdomain,
  type ErrorBody,
  type SiteBody,
  type SiteContentBody,
} from './helpers.js'

describe('POST /api/sites', () => {
  it('creates a Free site on a site server, unpublished, with an empty site of that name', async () => {
    const user = await register()
    const name = uniqueName()
    const subdomain = uniqueSubdomain()
    const res = await api.post<SiteBody>('/api/sites', {
      token: user.token,
      body: { name, subdomain },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      user_id: user.id,
      name,
      subdomain,
      site_type: 'Free',
      published: false,
      disabled: false,
      live_version: 1,
      draft_version: null,
      custom_domains: [],
      enable_preview: false,
      preview_id: null,
    })
    expect(res.body.site_server.address).toMatch(/^http:\/\/localhost:\d+$/)
    expect(res.body.site_server.ip_address).toBe('127.0.0.1')

    const full = await api.get<SiteContentBody>(`/api/sites/${res.body.id}`, { token: user.token })
    expect(full.status).toBe(200)
    expect(full.body).toMatchObject({ id: res.body.id, name, version: '2', version_id: 1 })
    const site = deserializeSite(full.body)
    expect(site.pageOrder).toEqual(['/home'])
    expect(site.defaults.homePage).toBe('/home')
    expect(full.body.update_key).toEqual(expect.any(String))
  })

  it('derives a subdomain from the name when none is given, and keeps content given as JSON text', async () => {
    const user = await register()
    const name = uniqueName()
    const content = siteContent(name, (site) => {
      site.defaults.head.title = 'Given title'
    })
    const res = await api.post<SiteBody>('/api/sites', {
      token: user.token,
      body: { ...content },
    })
    expect(res.status).toBe(201)
    expect(res.body.subdomain).toBe(name.toLowerCase().replace(/ /g, '-'))
    const full = await api.get<SiteContentBody>(`/api/sites/${res.body.id}`, { token: user.token })
    expect(JSON.parse(full.body.defaults).head.title).toBe('Given title')

    // The same name again gets a suffixed subdomain rather than failing.
    const again = await api.post<SiteBody>('/api/sites', { token: user.token, body: { name } })
    expect(again.status).toBe(201)
    expect(again.body.subdomain).toMatch(new RegExp(`^${res.body.subdomain}-[a-z0-9]{6}$`))
  })

  it.each([
    [{ name: 'x' }, 'site_name'],
    [{ name: 'semi;colon' }, 'site_name'],
    [{ subdomain: '' }, 'site_subdomain_empty'],
    [{ subdomain: '9lives' }, 'site_subdomain_format'],
    [{ subdomain: 'Upper' }, 'site_subdomain_format'],
    [{ subdomain: 'www' }, 'site_subdomain_reserved'],
    [{ subdomain: 's42' }, 'site_subdomain_reserved'],
    [{ site_type: 'Paid1' }, 'InvalidFormData'],
    [{ site_type: 'Gold' }, 'InvalidFormData'],
    [{ name: 42 }, 'InvalidFormData'],
    [{ pages: '{not json' }, 'InvalidFormData'],
    [{ pageOrder: '"not a list"' }, 'InvalidFormData'],
    [{ context: 'x\u0000y' }, 'InvalidFormData'],
  ])('rejects %j with %s and stores nothing', async (overrides, code) => {
    const user = await register()
    const res = await api.post<ErrorBody>('/api/sites', {
      token: user.token,
      body: { name: uniqueName(), subdomain: uniqueSubdomain(), ...overrides },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(await sql('SELECT 1 FROM sites.sites WHERE user_id = $1', [user.id])).toHaveLength(0)
  })

  it('answers SubdomainTaken for a subdomain held by a site or by an identity', async () => {
    const user = await register()
    const first = await createSiteFor(user)
    for (const subdomain of [first.subdomain, user.subdomain]) {
      const res = await api.post<ErrorBody>('/api/sites', {
        token: user.token,
        body: { name: uniqueName(), subdomain },
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('SubdomainTaken')
    }
  })

  it('gives one site of several racing for the same subdomain', async () => {
    const user = await register()
    const subdomain = uniqueSubdomain('race')
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        api.post<ErrorBody>('/api/sites', {
          token: user.token,
          body: { name: uniqueName(), subdomain },
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400])
    expect(results.filter((r) => r.status === 400).map((r) => r.body.code)).toEqual([
      'SubdomainTaken',
      'SubdomainTaken',
    ])
    expect(await sql('SELECT 1 FROM sites.sites WHERE subdomain = $1', [subdomain])).toHaveLength(1)
  })

  it('needs a token', async () => {
    const res = await api.post<ErrorBody>('/api/sites', { body: { name: uniqueName() } })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('Unauthorized')
  })
})

describe('GET /api/sites', () => {
  it("lists the caller's sites with the asset allowance, and nobody else's", async () => {
    const user = await register()
    const other = await register()
    const a = await createSiteFor(user)
    const b = await createSiteFor(user)
    await createSiteFor(other)
    const res = await api.get<{ results: SiteBody[]; asset_allowance: number }>('/api/sites', {
      token: user.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.results.map((s) => s.id)).toEqual([a.id, b.id])
    // The identity site and two Free sites, 5 MB each.
    expect(res.body.asset_allowance).toBe(15_000_000)
    const forbidden = await api.get<ErrorBody>(`/api/sites?user_id=${other.id}`, {
      token: user.token,
    })
    expect(forbidden.status).toBe(403)
    const admin = await registerAdmin()
    const theirs = await api.get<{ results: SiteBody[] }>(`/api/sites?user_id=${user.id}`, {
      token: admin.token,
    })
    expect(theirs.body.results.map((s) => s.id)).toEqual([a.id, b.id])
  })
})

describe('PATCH /api/sites/{id}', () => {
  it('renames, moves the subdomain and switches preview on and off', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const name = uniqueName()
    const subdomain = uniqueSubdomain('moved')
    const res = await api.patch<SiteBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { name, subdomain, enable_preview: true, keepalive: true },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name, subdomain, enable_preview: true })
    expect(res.body.preview_id).toMatch(/^[A-Za-z0-9]{16}$/)
    // The old name is free again, and the content carries the new name.
    const reuse = await createSiteFor(user, { subdomain: site.subdomain })
    expect(reuse.subdomain).toBe(site.subdomain)
    const full = await api.get<SiteContentBody>(`/api/sites/${site.id}`, { token: user.token })
    expect(full.body.name).toBe(name)

    const off = await api.patch<SiteBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { enable_preview: false },
    })
    expect(off.body).toMatchObject({ enable_preview: false, preview_id: null })
  })

  it('forwards content parts to the site server, with or without the update key', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const before = await api.get<SiteContentBody>(`/api/sites/${site.id}`, { token: user.token })
    const defaults = JSON.parse(before.body.defaults) as { head: { title?: string } }
    defaults.head.title = 'Saved through the platform API'
    const res = await api.patch<SiteBody & { update_key: string }>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: JSON.stringify(defaults), update_key: before.body.update_key },
    })
    expect(res.status).toBe(200)
    expect(res.body.update_key).not.toBe(before.body.update_key)
    expect(new Date(res.body.content_updated_at).getTime()).toBeGreaterThan(
      new Date(before.body.content_updated_at).getTime(),
    )
    const stale = await api.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: before.body.defaults, update_key: before.body.update_key },
    })
    expect(stale.status).toBe(400)
    expect(stale.body.code).toBe('UpdateStale')
    const after = await api.get<SiteContentBody>(`/api/sites/${site.id}`, { token: user.token })
    expect(JSON.parse(after.body.defaults).head.title).toBe('Saved through the platform API')
  })

  it('answers NoUpdates, the name and subdomain rules, SubdomainTaken, and bad content, changing nothing', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const other = await createSiteFor(user)
    for (const [body, code] of [
      [{}, 'NoUpdates'],
      [{ name: site.name, subdomain: site.subdomain }, 'NoUpdates'],
      [{ name: 'x' }, 'site_name'],
      [{ subdomain: 'api' }, 'site_subdomain_reserved'],
      [{ subdomain: other.subdomain }, 'SubdomainTaken'],
      [{ subdomain: user.subdomain }, 'SubdomainTaken'],
      [{ pages: '[1, 2' }, 'InvalidFormData'],
      [{ enable_preview: 'yes' }, 'InvalidFormData'],
      [{ name: uniqueName(), pages: '{"x": 1}' }, 'InvalidFormData'],
    ] as const) {
      const res = await api.patch<ErrorBody>(`/api/sites/${site.id}`, { token: user.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe(code)
    }
    const [row] = await sql<{ name: string; subdomain: string }>(
      'SELECT name, subdomain FROM sites.sites WHERE id = $1',
      [site.id],
    )
    expect(row).toEqual({ name: site.name, subdomain: site.subdomain })
  })
})

describe('DELETE /api/sites/{id}', () => {
  it('deletes the record, its content and frees its subdomain', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const res = await api.delete(`/api/sites/${site.id}`, { token: user.token })
    expect(res.status).toBe(204)
    expect((await api.get(`/api/sites/${site.id}`, { token: user.token })).status).toBe(404)
    expect(await sql('SELECT 1 FROM site_content.sites WHERE site_id = $1', [site.id])).toEqual([])
    const again = await createSiteFor(user, { subdomain: site.subdomain })
    expect(again.subdomain).toBe(site.subdomain)
  })
})

describe('DELETE /api/sites/{id} with assets', () => {
  it('answers SiteHasAssets while the assets service holds assets of the site', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const asset = await api.post<{ id: string }>('/api/site-assets', {
      token: user.token,
      body: { name: 'logo.png', content_type: 'image/png', content_size: 100, site_id: site.id },
    })
    expect(asset.status, JSON.stringify(asset.body)).toBe(201)
    const refused = await api.delete<ErrorBody>(`/api/sites/${site.id}`, { token: user.token })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('SiteHasAssets')
    expect((await api.get(`/api/sites/${site.id}`, { token: user.token })).status).toBe(200)
    expect(
      (await api.delete(`/api/site-assets/${asset.body.id}`, { token: user.token })).status,
    ).toBeLessThan(300)
    expect((await api.delete(`/api/sites/${site.id}`, { token: user.token })).status).toBe(204)
  })
})

describe("another user's site", () => {
  it('answers 403 with nothing of the site, and 404 for an unknown id, on every call', async () => {
    const owner = await register()
    const intruder = await register()
    const site = await createSiteFor(owner)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/sites/${site.id}`],
      ['PATCH', `/api/sites/${site.id}`, { name: uniqueName() }],
      ['DELETE', `/api/sites/${site.id}`],
      ['POST', `/api/sites/${site.id}/actions/publish`, { publish: true }],
      ['POST', `/api/sites/${site.id}/actions/create_draft`],
      ['DELETE', `/api/sites/${site.id}/actions/delete_draft`],
      ['GET', `/api/sites/${site.id}/versions`],
      ['GET', `/api/sites/${site.id}/versions/1`],
      ['GET', `/api/sites/${site.id}/usage`],
      ['GET', `/api/sites_metadata/${site.id}`],
      ['PATCH', `/api/sites_metadata/${site.id}`, { categories: ['Blog'] }],
      ['POST', `/api/sites/${site.id}/domains`, { domain: 'intruder.example' }],
      ['POST', `/api/sites/${site.id}/domains/actions/verify`, { domain: 'intruder.example' }],
    ]
    for (const [method, path, body] of calls) {
      const res = await api.request<ErrorBody>(method, path, { token: intruder.token, body })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.code).toBe('Forbidden')
      expect(JSON.stringify(res.body)).not.toContain(site.subdomain)
      const missing = await api.request<ErrorBody>(method, path.replace(site.id, randomUUID()), {
        token: intruder.token,
        body,
      })
      expect(missing.status, `${method} ${path} (unknown)`).toBe(404)
    }
    const [row] = await sql<{ name: string; published: boolean }>(
      'SELECT name, published FROM sites.sites WHERE id = $1',
      [site.id],
    )
    expect(row).toEqual({ name: site.name, published: false })
    expect(await sql('SELECT 1 FROM sites.domains WHERE site_id = $1', [site.id])).toEqual([])
  })

  it('answers 400 for ids that are not ids, never 500', async () => {
    const user = await register()
    for (const path of ['/api/sites/abc', "/api/sites/1'%20OR%201=1", '/api/sites_metadata/x']) {
      const res = await api.get<ErrorBody>(path, { token: user.token })
      expect(res.status, path).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })
})
