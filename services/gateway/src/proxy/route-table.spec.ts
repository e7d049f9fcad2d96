import { describe, expect, it } from 'vitest'
import { answersOwnCors, resolveRootRoute, resolveRoute, routeTable } from './route-table.js'

const urls = {
  auth: 'http://auth',
  sites: 'http://sites',
  'custom-data': 'http://custom-data',
  assets: 'http://assets',
  billing: 'http://billing',
  mcp: 'http://mcp',
}

describe('resolveRoute', () => {
  it.each([
    ['/users/registrations', 'auth'],
    ['/users/0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00', 'auth'],
    ['/auth/logins?x=1', 'auth'],
    ['/sites', 'sites'],
    ['/sites/12/actions/publish', 'sites'],
    ['/sites/12/custom_data', 'custom-data'],
    ['/sites/12/custom_data/collections/3/items', 'custom-data'],
    ['/sites/12/collections/posts/items?page=2', 'custom-data'],
    ['/jobs', 'assets'],
    ['/jobs/0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00', 'assets'],
    ['/checkouts/1/actions/pay', 'billing'],
    ['/billing_info', 'billing'],
    ['/users/0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00/create_ecpay_user_token', 'billing'],
    ['/ecpay/notifications', 'billing'],
    ['/sites/12/agent_activity?limit=5', 'mcp'],
  ])('%s goes to %s', (path, service) => {
    expect(resolveRoute(path, urls)?.service).toBe(service)
  })

  it('answers nothing for unknown resources, prefixes of names, and services not running', () => {
    expect(resolveRoute('/nope', urls)).toBeUndefined()
    expect(resolveRoute('/usersx', urls)).toBeUndefined()
    expect(resolveRoute('/', urls)).toBeUndefined()
    expect(resolveRoute('/billing_info', { auth: 'http://auth' })).toBeUndefined()
  })

  it('lists each pattern once', () => {
    const patterns = routeTable.map((r) => r.pattern)
    expect(new Set(patterns).size).toBe(patterns.length)
  })
})

describe('answersOwnCors', () => {
  it("leaves CORS of published sites' form calls to the custom-data service", () => {
    expect(answersOwnCors('/sites/12/custom_data')).toBe(true)
    expect(answersOwnCors('/sites/12/custom_data/challenge?x=1')).toBe(true)
    expect(answersOwnCors('/mailing_lists/signup/actions/add_contact')).toBe(true)
    expect(answersOwnCors('/sites/12/collections/posts/items')).toBe(true)
  })

  it('keeps the app-only CORS for everything else', () => {
    expect(answersOwnCors('/sites/12')).toBe(false)
    expect(answersOwnCors('/sites/12/usage')).toBe(false)
    expect(answersOwnCors('/users/registrations')).toBe(false)
  })
})

describe('resolveRootRoute', () => {
  it("sends OAuth's paths outside /api to auth as they are", () => {
    for (const url of [
      '/.well-known/oauth-authorization-server',
      '/oauth/register',
      '/oauth/authorize?client_id=x',
      '/oauth/token',
    ])
      expect(resolveRootRoute(url, urls)?.service, url).toBe('auth')
  })

  it('leaves the app, the JWKS and other well-known paths alone', () => {
    for (const url of ['/', '/oauth', '/.well-known/jwks.json', '/agents/authorize', '/api/oauth'])
      expect(resolveRootRoute(url, urls), url).toBeUndefined()
  })

  it('sends the MCP endpoint and its protected-resource metadata to the MCP service', () => {
    for (const url of [
      '/mcp',
      '/mcp?x=1',
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
    ])
      expect(resolveRootRoute(url, urls)?.service, url).toBe('mcp')
    expect(resolveRootRoute('/api/mcp', urls)).toBeUndefined()
  })
})
