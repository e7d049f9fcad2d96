import { BuiltinComponentId } from '@tessera/site-format'
import { autorun } from 'mobx'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { COMPACT_DEPTH, COMPACT_INDENT_PX, INDENT_PX, indentOf, treeModel } from './tree-model'

function site() {
  const store = testStore()
  const c = store.components
  const box = c.addBlock(BuiltinComponentId.containerVertical)!
  const inner = c.addBlock(BuiltinComponentId.containerHorizontal)!
  const text = c.addBlock(BuiltinComponentId.text)!
  store.view.select(store.page.root.id)
  const heading = c.addBlock(BuiltinComponentId.h2)!
  return { store, model: treeModel(store), root: store.page.root.id, box, inner, text, heading }
}

describe('TreeModel', () => {
  it('lists the root and the children of open components, with their place among siblings', () => {
    const { store, model, root, box, inner, text, heading } = site()
    expect(model.rows).toEqual([
      { id: root, level: 1, position: 1, siblings: 1, expanded: true },
      { id: box, level: 2, position: 1, siblings: 2, expanded: true },
      { id: inner, level: 3, position: 1, siblings: 1, expanded: true },
      { id: text, level: 4, position: 1, siblings: 1, expanded: undefined },
      { id: heading, level: 2, position: 2, siblings: 2, expanded: undefined },
    ])
    store.view.setExpanded(box, false)
    expect(model.rows.map((row) => row.id)).toEqual([root, box, heading])
    expect(model.rows[1]!.expanded).toBe(false)
  })

  it('keeps the same rows through an edit that changes no row', () => {
    const { store, model, text } = site()
    const seen: unknown[] = []
    const stop = autorun(() => seen.push(model.rows))
    store.components.rename(text, 'Lead')
    store.components.toggleHidden(text)
    stop()
    expect(seen).toHaveLength(1)
  })

  it('puts the tab stop on the selection, or its nearest visible ancestor', () => {
    const { store, model, root, box, text } = site()
    store.view.select(undefined)
    expect(model.focusedId).toBe(root)
    store.view.select(text)
    expect(model.focusedId).toBe(text)
    store.view.setExpanded(box, false)
    expect(model.focusedId).toBe(box)
    model.reveal(text)
    expect(model.focusedId).toBe(text)
  })

  it('says what a keyboard move did, or that it could not move', () => {
    const { model, heading, box } = site()
    model.moveByKey(heading, 'down')
    expect(model.announcement).toMatchObject({ key: 'builder.tree.moveRefused.down' })
    model.moveByKey(heading, 'into')
    expect(model.announcement).toMatchObject({
      key: 'builder.tree.moved.into',
      values: { name: 'H2', parent: 'ContainerVertical', position: 2 },
    })
    expect(model.rows.find((row) => row.id === heading)?.level).toBe(3)
    expect(model.rows.find((row) => row.id === box)?.expanded).toBe(true)
  })

  it('indents less past depth 6', () => {
    expect(indentOf(1)).toBe(0)
    expect(indentOf(COMPACT_DEPTH + 1)).toBe(COMPACT_DEPTH * INDENT_PX)
    expect(indentOf(COMPACT_DEPTH + 3) - indentOf(COMPACT_DEPTH + 2)).toBe(COMPACT_INDENT_PX)
    expect(indentOf(4) - indentOf(3)).toBe(INDENT_PX)
  })
})
