import { describe, expect, it } from 'vitest'
import { ApiClient } from '../api/api-client'
import { SitesApi } from '../api/sites-api'
import { fakeApi, type FakeApi, type FakeHandler } from '../testing/fake-api'
import { CreateSiteForm } from './create-site-form'
import { DeleteSiteForm } from './delete-site-form'
import { SiteSettingsStore } from './site-settings-store'
import { SitesStore } from './sites-store'

const site = (overrides: Record<string, unknown> = {}) => ({
  id: '0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00',
  user_id: 'user-1',
  name: 'Cafe Corner',
  subdomain: 'cafe-corner',
  published: false,
  disabled: false,
  version: '2',
  custom_domains: [],
  site_server: { address: 'http://localhost:8090', ip_address: '127.0.0.1' },
  updated_at: '2026-01-01T00:00:00Z',
  content_updated_at: '2026-01-01T00:00:00Z',
  site_type: 'Free',
  ...overrides,
})

async function setup(routes: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'GET sites': () => ({ body: { results: [site()], asset_allowance: 5_000_000 } }),
    ...routes,
  })
  const client = new ApiClient(
    { token: () => 't', locale: () => 'en', onUnauthorized: () => {}, onLoginScreen: () => false },
    '/api/',
    api.fetch,
  )
  const sites = new SitesStore(new SitesApi(client))
  await sites.load()
  return { sites, api }
}

const writes = (api: FakeApi) => api.calls.filter((call) => call.method !== 'GET')

describe('CreateSiteForm', () => {
  it.each([
    ['', '', 'name', 'errors.site_name'],
    ['A', '', 'name', 'errors.site_name'],
    ['Café!', '', 'name', 'errors.site_name'],
    ['x'.repeat(51), '', 'name', 'errors.site_name'],
    ['My shop', 'Shop', 'subdomain', 'errors.site_subdomain_format'],
    ['My shop', '1shop', 'subdomain', 'errors.site_subdomain_format'],
    ['My shop', 'www', 'subdomain', 'errors.site_subdomain_reserved'],
    ['My shop', 's42', 'subdomain', 'errors.site_subdomain_reserved'],
  ] as const)('refuses name %j with subdomain %j (%s: %s)', async (name, subdomain, field, key) => {
    const { sites, api } = await setup()
    const form = new CreateSiteForm(sites)
    form.set('name', name)
    form.set('subdomain', subdomain)
    expect(await form.submit()).toBe(false)
    expect(form.state.errorFor(field)?.key).toBe(key)
    expect(writes(api)).toEqual([])
  })

  it('creates with a trimmed name and the subdomain the name suggests until one is typed', async () => {
    const { sites, api } = await setup({
      'POST sites': ({ body }) => ({
        status: 201,
        body: site({ id: 'new', ...(body as object) }),
      }),
    })
    const form = new CreateSiteForm(sites)
    form.set('name', '  My shop ')
    expect(form.subdomain).toBe('my-shop')
    form.set('subdomain', '   ')
    form.set('name', 'My shop 2')
    // A subdomain is required (platform.md section 5): emptied, it is not made up again.
    expect(await form.submit()).toBe(false)
    expect(form.state.errorFor('subdomain')?.key).toBe('errors.site_subdomain_empty')
    expect(writes(api)).toEqual([])
    form.set('subdomain', 'shop-two')
    expect(await form.submit()).toBe(true)
    expect(writes(api)[0]?.body).toEqual({ name: 'My shop 2', subdomain: 'shop-two' })
    expect(sites.find('new')?.subdomain).toBe('shop-two')
  })

  it('keeps the server refusal for display (SubdomainTaken)', async () => {
    const { sites } = await setup({
      'POST sites': () => ({
        status: 400,
        body: { code: 'SubdomainTaken', message: 'taken' },
      }),
    })
    const form = new CreateSiteForm(sites)
    form.set('name', 'My shop')
    form.set('subdomain', 'my-shop')
    expect(await form.submit()).toBe(false)
    expect(form.state.serverError).toEqual({ code: 'SubdomainTaken', message: 'taken' })
  })
})

describe('DeleteSiteForm', () => {
  it('deletes only when the exact name is typed', async () => {
    const { sites, api } = await setup({ 'DELETE sites/*': () => ({ status: 204 }) })
    const form = new DeleteSiteForm(sites, sites.find(site().id)!)
    for (const typed of ['', 'cafe corner', 'Cafe Corner ', 'Cafe']) {
      form.set('typed', typed)
      expect(form.matches, typed).toBe(false)
      expect(await form.submit()).toBe(false)
    }
    expect(form.state.errorFor('typed')?.key).toBe('errors.site_confirm')
    expect(writes(api)).toEqual([])
    form.set('typed', 'Cafe Corner')
    expect(form.matches).toBe(true)
    expect(await form.submit()).toBe(true)
    expect(sites.find(site().id)).toBeUndefined()
  })
})

describe('SiteSettingsStore', () => {
  it('checks the name and subdomain, and sends only what changed', async () => {
    const { sites, api } = await setup({
      'PATCH sites/*': ({ body }) => ({ body: site(body as Record<string, unknown>) }),
    })
    const settings = new SiteSettingsStore(sites, site().id)
    settings.set('subdomain', '')
    expect(await settings.saveInfo()).toBe(false)
    expect(settings.info.errorFor('subdomain')?.key).toBe('errors.site_subdomain_empty')
    settings.set('subdomain', 'api')
    expect(await settings.saveInfo()).toBe(false)
    expect(settings.info.errorFor('subdomain')?.key).toBe('errors.site_subdomain_reserved')
    expect(writes(api)).toEqual([])

    settings.set('subdomain', 'cafe-corner')
    settings.set('name', 'Corner Cafe')
    expect(await settings.saveInfo()).toBe(true)
    expect(writes(api)[0]?.body).toEqual({ name: 'Corner Cafe' })
    expect(settings.saved).toBe(true)
  })

  it.each([
    ['', 'errors.custom_domain'],
    ['localhost', 'errors.custom_domain'],
    ['.com', 'errors.custom_domain'],
  ])('refuses the custom domain %j', async (domain, key) => {
    const { sites, api } = await setup()
    const settings = new SiteSettingsStore(sites, site().id)
    settings.setDomain('domain', domain)
    expect(await settings.addDomain()).toBe(false)
    expect(settings.domainForm.errorFor('domain')?.key).toBe(key)
    expect(writes(api)).toEqual([])
  })

  it('adds a custom domain in lower case, unverified, and offers domains for server sites only', async () => {
    const { sites, api } = await setup({
      'POST sites/*/domains': ({ body }) => ({
        status: 201,
        body: { domain: (body as { domain: string }).domain, verified: false },
      }),
    })
    const settings = new SiteSettingsStore(sites, site().id)
    expect(settings.tabs).toEqual(['info', 'domains', 'usage', 'activity', 'people'])
    settings.setDomain('domain', ' Shop.Example.COM ')
    expect(await settings.addDomain()).toBe(true)
    expect(writes(api)[0]?.body).toEqual({ domain: 'shop.example.com' })
    expect(settings.site?.custom_domains).toEqual([{ domain: 'shop.example.com', verified: false }])
    expect(settings.domain).toBe('')
    expect(new SiteSettingsStore(sites, 'identity').tabs).toEqual(['info', 'usage'])
  })
})
