import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createSite, type Page, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import {
  llmsTxt,
  pageFor,
  pathToRoute,
  publicRoutes,
  robotsTxt,
  sitemapXml,
  type TemplateItems,
} from './routes.js'

const lastmod = new Date('2026-12-07T05:30:00Z')
const schema = fileURLToPath(new URL('../../test/schemas/sitemap.xsd', import.meta.url))

/** xmllint's complaints about a sitemap, checked against the Sitemap protocol's schema. */
function validate(xml: string): string {
  const run = spawnSync('xmllint', ['--noout', '--schema', schema, '-'], { input: xml })
  if (run.error) throw run.error
  return run.status === 0 ? '' : run.stderr.toString()
}

/** In en and zh-tw, with /about at /zh-tw/關於. */
function bilingual(): Site {
  const site = siteWith({ '/about': {}, '/secret': { public: false } })
  site.context.i18n = { en: {}, 'zh-tw': {} }
  site.pages['/about']!.head = { localeRoutes: { 'zh-tw': '/關於' } }
  return site
}

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

  it('lists public pages in the sitemap, and names no hidden page in robots.txt', () => {
    const site = siteWith({ '/about': {}, '/secret': { public: false }, '/not-found': {} })
    expect(publicRoutes(site)).toEqual(['/home', '/about'])
    const xml = sitemapXml(site, 'http://shop.localhost:8090', lastmod)
    expect(xml).toContain('<loc>http://shop.localhost:8090/</loc>')
    expect(xml).toContain('<loc>http://shop.localhost:8090/about</loc>')
    expect(xml).toContain('<lastmod>2026-12-07T05:30:00+00:00</lastmod>')
    expect(xml).not.toContain('secret')
    expect(xml).not.toContain('not-found')
    expect(xml).not.toContain('xhtml:link')
    expect(validate(xml)).toBe('')
    const robots = robotsTxt(site, 'http://shop.localhost:8090')
    expect(robots).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://shop.localhost:8090/sitemap.xml\n',
    )
    expect(robots).not.toContain('secret')
  })

  it('lists every page in every language, each naming all its languages', () => {
    const site = bilingual()
    const xml = sitemapXml(site, 'https://bakery.example.com', lastmod)
    expect(validate(xml)).toBe('')
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
      links: [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h]),
    }))
    const about = `https://bakery.example.com/zh-tw/${encodeURIComponent('關於')}`
    expect(entries.map((e) => e.loc)).toEqual([
      'https://bakery.example.com/',
      'https://bakery.example.com/zh-tw',
      'https://bakery.example.com/about',
      about,
    ])
    // Reciprocal: every entry names itself, and every address it names lists the same set.
    const byLoc = new Map(entries.map((e) => [e.loc, e.links]))
    for (const { loc, links } of entries) {
      expect(links.map(([, href]) => href)).toContain(loc)
      for (const [lang, href] of links) {
        if (lang !== 'x-default') expect(byLoc.get(href!)).toEqual(links)
      }
    }
    expect(byLoc.get(about)).toEqual([
      ['en', 'https://bakery.example.com/about'],
      ['zh-tw', about],
      ['x-default', 'https://bakery.example.com/about'],
    ])
  })

  it('escapes addresses and refuses what the protocol refuses', () => {
    const site = siteWith({ "/a&b'c": {} })
    const xml = sitemapXml(site, 'http://shop.localhost:8090', lastmod)
    expect(xml).toContain('<loc>http://shop.localhost:8090/a&amp;b&apos;c</loc>')
    expect(validate(xml)).toBe('')
    expect(validate(xml.replace('<lastmod>2026', '<lastmod>someday 2026'))).toMatch(/lastmod/)
  })

  it("keeps the site's own robots.txt, adds the sitemap line once, and closes previews", () => {
    const site = siteWith({})
    site.defaults.seo = { robots: 'User-agent: *\r\nDisallow: /drafts\r\n' }
    expect(robotsTxt(site, 'https://a.example')).toBe(
      'User-agent: *\nDisallow: /drafts\n\nSitemap: https://a.example/sitemap.xml\n',
    )
    site.defaults.seo = {
      robots: 'User-agent: *\nAllow: /\nSitemap: https://a.example/sitemap.xml',
    }
    expect(robotsTxt(site, 'https://a.example')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://a.example/sitemap.xml\n',
    )
    expect(robotsTxt(site, 'https://a.example', true)).toBe('User-agent: *\nDisallow: /\n')
  })

  it('lists the public pages for language models, per language', () => {
    const site = bilingual()
    site.defaults.head.description = 'Bread\nand cakes'
    site.pages['/about']!.head.title = 'About [us]'
    site.pages['/about']!.head.description = 'Who bakes'
    expect(llmsTxt(site, 'https://bakery.example.com')).toBe(
      [
        '# My Site\n',
        '> Bread and cakes\n',
        '## Pages (en)\n',
        '- [Home](https://bakery.example.com/)',
        '- [About us](https://bakery.example.com/about): Who bakes',
        '',
        '## Pages (zh-tw)\n',
        '- [Home](https://bakery.example.com/zh-tw)',
        `- [About us](https://bakery.example.com/zh-tw/${encodeURIComponent('關於')}): Who bakes`,
        '',
      ].join('\n'),
    )
  })
})

describe('template pages', () => {
  const POSTS = '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f'
  function blog(): Site {
    const site = bilingual()
    const home = site.pages['/home']!
    site.pages['/blog/:slug'] = {
      ...home,
      name: 'Post',
      route: '/blog/:slug',
      collection: { collection: POSTS, slugField: 2 },
      head: { localeRoutes: { 'zh-tw': '/部落格/:slug' } },
    }
    site.pageOrder.push('/blog/:slug')
    return site
  }

  it('are reached through their items only', () => {
    expect(publicRoutes(blog())).not.toContain('/blog/:slug')
  })

  it('put every item in the sitemap in each language, with its own slug and time', () => {
    const items: TemplateItems = new Map([
      [
        '/blog/:slug',
        [
          { slugs: { '*': 'bread', 'zh-tw': '麵包' }, updatedAt: '2026-12-08T01:00:00.000Z' },
          {
            slugs: { '*': 'rye' } as Record<string, string>,
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      ],
    ])
    const xml = sitemapXml(blog(), 'https://bakery.example', lastmod, items)
    expect(validate(xml)).toBe('')
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>(<lastmod>[^<]*<\/lastmod>)/g)]
      .map((m) => [decodeURI(m[1]!), m[2]])
      .filter(([loc]) => loc!.includes('bread') || loc!.includes('麵包') || loc!.includes('rye'))
    expect(locs).toEqual([
      ['https://bakery.example/blog/bread', '<lastmod>2026-12-08T01:00:00+00:00</lastmod>'],
      ['https://bakery.example/zh-tw/部落格/麵包', '<lastmod>2026-12-08T01:00:00+00:00</lastmod>'],
      ['https://bakery.example/blog/rye', '<lastmod>2026-12-07T05:30:00+00:00</lastmod>'],
      ['https://bakery.example/zh-tw/部落格/rye', '<lastmod>2026-12-07T05:30:00+00:00</lastmod>'],
    ])
    expect(xml).not.toContain(':slug')
  })
})
