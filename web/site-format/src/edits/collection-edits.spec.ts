import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyEditSteps, parseEditSteps, StepConflictError } from '../steps/apply-steps.js'
import { serializeSite, siteFromData } from '../serialization/stored-site.js'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import type { CollectionList, FieldBinding } from '../types/collection.js'
import type { Command } from '../types/command.js'
import { addPage } from './page-edits.js'
import { setCollectionList, setComponentBinding, setPageCollection } from './collection-edits.js'

const POSTS = '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f'
const TAGS = '1c7b5a4f-3e2d-4c6b-8f9a-8b7c6d5e4f3a'

function withTemplatePage() {
  const harness = setup()
  const { doc, history, site } = harness
  const before = site.context.nextId
  const rootId = `test-c-${before}`
  site.context.nextId += 1
  history.push(
    addPage(
      doc,
      {
        name: 'Post',
        route: '/blog/:slug',
        public: true,
        head: {},
        root: { id: rootId, name: 'Root', tag: 'div', style: { custom: {} } },
      },
      before,
    ),
    { merge: false },
  )
  return { ...harness, route: '/blog/:slug', rootId }
}

/** Every byte of the saved site: undo must give back exactly this. */
const saved = (site: ReturnType<typeof setup>['site']) => {
  const { history: _history, ...rest } = serializeSite(site)
  return JSON.stringify(rest)
}

describe('collection edits', () => {
  it('binds a template page to a collection and unbinds it, undo exact to the byte', () => {
    const { doc, history, site, route } = withTemplatePage()
    const before = saved(site)
    expectRoundTrip(
      doc,
      history,
      () => setPageCollection(doc, route, { collection: POSTS, slugField: 3 })!,
      () => expect(site.pages[route]!.collection).toEqual({ collection: POSTS, slugField: 3 }),
    )
    const bound = saved(site)
    history.push(setPageCollection(doc, route, undefined)!, { merge: false })
    expect(site.pages[route]).not.toHaveProperty('collection')
    history.undo()
    expect(saved(site)).toBe(bound)
    history.undo()
    expect(saved(site)).toBe(before)
  })

  it('refuses to bind a page whose route has no parameter, and skips edits that change nothing', () => {
    const { doc, site, route } = withTemplatePage()
    const plain = site.pageOrder[0]!
    expect(() => setPageCollection(doc, plain, { collection: POSTS, slugField: 3 })).toThrow(
      /no parameter/,
    )
    expect(setPageCollection(doc, route, undefined)).toBeUndefined()
  })

  it('binds, rebinds and unbinds a component target; the map goes when empty', () => {
    const { doc, history, site, rootId } = withTemplatePage()
    const before = saved(site)
    const title: FieldBinding = { field: 1 }
    const cover: FieldBinding = { field: 4, via: 7 }
    history.push(setComponentBinding(doc, rootId, 'content', title)!, { merge: false })
    history.push(setComponentBinding(doc, rootId, 'input:src', cover)!, { merge: false })
    expect(doc.component(rootId).bindings).toEqual({ content: title, 'input:src': cover })
    expect(setComponentBinding(doc, rootId, 'content', { field: 1 })).toBeUndefined()
    expectRoundTrip(
      doc,
      history,
      () => setComponentBinding(doc, rootId, 'content', { field: 2 })!,
      () => expect(doc.component(rootId).bindings?.content).toEqual({ field: 2 }),
    )
    history.push(setComponentBinding(doc, rootId, 'content', undefined)!, { merge: false })
    history.push(setComponentBinding(doc, rootId, 'input:src', undefined)!, { merge: false })
    expect(doc.component(rootId)).not.toHaveProperty('bindings')
    for (let i = 0; i < 5; i++) history.undo()
    expect(saved(site)).toBe(before)
  })

  it('refuses a target that is not one', () => {
    const { doc, rootId } = withTemplatePage()
    expect(() =>
      setComponentBinding(doc, rootId, 'input:on click' as 'content', { field: 1 }),
    ).toThrow(/binding target/)
  })

  it('sets, changes and removes a list', () => {
    const { doc, history, site, rootId } = withTemplatePage()
    const list: CollectionList = {
      collection: POSTS,
      filters: [{ field: 'published_at', op: 'after', value: '2026-01-01T00:00:00Z' }],
      sort: [
        { field: 5, desc: true },
        { field: 'created_at', desc: false },
      ],
      limit: 20,
      paginate: true,
    }
    expectRoundTrip(
      doc,
      history,
      () => setCollectionList(doc, rootId, list)!,
      () => expect(doc.component(rootId).list).toEqual(list),
    )
    expectRoundTrip(
      doc,
      history,
      () => setCollectionList(doc, rootId, undefined)!,
      () => expect(doc.component(rootId)).not.toHaveProperty('list'),
    )
    expect(site.pages['/blog/:slug']!.root).not.toHaveProperty('list')
  })

  it('keeps bindings, lists and page collections through a save and a load', () => {
    const { doc, history, site, route, rootId } = withTemplatePage()
    history.push(setPageCollection(doc, route, { collection: POSTS, slugField: 3 })!)
    history.push(setComponentBinding(doc, rootId, 'visible', { field: 9 })!, { merge: false })
    history.push(setCollectionList(doc, rootId, { source: { field: 8 }, limit: 5 })!, {
      merge: false,
    })
    const loaded = siteFromData(serializeSite(site))
    expect(loaded.pages[route]!.collection).toEqual({ collection: POSTS, slugField: 3 })
    expect(loaded.pages[route]!.root.bindings).toEqual({ visible: { field: 9 } })
    expect(loaded.pages[route]!.root.list).toEqual({ source: { field: 8 }, limit: 5 })
  })

  it('refuses stored lists that read both a collection and a field, or page too much', () => {
    const { site, route } = withTemplatePage()
    const stored = JSON.parse(JSON.stringify(serializeSite(site))) as Record<string, string>
    const pages = JSON.parse(stored.pages!) as Record<string, { root: Record<string, unknown> }>
    pages[route]!.root.list = { collection: TAGS, source: { field: 1 }, limit: 5 }
    expect(() => siteFromData({ ...stored, pages: JSON.stringify(pages) })).toThrow()
    pages[route]!.root.list = { collection: TAGS, limit: 101 }
    expect(() => siteFromData({ ...stored, pages: JSON.stringify(pages) })).toThrow()
  })
})

describe('collection commands in a save', () => {
  it('apply on the server as the builder made them, and a stale old value is a conflict', () => {
    const a = withTemplatePage()
    const b = withTemplatePage()
    const bind = setComponentBinding(a.doc, a.rootId, 'content', { field: 1 })!
    const steps = parseEditSteps([
      { do: bind },
      { do: setPageCollection(a.doc, a.route, { collection: POSTS, slugField: 2 })! },
    ])
    applyEditSteps(b.doc, b.history, steps)
    expect(b.site.pages[b.route]!.root.bindings).toEqual({ content: { field: 1 } })
    expect(b.site.pages[b.route]!.collection).toEqual({ collection: POSTS, slugField: 2 })

    // Another editor bound the title to field 2 meanwhile: rebinding it from field 1 conflicts.
    const stale: Command = {
      type: 'setCB',
      data: { id: a.rootId, target: 'content', old: { field: 3 }, new: { field: 4 } },
    }
    expect(() => applyEditSteps(b.doc, b.history, parseEditSteps([{ do: stale }]))).toThrow(
      StepConflictError,
    )
  })

  it('refuses malformed collection commands', () => {
    const bad = [
      { type: 'setCB', data: { id: 'c', target: 'onclick', new: { field: 1 } } },
      { type: 'setCB', data: { id: 'c', target: 'content', new: { field: 0 } } },
      { type: 'setPC', data: { route: '/p', new: { collection: 'posts', slugField: 1 } } },
      { type: 'setCL', data: { id: 'c', new: { collection: POSTS, limit: 0 } } },
      {
        type: 'setCL',
        data: {
          id: 'c',
          new: {
            collection: POSTS,
            limit: 5,
            sort: [
              { field: 1, desc: true },
              { field: 2, desc: true },
              { field: 3, desc: true },
            ],
          },
        },
      },
    ]
    for (const command of bad) expect(() => parseEditSteps([{ do: command }])).toThrow()
  })

  it('any run of binding edits undoes to the same bytes', () => {
    const target = fc.constantFrom('content', 'visible', 'background', 'input:src', 'input:href')
    const binding = fc.option(
      fc.record({ field: fc.integer({ min: 1, max: 9 }) }, { requiredKeys: ['field'] }),
      { nil: undefined },
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(target, binding), { maxLength: 12 }), (edits) => {
        const { doc, history, site, rootId } = withTemplatePage()
        const before = saved(site)
        let pushed = 0
        for (const [t, b] of edits) {
          const command = setComponentBinding(doc, rootId, t as 'content', b)
          if (command && history.push(command, { merge: false })) pushed++
        }
        for (let i = 0; i < pushed; i++) history.undo()
        expect(saved(site)).toBe(before)
      }),
      { numRuns: 50 },
    )
  })
})
