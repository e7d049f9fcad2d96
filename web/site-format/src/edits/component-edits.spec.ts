import { describe, expect, it } from 'vitest'
import { setup, expectRoundTrip } from '../testing/command-harness.js'
import type { Component } from '../types/component.js'
import {
  addComponent,
  CUSTOM_CHILD,
  editComponent,
  INVALID_MOVE,
  makeCustomComponent,
  moveComponent,
  NO_PARENT,
  removeComponent,
  replacePageRoot,
  setComponentState,
} from './component-edits.js'

function firstChildOf(root: Component): Component {
  return root.children![0]!
}

describe('component edits', () => {
  it('adds a subtree at an index, indexing its ids, and undo removes it and restores nextId', () => {
    const { doc, history, site } = setup()
    const root = site.pages['/home']!.root
    const before = site.context.nextId
    const ids = [`test-c-${before}`, `test-c-${before + 1}`]
    const build = () => {
      site.context.nextId += 2
      const subtree: Component = {
        id: ids[0]!,
        name: 'Box',
        tag: 'div',
        style: { custom: {} },
        children: [
          {
            id: ids[1]!,
            name: 'Text',
            tag: 'p',
            content: 'hi',
            parentId: ids[0]!,
            style: { custom: {} },
          },
        ],
      }
      return addComponent(doc, subtree, root.id, before, 1)
    }
    expectRoundTrip(doc, history, build, () => {
      expect(root.children![1]!.id).toBe(ids[0])
      expect(doc.component(ids[1]!).parentId).toBe(ids[0])
      expect(doc.routeOf(ids[1]!)).toBe('/home')
      expect(site.context.nextId).toBe(before + 2)
    })
    history.undo()
    expect(doc.hasComponent(ids[0]!)).toBe(false)
    expect(site.context.nextId).toBe(before)
  })

  it('edits fields, removing absent ones again on undo, and merges consecutive edits of the same fields', () => {
    const { doc, history, site } = setup()
    const target = firstChildOf(site.pages['/home']!.root)
    expectRoundTrip(
      doc,
      history,
      editComponent(doc, target.id, { role: 'banner', name: 'Renamed' }),
      () => {
        expect(target.role).toBe('banner')
        expect(target.name).toBe('Renamed')
      },
    )
    history.undo()
    expect('role' in target).toBe(false)
    const depth = site.history.back.length
    history.push(editComponent(doc, target.id, { content: 'a' }))
    history.push(editComponent(doc, target.id, { content: 'ab' }))
    history.push(editComponent(doc, target.id, { content: 'abc' }))
    expect(site.history.back.length).toBe(depth + 1)
    history.undo()
    expect(target.content).toBeUndefined()
  })

  it('keeps the original value through a save and reload of the history (null marks absent)', () => {
    const { doc, history, site } = setup()
    const target = firstChildOf(site.pages['/home']!.root)
    history.push(editComponent(doc, target.id, { role: 'note' }))
    site.history = JSON.parse(JSON.stringify(site.history))
    history.undo()
    expect('role' in target).toBe(false)
  })

  it('removes a component with its subtree; undo puts it back in place', () => {
    const { doc, history, site } = setup()
    const root = site.pages['/home']!.root
    const target = firstChildOf(root)
    const ids = [target.id, ...(target.children ?? []).map((c) => c.id)]
    expectRoundTrip(doc, history, removeComponent(doc, target.id), () => {
      for (const id of ids) expect(doc.hasComponent(id)).toBe(false)
      expect(root.children!.some((c) => c.id === target.id)).toBe(false)
    })
  })

  it('refuses to remove a root or a component inside a custom component source', () => {
    const { doc, history, site } = setup()
    const root = site.pages['/home']!.root
    expect(() => removeComponent(doc, root.id)).toThrow(NO_PARENT)
    const definition = root.children!.find((c) => c.children)!
    history.push(makeCustomComponent(doc, definition.id))
    expect(site.context.customComponentIds).toEqual([definition.id])
    expect(() => removeComponent(doc, definition.children![0]!.id)).toThrow(CUSTOM_CHILD)
    // Removing the definition itself unregisters it; undo registers it again.
    expectRoundTrip(doc, history, removeComponent(doc, definition.id), () => {
      expect(site.context.customComponentIds).toEqual([])
      expect(site.context.customChildIds).toEqual([])
    })
  })

  it('moves within and between parents, and refuses moves into itself or its descendants', () => {
    const { doc, history, site } = setup()
    const root = site.pages['/home']!.root
    const [a, b] = root.children as [Component, Component]
    expectRoundTrip(doc, history, moveComponent(doc, a.id, root.id, 1), () => {
      expect(root.children![1]!.id).toBe(a.id)
    })
    expectRoundTrip(doc, history, moveComponent(doc, a.id, b.id, 0), () => {
      expect(b.children![0]!.id).toBe(a.id)
      expect(doc.component(a.id).parentId).toBe(b.id)
    })
    expect(() => moveComponent(doc, a.id, a.id, 0)).toThrow(INVALID_MOVE)
    const grandchild = a.children?.[0]
    if (grandchild) expect(() => moveComponent(doc, a.id, grandchild.id, 0)).toThrow(INVALID_MOVE)
  })

  it('replaces a page root and reverts exactly', () => {
    const { doc, history, site } = setup()
    const before = site.context.nextId
    const newRoot: Component = {
      id: `test-c-${before}`,
      name: 'New root',
      tag: 'div',
      style: { custom: {} },
    }
    const oldRootId = site.pages['/home']!.root.id
    const build = () => {
      site.context.nextId += 1
      return replacePageRoot(doc, '/home', newRoot, before)
    }
    expectRoundTrip(doc, history, build, () => {
      expect(site.pages['/home']!.root.id).toBe(newRoot.id)
      expect(doc.hasComponent(oldRootId)).toBe(false)
    })
    history.undo()
    expect(() => history.doc.component(newRoot.id)).toThrow(
      `Cannot find component with ID ${newRoot.id}`,
    )
  })

  it('sets and clears component state, merging consecutive changes of one key', () => {
    const { doc, history, site } = setup()
    const target = firstChildOf(site.pages['/home']!.root)
    expectRoundTrip(doc, history, setComponentState(doc, target.id, 'hide', true), () => {
      expect(target.state).toEqual({ hide: true })
    })
    history.push(setComponentState(doc, target.id, 'hide', false))
    history.push(setComponentState(doc, target.id, 'hide', undefined))
    expect(target.state).toBeUndefined()
    history.undo()
    expect(target.state).toBeUndefined()
  })
})
