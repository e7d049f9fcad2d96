import { describe, expect, it } from 'vitest'
import { BuiltinComponentId } from '../builtins/components.js'
import { createSite } from '../defaults/create-site.js'
import { addBuiltinComponent } from '../edits/add-builtin.js'
import { makeComponent, makeSite } from '../serialization/testing-site.js'
import { forEachSiteComponent } from '../serialization/tree.js'
import { openSite } from '../session/open-site.js'
import { convertTranslations, keyFromName } from './convert.js'
import { resolveContentTranslations } from './placeholders.js'

const LANGUAGES = BuiltinComponentId.languages

describe('convertTranslations', () => {
  const site = () =>
    makeSite({
      pages: {
        '/home': makeComponent('s-c-0', {
          content: 'ignored: has children',
          children: [
            makeComponent('s-c-1', {
              name: 'HeroTitle',
              tag: 'p',
              content: '<div class="pm-p">Hello</div>',
            }),
            makeComponent('s-c-2', { tag: 'p', content: '<div class="pm-p">Hello</div>' }),
            makeComponent('s-c-3', { tag: 'svg', content: '<svg></svg>' }),
            makeComponent('s-c-4', { content: '${s-c-9}' }),
            makeComponent('s-c-5', { content: 'Known' }),
            makeComponent('s-c-6', { name: 'Text', content: 'Clash' }),
            makeComponent('s-c-7', { content: '  ' }),
            makeComponent('s-c-8'),
          ],
        }),
      },
      namespace: 's',
      i18n: { en: { known: 'Known', text: 'Something else' }, fr: { known: 'Connu' } },
    })

  it('writes the text into the default language, with keys named after the components', () => {
    const input = site()
    const before = structuredClone(input)
    const result = convertTranslations(input)
    expect(result.error).toBeUndefined()
    expect(result.language).toBe('en')
    expect(result.counts).toEqual({ new: 2, duplicate: 2, skipped: 3 })
    expect(result.contentChanges).toEqual([
      { id: 's-c-1', old: '<div class="pm-p">Hello</div>', new: '${hero-title}' },
      { id: 's-c-2', old: '<div class="pm-p">Hello</div>', new: '${hero-title}' },
      { id: 's-c-5', old: 'Known', new: '${known}' },
      { id: 's-c-6', old: 'Clash', new: '${text-2}' },
    ])
    expect(result.i18n).toEqual({
      en: {
        known: 'Known',
        text: 'Something else',
        'hero-title': '<div class="pm-p">Hello</div>',
        'text-2': 'Clash',
      },
      fr: { known: 'Connu' },
    })
    // The site is not changed.
    expect(input).toEqual(before)
  })

  it('fills the first language, not the last added, and leaves the others to fill', () => {
    const input = site()
    input.context.i18n = { en: {}, 'zh-tw': {} }
    const result = convertTranslations(input)
    expect(result.language).toBe('en')
    expect(result.i18n['zh-tw']).toEqual({})
    expect(Object.values(result.i18n['en']!)).toEqual([
      '<div class="pm-p">Hello</div>',
      'Known',
      'Clash',
    ])
    // Every language renders the page's words: zh-tw falls back to en.
    for (const change of result.contentChanges) {
      expect(resolveContentTranslations(change.new, result.i18n, 'zh-tw')).toBe(change.old)
      expect(resolveContentTranslations(change.new, result.i18n, 'en')).toBe(change.old)
    }

    input.context.i18n = { 'zh-tw': {}, en: {} }
    expect(convertTranslations(input).language).toBe('zh-tw')
  })

  it('gives unique readable keys, never one another language already has', () => {
    expect(keyFromName('HeroTitle')).toBe('hero-title')
    expect(keyFromName('Text 2')).toBe('text-2')
    expect(keyFromName('標題')).toBe('標題')
    expect(keyFromName('  ')).toBe('text')
    const input = makeSite({
      pages: {
        '/home': makeComponent('k-c-0', {
          children: [
            makeComponent('k-c-1', { name: 'Button', content: 'One' }),
            makeComponent('k-c-2', { name: 'Button', content: 'Two' }),
            makeComponent('k-c-3', { name: 'Button', content: 'Three' }),
          ],
        }),
      },
      namespace: 'k',
      i18n: { en: {}, fr: { 'button-2': 'Deux' } },
    })
    const result = convertTranslations(input)
    expect(result.contentChanges.map((change) => change.new)).toEqual([
      '${button}',
      '${button-3}',
      '${button-4}',
    ])
  })

  it("leaves the view counter's number and the lightbox's icons as they are", () => {
    const built = createSite('Convert Test')
    const { doc, history } = openSite(built)
    const rootId = built.pages['/home']!.root.id
    for (const id of ['global-c-viewcounter', 'global-c-lightbox', 'global-c-text', LANGUAGES])
      history.push(addBuiltinComponent(doc, id, rootId))
    const byName = new Map<string, string>()
    forEachSiteComponent(built, (c) => void byName.set(c.id, c.name))

    const result = convertTranslations(built)
    const changed = result.contentChanges.map((change) => byName.get(change.id))
    expect(changed).not.toContain('ViewCounter')
    for (const icon of ['DownloadIcon', 'CloseIcon', 'PreviousImage', 'NextImage'])
      expect(changed).not.toContain(icon)
    // A language switcher names each language in that language, on every version of the page.
    expect(changed.some((name) => name?.startsWith('LanguageOption'))).toBe(false)
    expect(Object.values(result.i18n['en'] ?? {}).some((text) => text.includes('<svg'))).toBe(false)
    expect(result.contentChanges.length).toBeGreaterThan(0)
  })

  it('creates the default language when the site has none', () => {
    const input = site()
    input.context.i18n = {}
    const result = convertTranslations(input)
    expect(result.language).toBe('en')
    expect(result.i18n['en']?.['s-c-5']).toBe('Known')
    expect(result.counts.new).toBe(3)
  })

  it('reports when there is nothing to convert', () => {
    const empty = makeSite({
      pages: {
        '/home': makeComponent('t-c-0', {
          children: [makeComponent('t-c-1', { content: '${x}' })],
        }),
      },
      namespace: 't',
    })
    const result = convertTranslations(empty)
    expect(result.error).toBe('errors.no_translations')
    expect(result.contentChanges).toEqual([])
    expect(result.counts).toEqual({ new: 0, duplicate: 0, skipped: 1 })
    expect(result.i18n).toEqual({})
  })
})
