import { describe, expect, it } from 'vitest'
import { deserializeSite, serializeSite } from '../serialization/stored-site.js'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import type { ComponentEvent } from '../types/component.js'
import { behaviorUses, newBehaviorId, removeBehavior, saveBehavior } from './behavior-edits.js'

const call = (behaviorId: string, args?: Record<string, unknown>) =>
  args ? { behaviorId, args } : { behaviorId }

describe('behaviour edits', () => {
  it('gives a new behaviour the counter’s id and moves the counter past it', () => {
    const { doc, history, site } = setup()
    const before = site.context.nextId
    const id = newBehaviorId(site.context)
    expect(id).toBe(`test-b-${before}`)
    expectRoundTrip(doc, history, saveBehavior(doc, { id, name: 'Open menu', code: '' }), () => {
      expect(site.context.behaviors[id]?.name).toBe('Open menu')
      expect(site.context.nextId).toBe(before + 1)
    })
    history.undo()
    expect(site.context.nextId).toBe(before)
    history.redo()
    // The site as a save stores it reads back with the counter the editor has.
    expect(deserializeSite(serializeSite(site)).context.nextId).toBe(site.context.nextId)
  })

  it('leaves the counter alone for ids a behaviour’s code names', () => {
    const { doc, history, site } = setup()
    const before = site.context.nextId
    const behavior = { id: newBehaviorId(site.context), name: 'Greet', code: '' }
    history.push(saveBehavior(doc, behavior))
    // Code is text a person types: an id inside it moves nothing, here or when the site is read.
    const far = `test-c-${before + 40}`
    const edit = saveBehavior(doc, { ...behavior, code: `helpers.setContent('${far}', 'hi')` })
    expect(edit.data.nextId).toBeUndefined()
    expectRoundTrip(doc, history, edit, () => expect(site.context.nextId).toBe(before + 1))
    expect(deserializeSite(serializeSite(site)).context.nextId).toBe(site.context.nextId)
    const plain = saveBehavior(doc, { ...behavior, name: 'Say hello' })
    expect(plain.data.nextId).toBeUndefined()
    expect(plain.data.old?.name).toBe('Greet')
  })

  it('removes a behaviour with its calls in one command, and undo restores each event exactly', () => {
    const { doc, history, site } = setup({ pages: 2, components: 8 })
    const id = newBehaviorId(site.context)
    history.push(saveBehavior(doc, { id, name: 'Open menu', code: '' }))
    const [first, second] = [...doc.componentIds()]
    const a = doc.component(first!)
    const b = doc.component(second!)
    const click: ComponentEvent = { name: 'click', behaviors: [call(id, { open: true })] }
    const load: ComponentEvent = {
      name: 'load',
      behaviors: [call('global-b-none'), call(id), call('global-b-none', { n: 2 })],
    }
    const input: ComponentEvent = { name: 'input', behaviors: [call(id)] }
    const mouseover: ComponentEvent = { name: 'mouseover', behaviors: [call('global-b-none')] }
    // Two removed events around a kept one, and one whose other calls stay.
    a.events = { click, mouseover, input }
    b.events = { load }
    expect(behaviorUses(doc, id)).toEqual([
      { id: a.id, event: 'click' },
      { id: a.id, event: 'input' },
      { id: b.id, event: 'load' },
    ])
    const events = () => JSON.stringify([a.events, b.events])
    const original = events()

    expectRoundTrip(doc, history, removeBehavior(doc, id), () => {
      expect(site.context.behaviors[id]).toBeUndefined()
      expect(a.events).toEqual({ mouseover })
      expect(b.events).toEqual({
        load: { name: 'load', behaviors: [call('global-b-none'), call('global-b-none', { n: 2 })] },
      })
      expect(behaviorUses(doc, id)).toEqual([])
    })
    expect(site.history.back).toHaveLength(2)
    history.undo()
    // Key order too: the events list shows them in this order.
    expect(events()).toBe(original)
    expect(site.context.behaviors[id]?.name).toBe('Open menu')
  })

  it('removes an unused behaviour, and a component left with no event loses its events', () => {
    const { doc, history, site } = setup()
    const id = newBehaviorId(site.context)
    history.push(saveBehavior(doc, { id, name: 'Unused', code: '' }))
    const removal = removeBehavior(doc, id)
    expect(removal.data.uses).toEqual([])
    expectRoundTrip(doc, history, removal, () => expect(site.context.behaviors[id]).toBeUndefined())
    const root = site.pages['/home']!.root
    const only = newBehaviorId(site.context)
    history.push(saveBehavior(doc, { id: only, name: 'Only', code: '' }))
    root.events = { click: { name: 'click', behaviors: [call(only)] } }
    expectRoundTrip(doc, history, removeBehavior(doc, only), () =>
      expect(root.events).toBeUndefined(),
    )
    expect(() => removeBehavior(doc, 'test-b-missing')).toThrow('Cannot find behavior')
  })
})
