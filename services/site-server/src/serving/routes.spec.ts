import { createSite, type Page, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { pageFor, pathToRoute, publicRoutes, robotsTxt, sitemapXml } from './routes.js'

function siteWith(extra: Record<string, Partial<Page>>): Site {
  const site = createSite('My Site')
  const home = site.pages['/home']!
  for (const [route, page] of Object.entries(extra)) {
    site.pages[route] = { ...home, name: route, route, public: true, ...page }
    site.pageOrder.push(route)
  }
  return site
}

describe('routes', () => {
  it('reads paths as routes', () => {
    expect(pathToRoute('/')).toBe('/')
    expect(pathToRoute('/about/')).toBe('/about')
    expect(pathToRoute('/caf%C3%A9')).toBe('/café')
    expect(pathToRoute('/%E0%A4%A')).toBeUndefined()
    expect(pathToRoute('/a%00b')).toBeUndefined()
  })

  it('serves / as the home page and public pages as themselves', () => {
    const site = siteWith({ '/about': {} })
    expect(pageFor(site, '/')).toEqual({ route: '/home', status: 200 })
    expect(pageFor(site, '/home')).toEqual({ route: '/home', status: 200 })
    expect(pageFor(site, '/about')).toEqual({ route: '/about', status: 200 })
  })

  it('answers unknown and hidden routes with the not-found page and 404, or nothing', () => {
    const plain = siteWith({ '/secret': { public: false } })
    expect(pageFor(plain, '/nope')).toBeUndefined()
    expect(pageFor(plain, '/secret')).toBeUndefined()
    const site = siteWith({ '/secret': { public: false }, '/not-found': {} })
    expect(pageFor(site, '/nope')).toEqual({ route: '/not-found', status: 404 })
    expect(pageFor(site, '/secret')).toEqual({ route: '/not-found', status: 404 })
    expect(pageFor(site, '/not-found')).toEqual({ route: '/not-found', status: 404 })
    expect(pageFor(site, '/toString')).toEqual({ route: '/not-found', status: 404 })
  })

  it('lists public pages in the sitemap and hides the rest in robots.txt', () => {
    const site = siteWith({ '/about': {}, '/secret': { public: false }, '/not-found': {} })
    expect(publicRoutes(site)).toEqual(['/home', '/about'])
    const xml = sitemapXml(site, 'http://shop.localhost:8090')
    expect(xml).toContain('<loc>http://shop.localhost:8090/</loc>')
    expect(xml).toContain('<loc>http://shop.localhost:8090/about</loc>')
    expect(xml).not.toContain('secret')
    expect(xml).not.toContain('not-found')
    const robots = robotsTxt(site, 'http://shop.localhost:8090')
    expect(robots).toContain('Disallow: /secret')
    expect(robots).toContain('Sitemap: http://shop.localhost:8090/sitemap.xml')
  })
})
