import { builtinBehavior, BuiltinComponentId, createSite, localeHref } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { attr, byId, byTag, parseDocument, textOf } from '../testing/dom.js'
import { addBlock, byName, richSite, setInput } from '../testing/fixture-site.js'
import { renderDocument, RUNTIME_DATA_ID } from './to-html.js'

function runtimeData(doc: ReturnType<typeof parseDocument>): unknown {
  const script = byTag(doc, 'script').find((s) => attr(s, 'id') === RUNTIME_DATA_ID)!
  return JSON.parse(textOf(script))
}

const imgs = (html: string) =>
  byTag(parseDocument(html), 'img').map((img) => ({
    id: attr(img, 'id'),
    width: attr(img, 'width'),
    height: attr(img, 'height'),
    priority: attr(img, 'fetchpriority'),
  }))

describe('published pages: what visitors need', () => {
  it('offers main, section and other landmarks as tags', () => {
    const site = createSite('Landmarks')
    const main = addBlock(site, BuiltinComponentId.containerVertical)
    main.tag = 'main'
    const section = addBlock(site, BuiltinComponentId.containerVertical, main.id)
    section.tag = 'section'
    const nav = addBlock(site, BuiltinComponentId.containerVertical, main.id)
    nav.tag = 'nav'
    const doc = parseDocument(renderDocument(site, '/home').html)
    expect(byTag(doc, 'main').map((e) => attr(e, 'id'))).toEqual([main.id])
    expect(byTag(doc, 'section').map((e) => attr(e, 'id'))).toEqual([section.id])
    expect(byTag(doc, 'nav').map((e) => attr(e, 'id'))).toEqual([nav.id])
  })

  it('gives images the size of their asset and the first large one a high priority', () => {
    const site = richSite({
      images: ['/a/1.png', '/a/2.png', '/a/3.png', '/a/4.png', '/a/5.png', '/a/6.png'],
    })
    const logo = byName(site, 'HeaderLogo')
    setInput(logo, 'src', '/a/logo.png')
    const sizes: Record<string, { width: number; height: number }> = {
      '/a/logo.png': { width: 120, height: 40 },
      '/a/1.png': { width: 1600, height: 1200 },
      '/a/2.png': { width: 800, height: 600 },
    }
    const { html } = renderDocument(site, '/home', { imageSize: (src) => sizes[src] })
    const [logoImg, first, second, third] = imgs(html)
    // The logo is small: the first gallery image is what paints largest.
    expect(logoImg).toEqual({ id: logo.id, width: '120', height: '40', priority: undefined })
    // Without sizes, the logo is still passed over: it is in the header.
    const unknown = imgs(renderDocument(site, '/home').html)
    expect(unknown.map((i) => i.priority)).toEqual([undefined, 'high', ...Array(5).fill(undefined)])
    expect(first).toMatchObject({ width: '1600', height: '1200', priority: 'high' })
    expect(second).toMatchObject({ width: '800', height: '600', priority: undefined })
    expect(third).toMatchObject({ width: undefined, height: undefined, priority: undefined })
  })

  it('keeps an image own width and height, and gives no priority to images that are hidden', () => {
    const site = createSite('Sizes')
    const hidden = addBlock(site, BuiltinComponentId.image)
    setInput(hidden, 'src', '/hidden.png')
    hidden.state = { hide: true }
    hidden.events = { click: { name: 'click', behaviors: [] } }
    const own = addBlock(site, BuiltinComponentId.image)
    setInput(own, 'src', '/own.png')
    setInput(own, 'width', 640)
    setInput(own, 'height', 480)
    const { html } = renderDocument(site, '/home', {
      imageSize: () => ({ width: 10, height: 10 }),
    })
    const found = imgs(html)
    expect(found.find((i) => i.id === hidden.id)?.priority).toBeUndefined()
    expect(found.find((i) => i.id === own.id)).toMatchObject({
      width: '640',
      height: '480',
      priority: 'high',
    })
  })

  it('selects the language the page is in', () => {
    const site = richSite()
    const select = byName(site, 'LanguageSelect')
    for (const lang of ['en', 'zh-tw']) {
      const doc = parseDocument(renderDocument(site, '/home', { lang }).html)
      const options = byTag(doc, 'option')
      expect(options.map((o) => [attr(o, 'value'), attr(o, 'selected')])).toEqual([
        ['en', lang === 'en' ? '' : undefined],
        ['zh-tw', lang === 'zh-tw' ? '' : undefined],
      ])
      expect(attr(byTag(doc, 'select')[0]!, 'id')).toBe(select.id)
    }
  })

  it('names built-in behaviours without their code; changed ones keep theirs', () => {
    const site = richSite()
    const changed = builtinBehavior('global-b-viewcounter')!
    changed.code = 'helpers.setContent(component.id, "many")'
    site.context.behaviors[changed.id] = changed
    const { html } = renderDocument(site, '/home')
    const data = runtimeData(parseDocument(html)) as {
      behaviors: Record<string, { code?: string; builtin?: true }>
    }
    const entries = Object.values(data.behaviors)
    expect(entries.length).toBeGreaterThan(8)
    for (const entry of entries) {
      if (entry === data.behaviors[changed.id]) continue
      expect(entry.code).toBeUndefined()
      expect(entry.builtin).toBe(true)
    }
    expect(data.behaviors[changed.id]).toMatchObject({ code: changed.code })
    // The data is a small part of the page, not most of it.
    const json = /<script type="application\/json" id="tessera-data">(.*?)<\/script>/s.exec(html)
    expect(json![1]!.length).toBeLessThan(html.length / 2)
    expect(html).not.toContain('findLightboxImage')
  })
})

describe('published pages: one address per language', () => {
  const siteUrl = 'https://bakery.example.com'
  const localized = () => {
    const site = richSite()
    site.pages['/about']!.head.localeRoutes = { 'zh-tw': '/關於' }
    const nav = byName(site, 'Main')
    const link = addBlock(site, BuiltinComponentId.link, nav.id)
    setInput(link, 'href', '/about')
    return { site, link }
  }
  const render = (site: ReturnType<typeof richSite>, route: string, lang: string) =>
    parseDocument(
      renderDocument(site, route, {
        lang,
        siteUrl,
        localeHref: (r, l) => localeHref(site, r, l),
      }).html,
    )
  const alternates = (doc: ReturnType<typeof parseDocument>) =>
    byTag(doc, 'link')
      .filter((l) => attr(l, 'rel') === 'alternate')
      .map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!] as const)

  it('names every language of the page, reciprocally, with x-default', () => {
    const { site } = localized()
    const pages = new Map<string, Array<readonly [string, string]>>()
    for (const route of site.pageOrder) {
      for (const lang of ['en', 'zh-tw']) {
        const doc = render(site, route, lang)
        expect(attr(byTag(doc, 'html')[0]!, 'lang')).toBe(lang)
        const canonical = byTag(doc, 'link').find((l) => attr(l, 'rel') === 'canonical')!
        pages.set(attr(canonical, 'href')!, alternates(doc))
      }
    }
    expect(pages.get(`${siteUrl}/`)).toEqual([
      ['en', `${siteUrl}/`],
      ['zh-tw', `${siteUrl}/zh-tw`],
      ['x-default', `${siteUrl}/`],
    ])
    expect(pages.get(`${siteUrl}/zh-tw/${encodeURIComponent('關於')}`)).toEqual([
      ['en', `${siteUrl}/about`],
      ['zh-tw', `${siteUrl}/zh-tw/${encodeURIComponent('關於')}`],
      ['x-default', `${siteUrl}/about`],
    ])
    // Every page names itself, and every page it names names it back.
    for (const [url, links] of pages) {
      expect(links.map(([, href]) => href)).toContain(url)
      for (const [, href] of links) expect(pages.get(href)).toEqual(links)
    }
  })

  it('links to pages and languages at the addresses of the page language', () => {
    const { site, link } = localized()
    const doc = parseDocument(
      renderDocument(site, '/home', {
        lang: 'zh-tw',
        siteUrl,
        localeHref: (r, l) => localeHref(site, r, l),
      }).html,
    )
    expect(attr(byId(doc, link.id)!, 'href')).toBe('/zh-tw/關於')
    const data = runtimeData(doc) as { alternates?: Record<string, string>; homePage: string }
    expect(data.alternates).toEqual({ en: '/', 'zh-tw': '/zh-tw' })
    expect(data.homePage).toBe('/zh-tw')
  })

  it('leaves alternates out of previews and single-language sites', () => {
    const { site } = localized()
    const preview = parseDocument(
      renderDocument(site, '/home', {
        mode: 'preview',
        siteUrl,
        localeHref: (r, l) => localeHref(site, r, l),
      }).html,
    )
    expect(alternates(preview)).toEqual([])
    site.context.i18n = { en: {} }
    expect(alternates(render(site, '/home', 'en'))).toEqual([])
  })
})
