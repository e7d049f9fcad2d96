import { describe, expect, it } from 'vitest'
import type { RouteTable } from './route-def'
import {
  decodeFrom,
  encodeFrom,
  isLocalPath,
  loginDestination,
  loginPathFor,
  matchHandles,
  pathTo,
  planScroll,
  resolveTitle,
  validateRouteTable,
  type RouteHandle,
} from './route-rules'
import { routeTable } from './route-table'

const table = (routes: RouteTable['routes']): RouteTable => ({
  routes,
  notFound: { name: 'NotFound' },
})

describe('route table rules', () => {
  it('accepts the app route table', () => {
    expect(() => validateRouteTable(routeTable)).not.toThrow()
  })

  it('rejects an empty name', () => {
    expect(() => validateRouteTable(table([{ name: '' as 'Home', path: '/' }]))).toThrow(/name/)
  })

  it('rejects paths not starting with / or ending with /', () => {
    expect(() => validateRouteTable(table([{ name: 'Login', path: 'login' }]))).toThrow(/start/)
    expect(() => validateRouteTable(table([{ name: 'Login', path: '/login/' }]))).toThrow(/end/)
    expect(() => validateRouteTable(table([{ name: 'Home', path: '/' }]))).not.toThrow()
  })

  it('rejects duplicate names and paths', () => {
    expect(() =>
      validateRouteTable(
        table([
          { name: 'Login', path: '/login' },
          { name: 'Login', path: '/other' },
        ]),
      ),
    ).toThrow(/Duplicate route name/)
    expect(() =>
      validateRouteTable(
        table([
          { name: 'Login', path: '/login' },
          { name: 'SignUp', path: '/signup', aliases: ['/login'] },
        ]),
      ),
    ).toThrow(/Duplicate route path/)
  })
})

describe('named routes', () => {
  it('builds paths with params, query and hash', () => {
    expect(pathTo(routeTable, 'Build', { siteId: 'abc' })).toBe('/build/abc')
    expect(pathTo(routeTable, 'Sites', {}, { s: 'new' })).toBe('/sites?s=new')
    expect(pathTo(routeTable, 'Terms', {}, {}, 'plans')).toBe('/terms#plans')
  })

  it('resolves paths to route names, aliases and the not-found route', () => {
    const leaf = (path: string) => matchHandles(routeTable, path).at(-1)?.name
    expect(leaf('/')).toBe('Home')
    expect(leaf('/auth/forgot')).toBe('ForgotPassword')
    expect(leaf('/settings/info')).toBe('SettingsInfo')
    expect(leaf('/preview')).toBe('Preview')
    expect(leaf('/preview/blog/first-post?siteId=1')).toBe('Preview')
    expect(leaf('/login?from=abc')).toBe('Login')
    expect(leaf('/no/such/page')).toBe('NotFound')
  })
})

describe('login destination', () => {
  it('round-trips any path through base64', () => {
    for (const path of ['/sites', '/sites?s=new#top', '/site-assets?q=貓 & 狗', '/build/x%20y']) {
      expect(decodeFrom(encodeFrom(path))).toBe(path)
    }
    expect(encodeFrom('/sites')).toBe(btoa('/sites'))
  })

  it('sends a logged-out user to Login with the destination in from', () => {
    const path = loginPathFor(routeTable, '/sites?s=new')
    const url = new URL(path, 'http://app')
    expect(url.pathname).toBe('/login')
    expect(decodeFrom(url.searchParams.get('from'))).toBe('/sites?s=new')
  })

  it('goes to from, else the remembered path, else Sites', () => {
    expect(loginDestination(routeTable, encodeFrom('/site-assets'))).toBe('/site-assets')
    expect(loginDestination(routeTable, null, '/settings/info')).toBe('/settings/info')
    expect(loginDestination(routeTable, encodeFrom('/templates'), '/settings/info')).toBe(
      '/templates',
    )
    expect(loginDestination(routeTable, null)).toBe('/sites')
    expect(loginDestination(routeTable, 'not base64 at all!')).toBe('/sites')
  })

  it('replaces a destination that resolves to Login by Sites', () => {
    expect(loginDestination(routeTable, encodeFrom('/login'))).toBe('/sites')
    expect(loginDestination(routeTable, encodeFrom('/login?from=abc'))).toBe('/sites')
  })

  it('never leaves the app', () => {
    expect(isLocalPath('//evil.example/x')).toBe(false)
    expect(isLocalPath('/\\evil.example')).toBe(false)
    expect(isLocalPath('https://evil.example')).toBe(false)
    expect(loginDestination(routeTable, encodeFrom('https://evil.example'))).toBe('/sites')
    expect(loginDestination(routeTable, encodeFrom('//evil.example'))).toBe('/sites')
  })
})

describe('titles', () => {
  const h = (name: RouteHandle['name'], title?: RouteHandle['title']): RouteHandle => ({
    name,
    title,
  })

  it('uses the route title, else the parent title, else none (the product name)', () => {
    expect(resolveTitle([h('Login', 'title.login')])).toBe('title.login')
    expect(resolveTitle([h('Settings', 'title.settings'), h('SettingsInfo')])).toBe(
      'title.settings',
    )
    expect(resolveTitle([h('Preview')])).toBeUndefined()
  })

  it('gives every platform route a title through the table', () => {
    const titled = (path: string) => resolveTitle(matchHandles(routeTable, path))
    expect(titled('/settings/info')).toBe('title.settings')
    expect(titled('/nowhere')).toBe('title.notFound')
    expect(titled('/preview/about')).toBeUndefined()
  })
})

describe('scrolling', () => {
  const at = (path: string) => {
    const [pathname = '/', hash = ''] = path.split('#')
    return { pathname, hash: hash ? `#${hash}` : '', handles: matchHandles(routeTable, pathname) }
  }

  it('scrolls to a hash smoothly, after 300 ms when the page changes', () => {
    expect(planScroll(at('/'), at('/terms#plans'))).toEqual({
      kind: 'element',
      id: 'plans',
      delayMs: 300,
      smooth: true,
    })
    expect(planScroll(at('/terms'), at('/terms#plans'))).toEqual({
      kind: 'element',
      id: 'plans',
      delayMs: 0,
      smooth: true,
    })
  })

  it('scrolls anchor routes to their anchor', () => {
    expect(planScroll(at('/'), at('/privacy'))).toMatchObject({ kind: 'element', id: 'legal' })
  })

  it('keeps the position between two no-scroll routes, else goes to the top', () => {
    expect(planScroll(at('/sites'), at('/site-assets'))).toEqual({ kind: 'keep' })
    expect(planScroll(at('/sites'), at('/sites'))).toEqual({ kind: 'keep' })
    expect(planScroll(at('/'), at('/sites'))).toEqual({ kind: 'top' })
    expect(planScroll(at('/sites'), at('/login'))).toEqual({ kind: 'top' })
    expect(planScroll(undefined, at('/login'))).toEqual({ kind: 'top' })
  })
})
