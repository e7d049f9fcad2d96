import { BuiltinComponentId, createSite } from '@tessera/site-format'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runAction } from '../actions/registry'
import { inputsWithSource } from '../styles-editing/input-values'
import { testStore } from '../store/test-store'
import { CUSTOM_MENU_CLOSE_MS, CUSTOM_SLOTS } from './custom-actions'

function storeWithCustom() {
  const store = testStore(createSite('Custom Site'), 'site-c')
  const link = store.components.addBlock(BuiltinComponentId.link)!
  expect(store.custom.make(link)).toBe(true)
  return { store, link }
}

describe('custom components', () => {
  afterEach(() => vi.useRealTimers())

  it('fills up to 9 slots and adds an instance by key 1-9 in the Custom sub-menu', () => {
    const { store, link } = storeWithCustom()
    expect(store.custom.slots.map((c) => c.id)).toEqual([link])
    store.view.select(store.page.root.id)
    store.view.toggleMenu('custom')
    expect(runAction(store, 'custom.1')).toBe(true)
    const instance = store.page.root.children!.at(-1)!
    expect(instance.customSourceId).toBe(link)
    expect(store.view.selectedId).toBe(instance.id)
    expect(runAction(store, 'custom.2')).toBe(false)
    for (let i = 0; i < 10; i++) {
      store.view.select(store.page.root.id)
      const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
      store.custom.make(box)
    }
    expect(store.custom.slots).toHaveLength(CUSTOM_SLOTS)
  })

  it('shows the source inputs of an instance read-only and its own editable', () => {
    const { store, link } = storeWithCustom()
    store.view.select(store.page.root.id)
    const id = store.custom.add(link)!
    const instance = store.editor.doc.component(id)
    const shown = inputsWithSource(store.editor.doc, instance)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((entry) => entry.fromSource)).toBe(true)
    instance.inputs = { title: { name: 'title', type: 'string', is: 'Mine' } }
    const withOwn = inputsWithSource(store.editor.doc, instance)
    expect(withOwn.find((e) => e.input.name === 'title')?.fromSource).toBe(false)
    expect(inputsWithSource(store.editor.doc, store.editor.doc.component(link))).toSatisfy(
      (list: Array<{ fromSource: boolean }>) => list.every((e) => !e.fromSource),
    )
  })

  it('refuses to delete a component inside a custom source, with its message', () => {
    const store = testStore(createSite('Custom Site'), 'site-c')
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    const text = store.components.addBlock(BuiltinComponentId.text)!
    store.custom.make(box)
    store.components.remove(text)
    expect(store.components.notice?.key).toBe('builder.custom.cannotDelete')
    expect(store.editor.doc.findComponent(text)).toBeDefined()
  })

  it('opens the Custom sub-menu while a drag is over the New menu, closing 400 ms after it leaves', () => {
    vi.useFakeTimers()
    const store = testStore(createSite('Drag Site'), 'site-c')
    store.view.toggleMenu('new')
    store.custom.dragEnter()
    expect(store.view.menu).toBe('custom')
    store.custom.dragLeave()
    vi.advanceTimersByTime(CUSTOM_MENU_CLOSE_MS - 1)
    expect(store.view.menu).toBe('custom')
    // Coming back in time keeps it open.
    store.custom.dragEnter()
    vi.advanceTimersByTime(CUSTOM_MENU_CLOSE_MS * 2)
    expect(store.view.menu).toBe('custom')
    store.custom.dragLeave()
    vi.advanceTimersByTime(CUSTOM_MENU_CLOSE_MS)
    expect(store.view.menu).toBeUndefined()
    expect(CUSTOM_MENU_CLOSE_MS).toBe(400)
  })

  it('leaves a menu the user opened alone when a drag passes', () => {
    vi.useFakeTimers()
    const store = testStore(createSite('Drag Site'), 'site-c')
    store.view.toggleMenu('custom')
    store.custom.dragEnter()
    store.custom.dragLeave()
    vi.advanceTimersByTime(CUSTOM_MENU_CLOSE_MS * 2)
    expect(store.view.menu).toBe('custom')
  })
})
