import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  normalizeRoute,
  validatePageName,
  validatePageNameUnique,
  validatePageRoute,
  validatePageRouteUnique,
  validateStoredRoute,
} from './pages.js'

const pages = [
  { name: 'Home', route: '/home' },
  { name: 'About', route: '/about' },
  { name: 'not-found', route: '/not-found' },
]

describe('normalizeRoute', () => {
  it.each([
    ['about', '/about'],
    ['/about', '/about'],
    ['///about', '/about'],
    ['  /about  ', '/about'],
    ['/ /about', '/about'],
    ['blog/post-1', '/blog/post-1'],
    ['/blog/post-1/', '/blog/post-1/'],
    ['', '/'],
    ['/', '/'],
  ])('stores %j as %j', (input, route) => {
    expect(normalizeRoute(input)).toBe(route)
  })

  it('always gives exactly one leading slash, and is stable', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const route = normalizeRoute(input)
        expect(route.startsWith('/')).toBe(true)
        expect(route.startsWith('//')).toBe(false)
        expect(normalizeRoute(route)).toBe(route)
      }),
    )
  })
})

describe('page route', () => {
  it.each(['about', '/about', 'a'])('accepts %j', (route) => {
    expect(validatePageRoute(route)).toBeUndefined()
  })

  it.each(['', '/', '//', '  '])('requires a route, rejecting %j', (route) => {
    expect(validatePageRoute(route)).toEqual({ key: 'build.page_route_required' })
  })

  it.each([
    ['about', undefined],
    ['/about', undefined],
    ['//home', undefined],
    ['about', '/home'],
  ])('refuses a taken route %j (editing %j)', (route, editing) => {
    expect(validatePageRouteUnique(route, pages, editing)).toEqual({
      key: 'build.page_route_unique',
    })
  })

  it('lets a page keep its own route, and takes free routes', () => {
    expect(validatePageRouteUnique('/about', pages, '/about')).toBeUndefined()
    expect(validatePageRouteUnique('about', pages, '/about')).toBeUndefined()
    expect(validatePageRouteUnique('contact', pages)).toBeUndefined()
    expect(validatePageRouteUnique('/About', pages)).toBeUndefined()
  })

  it.each([
    ['/home', undefined],
    ['/blog/post', undefined],
    ['home', 'build.page_route_format'],
    ['//home', 'build.page_route_format'],
    ['/', 'build.page_route_format'],
    ['/home ', 'build.page_route_format'],
  ])('checks the stored route %j', (route, key) => {
    expect(validateStoredRoute(route)?.key).toBe(key)
  })
})

describe('page name', () => {
  it('requires a name', () => {
    expect(validatePageName('Contact')).toBeUndefined()
    expect(validatePageName('')).toEqual({ key: 'build.page_name_required' })
    expect(validatePageName('   ')).toEqual({ key: 'build.page_name_required' })
  })

  it('refuses a name another page has', () => {
    expect(validatePageNameUnique('About', pages)).toEqual({ key: 'build.page_name_unique' })
    expect(validatePageNameUnique(' About ', pages, 'Home')).toEqual({
      key: 'build.page_name_unique',
    })
  })

  it('lets a page keep its own name, and takes free names', () => {
    expect(validatePageNameUnique('About', pages, 'About')).toBeUndefined()
    expect(validatePageNameUnique('Contact', pages)).toBeUndefined()
    expect(validatePageNameUnique('about', pages)).toBeUndefined()
  })
})
