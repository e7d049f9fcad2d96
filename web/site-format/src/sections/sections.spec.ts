import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import { History } from '../history/history.js'
import { serializeSite, siteFromData } from '../serialization/stored-site.js'
import { expectRoundTrip } from '../testing/command-harness.js'
import { content } from '../testing/generate-site.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import type { BreakpointStyles } from '../types/style.js'
import {
  insertSection,
  SECTION_CATEGORIES,
  SECTION_LIBRARY,
  sectionInsertionPoint,
  sectionThemeValues,
} from './index.js'

function bilingualSite(): Site {
  const site = createSite('Sections test', { namespace: 'st' })
  site.context.i18n = { en: {}, 'zh-tw': {} }
  return site
}

function walk(component: Component, visit: (c: Component) => void): void {
  visit(component)
  component.children?.forEach((child) => walk(child, visit))
}

function styleValues(styles: BreakpointStyles | undefined): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const byState of Object.values(styles ?? {}))
    for (const props of Object.values(byState))
      for (const [property, value] of Object.entries(props ?? {}))
        out.push([property, String(value)])
  return out
}

const COLOR_LITERAL =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(white|black|red|green|blue|gray|grey|silver|navy|orange|yellow|purple|pink|teal)\b/i
const THEME_ONLY_FONT = /^\$\{font-[a-z-]+\}$/

function insertedRoot(site: Site, before: number): Component {
  const root = site.pages['/home']!.root
  return root.children![before]!
}

describe('sections library', () => {
  it('has at least 30 sections in at least 9 categories, with unique ids', () => {
    expect(SECTION_LIBRARY.length).toBeGreaterThanOrEqual(30)
    const categories = new Set(SECTION_LIBRARY.map((s) => s.category))
    expect(categories.size).toBeGreaterThanOrEqual(9)
    for (const category of categories) expect(SECTION_CATEGORIES).toContain(category)
    expect(new Set(SECTION_LIBRARY.map((s) => s.id)).size).toBe(SECTION_LIBRARY.length)
  })

  describe.each(SECTION_LIBRARY.map((s) => [s.id, s] as const))('%s', (id, def) => {
    it('inserts as one command that undoes exactly, and the site validates', () => {
      const site = bilingualSite()
      const doc = new SiteDocument(site)
      const history = new History(doc)
      const root = site.pages['/home']!.root
      const count = root.children?.length ?? 0
      expectRoundTrip(
        doc,
        history,
        () => insertSection(doc, id, { parentId: root.id }, { language: 'en' }),
        () => expect(root.children?.length).toBe(count + 1),
      )
      expect(history.canUndo).toBe(true)
      history.undo()
      expect(history.canUndo).toBe(false)
      history.redo()
      const stored = serializeSite(site)
      expect(siteFromData(stored)).toEqual(JSON.parse(JSON.stringify(site)))
    })

    it('uses only theme variables for colours and fonts, and each one exists', () => {
      const site = bilingualSite()
      const doc = new SiteDocument(site)
      const root = site.pages['/home']!.root
      new History(doc).push(insertSection(doc, id, { parentId: root.id }, { language: 'en' }))
      const variables = site.context.theme.variables
      walk(insertedRoot(site, 0), (c) => {
        for (const [property, value] of styleValues(c.style.custom)) {
          expect(value, `${c.name} ${property}`).not.toMatch(COLOR_LITERAL)
          if (property === 'font-family') expect(value).toMatch(THEME_ONLY_FONT)
          for (const [, name] of value.matchAll(/\$\{([^}]*)\}/g))
            expect(variables[name!], `${c.name} uses ${name}`).toBeDefined()
        }
        if (c.tag === 'svg') expect(c.content ?? '').not.toMatch(COLOR_LITERAL)
      })
    })

    it('brings its texts in en and zh-tw, under keys of its own', () => {
      const site = bilingualSite()
      site.context.i18n.en!['other'] = 'Kept'
      const doc = new SiteDocument(site)
      const root = site.pages['/home']!.root
      const history = new History(doc)
      history.push(insertSection(doc, id, { parentId: root.id }, { language: 'en' }))
      history.push(insertSection(doc, id, { parentId: root.id }, { language: 'en' }))
      const { en, 'zh-tw': zh } = site.context.i18n
      expect(en!['other']).toBe('Kept')
      const keys = (c: Component) => {
        const found: string[] = []
        walk(c, (n) => {
          if (n.tag === 'svg' || n.content === undefined) return
          for (const [, key] of n.content.matchAll(/\$\{([^}]*)\}/g)) found.push(key!)
        })
        return found
      }
      const first = keys(insertedRoot(site, 0))
      const second = keys(insertedRoot(site, 1))
      expect(first.length).toBeGreaterThan(0)
      expect(first.filter((k) => second.includes(k))).toEqual([])
      for (const key of [...first, ...second]) {
        expect(en![key]?.trim()).toBeTruthy()
        expect(zh![key]?.trim()).toBeTruthy()
        expect(zh![key]).not.toBe(en![key])
      }
    })

    it('puts plain text in the chosen language on a site without languages', () => {
      const site = createSite('Plain', { namespace: 'pl' })
      const doc = new SiteDocument(site)
      const root = site.pages['/home']!.root
      new History(doc).push(insertSection(doc, id, { parentId: root.id }, { language: 'zh-tw' }))
      expect(site.context.i18n).toEqual({})
      const texts: string[] = []
      walk(root.children!.at(-1)!, (c) => {
        if (c.tag !== 'svg' && c.content !== undefined) texts.push(c.content)
      })
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).not.toContain('${')
      expect(texts.some((text) => /[\u4e00-\u9fff]/.test(text))).toBe(true)
    })

    if (def.form) {
      it('holds its form, so the walkthrough can wire it', () => {
        const site = bilingualSite()
        const doc = new SiteDocument(site)
        const root = site.pages['/home']!.root
        new History(doc).push(insertSection(doc, id, { parentId: root.id }, { language: 'en' }))
        const name = def.form === 'contactForm' ? 'ContactForm' : 'MailingList'
        let form: Component | undefined
        walk(insertedRoot(site, 0), (c) => {
          if (c.name === name) form = c
        })
        // The walkthrough finds the fields by position: title, email, name, ….
        expect(form!.children![0]!.name).toBe(`${name}Title`)
        expect(form!.children![1]!.tag).toBe('input')
        expect(form!.children![2]!.tag).toBe('input')
      })
    }
  })

  it('adds a collection list of cards: its design first, then its empty state', () => {
    const site = bilingualSite()
    const doc = new SiteDocument(site)
    const history = new History(doc)
    const root = site.pages['/home']!.root
    const before = root.children?.length ?? 0
    history.push(insertSection(doc, 'collection-cards', { parentId: root.id }, { language: 'en' }))
    const lists: Component[] = []
    walk(insertedRoot(site, before), (c) => c.list !== undefined && lists.push(c))
    expect(lists).toHaveLength(1)
    const list = lists[0]!
    // No collection until the owner chooses one in the list's settings.
    expect(list.list).toEqual({ limit: 6 })
    const [design, empty] = list.children!
    const names: string[] = []
    walk(design!, (c) => names.push(c.name))
    expect(names).toEqual(['Card', 'Cover', 'CardBody', 'Meta', 'H3', 'Text', 'CardLink'])
    expect(empty!.name).toBe('EmptyState')
  })

  it('fills a header nav menu with an item per page', () => {
    const site = bilingualSite()
    const doc = new SiteDocument(site)
    const root = site.pages['/home']!.root
    new History(doc).push(
      insertSection(doc, 'header-bar', { parentId: root.id }, { language: 'en' }),
    )
    const items: Component[] = []
    walk(root.children![0]!, (c) => {
      if (c.name === 'NavMenuItem') items.push(c)
    })
    expect(items.map((item) => item.inputs?.href?.is)).toEqual(site.pageOrder)
    for (const mixin of items[0]!.style.mixins ?? [])
      expect(site.context.styles[mixin]).toBeDefined()
    expect(items[0]!.style.mixins?.length).toBeGreaterThan(0)
  })

  it('goes after the page-level block that holds the selection, else at the end', () => {
    const site = bilingualSite()
    const doc = new SiteDocument(site)
    const history = new History(doc)
    const root = site.pages['/home']!.root
    history.push(insertSection(doc, 'hero-split', { parentId: root.id }, { language: 'en' }))
    history.push(insertSection(doc, 'footer-simple', { parentId: root.id }, { language: 'en' }))
    const hero = root.children![0]!
    const deep = hero.children![0]!.children![0]!
    expect(sectionInsertionPoint(doc, deep.id, root.id)).toEqual({ parentId: root.id, index: 1 })
    expect(sectionInsertionPoint(doc, undefined, root.id)).toEqual({ parentId: root.id })
    expect(sectionInsertionPoint(doc, root.id, root.id)).toEqual({ parentId: root.id })
  })

  it('lets bands reach the window edges: the page margin goes, once, and comes back on undo', () => {
    const site = bilingualSite()
    const doc = new SiteDocument(site)
    const history = new History(doc)
    const root = site.pages['/home']!.root
    history.push(insertSection(doc, 'hero-split', { parentId: root.id }, { language: 'en' }))
    expect(Object.values(site.context.globalStyles).map((g) => g.style)).toEqual([
      'body { margin: 0; }',
    ])
    history.push(insertSection(doc, 'cta-band', { parentId: root.id }, { language: 'en' }))
    expect(Object.keys(site.context.globalStyles)).toHaveLength(1)
    history.undo()
    history.undo()
    expect(site.context.globalStyles).toEqual({})
  })

  it('gives the page root the theme page colour once, unless it has a background', () => {
    const site = bilingualSite()
    const doc = new SiteDocument(site)
    const history = new History(doc)
    const root = site.pages['/home']!.root
    history.push(insertSection(doc, 'hero-split', { parentId: root.id }, { language: 'en' }))
    expect(root.style.custom['breakpoint-1']?.default?.['background-color']).toBe('${color-page}')
    history.push(insertSection(doc, 'footer-simple', { parentId: root.id }, { language: 'en' }))
    history.undo()
    expect(root.style.custom['breakpoint-1']?.default?.['background-color']).toBe('${color-page}')
    history.undo()
    expect(root.style.custom['breakpoint-1']?.default?.['background-color']).toBeUndefined()

    root.style.custom = { 'breakpoint-1': { default: { background: '${color-band}' } } }
    history.push(insertSection(doc, 'hero-split', { parentId: root.id }, { language: 'en' }))
    expect(root.style.custom['breakpoint-1']?.default).toEqual({ background: '${color-band}' })
  })

  it('keeps an empty page content container below new sections, except a footer', () => {
    const site = createSite('Content', { namespace: 'ct', pageContent: true })
    const doc = new SiteDocument(site)
    const root = site.pages['/home']!.root
    const content = root.children![0]!
    expect(sectionInsertionPoint(doc, undefined, root.id, 'heroes')).toEqual({
      parentId: root.id,
      index: 0,
    })
    expect(sectionInsertionPoint(doc, undefined, root.id, 'footers')).toEqual({ parentId: root.id })
    expect(content.tag).toBe('main')
  })

  it('gives a site lacking the section variables values that suit its theme', () => {
    const site = bilingualSite()
    site.context.theme.variables['color-primary'] = '#f2e205'
    expect(sectionThemeValues(site.context.theme)['color-on-primary']).toBe('#111827')
    site.context.theme.variables['color-primary'] = '#1d3557'
    expect(sectionThemeValues(site.context.theme)['color-on-primary']).toBe('#ffffff')
    site.context.theme.variables['color-page'] = '#000000'
    expect(sectionThemeValues(site.context.theme)['color-page']).toBe('#000000')
  })

  it('keeps a site content unchanged when the insertion is undone, even with many sections', () => {
    const site = bilingualSite()
    const doc = new SiteDocument(site)
    const history = new History(doc)
    const before = content(site)
    const root = site.pages['/home']!.root
    for (const def of SECTION_LIBRARY)
      history.push(insertSection(doc, def.id, { parentId: root.id }, { language: 'en' }))
    expect(root.children).toHaveLength(SECTION_LIBRARY.length)
    for (let i = 0; i < SECTION_LIBRARY.length; i++) history.undo()
    expect(content(site)).toEqual(before)
  })
})
