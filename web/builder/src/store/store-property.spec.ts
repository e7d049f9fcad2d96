import fc from 'fast-check'
import { BuiltinComponentId, createSite, openSite, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import type { EditStep } from './editor-store'
import type { BuilderStore } from './builder-store'
import { testStore } from './test-store'

/** The site without editor state (what the builder shows, not what the site is). */
const content = (site: Site) =>
  JSON.parse(JSON.stringify({ ...site, editor: undefined, history: undefined }))

const blocks = [
  BuiltinComponentId.text,
  BuiltinComponentId.containerVertical,
  BuiltinComponentId.containerHorizontal,
  BuiltinComponentId.h2,
  BuiltinComponentId.button,
  BuiltinComponentId.navMenu,
  BuiltinComponentId.image,
]

type Action =
  | { kind: 'add'; block: number; target: number }
  | { kind: 'remove'; target: number }
  | { kind: 'move'; target: number; direction: 'up' | 'down' | 'into' | 'out' }
  | { kind: 'rename'; target: number; name: string }
  | { kind: 'style'; target: number; value: number; merge: boolean }
  | { kind: 'hide'; target: number }
  | { kind: 'duplicate'; target: number }
  | { kind: 'page'; name: string }
  | { kind: 'undo' }
  | { kind: 'redo' }

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    block: fc.nat(blocks.length - 1),
    target: fc.nat(),
  }),
  fc.record({ kind: fc.constant('remove' as const), target: fc.nat() }),
  fc.record({
    kind: fc.constant('move' as const),
    target: fc.nat(),
    direction: fc.constantFrom('up' as const, 'down' as const, 'into' as const, 'out' as const),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    target: fc.nat(),
    name: fc.string({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({
    kind: fc.constant('style' as const),
    target: fc.nat(),
    value: fc.nat(500),
    merge: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('hide' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('page' as const), name: fc.stringMatching(/^[a-z]{1,6}$/) }),
  fc.record({ kind: fc.constant('undo' as const) }),
  fc.record({ kind: fc.constant('redo' as const) }),
)

function pick(store: BuilderStore, n: number): string {
  const ids = [...store.editor.doc.componentIds()].filter(
    (id) => store.editor.doc.routeOf(id) === store.view.activeRoute,
  )
  return ids[n % ids.length]!
}

function perform(store: BuilderStore, a: Action): void {
  const { components } = store
  switch (a.kind) {
    case 'add':
      store.view.select(pick(store, a.target))
      components.addBlock(blocks[a.block]!)
      return
    case 'remove':
      components.remove(pick(store, a.target))
      return
    case 'move':
      components.moveByKey(pick(store, a.target), a.direction)
      return
    case 'rename':
      components.rename(pick(store, a.target), a.name)
      return
    case 'style':
      components.setStyle(pick(store, a.target), 'width', `${a.value}px`, a.merge)
      return
    case 'hide':
      components.toggleHidden(pick(store, a.target))
      return
    case 'duplicate':
      components.duplicate(pick(store, a.target))
      return
    case 'page':
      store.pages.add({ name: a.name, route: a.name })
      return
    case 'undo':
      store.editor.undo()
      return
    case 'redo':
      store.editor.redo()
      return
  }
}

describe('the builder store, property tests', () => {
  it('leaves the same site as applying its commands to site-format directly, and undoing everything restores the start', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const start = createSite('Property Site')
        const opening = content(start)
        const store = testStore(structuredClone(start))
        const steps: EditStep[] = []
        store.editor.onEdit((step) => steps.push(structuredClone(step)))
        for (const a of actions) perform(store, a)

        const direct = openSite(structuredClone(start))
        for (const step of steps) {
          if ('do' in step)
            direct.history.push(step.do, step.merge === false ? { merge: false } : {})
          else if ('undo' in step) expect(direct.history.undo()).toEqual(step.undo)
          else if ('redo' in step) expect(direct.history.redo()).toEqual(step.redo)
        }
        expect(content(direct.doc.site)).toEqual(content(store.editor.site))
        expect(direct.doc.site.history).toEqual(store.editor.site.history)

        store.editor.jumpTo(0)
        expect(content(store.editor.site)).toEqual(opening)
      }),
      { numRuns: 120 },
    )
  })
})
