import { beforeAll, describe, expect, it } from 'vitest'
import { addPage, createSiteFor, hostOf, register, visit, type PageResponse } from './helpers.js'

const langOf = (page: PageResponse) => /<html lang="([^"]+)"/.exec(page.text)?.[1]
const alternatesOf = (page: PageResponse) =>
  [...page.text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, lang, href]) => [lang, href],
  )
const canonicalOf = (page: PageResponse) =>
  /<link rel="canonical" href="([^"]+)">/.exec(page.text)?.[1]

describe('each language at its own address', () => {
  let host = ''
  let origin = ''

  beforeAll(async () => {
    const user = await register()
    const site = await createSiteFor(
      user,
      (s) => {
        s.context.i18n = {
          en: { about: 'About the bakery', missing: 'Nothing here' },
          'zh-tw': { about: '關於麵包店', missing: '找不到頁面' },
        }
        addPage(s, '/about', '${about}')
        s.pages['/about']!.head.localeRoutes = { 'zh-tw': '/關於' }
        addPage(s, '/not-found', '${missing}')
        const home = s.pages[s.defaults.homePage]!.root
        home.children = [
          {
            id: `${s.context.namespace}-c-${s.context.nextId++}`,
            name: 'AboutLink',
            tag: 'a',
            parentId: home.id,
            style: { custom: {} },
            inputs: { href: { name: 'href', type: 'string', is: '/about', attr: true } },
            content: '${about}',
          },
        ]
        s.defaults.seo = {
          redirects: [
            { from: '/old-about', to: '/about', status: 301 },
            { from: '/journal/*', to: '/zh-tw/*', status: 302 },
            { from: '/menu', to: '/about?from=menu#hours', status: 301 },
            { from: '/shop/*', to: 'https://shop.example.com/*', status: 301 },
          ],
          languageRedirect: true,
        }
      },
      { publish: true },
    )
    host = hostOf(site.subdomain)
    origin = `http://${host}`
  })

  it('renders /zh-tw/… in zh-tw with alternates, localized routes and linked pages', async () => {
    const about = `/zh-tw/${encodeURIComponent('關於')}`

    const home = await visit(host, '/')
    expect(home.status).toBe(200)
    expect(langOf(home)).toBe('en')
    // The site sends `/` to the browser's language: it varies with it.
    expect(home.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie')
    expect(home.text).toContain('href="/about"')
    expect(alternatesOf(home)).toEqual([
      ['en', `${origin}/`],
      ['zh-tw', `${origin}/zh-tw`],
      ['x-default', `${origin}/`],
    ])

    const zhHome = await visit(host, '/zh-tw')
    expect(zhHome.status).toBe(200)
    expect(langOf(zhHome)).toBe('zh-tw')
    expect(zhHome.text).toContain('關於麵包店')
    expect(zhHome.text).toContain('href="/zh-tw/關於"')
    expect(canonicalOf(zhHome)).toBe(`${origin}/zh-tw`)
    expect(alternatesOf(zhHome)).toEqual(alternatesOf(home))
    expect((await visit(host, '/zh-tw/')).text).toBe(zhHome.text)

    for (const path of [about, '/zh-tw/about', '/ZH-TW/about/']) {
      const page = await visit(host, path)
      expect(page.status, path).toBe(200)
      expect(langOf(page), path).toBe('zh-tw')
      expect(page.text).toContain('關於麵包店')
      // One canonical address, whichever way the page was reached.
      expect(canonicalOf(page), path).toBe(`${origin}${about}`)
    }
    const enAbout = await visit(host, '/about')
    expect(langOf(enAbout)).toBe('en')
    expect(enAbout.text).toContain('About the bakery')
    expect(alternatesOf(enAbout)).toEqual([
      ['en', `${origin}/about`],
      ['zh-tw', `${origin}${about}`],
      ['x-default', `${origin}/about`],
    ])

    // Unknown paths answer 404 with the not-found page, in the language of the address.
    const missing = await visit(host, '/zh-tw/nope')
    expect(missing.status).toBe(404)
    expect(langOf(missing)).toBe('zh-tw')
    expect(missing.text).toContain('找不到頁面')
    const enMissing = await visit(host, '/fr/about')
    expect(enMissing.status).toBe(404)
    expect(enMissing.text).toContain('Nothing here')
  })

  it('answers a published redirect before any page, with its status and Location', async () => {
    const moved = await visit(host, '/old-about')
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/about')
    const pattern = await visit(host, `/journal/${encodeURIComponent('關於')}/`)
    expect(pattern.status).toBe(302)
    expect(pattern.headers.location).toBe(`/zh-tw/${encodeURIComponent('關於')}`)
    // Where it leads answers as a page.
    expect((await visit(host, '/about')).status).toBe(200)
  })

  it('carries the query string along, after the target query and before its fragment', async () => {
    const cases: Array<[string, string]> = [
      ['/old-about?x=1', '/about?x=1'],
      ['/old-about?utm_source=mail&x=%C3%A9', '/about?utm_source=mail&x=%C3%A9'],
      ['/menu?x=1', '/about?from=menu&x=1#hours'],
      ['/shop/cart?x=1', 'https://shop.example.com/cart?x=1'],
    ]
    for (const [path, location] of cases) {
      const moved = await visit(host, path)
      expect(moved.status, path).toBe(301)
      expect(moved.headers.location, path).toBe(location)
    }
    // A request without a query is sent to the target as it is, after one with a query.
    expect((await visit(host, '/menu')).headers.location).toBe('/about?from=menu#hours')
  })

  it('sends / to the browser language unless the visitor chose one or names none', async () => {
    const zh = await visit(host, '/', { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' })
    expect(zh.status).toBe(302)
    expect(zh.headers.location).toBe('/zh-tw')
    expect(zh.headers.vary).toBe('Accept-Language, Cookie')
    const en = await visit(host, '/', { 'accept-language': 'en-GB,zh-TW;q=0.5' })
    expect(en.status).toBe(200)
    const chose = await visit(host, '/', {
      'accept-language': 'zh-TW',
      cookie: 'theme=dark; tessera_lang=en',
    })
    expect(chose.status).toBe(200)
    expect((await visit(host, '/')).status).toBe(200)
    // Only `/`: a page's own address is what it says.
    expect((await visit(host, '/about', { 'accept-language': 'zh-TW' })).status).toBe(200)
  })
})
