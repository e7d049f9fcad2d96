import type { Component } from '@tessera/site-format'
import { shippedTemplates } from '@tessera/site-format/templates'
import { describe, expect, it } from 'vitest'
import { escapeText } from '../safety/escape.js'
import { renderDocument } from './to-html.js'

const templates = shippedTemplates()

describe.each(templates.map((t) => [t.key, t] as const))(
  'shipped template %s',
  (_key, template) => {
    const { site } = template
    const pages = site.pageOrder.flatMap((route) =>
      ['en', 'zh-tw'].map((lang) => [route, lang] as const),
    )

    it.each(pages)('renders %s in %s without warnings, texts resolved', (route, lang) => {
      const { html, render } = renderDocument(site, route, { lang })
      expect(render.warnings).toEqual([])
      expect(render.lang).toBe(lang)
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).not.toContain('${')
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      expect(html.match(/ role="main"/g)).toHaveLength(1)
      // Headings start at h1 and never skip a level going down.
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
      expect(levels[0]).toBe(1)
      levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1))
      expect(html).toContain(`<title>${escapeText(site.pages[route]!.head.title!)}`)
      // The page's own texts show in its language (outside the runtime's data).
      const visible = html.replace(/<script[\s\S]*?<\/script>/g, '')
      const texts = site.context.i18n[lang]!
      const keys: string[] = []
      // A collection list's empty state (its second child) shows only when it has no items; a
      // render without the collection's data shows the list's design once instead.
      let lists = 0
      const walk = (c: Component) => {
        for (const m of (c.content ?? '').matchAll(/\$\{([^}]*)\}/g)) keys.push(m[1]!)
        if (c.list !== undefined) lists += 1
        const shown = c.list === undefined ? c.children : c.children?.slice(0, 1)
        shown?.forEach(walk)
      }
      walk(site.pages[route]!.root)
      // Texts of the page's own: fewer where a collection's items fill it (a template page, a
      // page of a list's cards).
      const itemPage = site.pages[route]!.collection !== undefined || lists > 0
      expect(keys.length).toBeGreaterThan(itemPage ? 5 : 15)
      for (const key of keys) expect(visible).toContain(escapeText(texts[key]!))
      // Every nav menu links every page but the template pages (one per item).
      for (const other of site.pageOrder.filter((r) => !site.pages[r]!.collection))
        expect(html).toContain(`href="${other === site.defaults.homePage ? '/' : other}"`)
      expect(render.needsRuntime).toBe(true)
    })
  },
)
