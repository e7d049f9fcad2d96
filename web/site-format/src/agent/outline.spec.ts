import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import { generateSite } from '../testing/generate-site.js'
import { applyOperations } from './operations.js'
import { findComponents, outline, OUTLINE_DEFAULTS } from './outline.js'

function bakery() {
  const doc = new SiteDocument(createSite('Sunrise Bakery', { pageContent: true }))
  const main = doc.site.pages['/home']!.root.children![0]!.id
  applyOperations(doc, [
    { op: 'create_style', name: 'Card' },
    {
      op: 'add_component',
      parentId: main,
      component: {
        tag: 'section',
        name: 'Hero',
        mixins: ['Card'],
        children: [
          {
            tag: 'h1',
            name: 'Title',
            content: '<div class="pm-p">Fresh <b>bread</b> &amp; buns</div>',
          },
          { tag: 'p', name: 'Intro', content: '${welcome}' },
          { tag: 'div', name: 'Row', children: [{ tag: 'span', name: 'Deep', content: 'deep' }] },
        ],
      },
    },
    { op: 'set_translation', lang: 'en', key: 'welcome', text: 'Baked every morning since 1987' },
    { op: 'set_translation', lang: 'zh-tw', key: 'welcome', text: '每天早上烘焙' },
  ])
  return { doc, main }
}

describe('outlines for agents', () => {
  it('give a line per component: short id, tag, name, plain text in the default language, styles', () => {
    const { doc, main } = bakery()
    // A name or text holding " : " stays as it is.
    const note = { tag: 'p', name: 'Note : soon', content: 'a : b' }
    applyOperations(doc, [{ op: 'add_component', parentId: main, component: note }])
    const { lines, total, cursor } = outline(doc)
    expect(cursor).toBeUndefined()
    expect(total).toBe(lines.length)
    const hero = lines.find((line) => line.includes('"Hero"'))!
    expect(hero).toMatch(/^ {4}c-\d+ section "Hero" \[Card\]$/)
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {6}c-\d+ h1 "Title": "Fresh bread & buns"$/),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/c-\d+ p "Intro": "Baked every morning since 1987"$/),
    )
    expect(lines).toContainEqual(expect.stringMatching(/c-\d+ p "Note : soon": "a : b"$/))
    expect(lines.every((line) => !line.includes('sunrise-bakery-'))).toBe(true)
  })

  it('fold what lies deeper than asked, and take a subtree by its short id', () => {
    const { doc } = bakery()
    const hero = outline(doc)
      .lines.find((line) => line.includes('"Hero"'))!
      .trim()
      .split(' ')[0]!
    const folded = outline(doc, { from: hero, depth: 1 })
    expect(folded.lines).toHaveLength(4)
    expect(folded.lines[3]).toMatch(/^ {2}c-\d+ div "Row" \(\+1 inside\)$/)
    expect(() => outline(doc, { from: `${hero}0` })).toThrow(
      new RegExp(`Unknown component ${hero}0; did you mean .*\\b${hero}\\b`),
    )
    expect(() => outline(doc, { route: '/hom' })).toThrow(/did you mean \/home/)
  })

  it('keep the default outline of a 10,000-component page small, and page through all of it', () => {
    const doc = new SiteDocument(generateSite({ components: 10_000, pages: 1, breadth: 6 }))
    const first = outline(doc)
    expect(first.lines).toHaveLength(OUTLINE_DEFAULTS.limit)
    expect(first.cursor).toBeDefined()
    expect(Buffer.byteLength(JSON.stringify(first))).toBeLessThanOrEqual(12 * 1024)
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const next = outline(doc, { depth: 1000, limit: 500, ...(cursor ? { cursor } : {}) })
      seen.push(...next.lines.map((line) => line.trim().split(' ')[0]!))
      cursor = next.cursor
    } while (cursor)
    expect(seen).toHaveLength(first.total)
    expect(new Set(seen).size).toBe(first.total)
  })

  it('find components by text, tag, name, reusable style and style value', () => {
    const { doc } = bakery()
    const names = (query: Parameters<typeof findComponents>[1]) =>
      findComponents(doc, query).matches.map((m) => /"([^"]+)"/.exec(m.line)![1])
    expect(names({ text: 'BREAD' })).toEqual(['Title'])
    expect(names({ text: 'since 1987' })).toEqual(['Intro'])
    expect(names({ tag: 'span' })).toEqual(['Deep'])
    expect(names({ style: 'Card' })).toEqual(['Hero'])
    const title = findComponents(doc, { name: 'title' }).matches[0]!.line.split(' ')[0]!
    applyOperations(doc, [{ op: 'set_style', id: title, property: 'color', value: 'Red' }])
    expect(names({ css: 'color: red' })).toEqual(['Title'])
    expect(names({ css: 'color: blue' })).toEqual([])
    const capped = findComponents(doc, { text: '', limit: 2 })
    expect(capped.matches).toHaveLength(2)
    expect(capped.more).toBe(true)
  })
})
