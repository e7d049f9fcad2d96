import { createSite, type Component, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { toHtml } from '../html/to-html.js'
import { attr, byId, byTag, parseDocument, textOf } from '../testing/dom.js'
import { addComponent } from '../testing/fixture-site.js'
import type { RenderCollections, RenderItem } from './bindings.js'
import { renderPage } from './render-page.js'

const POSTS = '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f'
const TITLE = 1
const BODY = 2
const COVER = 3
const SLUG = 4
const AUTHOR = 5
const EMAIL = 6
const PUBLISHED = 7
const TAGS = 8
const PRICE = 9

function item(id: string, values: RenderItem['values']): RenderItem {
  return { id, values }
}

const ada = item('a0000000-0000-4000-8000-000000000001', {
  [TITLE]: { type: 'PlainText', value: 'Ada' },
  [EMAIL]: { type: 'Email', value: 'ada@example.test' },
})
const bread = item('b0000000-0000-4000-8000-000000000001', {
  [TITLE]: { type: 'PlainText', value: 'Bread <b>& butter</b>' },
  [BODY]: {
    type: 'RichText',
    value: '<p>Knead <span style="font-weight:bold">well</span></p><script>x()</script>',
  },
  [COVER]: { type: 'Image', value: 'https://cdn.example.test/bread.jpg' },
  [SLUG]: { type: 'Slug', value: 'bread' },
  [AUTHOR]: { type: 'Reference', value: ada.id },
  [PUBLISHED]: { type: 'DateTime', value: '2026-03-04T10:00:00.000Z' },
  [PRICE]: { type: 'Number', value: 1234.5 },
})

/** `/blog/:slug` with one component per kind of binding. */
function templateSite(): { site: Site; parts: Record<string, Component> } {
  const site = createSite('Bakery')
  const root: Component = { id: 'bakery-c-900', name: 'Root', tag: 'main', style: { custom: {} } }
  site.pages['/blog/:slug'] = {
    name: 'Post',
    route: '/blog/:slug',
    public: true,
    head: { title: 'Post' },
    root,
    collection: { collection: POSTS, slugField: SLUG },
  }
  site.pageOrder.push('/blog/:slug')
  const add = (id: string, fields: Partial<Component>) =>
    addComponent(site, { id: `bakery-c-${id}`, ...fields }, root)
  const parts = {
    title: add('901', { tag: 'h1', content: 'Title', bindings: { content: { field: TITLE } } }),
    body: add('902', { tag: 'div', content: 'Body', bindings: { content: { field: BODY } } }),
    cover: add('903', {
      tag: 'img',
      inputs: { alt: { name: 'alt', type: 'string', attr: true, is: 'Cover' } },
      bindings: { 'input:src': { field: COVER }, 'input:alt': { field: TITLE } },
    }),
    author: add('904', {
      tag: 'a',
      content: 'Author',
      bindings: {
        content: { field: TITLE, via: AUTHOR },
        'input:href': { field: EMAIL, via: AUTHOR },
      },
    }),
    hero: add('905', { tag: 'section', bindings: { background: { field: COVER } } }),
    missing: add('906', { tag: 'p', content: 'Gone', bindings: { visible: { field: 77 } } }),
    unknown: add('907', { tag: 'p', content: 'Designed', bindings: { content: { field: 77 } } }),
    date: add('908', { tag: 'p', bindings: { content: { field: PUBLISHED } } }),
    price: add('909', { tag: 'p', bindings: { content: { field: PRICE } } }),
  }
  return { site, parts }
}

const data: RenderCollections = { item: bread, items: { [ada.id]: ada } }

describe('bound components on a template page', () => {
  it('show the item: text escaped, rich text sanitised, sources, links and backgrounds', () => {
    const { site } = templateSite()
    const doc = parseDocument(toHtml(site, '/blog/:slug', { collections: data }))
    expect(textOf(byId(doc, 'bakery-c-901')!)).toBe('Bread <b>& butter</b>')
    const body = byId(doc, 'bakery-c-902')!
    expect(byTag(body, 'span').map((s) => [textOf(s), attr(s, 'style')])).toEqual([
      ['well', 'font-weight:bold'],
    ])
    expect(byTag(body, 'script')).toEqual([])
    const cover = byId(doc, 'bakery-c-903')!
    expect(attr(cover, 'src')).toBe('https://cdn.example.test/bread.jpg')
    expect(attr(cover, 'alt')).toBe('Bread <b>& butter</b>')
    const author = byId(doc, 'bakery-c-904')!
    expect(textOf(author)).toBe('Ada')
    expect(attr(author, 'href')).toBe('mailto:ada@example.test')
    expect(attr(byId(doc, 'bakery-c-905')!, 'style')).toBe(
      'background-image:url("https://cdn.example.test/bread.jpg")',
    )
    expect(textOf(byId(doc, 'bakery-c-908')!)).toBe('March 4, 2026')
    expect(textOf(byId(doc, 'bakery-c-909')!)).toBe('1,234.5')
  })

  it('read rich text bound to an attribute as its words, marks inside a word joined', () => {
    const { site, parts } = templateSite()
    parts.cover!.bindings = { 'input:src': { field: COVER }, 'input:alt': { field: BODY } }
    const body = {
      type: 'RichText' as const,
      value: '<p>Knead <span style="font-weight:bold">w</span>ell &amp; rest</p><p>Bake</p>',
    }
    const loaf = item(bread.id, { ...bread.values, [BODY]: body })
    const doc = parseDocument(toHtml(site, '/blog/:slug', { collections: { item: loaf } }))
    expect(attr(byId(doc, 'bakery-c-903')!, 'alt')).toBe('Knead well & rest Bake')
  })

  it('leave out what is bound to a missing field, and never fail', () => {
    const { site } = templateSite()
    const doc = parseDocument(toHtml(site, '/blog/:slug', { collections: data }))
    expect(byId(doc, 'bakery-c-906')).toBeUndefined()
    expect(textOf(byId(doc, 'bakery-c-907')!)).toBe('')
    // A reference to an item that is not published (not given) reads as empty too.
    const alone = parseDocument(toHtml(site, '/blog/:slug', { collections: { item: bread } }))
    expect(textOf(byId(alone, 'bakery-c-904')!)).toBe('')
    expect(attr(byId(alone, 'bakery-c-904')!, 'href')).toBeUndefined()
  })

  it('format dates and numbers in the page language', () => {
    const { site } = templateSite()
    site.context.i18n = { en: { hi: 'Hi' }, 'zh-tw': { hi: '嗨' } }
    const doc = parseDocument(toHtml(site, '/blog/:slug', { collections: data, lang: 'zh-tw' }))
    expect(textOf(byId(doc, 'bakery-c-908')!)).toBe('2026年3月4日')
  })

  it('refuse values that would be unsafe where they land', () => {
    const { site } = templateSite()
    const evil = item(bread.id, {
      [COVER]: { type: 'Image', value: 'javascript:alert(1)' },
      [AUTHOR]: { type: 'Reference', value: ada.id },
    })
    const doc = parseDocument(
      toHtml(site, '/blog/:slug', { collections: { item: evil, items: { [ada.id]: ada } } }),
    )
    expect(byId(doc, 'bakery-c-903')).toBeUndefined()
    expect(attr(byId(doc, 'bakery-c-905')!, 'style')).toBeUndefined()
  })

  it('give the page its item address, and render as designed without items', () => {
    const { site } = templateSite()
    const bound = renderPage(site, '/blog/:slug', { mode: 'published', collections: data })
    expect(bound.head.href).toBe('/blog/bread')
    const designed = renderPage(site, '/blog/:slug', { mode: 'canvas' })
    const html = toHtml(site, '/blog/:slug')
    expect(designed.head.href).toBe('/blog/:slug')
    expect(textOf(byId(parseDocument(html), 'bakery-c-901')!)).toBe('Title')
    expect(byId(parseDocument(html), 'bakery-c-906')).toBeDefined()
  })
})

/** `/blog` with a list of posts: a card per post (with a nested list of its tags), an empty state. */
function listSite(paginate = true): Site {
  const site = createSite('Bakery')
  const home = site.pages[site.defaults.homePage]!.root
  const list = addComponent(
    site,
    {
      id: 'bakery-c-800',
      tag: 'section',
      list: { collection: POSTS, limit: 2, sort: [{ field: PUBLISHED, desc: true }], paginate },
    },
    home,
  )
  const card = addComponent(site, { id: 'bakery-c-801', tag: 'article' }, list)
  addComponent(
    site,
    {
      id: 'bakery-c-802',
      tag: 'h2',
      content: 'Title',
      bindings: { content: { field: TITLE } },
      style: { custom: { 'breakpoint-1': { default: { color: 'red' } } } },
    },
    card,
  )
  const tags = addComponent(
    site,
    { id: 'bakery-c-803', tag: 'ul', list: { source: { field: TAGS }, limit: 5 } },
    card,
  )
  addComponent(
    site,
    { id: 'bakery-c-804', tag: 'li', bindings: { content: { field: TITLE } } },
    tags,
  )
  addComponent(site, { id: 'bakery-c-805', tag: 'p', content: 'No posts yet' }, list)
  return site
}

const tag = (n: number, title: string) =>
  item(`c0000000-0000-4000-8000-00000000000${n}`, { [TITLE]: { type: 'PlainText', value: title } })
const flour = tag(1, 'Flour')
const rye = tag(2, 'Rye')
const post = (n: number, title: string, tags: RenderItem[]) =>
  item(`d0000000-0000-4000-8000-00000000000${n}`, {
    [TITLE]: { type: 'PlainText', value: title },
    [TAGS]: { type: 'MultiReference', value: tags.map((t) => t.id) },
  })

describe('collection lists', () => {
  it('repeat the design per item with unique ids, nest a reference list, and link pages', () => {
    const site = listSite()
    const collections: RenderCollections = {
      lists: {
        'bakery-c-800': {
          items: [post(1, 'Rye loaf', [rye, flour]), post(2, 'Baguette', [])],
          page: 2,
          hasMore: true,
        },
      },
      items: { [flour.id]: flour, [rye.id]: rye },
    }
    const { html, render } = {
      html: toHtml(site, '/home', { collections }),
      render: renderPage(site, '/home', { mode: 'published', collections }),
    }
    const doc = parseDocument(html)
    const titles = byTag(doc, 'h2')
    expect(titles.map(textOf)).toEqual(['Rye loaf', 'Baguette'])
    expect(titles.map((t) => attr(t, 'id'))).toEqual(['bakery-c-802', 'bakery-c-802-2'])
    expect(titles.every((t) => attr(t, 'class') === 'bakery-c-802')).toBe(true)
    expect(byTag(doc, 'li').map(textOf)).toEqual(['Rye', 'Flour'])
    expect(textOf(doc)).not.toContain('No posts yet')
    // The design's rules are written once, however many items it repeats for.
    expect(render.css.match(/\.bakery-c-802\{/g)).toHaveLength(1)
    const links = byTag(doc, 'a')
    expect(links.map((a) => [attr(a, 'href'), attr(a, 'rel'), textOf(a)])).toEqual([
      ['?page=1', 'prev', 'Previous'],
      ['?page=3', 'next', 'Next'],
    ])
    // A row of their own below the items, also in a list laid out as a grid.
    const [pages] = byTag(doc, 'nav')
    expect(attr(pages!, 'style')).toContain('grid-column:1/-1')
  })

  it('show the empty state without items, and no page links on one page', () => {
    const site = listSite()
    const html = toHtml(site, '/home', {
      collections: { lists: { 'bakery-c-800': { items: [], page: 1, hasMore: false } } },
    })
    const doc = parseDocument(html)
    expect(byTag(doc, 'article')).toEqual([])
    expect(textOf(doc)).toContain('No posts yet')
    expect(byTag(doc, 'nav')).toEqual([])
  })

  it('name the page links in the page language', () => {
    const site = listSite()
    site.context.i18n = { en: { hi: 'Hi' }, 'zh-tw': { hi: '嗨' } }
    const html = toHtml(site, '/home', {
      lang: 'zh-tw',
      collections: {
        lists: { 'bakery-c-800': { items: [post(1, 'A', [])], page: 1, hasMore: true } },
      },
    })
    expect(byTag(parseDocument(html), 'a').map(textOf)).toEqual(['下一頁'])
  })

  it("link an item's Slug to the template page that shows it", () => {
    const { site } = templateSite()
    const home = site.pages[site.defaults.homePage]!.root
    const list = addComponent(
      site,
      { id: 'bakery-c-700', tag: 'ul', list: { collection: POSTS, limit: 5 } },
      home,
    )
    addComponent(
      site,
      {
        id: 'bakery-c-701',
        tag: 'a',
        content: 'Read',
        inputs: { href: { name: 'href', type: 'string', attr: true, is: '#' } },
        bindings: { 'input:href': { field: SLUG } },
      },
      list,
    )
    // A Slug of a collection no template page shows stays as it is.
    addComponent(
      site,
      {
        id: 'bakery-c-702',
        tag: 'a',
        content: 'Other',
        bindings: { 'input:href': { field: TITLE } },
      },
      home,
    )
    const collections: RenderCollections = {
      item: bread,
      lists: { 'bakery-c-700': { items: [bread], page: 1, hasMore: false } },
    }
    const href = (pageHref?: (route: string) => string) =>
      attr(
        byId(
          parseDocument(toHtml(site, '/home', { collections, ...(pageHref ? { pageHref } : {}) })),
          'bakery-c-701',
        )!,
        'href',
      )
    expect(href()).toBe('/blog/bread')
    // The address the page gives the template page, as a language's routes make it.
    expect(href((route) => `/zh-tw${route}`)).toBe('/zh-tw/blog/bread')
    expect(
      attr(byId(parseDocument(toHtml(site, '/home', { collections })), 'bakery-c-702')!, 'href'),
    ).toBe('Bread <b>& butter</b>')
  })

  it('show the design once, as made, when no items are at hand', () => {
    const site = listSite()
    const doc = parseDocument(toHtml(site, '/home'))
    expect(byTag(doc, 'h2').map(textOf)).toEqual(['Title'])
    expect(textOf(doc)).not.toContain('No posts yet')
  })
})
