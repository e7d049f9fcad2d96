import { describe, expect, it } from 'vitest'
import { pageLists } from '../collections/page-collections.js'
import { serializeSite, siteFromData } from '../serialization/stored-site.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import { shippedTemplates } from './index.js'
import { SHIPPED_TEMPLATE_IDS } from './shipped-ids.js'
import {
  bindTemplateCollections,
  CARD_FIELDS,
  STAND_IN_IDS,
  templateCollections,
} from './template-collections.js'

const byKey = (key: string) => shippedTemplates().find((t) => t.key === key)!

function bindings(root: Component): Array<[string, number]> {
  const found: Array<[string, number]> = []
  const visit = (c: Component) => {
    for (const [target, binding] of Object.entries(c.bindings ?? {}))
      found.push([target, binding.field])
    c.children?.forEach(visit)
  }
  visit(root)
  return found
}

function collectionIds(site: Site): string[] {
  return site.pageOrder.flatMap((route) => {
    const page = site.pages[route]!
    return [
      ...(page.collection ? [page.collection.collection] : []),
      ...pageLists(page).map((list) => list.list.collection),
    ]
  })
}

describe.each([
  ['blog', 'Posts', '/blog/:slug', '/blog'],
  ['portfolio', 'Projects', '/projects/:slug', '/work'],
])('the %s template', (key, name, itemRoute, listRoute) => {
  const template = byKey(key)
  const [collection, ...others] = templateCollections(template.id)

  it(`starts with a ${name} collection of published samples in en and zh-tw`, () => {
    expect(others).toEqual([])
    expect(collection!.name).toBe(name)
    expect(collection!.fields.map((f) => f.type)).toEqual([
      'PlainText',
      'Slug',
      collection!.fields[2]!.type,
      'PlainText',
      'Image',
      'RichText',
    ])
    expect(collection!.fields[CARD_FIELDS.slug - 1]!.type).toBe('Slug')
    expect(collection!.items.length).toBeGreaterThanOrEqual(3)
    const slugs = new Set<string>()
    for (const item of collection!.items) {
      // Every field has a value; texts come in both languages.
      expect(Object.keys(item).map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6])
      const title = item[CARD_FIELDS.title]
      expect(title).toMatchObject({ en: expect.any(String), zh: expect.any(String) })
      const slug = item[CARD_FIELDS.slug] as string
      expect(slug).toMatch(/^[a-z0-9-]+$/)
      slugs.add(slug)
      expect(item[CARD_FIELDS.cover]).toMatchObject({ svg: expect.stringContaining('<svg') })
    }
    expect(slugs.size).toBe(collection!.items.length)
  })

  it(`has a list page and a template page ${itemRoute} bound to it, out of the menus`, () => {
    const site = template.site
    const page = site.pages[itemRoute]!
    expect(page.collection).toEqual({ collection: collection!.id, slugField: CARD_FIELDS.slug })
    expect(bindings(page.root)).toEqual(
      expect.arrayContaining([
        ['content', CARD_FIELDS.title],
        ['content', CARD_FIELDS.body],
        ['background', CARD_FIELDS.cover],
      ]),
    )
    const [list] = pageLists(site.pages[listRoute]!)
    expect(list!.list).toMatchObject({ collection: collection!.id, paginate: true })
    expect(bindings(site.pages[listRoute]!.root)).toEqual(
      expect.arrayContaining([['input:href', CARD_FIELDS.slug]]),
    )
    const menus = JSON.stringify(site.pages['/home']!.root)
    expect(menus).not.toContain(`"is":"${itemRoute}"`)
  })

  it('points its pages and lists at the collections made for the site', () => {
    const site = structuredClone(template.site)
    expect(new Set(collectionIds(site))).toEqual(new Set([collection!.id]))
    const made = '0b0e5c1e-0000-4000-8000-000000000001'
    bindTemplateCollections(site, { [collection!.id]: made })
    const ids = collectionIds(site)
    expect(ids.length).toBeGreaterThanOrEqual(3)
    expect(new Set(ids)).toEqual(new Set([made]))
    // Still a valid site: it reads back unchanged.
    expect(siteFromData(serializeSite(site))).toEqual(JSON.parse(JSON.stringify(site)))
  })
})

describe('template collections', () => {
  it('are only for the templates that have them, each stand-in once', () => {
    expect(templateCollections(SHIPPED_TEMPLATE_IDS.restaurant)).toEqual([])
    expect(templateCollections('not-a-template')).toEqual([])
    expect(STAND_IN_IDS.size).toBe(2)
  })
})
