import { describe, expect, it } from 'vitest'
import { deserializeSite, serializeSite } from '../serialization/stored-site.js'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import { newBehaviorId, saveBehavior } from './behavior-edits.js'

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

  it('moves the counter past ids a behaviour’s code names, and leaves it alone otherwise', () => {
    const { doc, history, site } = setup()
    const before = site.context.nextId
    const behavior = { id: newBehaviorId(site.context), name: 'Greet', code: '' }
    history.push(saveBehavior(doc, behavior))
    const far = `test-c-${before + 40}`
    const edit = saveBehavior(doc, { ...behavior, code: `helpers.setContent('${far}', 'hi')` })
    expect(edit.data.nextId).toEqual([before + 1, before + 41])
    expectRoundTrip(doc, history, edit, () => expect(site.context.nextId).toBe(before + 41))
    expect(deserializeSite(serializeSite(site)).context.nextId).toBe(site.context.nextId)
    const plain = saveBehavior(doc, { ...behavior, name: 'Say hello' })
    expect(plain.data.nextId).toBeUndefined()
    expect(plain.data.old?.name).toBe('Greet')
  })
})
