import {
  BuiltinComponentId,
  commandHandlers,
  setComponentState,
  setComponentStyle,
  type Command,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import {
  COMMAND_EFFECTS,
  collectEffects,
  emptyEffects,
  type CommandEffects,
} from './command-effects'
import { COMMAND_SAMPLES, sampleStore } from './command-samples'
import { testStore } from './test-store'

/** Kinds whose changes no canvas, tree or menu shows: head code, SEO, the editor's own UI. */
const SHOWN_NOWHERE = new Set(['setPH', 'setDH', 'setSeo', 'uUi'])

const effectsOf = (store: ReturnType<typeof testStore>, command: Command): CommandEffects => {
  const effects = emptyEffects()
  collectEffects(store.editor.doc, command, effects)
  return effects
}

const changesNothing = (effects: CommandEffects) =>
  effects.elements.size === 0 &&
  effects.styles.size === 0 &&
  !Object.entries(effects).some(([, value]) => value === true)

describe('command effects', () => {
  it('say what every kind of command changes, as the site format lists the kinds', () => {
    expect(Object.keys(COMMAND_EFFECTS).sort()).toEqual(Object.keys(commandHandlers).sort())
  })

  it('update something for every kind but those no canvas, tree or menu shows', () => {
    const store = sampleStore()
    for (const [type, { command }] of Object.entries(COMMAND_SAMPLES)) {
      if (type === 'g') continue
      expect(changesNothing(effectsOf(store, command)), type).toBe(SHOWN_NOWHERE.has(type))
    }
  })

  it('gather what each command of a group changes', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.button)!
    const style = setComponentStyle(
      store.editor.doc,
      id,
      { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' },
      'red',
    )
    const group: Command = {
      type: 'g',
      data: { commands: [style, COMMAND_SAMPLES.addTV.command, COMMAND_SAMPLES.setSeo.command] },
    }
    const effects = effectsOf(store, group)
    expect([...effects.styles]).toEqual([id])
    expect(effects.theme).toBe(true)
    expect(effects.structure).toBe(false)
  })

  it('draw the parent again when a component is hidden, and only add its tree rows on a move', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.button)!
    const parentId = store.editor.doc.component(id).parentId!
    const hide = setComponentState(store.editor.doc, id, 'hide', true)
    expect([...effectsOf(store, hide).elements].sort()).toEqual([id, parentId].sort())
    const move = COMMAND_SAMPLES.mvC.command
    const moved = effectsOf(store, move)
    expect(moved.structure).toBe(true)
    expect(moved.styles.size).toBe(0)
  })
})
