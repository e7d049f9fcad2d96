import { createSite, History, SiteDocument } from '@tessera/site-format'
import { insertSection, SECTION_LIBRARY } from '@tessera/site-format/sections'
import { describe, expect, it } from 'vitest'
import { renderDocument } from './to-html.js'

describe.each(SECTION_LIBRARY.map((s) => [s.id] as const))('library section %s', (id) => {
  it.each(['en', 'zh-tw'])(
    'renders in %s without warnings, texts and variables resolved',
    (lang) => {
      const site = createSite('Sections', { namespace: 'sr' })
      site.context.i18n = { en: {}, 'zh-tw': {} }
      const doc = new SiteDocument(site)
      const root = site.pages['/home']!.root
      new History(doc).push(insertSection(doc, id, { parentId: root.id }, { language: 'en' }))
      const { html, render } = renderDocument(site, '/home', { lang })
      expect(render.warnings).toEqual([])
      expect(html).not.toContain('${')
      expect(html).not.toContain('undefined')
      // Every variable a rule uses is declared.
      const used = new Set([...html.matchAll(/var\(--([a-z0-9-]+)\)/g)].map((m) => m[1]!))
      for (const name of used) expect(html).toContain(`--${name}:`)
      if (lang === 'zh-tw') expect(html).toMatch(/[\u4e00-\u9fff]/)
    },
  )
})
