import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import { History } from '../history/history.js'
import { expectRoundTrip } from '../testing/command-harness.js'
import type { Command } from '../types/command.js'
import { contrastRatio } from './contrast.js'
import { insertSection, SECTION_LIBRARY } from './index.js'
import {
  applyThemePreset,
  presetContrastPairs,
  presetVariables,
  THEME_PRESETS,
} from './theme-presets.js'

const THEME_KINDS = new Set(['addTV', 'editTV', 'addTF'])

function kinds(command: Command): string[] {
  return command.type === 'g'
    ? (command as Command<'g'>).data.commands.flatMap(kinds)
    : [command.type]
}

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

describe('theme presets', () => {
  it('offers at least 8 presets with unique ids and font pairings', () => {
    expect(THEME_PRESETS.length).toBeGreaterThanOrEqual(8)
    expect(new Set(THEME_PRESETS.map((p) => p.id)).size).toBe(THEME_PRESETS.length)
    for (const preset of THEME_PRESETS) {
      expect(preset.fonts.title).toMatch(/, (sans-serif|serif)$/)
      expect(preset.fonts.text).toMatch(/, (sans-serif|serif)$/)
    }
  })

  describe.each(THEME_PRESETS.map((p) => [p.id, p] as const))('%s', (_id, preset) => {
    it.each(presetContrastPairs(preset))('reads at AA: %s', (_name, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5)
    })

    it('gives form fields colours that read at AA on it', () => {
      const v = presetVariables(preset)
      const field = v['color-field']!
      expect(contrastRatio(v['color-text']!, field)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(v['color-placeholder']!, field)).toBeGreaterThanOrEqual(4.5)
      // The language menu's option under the pointer is tinted with the border colour.
      expect(contrastRatio(v['color-text']!, v['color-border']!)).toBeGreaterThanOrEqual(4.5)
      // Borders and the focus ring are parts of a control: 3:1 against what they touch.
      for (const background of [field, v['color-page']!, v['color-band']!]) {
        expect(contrastRatio(v['color-field-border']!, background)).toBeGreaterThanOrEqual(3)
        expect(contrastRatio(v['color-focus']!, background)).toBeGreaterThanOrEqual(3)
      }
    })

    it('applies as one undoable command of theme changes only', () => {
      const site = createSite('Preset', { namespace: 'pr' })
      const doc = new SiteDocument(site)
      const history = new History(doc)
      const pages = JSON.stringify(site.pages)
      expectRoundTrip(
        doc,
        history,
        () => applyThemePreset(doc, preset.id)!,
        () => {
          for (const [key, value] of Object.entries(presetVariables(preset)))
            expect(site.context.theme.variables[key]).toBe(value)
        },
      )
      expect(JSON.stringify(site.pages)).toBe(pages)
      const command = applyThemePreset(doc, THEME_PRESETS.find((p) => p !== preset)!.id)!
      for (const kind of kinds(command)) expect(THEME_KINDS).toContain(kind)
    })

    it('sets every variable the sections use', () => {
      const site = createSite('Preset', { namespace: 'pr' })
      site.context.i18n = { en: {} }
      const doc = new SiteDocument(site)
      const history = new History(doc)
      const root = site.pages['/home']!.root
      for (const def of SECTION_LIBRARY)
        history.push(insertSection(doc, def.id, { parentId: root.id }, { language: 'en' }))
      const used = new Set<string>()
      const visit = (c: typeof root) => {
        for (const byState of Object.values(c.style.custom ?? {}))
          for (const props of Object.values(byState))
            for (const value of Object.values(props ?? {}))
              for (const [, name] of String(value).matchAll(/\$\{([^}]*)\}/g)) used.add(name!)
        c.children?.forEach(visit)
      }
      visit(root)
      // The built-in blocks inside (forms, buttons) too: their colours follow the preset.
      for (const mixin of Object.values(site.context.styles))
        for (const [, name] of JSON.stringify(mixin.breakpoints).matchAll(/\$\{(color-[^}]*)\}/g))
          used.add(name!)
      expect(used).toContain('color-field')
      const set = presetVariables(preset)
      // Disabled controls need no contrast: the default grey serves every preset.
      const ignored = new Set(['space-section', 'space-gutter', 'space-gap', 'color-disabled'])
      for (const name of used) if (!ignored.has(name)) expect(set[name], name).toBeDefined()
    })
  })

  it('does nothing when the preset is already applied', () => {
    const site = createSite('Preset', { namespace: 'pr' })
    const doc = new SiteDocument(site)
    new History(doc).push(applyThemePreset(doc, 'forest')!)
    expect(applyThemePreset(doc, 'forest')).toBeUndefined()
  })
})
