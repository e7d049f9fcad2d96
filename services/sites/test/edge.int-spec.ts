import { apiClient, uniqueSuffix } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import { api, createSiteFor, register, sql, stack, type ErrorBody, type User } from './helpers.js'

/** The sites service itself, as the TLS edge inside the cluster calls it. */
const sites = apiClient(stack.urls.sites!)

const domainName = (tag: string) => `${tag}-${uniqueSuffix()}.example.test`

async function siteWithDomain(user: User, verified: boolean) {
  const site = await createSiteFor(user)
  const domain = domainName('edge')
  const added = await api.post(`/api/sites/${site.id}/domains`, {
    token: user.token,
    body: { domain },
  })
  expect(added.status).toBe(201)
  if (verified) {
    await sql('UPDATE sites.domains SET verified = true WHERE domain = $1', [domain])
  }
  return { site, domain }
}

describe("the edge's certificate question", () => {
  it('says yes only for a verified custom domain of a site', async () => {
    const user = await register()
    const { domain } = await siteWithDomain(user, true)
    const { domain: unverified } = await siteWithDomain(user, false)

    const ok = await sites.get(`/edge/tls?domain=${domain.toUpperCase()}.`)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ domain, verified: true })

    for (const name of [unverified, domainName('unknown'), `${user.subdomain}.localhost`]) {
      const no = await sites.get<ErrorBody>(`/edge/tls?domain=${name}`)
      expect(no.status, name).toBe(404)
      expect(no.body.code).toBe('DomainNotFound')
    }
  })

  it('lists every verified custom domain, for certificates made ahead of visits', async () => {
    const user = await register()
    const { domain } = await siteWithDomain(user, true)
    const { domain: unverified } = await siteWithDomain(user, false)
    const res = await sites.get<{ domains: string[] }>('/edge/domains')
    expect(res.status).toBe(200)
    expect(res.body.domains).toContain(domain)
    expect(res.body.domains).not.toContain(unverified)
  })

  it('refuses a missing or malformed name with InvalidFormData', async () => {
    for (const query of ['', '?domain=', '?domain=a%20b.com', '?domain=http://x.com']) {
      const res = await sites.get<ErrorBody>(`/edge/tls${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })

  it('is not reachable through the gateway', async () => {
    const res = await api.get('/api/edge/tls?domain=example.test')
    expect(res.status).toBe(404)
  })
})

describe("the edge's routing question", () => {
  async function route(host: string) {
    const res = await sites.get<{ tier: string | null }>(`/edge/route?host=${host}`)
    expect(res.status, host).toBe(200)
    return { tier: res.body.tier, header: res.headers.get('tessera-site-tier') }
  }

  it('names the tier of the pool that holds the site at a subdomain or verified domain', async () => {
    const user = await register()
    const { site, domain } = await siteWithDomain(user, true)
    const free = { tier: 'Free', header: 'Free' }
    expect(await route(`${site.subdomain}.localhost`)).toEqual(free)
    expect(await route(`${site.subdomain.toUpperCase()}.LOCALHOST:8090`)).toEqual(free)
    expect(await route(domain)).toEqual(free)

    // Moved to a Paid2 pool, the site is routed there.
    const [pool] = await sql<{ id: string }>(
      `INSERT INTO sites.site_servers (tier, address, ip_address)
       VALUES ('Paid2', $1, '127.0.0.1') RETURNING id`,
      [`http://paid2-${uniqueSuffix()}.test`],
    )
    await sql('UPDATE sites.sites SET site_server_id = $1 WHERE id = $2', [pool!.id, site.id])
    const paid = { tier: 'Paid2', header: 'Paid2' }
    expect(await route(`${site.subdomain}.localhost`)).toEqual(paid)
    expect(await route(domain)).toEqual(paid)
  })

  it('names no tier where no site lives', async () => {
    const user = await register()
    const { domain: unverified } = await siteWithDomain(user, false)
    const none = { tier: null, header: null }
    expect(await route(unverified)).toEqual(none)
    expect(await route(domainName('unknown'))).toEqual(none)
    expect(await route(`nobody-${uniqueSuffix()}.localhost`)).toEqual(none)
    expect(await route(`deep.${user.subdomain}.localhost`)).toEqual(none)
  })
})
