import { uniqueSuffix, apiClient, type ApiClient } from '@tessera/kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { startDnsServer, type DnsRecords } from './dns-server.js'
import {
  api,
  createSiteFor,
  register,
  siteContent,
  sql,
  stack,
  visit,
  type DomainBody,
  type ErrorBody,
  type SiteBody,
  type User,
} from './helpers.js'

const logDir = process.env.TEST_LOG_DIR ?? `${ROOT}/.data/test-logs`

const zone = new Map<string, DnsRecords>()
let dns: Awaited<ReturnType<typeof startDnsServer>>
let sites: RunningService
/** A sites service that resolves through the local DNS server (no /api prefix: it is the service). */
let direct: ApiClient

beforeAll(async () => {
  dns = await startDnsServer(zone)
  const port = await freePort()
  sites = await startService(
    'sites',
    {
      ...stack.env.sites!,
      PORT: String(port),
      GRPC_PORT: String(await freePort()),
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '1000',
    },
    { logFile: `${logDir}/sites-dns-${port}.log` },
  )
  direct = apiClient(sites.url)
})

afterAll(async () => {
  await sites?.stop()
  await dns?.close()
})

const domainName = (tag: string) => `${tag}-${uniqueSuffix()}.example.test`

async function publishedSite(user: User): Promise<SiteBody> {
  const name = 'Domain Site'
  const site = await createSiteFor(user, { ...siteContent(name) })
  await api.post(`/api/sites/${site.id}/actions/publish`, {
    token: user.token,
    body: { publish: true },
  })
  return site
}

describe('custom domains', () => {
  it('verifies a domain by its TXT record, then serves the site there', async () => {
    const user = await register()
    const site = await publishedSite(user)
    const domain = domainName('shop')
    const added = await api.post<DomainBody>(`/api/sites/${site.id}/domains`, {
      token: user.token,
      body: { domain: domain.toUpperCase() },
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ domain, verified: false, verify_a: '127.0.0.1' })
    expect(added.body.verify_txt).toMatch(/^tessera-verify=[A-Za-z0-9]{24}$/)
    const listed = await api.get<SiteBody>(`/api/sites/${site.id}`, { token: user.token })
    expect(listed.body.custom_domains).toEqual([added.body])

    // Unverified: visitors to the domain get our plain 404, never the site.
    const port = new URL(stack.urls['site-server']!).port
    expect((await visit(`${domain}:${port}`)).status).toBe(404)

    const early = await direct.post<ErrorBody>(`/sites/${site.id}/domains/actions/verify`, {
      token: user.token,
      body: { domain },
    })
    expect(early.status).toBe(400)
    expect(early.body.code).toBe('DomainVerifyFailed')
    zone.set(domain, { txt: ['v=spf1 -all', 'tessera-verify=wrong'] })
    const wrong = await direct.post<ErrorBody>(`/sites/${site.id}/domains/actions/verify`, {
      token: user.token,
      body: { domain },
    })
    expect(wrong.body.code).toBe('DomainVerifyFailed')

    zone.set(domain, { txt: ['v=spf1 -all', added.body.verify_txt] })
    const verified = await direct.post<DomainBody>(`/sites/${site.id}/domains/actions/verify`, {
      token: user.token,
      body: { domain },
    })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ domain, verified: true })
    const page = await visit(`${domain}:${port}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<title>')
    expect(page.text).toContain(`<link rel="canonical" href="http://${domain}/">`)

    // Removing it takes the site off the domain at once.
    const removed = await api.delete(`/api/sites/${site.id}/domains`, {
      token: user.token,
      body: { domain },
    })
    expect(removed.status).toBe(204)
    expect((await visit(`${domain}:${port}`)).status).toBe(404)
    const again = await api.delete<ErrorBody>(`/api/sites/${site.id}/domains`, {
      token: user.token,
      body: { domain },
    })
    expect(again.status).toBe(404)
    expect(again.body.code).toBe('DomainNotFound')
  })

  it("verifies a domain whose A record points at the site server's address, and not another", async () => {
    const user = await register()
    const site = await publishedSite(user)
    const good = domainName('a-good')
    const bad = domainName('a-bad')
    for (const domain of [good, bad]) {
      const res = await api.post(`/api/sites/${site.id}/domains`, {
        token: user.token,
        body: { domain },
      })
      expect(res.status).toBe(201)
    }
    zone.set(good, { a: ['127.0.0.1'] })
    zone.set(bad, { a: ['10.9.9.9'] })
    const ok = await direct.post<DomainBody>(`/sites/${site.id}/domains/actions/verify`, {
      token: user.token,
      body: { domain: good },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.verified).toBe(true)
    const refused = await direct.post<ErrorBody>(`/sites/${site.id}/domains/actions/verify`, {
      token: user.token,
      body: { domain: bad },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('DomainVerifyFailed')
    const rows = await sql<{ domain: string; verified: boolean }>(
      'SELECT domain, verified FROM sites.domains WHERE site_id = $1 ORDER BY domain',
      [site.id],
    )
    expect(rows).toEqual([
      { domain: bad, verified: false },
      { domain: good, verified: true },
    ])
  })

  it('answers DomainExists for a domain any site has, in any case', async () => {
    const user = await register()
    const other = await register()
    const mine = await createSiteFor(user)
    const theirs = await createSiteFor(other)
    const domain = domainName('taken')
    expect(
      (await api.post(`/api/sites/${mine.id}/domains`, { token: user.token, body: { domain } }))
        .status,
    ).toBe(201)
    for (const [site, who] of [
      [theirs, other],
      [mine, user],
    ] as const) {
      const res = await api.post<ErrorBody>(`/api/sites/${site.id}/domains`, {
        token: who.token,
        body: { domain: domain.toUpperCase() },
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('DomainExists')
    }
  })

  it.each([
    ['nodot', 'custom_domain'],
    ['http://example.com', 'custom_domain'],
    ['two words.com', 'custom_domain'],
    ['shop.localhost', 'custom_domain_host'],
    ['localhost.example.com', 'custom_domain_host'],
  ])('refuses %j with %s and stores nothing', async (domain, code) => {
    const user = await register()
    const site = await createSiteFor(user)
    const res = await api.post<ErrorBody>(`/api/sites/${site.id}/domains`, {
      token: user.token,
      body: { domain },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(await sql('SELECT 1 FROM sites.domains WHERE site_id = $1', [site.id])).toEqual([])
  })

  it('gives the identity site no custom domain, and validates bodies', async () => {
    const user = await register()
    const identity = await api.post<ErrorBody>('/api/sites/identity/domains', {
      token: user.token,
      body: { domain: domainName('me') },
    })
    expect(identity.status).toBe(400)
    expect(identity.body.message).toMatch(/identity site cannot/)
    const site = await createSiteFor(user)
    for (const body of [{}, { domain: 42 }, { domain: 'x'.repeat(300) + '.com' }]) {
      const res = await api.post<ErrorBody>(`/api/sites/${site.id}/domains`, {
        token: user.token,
        body,
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })
})
