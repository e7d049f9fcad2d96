import { describe, expect, it } from 'vitest'
import type { SiteServerConfig } from '../config.js'
import { HostRouter } from './host-router.js'
import type { HostingInvalidation } from './hosting-invalidation.js'
import type { HostingRepository, HostingRow } from './hosting.repository.js'

const config = {
  SITES_BASE_DOMAIN: 'localhost',
  SITE_SERVER_ADDRESS: 'http://localhost:8090',
  OWN_HOSTS: [],
  HOSTING_CACHE_SECONDS: 30,
  SITES_PUBLIC_SCHEME: 'http',
  SITES_PUBLIC_PORT: 8090,
} as unknown as SiteServerConfig

function row(siteId: string, changes: Partial<HostingRow> = {}): HostingRow {
  return {
    site_id: siteId,
    subdomain: 'shop',
    published: true,
    disabled: false,
    preview_id: null,
    live_version: 1,
    draft_version: null,
    live_stamp: new Date(1000),
    draft_stamp: null,
    hosting_updated_at: new Date(2000),
    domains: null,
    ...changes,
  }
}

/** A router over a fake repository that counts lookups; `changed` plays the pub/sub message. */
function setup() {
  const rows = new Map<string, HostingRow>([['site-1', row('site-1')]])
  const lookups = { hosts: 0, sites: 0 }
  let gate: Promise<void> = Promise.resolve()
  const repository = {
    siteIdFor: async (subdomain: string | undefined, host: string) => {
      lookups.hosts++
      await gate
      if (subdomain === 'shop' || host === 'shop.example.com') return 'site-1'
      return undefined
    },
    hosting: async (siteId: string) => {
      lookups.sites++
      return rows.get(siteId)
    },
  } as unknown as HostingRepository
  let listener: (siteId: string) => void = () => {}
  let assetListener: (siteId: string) => void = () => {}
  const invalidation = {
    onSiteChanged: (l: (siteId: string) => void) => (listener = l),
    onAssetsChanged: (l: (siteId: string) => void) => (assetListener = l),
  } as unknown as HostingInvalidation
  const router = new HostRouter(repository, invalidation, config)
  return {
    router,
    rows,
    lookups,
    changed: (siteId: string) => listener(siteId),
    assetsChanged: (siteId: string) => assetListener(siteId),
    hold: () => {
      let release = () => {}
      gate = new Promise((r) => (release = r))
      return release
    },
  }
}

describe('HostRouter', () => {
  it('finds sites by subdomain and custom domain, with their canonical URL', async () => {
    const { router, rows } = setup()
    const site = await router.resolve('shop.localhost:8090', 'shop.localhost')
    expect(site).toMatchObject({ siteId: 'site-1', siteUrl: 'http://shop.localhost:8090' })
    rows.set('site-1', row('site-1', { domains: ['shop.example.com'] }))
    router.forget('site-1')
    const byDomain = await router.resolve('shop.example.com', 'shop.example.com')
    expect(byDomain?.siteUrl).toBe('http://shop.example.com')
    expect(await router.resolve('nope.localhost', 'nope.localhost')).toBeNull()
  })

  it('answers from memory until the site changes, then looks again', async () => {
    const { router, rows, lookups, changed } = setup()
    await router.resolve('shop.localhost', 'shop.localhost')
    expect(router.cached('shop.localhost')?.liveStamp).toBe(1000)
    await router.resolve('shop.localhost', 'shop.localhost')
    expect(lookups).toEqual({ hosts: 1, sites: 1 })
    rows.set('site-1', row('site-1', { live_stamp: new Date(5000) }))
    changed('site-1')
    expect(router.cached('shop.localhost')).toBeUndefined()
    expect((await router.resolve('shop.localhost', 'shop.localhost'))?.liveStamp).toBe(5000)
  })

  it("changes a site's assets stamp when its assets, or an identity's or template's, change", async () => {
    const { router, assetsChanged } = setup()
    const first = await router.resolve('shop.localhost', 'shop.localhost')
    assetsChanged('site-2')
    expect(router.cached('shop.localhost')?.assetsStamp).toBe(first?.assetsStamp)
    assetsChanged('site-1')
    const second = await router.resolve('shop.localhost', 'shop.localhost')
    expect(second?.assetsStamp).not.toBe(first?.assetsStamp)
    assetsChanged('*')
    const third = await router.resolve('shop.localhost', 'shop.localhost')
    expect(new Set([first, second, third].map((s) => s?.assetsStamp)).size).toBe(3)
  })

  it('forgets unknown hosts when any site changes (a domain may have been added)', async () => {
    const { router, changed } = setup()
    await router.resolve('new.example.com', 'new.example.com')
    expect(router.cached('new.example.com')).toBeNull()
    changed('site-2')
    expect(router.cached('new.example.com')).toBeUndefined()
  })

  it('keeps nothing it read while a change was announced', async () => {
    const { router, hold, changed } = setup()
    const release = hold()
    const pending = router.resolve('shop.localhost', 'shop.localhost')
    changed('site-1')
    release()
    expect((await pending)?.siteId).toBe('site-1')
    expect(router.cached('shop.localhost')).toBeUndefined()
  })

  it('knows its own host names', () => {
    const { router } = setup()
    expect(router.isOwnHost('localhost')).toBe(true)
    expect(router.isOwnHost('127.0.0.1')).toBe(true)
    expect(router.isOwnHost('shop.localhost')).toBe(false)
  })
})
