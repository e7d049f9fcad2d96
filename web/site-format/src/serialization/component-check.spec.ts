import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tags } from '../types/component.js'
import type { Site } from '../types/site.js'
import { takeComponentTree } from './component-check.js'
import { deepEqual } from './deep-equal.js'
import { rawComponentSchema, rawPageSchema } from './schema.js'
import { siteArbitrary } from './testing-site.js'

/** The page schema as it was: every component read by `rawComponentSchema`. */
const referencePageSchema = z.object({ name: z.string(), root: rawComponentSchema })

/** Both readings of a page holding `root`, each on a copy of its own (JSON, as loaded). */
function readBoth(root: unknown) {
  const page = () => JSON.parse(JSON.stringify({ name: 'Home', root })) as unknown
  return {
    taken: rawPageSchema.safeParse(page()),
    reference: referencePageSchema.safeParse(page()),
  }
}

/** Rare parts passed through unchanged: the check alone decides. */
const rawParts = {
  inputs: (v: unknown) => v,
  events: (v: unknown) => v,
  editorEvents: (v: unknown) => v,
  bindings: (v: unknown) => v,
  list: (v: unknown) => v,
}

const issuesOf = (result: ReturnType<typeof readBoth>['taken']) =>
  result.error?.issues.map(({ code, path, message }) => ({ code, path, message }))

/** Every component of a tree, depth first. */
function components(root: Record<string, unknown>): Record<string, unknown>[] {
  const children = Array.isArray(root.children) ? (root.children as Record<string, unknown>[]) : []
  return [root, ...children.flatMap(components)]
}

const anyKey = fc.oneof(fc.string({ maxLength: 4 }), fc.constant('__proto__'))
const cssValue = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(null))
const someOf = <T>(value: fc.Arbitrary<T>) =>
  fc.dictionary(anyKey, value, { minKeys: 1, maxKeys: 2 })
/** Values shaped like styles (and mixin lists), at every depth, with a wrong value now and then. */
const styleLike = fc.oneof(
  someOf(cssValue),
  someOf(someOf(cssValue)),
  someOf(someOf(someOf(cssValue))),
  someOf(someOf(someOf(someOf(cssValue)))),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer())),
)
const componentKeys = [
  'id',
  'name',
  'tag',
  'role',
  'content',
  'parentId',
  'children',
  'customSourceId',
  'reusableSourceId',
  'style',
  'state',
  'inputs',
  'events',
  'editorEvents',
  '__proto__',
]

/** One change to one component of the tree or to its style: a key set to a value, or taken away. */
const mutation = fc.oneof(
  fc.record({
    at: fc.nat(),
    inStyle: fc.constant(false),
    key: fc.oneof(fc.constantFrom(...componentKeys), fc.string({ maxLength: 3 })),
    value: fc.option(
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), styleLike, fc.constantFrom(...tags), fc.constant({})),
      { nil: undefined },
    ),
  }),
  fc.record({
    at: fc.nat(),
    inStyle: fc.constant(true),
    key: fc.oneof(
      fc.constantFrom('custom', 'mixins', 'overrides', '__proto__'),
      fc.string({ maxLength: 3 }),
    ),
    value: fc.option(styleLike, { nil: undefined }),
  }),
)

function firstRoot(site: Site): Record<string, unknown> {
  return JSON.parse(JSON.stringify(site.pages[site.pageOrder[0]!]!.root)) as Record<string, unknown>
}

describe('takeComponentTree', () => {
  it('takes the trees of loaded sites as they are, as the schema would read them', () => {
    fc.assert(
      fc.property(siteArbitrary(), (site) => {
        const root = firstRoot(site)
        const { taken, reference } = readBoth(root)
        expect(takeComponentTree(JSON.parse(JSON.stringify(root)), rawParts)).toBe(true)
        expect(taken.success && reference.success).toBe(true)
        expect(deepEqual(taken.data?.root, reference.data?.root)).toBe(true)
      }),
    )
  })

  it('reads any changed tree exactly as the schema does: the same data or the same issues', () => {
    fc.assert(
      fc.property(siteArbitrary(), fc.array(mutation, { maxLength: 3 }), (site, changes) => {
        const root = firstRoot(site)
        const all = components(root)
        for (const { at, inStyle, key, value } of changes) {
          const component = all[at % all.length]!
          const target = inStyle ? component.style : component
          if (typeof target !== 'object' || target === null) continue
          const record = target as Record<string, unknown>
          if (value === undefined) delete record[key]
          else
            Object.defineProperty(record, key, {
              value,
              enumerable: true,
              writable: true,
              configurable: true,
            })
        }
        const { taken, reference } = readBoth(root)
        expect(taken.success).toBe(reference.success)
        if (reference.success) expect(deepEqual(taken.data?.root, reference.data.root)).toBe(true)
        else expect(issuesOf(taken)).toEqual(issuesOf(reference))
      }),
      { numRuns: 300 },
    )
  })

  it('keeps what the schema of a rare part keeps and drops what it strips', () => {
    const root = {
      id: 'x-c-1',
      tag: 'div',
      inputs: { label: { name: 'Label', type: 'string', stray: true } },
      events: { click: { name: 'click', behaviors: [{ behaviorId: 'x-b-1' }], stray: 1 } },
    }
    const { taken, reference } = readBoth(root)
    expect(taken.data?.root).toEqual(reference.data?.root)
    expect(taken.data?.root.inputs).toEqual({ label: { name: 'Label', type: 'string' } })
  })

  it('drops a __proto__ key as the schema drops it, never taking it as it is', () => {
    const root = JSON.parse(
      '{"id":"x-c-1","tag":"div","style":{"custom":{"__proto__":{"default":{"color":"red"}}}}}',
    ) as unknown
    const { taken, reference } = readBoth(root)
    expect(taken.data?.root).toEqual(reference.data?.root)
    expect(Object.keys(taken.data?.root.style?.custom ?? {})).toEqual([])
  })

  it('leaves a tree it cannot take to the schema, which names the component and key', () => {
    const root = { id: 'x-c-1', tag: 'div', children: [{ id: 'x-c-2', tag: 'marquee' }] }
    const { taken } = readBoth(root)
    expect(taken.success).toBe(false)
    expect(issuesOf(taken)?.[0]?.path).toEqual(['root', 'children', 0, 'tag'])
  })
})
