import { act } from '@testing-library/react'
import { CanvasRenderer } from '@tessera/renderer'
import { BuiltinComponentId } from '@tessera/site-format'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { componentElement } from './component-element'
import { renderCanvas } from './test-canvas'

function mount() {
  const store = testStore()
  const view = renderCanvas(store)
  return { store, container: view.container }
}

describe('CanvasNode', () => {
  it('tells where each component element is, the one it renders anew included, and forgets one that goes', () => {
    const { store, container } = mount()
    let text = ''
    act(() => {
      text = store.components.addBlock(BuiltinComponentId.text)!
    })
    const element = container.querySelector(`[data-component-id="${text}"]`)
    expect(element).not.toBeNull()
    expect(componentElement(document, text)).toBe(element)
    // Text editing renders a fresh element.
    act(() => store.view.startTextEditing(text))
    const editing = container.querySelector(`[data-component-id="${text}"]`)
    expect(editing).not.toBe(element)
    expect(componentElement(document, text)).toBe(editing)
    act(() => store.view.stopTextEditing())
    act(() => void store.components.remove(text))
    expect(container.querySelector(`[data-component-id="${text}"]`)).toBeNull()
    expect(componentElement(document, text)).toBeUndefined()
  })

  it('shows what is added inside a component added before', () => {
    const { store, container } = mount()
    let box = ''
    act(() => {
      box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    })
    act(() => {
      store.components.addBlock(BuiltinComponentId.h1)
    })

    expect(container.querySelector(`[data-component-id="${box}"] h1`)?.textContent).toBe(
      'Heading 1',
    )
  })

  it('renders again only the elements an edit touched', () => {
    const { store, container } = mount()
    let first = ''
    let second = ''
    act(() => {
      first = store.components.addBlock(BuiltinComponentId.text)!
      store.view.select(store.page.root.id)
      second = store.components.addBlock(BuiltinComponentId.h2)!
    })
    const before = container.querySelector(`[data-component-id="${second}"]`)
    const marker = { seen: false }
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (before?.contains(record.target) || record.target === before) marker.seen = true
      }
    })
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    act(() => {
      store.components.rename(first, 'Intro')
      store.components.setContent(first, 'Hello')
    })
    observer.disconnect()
    expect(container.querySelector(`[data-component-id="${first}"]`)?.textContent).toBe('Hello')
    expect(container.querySelector(`[data-component-id="${second}"]`)).toBe(before)
    expect(marker.seen).toBe(false)
  })

  it('renders the parent of an added component, and not the other children below it', () => {
    const { store } = mount()
    let box = ''
    const kept: string[] = []
    act(() => {
      box = store.components.addBlock(BuiltinComponentId.containerVertical)!
      for (const block of [BuiltinComponentId.containerVertical, BuiltinComponentId.text]) {
        store.view.select(box)
        kept.push(store.components.addBlock(block)!)
      }
      kept.push(store.components.addBlock(BuiltinComponentId.h2)!)
    })
    const rendered = vi.spyOn(CanvasRenderer.prototype, 'element')
    let added = ''
    act(() => {
      store.view.select(box)
      added = store.components.addBlock(BuiltinComponentId.text)!
    })
    const ids = rendered.mock.calls.map(([component]) => component.id)
    rendered.mockRestore()
    expect(ids).toContain(box)
    expect(ids).toContain(added)
    for (const id of kept) expect(ids).not.toContain(id)
  })
})
