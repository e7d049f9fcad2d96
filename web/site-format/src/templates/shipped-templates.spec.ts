import { describe, expect, it } from 'vitest'
import {
  BuiltinComponentId,
  builtinComponents,
  isBuiltinComponent,
} from '../builtins/components.js'
import { builtinBehavior } from '../builtins/behaviors.js'
import { BUILTIN_MIXIN_PREFIX } from '../builtins/mixins.js'
import { defaultBreakpoints } from '../defaults/breakpoints.js'
import { serializeSite, siteFromData } from '../serialization/stored-site.js'
import { forEachSiteComponent } from '../serialization/tree.js'
import { SITE_CATEGORIES } from '../validation/site-metadata.js'
import { validatePageName, validateStoredRoute } from '../validation/pages.js'
import { SITE_FORMAT_VERSION } from '../types/site.js'
import type { Component } from '../types/component.js'
import {
  SHIPPED_TEMPLATE_IDS,
  shippedTemplateKey,
  shippedTemplates,
  type ShippedTemplateKey,
} from './index.js'

const templates = shippedTemplates()
const placeholders = (content: string) => [...content.matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]!)

describe('shipped templates', () => {
  it('cover Personal, Portfolio, Blog, Business, Educational and Community, with unique ids', () => {
    const categories = templates.flatMap((t) => t.categories)
    for (const wanted of ['Personal', 'Portfolio', 'Blog', 'Business', 'Educational', 'Community'])
      expect(categories).toContain(wanted)
    for (const c of categories) expect(SITE_CATEGORIES).toContain(c)
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length)
    expect(new Set(templates.map((t) => t.site.context.namespace)).size).toBe(templates.length)
  })

  describe.each(templates.map((t) => [t.key, t] as const))('%s', (_key, template) => {
    const site = template.site

    it('reads back as a site of the current format, unchanged', () => {
      expect(site.version).toBe(SITE_FORMAT_VERSION)
      const stored = serializeSite(site)
      // Key order may differ after normalising; the content may not.
      expect(siteFromData(stored)).toEqual(JSON.parse(JSON.stringify(site)))
    })

    it('has two pages or more, each public with a valid route, title and description', () => {
      expect(site.pageOrder.length).toBeGreaterThanOrEqual(2)
      expect(site.pageOrder[0]).toBe(site.defaults.homePage)
      for (const route of site.pageOrder) {
        const page = site.pages[route]!
        expect(validateStoredRoute(route)).toBeUndefined()
        expect(validatePageName(page.name)).toBeUndefined()
        expect(page.public).toBe(true)
        expect(page.head.title?.length).toBeGreaterThan(10)
        expect(page.head.description?.length).toBeGreaterThan(40)
      }
    })

    it('keeps the default breakpoints', () => {
      expect(Object.keys(site.context.breakpoints).sort()).toEqual(
        Object.keys(defaultBreakpoints).sort(),
      )
    })

    it('is made of built-in blocks: its ids are its own, mixins and behaviours exist', () => {
      const ids = new Set<string>()
      const ns = `${site.context.namespace}-c-`
      forEachSiteComponent(site, (c: Component) => {
        expect(c.id.startsWith(ns)).toBe(true)
        expect(ids.has(c.id)).toBe(false)
        ids.add(c.id)
        expect(Number(c.id.slice(ns.length))).toBeLessThan(site.context.nextId)
        for (const mixin of c.style.mixins ?? []) expect(site.context.styles[mixin]).toBeDefined()
        for (const event of Object.values(c.events ?? {}))
          for (const call of event.behaviors) {
            expect(
              builtinBehavior(call.behaviorId) || site.context.behaviors[call.behaviorId],
            ).toBeTruthy()
          }
        for (const child of c.children ?? []) expect(child.parentId).toBe(c.id)
      })
      for (const id of site.context.styleOrder) {
        const own = id.startsWith(BUILTIN_MIXIN_PREFIX) || id.startsWith(site.context.namespace)
        expect(own).toBe(true)
      }
      expect(site.context.customComponentIds).toEqual([])
      expect(isBuiltinComponent(BuiltinComponentId.languages)).toBe(true)
      expect(builtinComponents[BuiltinComponentId.languages]).toBeDefined()
    })

    it('has every text in en and zh-tw, and nothing untranslated', () => {
      const en = site.context.i18n.en!
      const zh = site.context.i18n['zh-tw']!
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en)) {
        expect(en[key]!.trim()).not.toBe('')
        expect(zh[key]!.trim()).not.toBe('')
        expect(zh[key]).not.toBe(en[key])
      }
      forEachSiteComponent(site, (c) => {
        if (c.content === undefined || c.tag === 'svg') return
        const keys = placeholders(c.content)
        for (const key of keys) expect(en[key]).toBeDefined()
        // Text without a placeholder would stay English: only figures may.
        if (keys.length === 0) expect(c.content).toMatch(/^[\d.,+%/ h]+$|^中文|^English$/)
      })
    })

    it('has the language switcher and a nav menu on every page', () => {
      for (const route of site.pageOrder) {
        const names: string[] = []
        const walk = (c: Component) => {
          names.push(c.name)
          c.children?.forEach(walk)
        }
        walk(site.pages[route]!.root)
        expect(names).toContain('LanguageSelect')
        expect(names).toContain('NavMenu')
      }
    })
  })
})

describe('shipped template ids', () => {
  it('name each shipped template by its key, and nothing else', () => {
    for (const template of templates) {
      expect(SHIPPED_TEMPLATE_IDS[template.key as ShippedTemplateKey]).toBe(template.id)
      expect(shippedTemplateKey(template.id)).toBe(template.key)
    }
    expect(shippedTemplateKey('00000000-0000-0000-0000-000000000000')).toBeUndefined()
  })
})
