import { randomUUID } from 'node:crypto'
import { deserializeSite } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { apiClient, uniqueSuffix } from '@tessera/kit/testing'
import {
  addPage,
  api,
  register,
  registerAdmin,
  siteContent,
  siteHost,
  sql,
  stack,
  visit,
  type ErrorBody,
} from './helpers.js'

interface LocalSiteBody {
  id: string
  user_id: string
  name: string
  version: string
  context: string
  defaults: string
  editor: string | null
  history: string
  pages: string
  pageOrder: string
  published: boolean
  subdomain: string | null
  disabled: boolean
  updated_at: string
  content_updated_at: string
  preview_id: string | null
}

describe('local sites (the identity site)', () => {
  it('answers 204 before the first save, 401 without a token', async () => {
    const user = await register()
    const none = await api.get(`/api/local_sites/${user.id}`, { token: user.token })
    expect(none.status).toBe(204)
    expect(none.body).toBe('')
    expect((await api.get(`/api/local_sites/${user.id}`)).status).toBe(401)
    expect((await api.patch(`/api/local_sites/${user.id}`, { body: { name: 'Xx' } })).status).toBe(
      401,
    )
  })

  it('stores the site, answers it with JSON-text parts, and tells content from editor changes', async () => {
    const user = await register()
    const content = siteContent('My Identity')
    const saved = await api.patch<LocalSiteBody>(`/api/local_sites/${user.id}`, {
      token: user.token,
      body: { ...content, keepalive: true },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({
      id: user.id,
      user_id: user.id,
      name: 'My Identity',
      version: '2',
      published: true,
      disabled: false,
      subdomain: user.subdomain,
      preview_id: null,
    })
    expect(deserializeSite(saved.body).pageOrder).toEqual(['/home'])
    const read = await api.get<LocalSiteBody>('/api/local_sites/identity', { token: user.token })
    expect(read.body).toEqual(saved.body)

    const editorOnly = await api.patch<LocalSiteBody>(`/api/local_sites/${user.id}`, {
      token: user.token,
      body: { editor: JSON.stringify({ builderWidth: 900, builderScale: 1 }) },
    })
    expect(editorOnly.body.content_updated_at).toBe(saved.body.content_updated_at)
    expect(editorOnly.body.updated_at > saved.body.updated_at).toBe(true)
    const renamed = await api.patch<LocalSiteBody>(`/api/local_sites/${user.id}`, {
      token: user.token,
      body: { name: 'New Name' },
    })
    expect(renamed.body.content_updated_at > saved.body.content_updated_at).toBe(true)
    const same = await api.patch<ErrorBody>(`/api/local_sites/${user.id}`, {
      token: user.token,
      body: { name: 'New Name' },
    })
    expect(same.body.code).toBe('NoUpdates')
  })

  it('keeps to the rules and the Free plan limits, storing nothing on failure', async () => {
    const user = await register()
    const huge = siteContent('Big Site', (site) => {
      site.pages['/home']!.root.content = 'x'.repeat(600_000)
    })
    for (const [body, code] of [
      [{ name: 'x' }, 'site_name'],
      [{ pages: '{nope' }, 'InvalidFormData'],
      [{ pageOrder: '42' }, 'InvalidFormData'],
      [{ history: JSON.stringify({ back: 'x', forward: [] }) }, 'InvalidFormData'],
    ] as const) {
      const res = await api.patch<ErrorBody>(`/api/local_sites/${user.id}`, {
        token: user.token,
        body,
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe(code)
    }
    // Past the gateway's body limit, or past the plan's site size: either way nothing is stored.
    const big = await api.patch<ErrorBody>(`/api/local_sites/${user.id}`, {
      token: user.token,
      body: { pages: huge.pages },
    })
    expect(big.status).toBe(400)
    expect(['DataLimitExceeded', 'InvalidFormData']).toContain(big.body.code)
    expect(await sql('SELECT 1 FROM sites.local_sites WHERE user_id = $1', [user.id])).toEqual([])
  })

  it("answers 403 for another user's local site, unless the caller is an admin", async () => {
    const user = await register()
    const other = await register()
    await api.patch(`/api/local_sites/${other.id}`, {
      token: other.token,
      body: { name: 'Theirs' },
    })
    const res = await api.get<ErrorBody>(`/api/local_sites/${other.id}`, { token: user.token })
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain('Theirs')
    expect(
      (
        await api.patch(`/api/local_sites/${other.id}`, {
          token: user.token,
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(403)
    expect((await api.get(`/api/local_sites/${randomUUID()}`, { token: user.token })).status).toBe(
      403,
    )
    expect((await api.get('/api/local_sites/nope', { token: user.token })).status).toBe(400)
    const admin = await registerAdmin()
    const seen = await api.get<LocalSiteBody>(`/api/local_sites/${other.id}`, {
      token: admin.token,
    })
    expect(seen.body.name).toBe('Theirs')
  })
})

describe('the identity site on its subdomain', () => {
  it('is served like a published site from its first save, and each save goes live at once', async () => {
    const user = await register()
    const host = siteHost(user.subdomain)
    expect((await visit(host, '/about')).status).toBe(404)

    const saved = await api.patch<LocalSiteBody>(`/api/local_sites/identity`, {
      token: user.token,
      body: siteContent('About Me', (site) => addPage(site, '/about', 'Hello from my identity')),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.published).toBe(true)
    const page = await visit(host, '/about')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Hello from my identity')
    expect(page.text).toContain('<title>')
    // Cached now: the same bytes again.
    expect((await visit(host, '/about')).text).toBe(page.text)

    const edited = siteContent('About Me', (site) => addPage(site, '/about', 'Edited identity'))
    const again = await api.patch<LocalSiteBody>(`/api/local_sites/${user.id}`, {
      token: user.token,
      body: { pages: edited.pages, pageOrder: edited.pageOrder },
    })
    expect(again.status).toBe(200)
    const after = await visit(host, '/about')
    expect(after.status).toBe(200)
    expect(after.text).toContain('Edited identity')
    expect(after.text).not.toContain('Hello from my identity')

    // Another user's subdomain still serves nothing of it.
    const other = await register()
    expect((await visit(siteHost(other.subdomain), '/about')).status).toBe(404)
  })

  it('is routed by the edge to the Free pool that holds it', async () => {
    const user = await register()
    const sites = apiClient(stack.urls.sites!)
    const route = () =>
      sites.get<{ tier: string | null }>(`/edge/route?host=${user.subdomain}.localhost`)
    expect((await route()).body.tier).toBeNull()
    await api.patch(`/api/local_sites/identity`, { token: user.token, body: { name: 'Edge Me' } })
    expect((await route()).body.tier).toBe('Free')
  })

  it('raises LocalSiteExists for a name another identity site has, storing nothing', async () => {
    const name = `Taken ${uniqueSuffix().slice(-10)}`
    const first = await register()
    const created = await api.patch(`/api/local_sites/identity`, {
      token: first.token,
      body: { name },
    })
    expect(created.status).toBe(200)

    const second = await register()
    for (const taken of [name, name.toUpperCase()]) {
      const res = await api.patch<ErrorBody>(`/api/local_sites/identity`, {
        token: second.token,
        body: siteContent(taken),
      })
      expect(res.status, taken).toBe(400)
      expect(res.body.code).toBe('LocalSiteExists')
      expect(res.body.message).toBe('That site name is already taken.')
    }
    expect(await sql('SELECT 1 FROM sites.local_sites WHERE user_id = $1', [second.id])).toEqual([])
    expect((await visit(siteHost(second.subdomain))).status).toBe(404)

    // Renaming to a name of one's own (another case of it included) is no conflict.
    const renamed = await api.patch<LocalSiteBody>(`/api/local_sites/identity`, {
      token: first.token,
      body: { name: name.toLowerCase() },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toBe(name.toLowerCase())
  })
})
