import { existsSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { grpcClient } from '@tessera/kit'
import { SiteContentService } from '@tessera/proto'
import { uniqueSuffix } from '@tessera/kit/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../../infra/local/stack.mjs'
import {
  addPage,
  api,
  createSiteFor,
  hostOf,
  load,
  register,
  siteServer,
  siteServerUrl,
  sql,
  stack,
  titleOf,
  visit,
  withTitle,
  type ErrorBody,
  type SavedBody,
} from './helpers.js'
import { startReplica, stopReplicas } from './replicas.js'

afterAll(stopReplicas)

const content = grpcClient(SiteContentService, stack.urls['site-server:grpc']!)

/** Another replica of the stack's pool: same database, Redis and public address. */
const replica = () => startReplica({ COUNTER_FLUSH_MS: '200' })

const plain404 = (res: { status: number; text: string; headers: Record<string, unknown> }) => {
  expect(res.status).toBe(404)
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.text).toContain("Sorry, we can't find what you're looking for.")
}

describe('serving published sites by Host', () => {
  it('gives unknown hosts a plain 404 page, never another site', async () => {
    const user = await register()
    await createSiteFor(user, () => {}, { publish: true })
    for (const host of [
      hostOf(`nobody-${uniqueSuffix()}`),
      `unknown-${uniqueSuffix()}.example.test`,
      hostOf('a.b'),
    ]) {
      const res = await visit(host)
      plain404(res)
      expect(res.text).not.toContain('Served Site')
    }
  })

  it('serves the home page at / and each public page, and the not-found page with 404', async () => {
    const user = await register()
    const site = await createSiteFor(
      user,
      (s) => {
        s.defaults.head.title = 'Home of the test'
        addPage(s, '/about', 'About this site')
        addPage(s, '/secret', 'Not deployed', false)
        addPage(s, '/not-found', 'Nothing here, sorry')
      },
      { publish: true },
    )
    const host = hostOf(site.subdomain)
    const home = await visit(host, '/')
    expect(home.status).toBe(200)
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(titleOf(home.text)).toBe('Home of the test')
    expect(home.text).toMatch(/^<!doctype html>/)
    expect((await visit(host, '/home')).status).toBe(200)
    for (const path of ['/about', '/about/', '/about?x=1']) {
      const about = await visit(host, path)
      expect(about.status, path).toBe(200)
      expect(about.text).toContain('About this site')
    }
    for (const path of ['/nope', '/secret', '/%E0%A4%A', '/not-found']) {
      const missing = await visit(host, path)
      expect(missing.status, path).toBe(404)
      expect(missing.text).toContain('Nothing here, sorry')
      expect(missing.text).not.toContain('Not deployed')
    }
    // A site without a not-found page: our plain page.
    const bare = await createSiteFor(user, () => {}, { publish: true })
    plain404(await visit(hostOf(bare.subdomain), '/nope'))
  })

  it('answers ETag revalidation with 304, HEAD without a body, other methods with 405', async () => {
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    const host = hostOf(site.subdomain)
    const first = await visit(host)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const again = await visit(host, '/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await visit(host, '/', {}, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect((await visit(host, '/', {}, { method: 'POST' })).status).toBe(405)

    // A new save is a new ETag.
    const loaded = await load(user, site.id)
    await siteServer.patch(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: withTitle(loaded, 'Changed'), update_key: loaded.update_key },
    })
    const changed = await visit(host, '/', { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(titleOf(changed.text)).toBe('Changed')
  })

  it('compresses with brotli or gzip as the visitor accepts', async () => {
    const user = await register()
    const site = await createSiteFor(
      user,
      (s) => addPage(s, '/long', 'Lorem ipsum dolor sit amet. '.repeat(200)),
      { publish: true },
    )
    const host = hostOf(site.subdomain)
    const identity = await visit(host, '/long')
    const br = await visit(host, '/long', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.body.length).toBeLessThan(identity.body.length / 3)
    expect(brotliDecompressSync(br.body).toString()).toBe(identity.text)
    const gzip = await visit(host, '/long', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(identity.text)
    expect(identity.headers['content-encoding']).toBeUndefined()
  })

  it('serves sitemap.xml and robots.txt from the public pages', async () => {
    const user = await register()
    const site = await createSiteFor(
      user,
      (s) => {
        addPage(s, '/about', 'About')
        addPage(s, '/hidden', 'Hidden', false)
      },
      { publish: true },
    )
    const host = hostOf(site.subdomain)
    const origin = `http://${host}`
    const sitemap = await visit(host, '/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(sitemap.text).toContain(`<loc>${origin}/</loc>`)
    expect(sitemap.text).toContain(`<loc>${origin}/about</loc>`)
    expect(sitemap.text).not.toContain('hidden')
    expect(sitemap.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:]+\+00:00<\/lastmod>/)
    const robots = await visit(host, '/robots.txt')
    // Hidden pages answer 404: robots.txt does not give their routes away.
    expect(robots.text).not.toContain('hidden')
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`)
    const llms = await visit(host, '/llms.txt')
    expect(llms.text).toContain(`(${origin}/about)`)
    expect(llms.text).not.toContain('hidden')
  })

  it('answers /favicon.ico with 204, never the not-found page', async () => {
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    const icon = await visit(hostOf(site.subdomain), '/favicon.ico')
    expect(icon.status).toBe(204)
    expect(icon.text).toBe('')
  })

  it('loads the runtime script only on pages that need it, from a long-cached URL', async () => {
    const user = await register()
    const site = await createSiteFor(
      user,
      (s) => {
        addPage(s, '/interactive', 'Click me')
        s.pages['/interactive']!.root.events = {
          click: {
            name: 'click',
            behaviors: [{ behaviorId: 'global-b-toggleHidden', args: {} }],
          },
        }
      },
      { publish: true },
    )
    const host = hostOf(site.subdomain)
    expect((await visit(host, '/')).text).not.toContain('/_tessera/runtime.js')
    const page = await visit(host, '/interactive')
    expect(page.status).toBe(200)
    const src = /<script src="(\/_tessera\/runtime\.js[^"]*)" defer><\/script>/.exec(page.text)?.[1]
    expect(src).toBeDefined()
    const script = await visit(host, src!)
    if (existsSync(`${ROOT}/web/runtime/dist/runtime.js`)) {
      expect(script.status).toBe(200)
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(src).toMatch(/\?v=[0-9a-f]{16}$/)
    } else {
      expect(script.status).toBe(404)
    }
  })

  it('counts visitor responses in its metrics, and keeps health and metrics off site hosts', async () => {
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    await visit(hostOf(site.subdomain))
    const metrics = await siteServer.get<string>('/metrics')
    expect(metrics.body).toMatch(/site_responses_total\{status="200",cache="(hit|miss)"[^}]*\} \d+/)
    expect((await siteServer.get('/health/ready')).status).toBe(200)
    // On a site's host these paths are the site's own (here: no such page).
    expect((await visit(hostOf(site.subdomain), '/metrics')).status).toBe(404)
  })

  it('sends nothing of a disabled site', async () => {
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    const host = hostOf(site.subdomain)
    expect((await visit(host)).status).toBe(200)
    // Disabling comes from the platform (billing, admins): the hosting it pushes says so.
    const hosting = {
      siteId: site.id,
      userId: user.id,
      siteType: 'Free',
      subdomain: site.subdomain,
      customDomains: [],
      previewId: '',
      pagesLimit: 500_000n,
      historyLimit: 500_000n,
    }
    await content.putSiteHosting({ hosting: { ...hosting, disabled: true } })
    plain404(await visit(host))
    await content.putSiteHosting({ hosting: { ...hosting, disabled: false } })
    expect((await visit(host)).status).toBe(200)
  })

  it('sends nothing of an unpublished, unpublished-again or deleted site', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const host = hostOf(site.subdomain)
    plain404(await visit(host))
    await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect((await visit(host)).status).toBe(200)
    await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: false },
    })
    plain404(await visit(host))
    await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect((await visit(host)).status).toBe(200)
    await api.delete(`/api/sites/${site.id}`, { token: user.token })
    plain404(await visit(host))
  })
})

describe('replicas', () => {
  it('invalidates every replica on publish and on a save (Redis pub/sub)', async () => {
    const other = await replica()
    const user = await register()
    const site = await createSiteFor(user, (s) => (s.defaults.head.title = 'Before'), {
      publish: true,
    })
    const hostA = hostOf(site.subdomain)
    const hostB = hostOf(site.subdomain, other.url)
    // Warm both caches.
    expect(titleOf((await visit(hostA)).text)).toBe('Before')
    expect(titleOf((await visit(hostB, '/', {}, { baseUrl: other.url })).text)).toBe('Before')

    // A live edit saved through replica B shows on replica A.
    const loaded = await load(user, site.id)
    const saved = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: withTitle(loaded, 'Live edit'), update_key: loaded.update_key },
    })
    expect(saved.status).toBe(200)
    await expect
      .poll(async () => titleOf((await visit(hostB, '/', {}, { baseUrl: other.url })).text))
      .toBe('Live edit')
    expect(titleOf((await visit(hostA)).text)).toBe('Live edit')

    // A draft published through the platform shows on both.
    await api.post(`/api/sites/${site.id}/actions/create_draft`, { token: user.token })
    const draft = await load(user, site.id)
    await siteServer.patch(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: withTitle(draft, 'Published draft'), update_key: draft.update_key },
    })
    expect(titleOf((await visit(hostB, '/', {}, { baseUrl: other.url })).text)).toBe('Live edit')
    await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    await expect
      .poll(async () => titleOf((await visit(hostB, '/', {}, { baseUrl: other.url })).text))
      .toBe('Published draft')
    expect(titleOf((await visit(hostA)).text)).toBe('Published draft')
  })

  it('loses no saved content when a replica is killed mid-request', async () => {
    const victim = await replica()
    const user = await register()
    const site = await createSiteFor(user)
    const victimApi = (await import('@tessera/kit/testing')).apiClient(victim.url)
    // Saves acknowledged by the victim are stored.
    let key = (await load(user, site.id)).update_key
    for (let i = 0; i < 3; i++) {
      const loaded = await load(user, site.id)
      const res = await victimApi.patch<SavedBody>(`/api/sites/${site.id}`, {
        token: user.token,
        body: { defaults: withTitle(loaded, `Acknowledged ${i}`), update_key: key },
      })
      expect(res.status).toBe(200)
      key = res.body.update_key
    }
    // One more, with the process killed while it runs.
    const loaded = await load(user, site.id)
    const inFlight = victimApi
      .patch(`/api/sites/${site.id}`, {
        token: user.token,
        body: { defaults: withTitle(loaded, 'In flight'), update_key: key },
      })
      .catch(() => undefined)
    victim.child.kill('SIGKILL')
    await inFlight
    const after = await load(user, site.id)
    const title = JSON.parse(after.defaults).head.title as string
    expect(['Acknowledged 2', 'In flight']).toContain(title)
    // Whatever happened, the stored key matches the stored content and the next save works.
    const next = await siteServer.patch<SavedBody & ErrorBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: withTitle(after, 'After the crash'), update_key: after.update_key },
    })
    expect(next.status).toBe(200)
  })
})

describe('views and bandwidth', () => {
  it('counts page views and bytes, shown by public_usage (no token) and usage', async () => {
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    const host = hostOf(site.subdomain)
    let bytes = 0
    for (let i = 0; i < 5; i++) bytes += (await visit(host)).body.length
    await visit(host, '/sitemap.xml')
    const count = async () =>
      (await api.get<{ total_site_view_count: number }>(`/api/sites/${site.id}/public_usage`)).body
        .total_site_view_count
    await expect.poll(count, { timeout: 5000 }).toBe(5)
    const direct = await siteServer.get<{ total_site_view_count: number }>(
      `/api/sites/${site.id}/public_usage`,
    )
    expect(direct.body).toEqual({ total_site_view_count: 5 })
    // Another replica answers for the platform: it sees the counts once they reach Redis.
    const usage = async () =>
      (
        await api.get<{ total_site_view_count: number; total_bandwidth: number }>(
          `/api/sites/${site.id}/usage`,
          { token: user.token },
        )
      ).body
    await expect.poll(async () => (await usage()).total_site_view_count).toBe(5)
    expect((await usage()).total_bandwidth).toBeGreaterThan(bytes)
  })

  it('flushes the counters to PostgreSQL when a replica stops', async () => {
    const counting = await replica()
    const user = await register()
    const site = await createSiteFor(user, () => {}, { publish: true })
    const host = hostOf(site.subdomain, counting.url)
    for (let i = 0; i < 3; i++) await visit(host, '/', {}, { baseUrl: counting.url })
    await counting.stop()
    const rows = await sql<{ views: string }>(
      'SELECT views FROM site_content.usage WHERE site_id = $1',
      [site.id],
    )
    expect(Number(rows[0]?.views)).toBe(3)
  })

  it('answers public_usage only for published sites', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    expect((await api.get(`/api/sites/${site.id}/public_usage`)).status).toBe(404)
    expect((await siteServer.get(`/api/sites/not-a-uuid/public_usage`)).status).toBe(400)
    expect(siteServerUrl).toMatch(/^http/)
  })
})
