import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { addBuiltinComponent } from '../edits/add-builtin.js'
import { makeComponent, makeSite } from '../serialization/testing-site.js'
import { forEachSiteComponent } from '../serialization/tree.js'
import { openSite } from '../session/open-site.js'
import { convertTranslations } from './convert.js'

describe('convertTranslations', () => {
  const site = () =>
    makeSite({
      pages: {
        '/home': makeComponent('s-c-0', {
          content: 'ignored: has children',
          children: [
            makeComponent('s-c-1', { tag: 'p', content: '<div class="pm-p">Hello</div>' }),
            makeComponent('s-c-2', { tag: 'p', content: '<div class="pm-p">Hello</div>' }),
            makeComponent('s-c-3', { tag: 'svg', content: '<svg></svg>' }),
            makeComponent('s-c-4', { content: '${s-c-9}' }),
            makeComponent('s-c-5', { content: 'Known' }),
            makeComponent('s-c-6', { content: 'Clash' }),
            makeComponent('s-c-7', { content: '  ' }),
            makeComponent('s-c-8'),
          ],
        }),
      },
      namespace: 's',
      i18n: { en: { known: 'Known', 's-c-6': 'Something else' }, fr: { known: 'Connu' } },
    })

  it('proposes entries keyed by component id, reusing identical ones', () => {
    const input = site()
    const before = structuredClone(input)
    const result = convertTranslations(input, 'en')
    expect(result.error).toBeUndefined()
    expect(result.counts).toEqual({ new: 2, duplicate: 2, skipped: 3 })
    expect(result.contentChanges).toEqual([
      { id: 's-c-1', old: '<div class="pm-p">Hello</div>', new: '${s-c-1}' },
      { id: 's-c-2', old: '<div class="pm-p">Hello</div>', new: '${s-c-1}' },
      { id: 's-c-5', old: 'Known', new: '${known}' },
      { id: 's-c-6', old: 'Clash', new: '${s-c-6_2}' },
    ])
    expect(result.i18n).toEqual({
      en: {
        known: 'Known',
        's-c-6': 'Something else',
        's-c-1': '<div class="pm-p">Hello</div>',
        's-c-6_2': 'Clash',
      },
      fr: { known: 'Connu' },
    })
    // The site is not changed.
    expect(input).toEqual(before)
  })

  it("leaves the view counter's number and the lightbox's icons as they are", () => {
    const built = createSite('Convert Test')
    const { doc, history } = openSite(built)
    const rootId = built.pages['/home']!.root.id
    for (const id of ['global-c-viewcounter', 'global-c-lightbox', 'global-c-text'])
      history.push(addBuiltinComponent(doc, id, rootId))
    const byName = new Map<string, string>()
    forEachSiteComponent(built, (c) => void byName.set(c.id, c.name))

    const result = convertTranslations(built, 'en')
    const changed = result.contentChanges.map((change) => byName.get(change.id))
    expect(changed).not.toContain('ViewCounter')
    for (const icon of ['DownloadIcon', 'CloseIcon', 'PreviousImage', 'NextImage'])
      expect(changed).not.toContain(icon)
    expect(Object.values(result.i18n['en'] ?? {}).some((text) => text.includes('<svg'))).toBe(false)
    expect(result.contentChanges.length).toBeGreaterThan(0)
  })

  it('creates the language when missing', () => {
    const result = convertTranslations(site(), 'de')
    expect(result.i18n['de']?.['s-c-5']).toBe('Known')
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
    const result = convertTranslations(empty, 'en')
    expect(result.error).toBe('errors.no_translations')
    expect(result.contentChanges).toEqual([])
    expect(result.counts).toEqual({ new: 0, duplicate: 0, skipped: 1 })
    expect(result.i18n).toEqual({})
  })
})
