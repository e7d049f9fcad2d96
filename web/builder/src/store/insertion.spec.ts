import { BuiltinComponentId } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { runAction } from '../actions/registry'
import { testStore } from './test-store'

const id = BuiltinComponentId

function setUp() {
  const store = testStore()
  const { components, view } = store
  const gallery = components.addBlock(id.containerHorizontal)!
  const first = components.addBlock(id.image)!
  const parentOf = (child: string) => store.editor.doc.component(child).parentId
  const childrenOf = (parent: string) =>
    (store.editor.doc.component(parent).children ?? []).map((child) => child.id)
  return { store, components, view, gallery, first, parentOf, childrenOf }
}

describe('where a new block goes', () => {
  it('goes after a selected container that has children, not into it', () => {
    const { components, view, gallery, first, parentOf, childrenOf } = setUp()
    expect(parentOf(first)).toBe(gallery)
    view.select(gallery)
    const button = components.addBlock(id.button)!
    expect(childrenOf(gallery)).toEqual([first])
    const parent = parentOf(gallery)!
    expect(childrenOf(parent).indexOf(button)).toBe(childrenOf(parent).indexOf(gallery) + 1)
  })

  it('goes into a selected empty container', () => {
    const { components, parentOf } = setUp()
    const box = components.addBlock(id.containerVertical)!
    const text = components.addBlock(id.text)!
    expect(parentOf(text)).toBe(box)
  })

  it('goes right after a selected component that holds none', () => {
    const { components, view, gallery, first, childrenOf } = setUp()
    const second = components.addBlock(id.image)!
    view.select(first)
    const between = components.addBlock(id.text)!
    expect(childrenOf(gallery)).toEqual([first, between, second])
  })

  it('goes by key too, and the New menu stays open for the next key', () => {
    const { store, view, gallery, first, childrenOf } = setUp()
    view.select(first)
    view.toggleMenu('new')
    expect(runAction(store, 'new.text')).toBe(true)
    expect(view.menu).toBe('new')
    expect(runAction(store, 'new.h2')).toBe(true)
    const [, text, heading] = childrenOf(gallery)
    expect(store.editor.doc.component(text!).name).toBe('Text')
    expect(store.editor.doc.component(heading!).tag).toBe('h2')
    expect(childrenOf(gallery)[0]).toBe(first)
  })
})
