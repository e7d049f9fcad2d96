import { BuiltinComponentId, createSite, type Site } from '@tessera/site-format'
import { generateSite } from '@tessera/site-format/testing'
import { describe, expect, it } from 'vitest'
import {
  attr,
  attrs,
  byId,
  byTag,
  classes,
  elements,
  parseDocument,
  textOf,
  type Element,
} from '../testing/dom.js'
import { addBlock, addComponent, basicSite, byName } from '../testing/fixture-site.js'
import { DEFAULT_RUNTIME_URL, renderDocument, RUNTIME_DATA_ID, toHtml } from './to-html.js'

function metaContent(doc: ReturnType<typeof parseDocument>, key: string): string | undefined {
  const meta = byTag(doc, 'meta').find(
    (m) => attr(m, 'name') === key || attr(m, 'property') === key,
  )
  return meta === undefined ? undefined : attr(meta, 'content')
}

function runtimeData(doc: ReturnType<typeof parseDocument>): Record<string, unknown> {
  const script = byTag(doc, 'script').find((s) => attr(s, 'id') === RUNTIME_DATA_ID)!
  return JSON.parse(textOf(script)) as Record<string, unknown>
}

describe('toHtml: document', () => {
  it('is a complete document with the page CSS and tree', () => {
    const site = basicSite()
    const { html, render } = renderDocument(site, '/home')
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    const doc = parseDocument(html)
    const [htmlElement] = byTag(doc, 'html')
    expect(attr(htmlElement!, 'lang')).toBe('en')
    expect(attr(byTag(doc, 'meta')[0]!, 'charset')).toBe('utf-8')
    expect(metaContent(doc, 'viewport')).toBe('width=device-width, initial-scale=1')
    expect(textOf(byTag(doc, 'title')[0]!)).toBe('Fixture')
    const styles = byTag(doc, 'style')
    expect(styles).toHaveLength(1)
    expect(textOf(styles[0]!)).toBe(render.css)
    const body = byTag(doc, 'body')[0]!
    const root = body.childNodes.find((n): n is Element => 'tagName' in n)!
    expect(attr(root, 'id')).toBe(site.pages['/home']!.root.id)
    expect(textOf(byId(doc, byName(site, 'Text').id)!)).toBe('Text')
  })

  it('ships no JavaScript when the page needs none', () => {
    const doc = parseDocument(toHtml(basicSite(), '/home'))
    expect(byTag(doc, 'script')).toHaveLength(0)
  })

  it('is deterministic', () => {
    const site = generateSite({ pages: 2, components: 300 })
    const first = toHtml(site, '/home', { siteUrl: 'https://a.example.com' })
    expect(toHtml(site, '/home', { siteUrl: 'https://a.example.com' })).toBe(first)
    expect(toHtml(structuredClone(site), '/home', { siteUrl: 'https://a.example.com' })).toBe(first)
  })

  it('sets dir=rtl for right-to-left languages and asks previews not to be indexed', () => {
    const site = basicSite()
    const doc = parseDocument(toHtml(site, '/home', { lang: 'ar', mode: 'preview' }))
    expect(attrs(byTag(doc, 'html')[0]!)).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(metaContent(doc, 'robots')).toBe('noindex')
    expect(metaContent(parseDocument(toHtml(site, '/home')), 'robots')).toBeUndefined()
  })
})

describe('toHtml: head', () => {
  function headSite(): Site {
    const site = basicSite()
    site.defaults.head = {
      title: 'Site title',
      description: 'Site description',
      meta: [
        { name: 'author', content: 'Default author' },
        { name: 'theme-color', content: '#ffffff' },
      ],
      link: [{ rel: 'icon', href: '/favicon.png', type: 'image/png' }],
      script: [{ src: 'https://cdn.example.com/analytics.js', async: true }],
    }
    site.pages['/about']!.head = {
      title: 'About us',
      base: { href: 'https://example.com/', target: '_self' },
      meta: [{ name: 'author', content: 'Page author' }],
      link: [{ rel: 'preload', href: '/hero.jpg', as: 'image' }],
    }
    return site
  }

  it('merges the page head over the site defaults', () => {
    const doc = parseDocument(
      toHtml(headSite(), '/about', { siteUrl: 'https://shop.example.com/' }),
    )
    expect(textOf(byTag(doc, 'title')[0]!)).toBe('About us')
    expect(metaContent(doc, 'description')).toBe('Site description')
    expect(metaContent(doc, 'author')).toBe('Page author')
    expect(metaContent(doc, 'theme-color')).toBe('#ffffff')
    expect(byTag(doc, 'meta').filter((m) => attr(m, 'name') === 'author')).toHaveLength(1)
    expect(attrs(byTag(doc, 'base')[0]!)).toEqual({ href: 'https://example.com/', target: '_self' })
    const links = byTag(doc, 'link').map(attrs)
    expect(links).toContainEqual({ rel: 'icon', href: '/favicon.png', type: 'image/png' })
    expect(links).toContainEqual({ rel: 'preload', href: '/hero.jpg', as: 'image' })
    expect(links).toContainEqual({ rel: 'canonical', href: 'https://shop.example.com/about' })
    const scripts = byTag(doc, 'script').map(attrs)
    expect(scripts).toEqual([{ src: 'https://cdn.example.com/analytics.js', async: '' }])
  })

  it('adds Open Graph tags from the title, description and URL', () => {
    const doc = parseDocument(toHtml(headSite(), '/home', { siteUrl: 'https://shop.example.com' }))
    expect(textOf(byTag(doc, 'title')[0]!)).toBe('Site title')
    expect(metaContent(doc, 'og:title')).toBe('Site title')
    expect(metaContent(doc, 'og:description')).toBe('Site description')
    // The home page lives at the site root.
    expect(metaContent(doc, 'og:url')).toBe('https://shop.example.com/')
    const canonical = byTag(doc, 'link').find((l) => attr(l, 'rel') === 'canonical')!
    expect(attr(canonical, 'href')).toBe('https://shop.example.com/')
  })

  it('shows the page picture on shared links, else the site default, as an absolute URL', () => {
    const site = headSite()
    site.defaults.head.image = '/assets/site.png'
    site.pages['/about']!.head.image = 'https://cdn.example.com/about.jpg'
    const home = parseDocument(toHtml(site, '/home', { siteUrl: 'https://shop.example.com' }))
    expect(metaContent(home, 'og:image')).toBe('https://shop.example.com/assets/site.png')
    expect(metaContent(home, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(home, 'twitter:image')).toBe('https://shop.example.com/assets/site.png')
    expect(metaContent(home, 'twitter:title')).toBe('Site title')
    expect(metaContent(home, 'twitter:description')).toBe('Site description')
    const about = parseDocument(toHtml(site, '/about', { siteUrl: 'https://shop.example.com' }))
    expect(metaContent(about, 'og:image')).toBe('https://cdn.example.com/about.jpg')
    // No picture, or one that is not a web address: a plain summary card.
    site.defaults.head.image = 'javascript:alert(1)'
    const plain = parseDocument(toHtml(site, '/home', { siteUrl: 'https://shop.example.com' }))
    expect(metaContent(plain, 'og:image')).toBeUndefined()
    expect(metaContent(plain, 'twitter:card')).toBe('summary')
  })

  it('has no canonical link without a site URL', () => {
    const doc = parseDocument(toHtml(headSite(), '/home'))
    expect(byTag(doc, 'link').some((l) => attr(l, 'rel') === 'canonical')).toBe(false)
    expect(metaContent(doc, 'og:url')).toBeUndefined()
  })
})

describe('toHtml: translations', () => {
  function i18nSite(): Site {
    const site = createSite('Lang')
    site.context.i18n = {
      en: { greeting: '<div class="pm-p">Hello</div>', bye: 'Goodbye', only_en: 'English only' },
      'zh-tw': { greeting: '<div class="pm-p">你好</div>', bye: '再見' },
    }
    site.context.activeI18n = 'zh-tw'
    addComponent(site, { id: 'lang-c-50', content: '${greeting} / ${bye}' })
    addComponent(site, { id: 'lang-c-51', content: '${only_en}' })
    addComponent(site, { id: 'lang-c-52', content: 'x${missing}y' })
    return site
  }

  it('resolves placeholders in the language, then English, missing ones to nothing', () => {
    const doc = parseDocument(toHtml(i18nSite(), '/home'))
    expect(attr(byTag(doc, 'html')[0]!, 'lang')).toBe('zh-tw')
    expect(textOf(byId(doc, 'lang-c-50')!)).toBe('你好 / 再見')
    expect(byTag(byId(doc, 'lang-c-50')!, 'div').map(classes)).toEqual([['pm-p']])
    expect(textOf(byId(doc, 'lang-c-51')!)).toBe('English only')
    expect(textOf(byId(doc, 'lang-c-52')!)).toBe('xy')
    const english = parseDocument(toHtml(i18nSite(), '/home', { lang: 'en' }))
    expect(textOf(byId(english, 'lang-c-50')!)).toBe('Hello / Goodbye')
    expect(byTag(english, 'script')).toHaveLength(0)
  })

  it('falls back to the base language, then English, for languages the site lacks', () => {
    const site = i18nSite()
    site.context.i18n['pt'] = { greeting: 'Olá', bye: 'Tchau' }
    const lang = (asked: string) =>
      attr(byTag(parseDocument(toHtml(site, '/home', { lang: asked })), 'html')[0]!, 'lang')
    expect(lang('pt-BR')).toBe('pt')
    expect(lang('fr')).toBe('en')
    expect(lang('ZH-TW')).toBe('zh-tw')
  })

  it('renders a key missing in a language in the default language, never an empty element', () => {
    const site = createSite('Converted')
    // Convert's result when zh-tw was added after en: the texts live in en alone.
    site.context.i18n = { en: { title: 'Fresh bread', cta: 'Order now' }, 'zh-tw': {} }
    addComponent(site, { id: 'conv-c-50', tag: 'h1', content: '${title}' })
    addComponent(site, { id: 'conv-c-51', tag: 'button', content: '${cta}' })
    for (const lang of ['en', 'zh-tw']) {
      const doc = parseDocument(toHtml(site, '/home', { lang }))
      expect(attr(byTag(doc, 'html')[0]!, 'lang')).toBe(lang)
      expect(textOf(byId(doc, 'conv-c-50')!)).toBe('Fresh bread')
      expect(textOf(byId(doc, 'conv-c-51')!)).toBe('Order now')
    }
    // A site written in zh-tw first: its text is the fallback, and the language asked for
    // when it has none.
    site.context.i18n = {
      'zh-tw': { title: '新鮮麵包', cta: '立即訂購' },
      en: { cta: 'Order now' },
    }
    const english = parseDocument(toHtml(site, '/home', { lang: 'en' }))
    expect(textOf(byId(english, 'conv-c-50')!)).toBe('新鮮麵包')
    expect(textOf(byId(english, 'conv-c-51')!)).toBe('Order now')
    const french = parseDocument(toHtml(site, '/home', { lang: 'fr' }))
    expect(attr(byTag(french, 'html')[0]!, 'lang')).toBe('zh-tw')
  })

  it('gives the runtime every language of translated content when it switches languages', () => {
    const site = i18nSite()
    addBlock(site, BuiltinComponentId.languages)
    const data = runtimeData(parseDocument(toHtml(site, '/home')))
    expect(data.languages).toEqual(['en', 'zh-tw'])
    expect(data.content).toEqual({
      en: {
        'lang-c-50': '<div class="pm-p">Hello</div> / Goodbye',
        'lang-c-51': 'English only',
        'lang-c-52': 'xy',
      },
      'zh-tw': {
        'lang-c-50': '<div class="pm-p">你好</div> / 再見',
        'lang-c-51': 'English only',
        'lang-c-52': 'xy',
      },
    })
    expect(data.i18n).toEqual(site.context.i18n)
  })
})

describe('toHtml: runtime', () => {
  it('adds the data and the runtime script only when the page needs them', () => {
    const site = createSite('Forms')
    const form = addBlock(site, BuiltinComponentId.contactForm)
    const html = toHtml(site, '/home', {
      runtimeUrl: 'https://static.example.com/runtime.js',
      siteId: 'site-123',
      apiBase: 'https://api.example.com/api/',
    })
    const doc = parseDocument(html)
    const scripts = byTag(doc, 'script').map(attrs)
    expect(scripts).toEqual([
      { type: 'application/json', id: RUNTIME_DATA_ID },
      { src: 'https://static.example.com/runtime.js', defer: '' },
    ])
    const data = runtimeData(doc) as {
      siteId: string
      apiBase: string
      route: string
      behaviors: Record<string, { code?: string; builtin?: true }>
      components: Record<string, { tag: string; events?: Record<string, unknown> }>
    }
    expect(data).toMatchObject({
      siteId: 'site-123',
      apiBase: 'https://api.example.com/api/',
      route: '/home',
      lang: 'en',
      homePage: '/',
    })
    expect(Object.keys(data.behaviors).sort()).toEqual([
      'global-b-contactform',
      'global-b-contactformclearerror',
    ])
    // Built-in behaviours the site did not change travel by name: the runtime has their code.
    expect(data.behaviors['global-b-contactform']).toEqual({
      id: 'global-b-contactform',
      name: 'Contact Form Submit',
      builtin: true,
    })
    expect(data.components[form.id]).toMatchObject({ tag: 'Form', events: { submit: {} } })
    // Every theme variable: behaviours may set styles that use any of them.
    expect(textOf(byTag(doc, 'style')[0]!)).toContain('--color-success:')
  })

  it('uses the default runtime URL', () => {
    const site = createSite('Gallery')
    addBlock(site, BuiltinComponentId.gallery)
    const doc = parseDocument(toHtml(site, '/home'))
    expect(byTag(doc, 'script').map((s) => attr(s, 'src'))).toContain(DEFAULT_RUNTIME_URL)
  })

  it('falls back to the built-in code of built-in behaviours the site lacks', () => {
    const site = createSite('Old')
    addComponent(site, {
      id: 'old-c-50',
      events: {
        click: {
          name: 'click',
          behaviors: [{ behaviorId: 'global-b-toggleHidden', args: { id: 'x' } }],
        },
        load: { name: 'load', behaviors: [{ behaviorId: 'old-b-404' }] },
      },
    })
    const { html, render } = renderDocument(site, '/home')
    const data = runtimeData(parseDocument(html)) as { behaviors: Record<string, unknown> }
    expect(Object.keys(data.behaviors)).toEqual(['global-b-toggleHidden'])
    expect(render.warnings).toContain('Unknown behaviour old-b-404')
  })
})

describe('toHtml: content', () => {
  it('keeps the editor nodes and marks, and nothing else', () => {
    const site = createSite('Content')
    addComponent(site, {
      id: 'content-c-50',
      content: [
        '<div class="pm-p other">Line <u>u</u> <em>em</em> <i>i</i> <code>c</code></div>',
        '<p>para</p><blockquote>quote</blockquote><hr><h3>Head</h3><pre><code>x</code></pre>',
        '<img src="https://cdn.example.com/a.png" alt="A" title="T" width="9">',
        '<br><a href="https://example.com" target="_blank" title="go">out</a>',
        '<span style="color: red; font-weight: 700; position: fixed; font-size: 12px">s</span>',
        '<strong>bold?</strong><table><tr><td>cell</td></tr></table><iframe src="x"></iframe>',
      ].join(''),
    })
    const doc = parseDocument(toHtml(site, '/home'))
    const element = byId(doc, 'content-c-50')!
    const tags = elements(element).map((e) => e.tagName)
    expect(tags).toEqual([
      'div',
      'u',
      'em',
      'i',
      'code',
      'p',
      'blockquote',
      'hr',
      'h3',
      'pre',
      'code',
      'img',
      'br',
      'a',
      'span',
    ])
    expect(classes(byTag(element, 'div')[0]!)).toEqual(['pm-p'])
    expect(attrs(byTag(element, 'img')[0]!)).toEqual({
      src: 'https://cdn.example.com/a.png',
      alt: 'A',
      title: 'T',
    })
    expect(attrs(byTag(element, 'a')[0]!)).toEqual({
      href: 'https://example.com',
      target: '_blank',
      title: 'go',
      rel: 'noopener',
    })
    expect(attr(byTag(element, 'span')[0]!, 'style')).toBe(
      'color:red;font-weight:700;font-size:12px',
    )
    expect(textOf(element)).toContain('bold?')
    expect(textOf(element)).toContain('cell')
  })
})
