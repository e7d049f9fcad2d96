import { BuiltinComponentId } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { dropTarget, edgeZone, hoverState } from './drop-position'

const box = { left: 100, top: 100, width: 200, height: 40 }

describe('hoverState', () => {
  it('uses an edge zone of the smaller of 8 px and 15 percent', () => {
    expect(edgeZone(200)).toBe(8)
    expect(edgeZone(40)).toBe(6)
    expect(hoverState(box, 200, 103)).toBe('top')
    expect(hoverState(box, 200, 137)).toBe('bottom')
    expect(hoverState(box, 104, 120)).toBe('left')
    expect(hoverState(box, 296, 120)).toBe('right')
    expect(hoverState(box, 200, 120)).toBe('self')
  })
})

describe('dropTarget', () => {
  function site() {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    const text = store.components.addBlock(BuiltinComponentId.text)!
    store.view.select(store.page.root.id)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    return { store, doc: store.editor.doc, root: store.page.root.id, box, text, heading }
  }

  it('drops into a container, before or after a component, at the edges of the root', () => {
    const { doc, root, box, text, heading } = site()
    expect(dropTarget(doc, box, 'self')).toEqual({ parentId: box, index: 1 })
    expect(dropTarget(doc, text, 'top')).toEqual({ parentId: box, index: 0 })
    expect(dropTarget(doc, text, 'right')).toEqual({ parentId: box, index: 1 })
    // A text cannot hold children: over its middle means after it.
    expect(dropTarget(doc, heading, 'self')).toEqual({ parentId: root, index: 2 })
    expect(dropTarget(doc, root, 'top')).toEqual({ parentId: root, index: 0 })
  })

  it('refuses a move onto itself or into its descendants', () => {
    const { doc, box, text } = site()
    expect(dropTarget(doc, box, 'self', box)).toBeUndefined()
    expect(dropTarget(doc, text, 'top', box)).toBeUndefined()
  })

  it('refuses custom-sourced components', () => {
    const { doc, box, heading } = site()
    doc.component(box).customSourceId = heading
    expect(dropTarget(doc, box, 'self')).toBeUndefined()
  })

  it('counts the index once the moved component has left its place', () => {
    const { doc, root, box, heading } = site()
    expect(dropTarget(doc, heading, 'bottom', box)).toEqual({ parentId: root, index: 1 })
  })
})
