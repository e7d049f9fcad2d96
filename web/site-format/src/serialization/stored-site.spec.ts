import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deepEqual } from './deep-equal.js'
import {
  deserializeSite,
  InvalidSiteError,
  serializeParts,
  serializeSite,
  type StoredSiteInput,
} from './stored-site.js'
import { makeComponent, makeSite, siteArbitrary } from './testing-site.js'
import { parentLinkProblems } from './testing-walk.js'

describe('serializeSite / serializeParts', () => {
  it('writes every part but name and version as JSON text', () => {
    const site = makeSite()
    const stored = serializeSite(site)
    expect(stored.name).toBe('test')
    expect(stored.version).toBe('2')
    expect(JSON.parse(stored.context)).toEqual(site.context)
    expect(JSON.parse(stored.pageOrder)).toEqual(['/home'])
    expect(stored).not.toHaveProperty('editor')
  })

  it('writes only the named parts', () => {
    const site = makeSite()
    site.editor = { builderWidth: 1080, builderScale: 1 }
    expect(serializeParts(site, ['name', 'pageOrder', 'editor'])).toEqual({
      name: 'test',
      pageOrder: '["/home"]',
      editor: '{"builderWidth":1080,"builderScale":1}',
    })
    expect(serializeParts(makeSite(), ['editor', 'version'])).toEqual({ version: '2' })
  })

  it('round-trips normalized sites', () => {
    fc.assert(
      fc.property(siteArbitrary(), (site) => {
        const loaded = deserializeSite(serializeSite(site))
        expect(deepEqual(loaded, site)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it('leaves normalized sites as they are when given parsed parts', () => {
    fc.assert(
      fc.property(siteArbitrary(), (site) => {
        expect(deepEqual(deserializeSite(site), site)).toBe(true)
      }),
      { numRuns: 50 },
    )
  })
})

/** The smallest stored data the loader accepts. */
function minimalStored(): StoredSiteInput & { context: Record<string, unknown> } {
  return {
    name: 'old',
    version: '1',
    context: {
      namespace: 'old',
      nextId: 1,
      theme: { variables: {}, fonts: {} },
      breakpoints: {},
    },
    pages: {
      '/b': { name: 'B', root: { id: 'old-c-4', tag: 'div' } },
      '/a': {
        name: 'A',
        route: '/a',
        root: {
          id: 'old-c-0',
          name: 'Root',
          tag: 'div',
          parentId: 'nonsense',
          children: [
            { id: 'old-c-1', tag: 'p', parentId: 'wrong', reusableSourceId: 'old-c-4' },
            { id: 'old-c-2', tag: 'div', style: { mixins: ['old-s-7'] } },
          ],
        },
      },
    },
  }
}

describe('deserializeSite loader defaults', () => {
  it('fills in what older data lacks', () => {
    const site = deserializeSite(minimalStored())
    expect(site.version).toBe('1')
    expect(site.context).toMatchObject({
      i18n: {},
      globalStyles: {},
      styles: {},
      styleOrder: [],
      behaviors: {},
      customComponentIds: [],
      customChildIds: [],
      // Above old-c-4 and the dangling mixin reference old-s-7.
      nextId: 8,
    })
    expect(site.pageOrder).toEqual(['/b', '/a'])
    expect(site.defaults).toEqual({ head: {}, homePage: '/b' })
    expect(site.history).toEqual({ back: [], forward: [] })
    expect(site.editor).toBeUndefined()
    expect(site.pages['/b']).toMatchObject({ route: '/b', public: true, head: {} })
    const root = site.pages['/a']!.root
    expect(root.parentId).toBeUndefined()
    expect(root.children?.[0]).toMatchObject({
      name: 'old-c-1',
      parentId: 'old-c-0',
      customSourceId: 'old-c-4',
      style: { custom: {} },
    })
    expect(root.children?.[0]).not.toHaveProperty('reusableSourceId')
    expect(root.children?.[1]?.style).toEqual({ custom: {}, mixins: ['old-s-7'] })
    expect(parentLinkProblems(site)).toEqual([])
  })

  it('raises nextId above every id of the namespace, of every kind', () => {
    const stored = minimalStored()
    stored.context['nextId'] = 2
    stored.context['styles'] = { 'old-s-9': { id: 'old-s-9', name: 'M', breakpoints: {} } }
    stored.context['breakpoints'] = { 'old-bp-12': { id: 'old-bp-12', name: 'W', minWidth: 1 } }
    stored.context['behaviors'] = { 'other-b-40': { id: 'other-b-40', name: 'B' } }
    expect(deserializeSite(stored).context.nextId).toBe(13)
    stored.context['nextId'] = 30
    expect(deserializeSite(stored).context.nextId).toBe(30)
  })

  it('repairs styleOrder and pageOrder', () => {
    const stored = minimalStored()
    stored.context['styles'] = {
      'old-s-1': { id: 'old-s-1', name: 'One', breakpoints: {} },
      'old-s-2': { id: 'old-s-2', name: 'Two', breakpoints: {} },
    }
    stored.context['styleOrder'] = ['old-s-2', 'gone', 'old-s-2']
    stored.pageOrder = ['/a', '/missing']
    const site = deserializeSite(stored)
    // A mixin left out of styleOrder is not rendered, so it is not added.
    expect(site.context.styleOrder).toEqual(['old-s-2'])
    expect(site.pageOrder).toEqual(['/a', '/b'])
  })

  it('maps the legacy reusable ids', () => {
    const stored = minimalStored()
    stored.context['reusableComponentIds'] = ['old-c-4']
    stored.context['reusableChildIds'] = ['old-c-5']
    const site = deserializeSite(stored)
    expect(site.context.customComponentIds).toEqual(['old-c-4'])
    expect(site.context.customChildIds).toEqual(['old-c-5'])
    expect(site.context).not.toHaveProperty('reusableComponentIds')
  })

  it('defaults the missing editor sub-objects', () => {
    const site = deserializeSite({
      ...minimalStored(),
      editor: '{"selectedComponentId":"old-c-0"}',
    })
    expect(site.editor).toEqual({
      selectedComponentId: 'old-c-0',
      builderWidth: 1080,
      builderScale: 1,
      componentTab: {},
      componentsHidden: {},
      hotkeys: {},
      prefs: {},
      componentMenuCollapses: {},
      componentTreeRenameData: {},
    })
  })

  it('does not change its input', () => {
    const stored = minimalStored()
    const copy = structuredClone(stored)
    deserializeSite(stored)
    expect(stored).toEqual(copy)
  })

  it('shares nothing with parts given as values', () => {
    const site = makeSite()
    site.history.back = [{ type: 'x', data: { nested: { value: 1 } } } as never]
    site.pages['/home']!.root.inputs = {
      href: { name: 'href', type: 'string', is: { deep: ['a'] } },
    }
    const given = { ...site, context: site.context, pages: site.pages, history: site.history }
    const copy = structuredClone(given)
    const read = deserializeSite(given as unknown as StoredSiteInput)
    ;(read.history.back[0]!.data as { nested: { value: number } }).nested.value = 2
    ;(read.pages['/home']!.root.inputs!.href!.is as { deep: string[] }).deep.push('b')
    expect(given).toEqual(copy)
  })

  it('rejects data that is not a site', () => {
    expect(() => deserializeSite({ ...minimalStored(), context: '{bad json' })).toThrow(
      InvalidSiteError,
    )
    expect(() => deserializeSite({ ...minimalStored(), pages: '[]' })).toThrow(InvalidSiteError)
    const site = makeSite({ pages: { '/': makeComponent('test-c-0') } })
    const stored = serializeSite(site)
    expect(() => deserializeSite({ ...stored, context: '{}' })).toThrow(InvalidSiteError)
  })
})
