import { act, cleanup } from '@testing-library/react'
import { BuiltinComponentId } from '@tessera/site-format'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { CanvasController } from './canvas-controller'
import { LIVE_RULES_QUIET_MS } from './live-rules'
import { renderCanvas } from './test-canvas'

/** A canvas of one text component, its controller, and the text's element. */
function canvasWithText() {
  const store = testStore()
  let id = ''
  act(() => {
    id = store.components.addBlock(BuiltinComponentId.text)!
    store.view.select(id)
  })
  renderCanvas(store)
  const controller = new CanvasController(store, document)
  const element = document.querySelector<HTMLElement>(`[data-component-id="${id}"]`)!
  /** The rules the sheet holds now, without writing what waits. */
  const sheetText = () =>
    [...document.querySelectorAll('style[data-part="components"]')]
      .map((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
      .flat()
      .map((rule) => rule.cssText)
      .join('\n')
  return { store, id, controller, element, sheetText }
}

describe('style edits shown before their rules are written', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    cleanup()
    document.head.replaceChildren()
  })

  it('shows a typed value inline at once and writes the rule once the canvas is quiet', () => {
    const { store, id, controller, element, sheetText } = canvasWithText()
    act(() => void store.components.setStyle(id, 'width', '120px'))
    expect(element.style.getPropertyValue('width')).toBe('120px')
    expect(element.style.getPropertyPriority('width')).toBe('important')
    expect(sheetText()).not.toContain('120px')

    act(() => void store.components.setStyle(id, 'width', '130px', true))
    vi.advanceTimersByTime(LIVE_RULES_QUIET_MS - 1)
    expect(sheetText()).not.toContain('130px')
    vi.advanceTimersByTime(1)
    expect(sheetText()).toContain('width: 130px')
    expect(element.hasAttribute('style')).toBe(false)
    controller.dispose()
  })

  it('shows an undo inline too, with the value it brings back', () => {
    const { store, id, controller, element } = canvasWithText()
    act(() => void store.components.setStyle(id, 'width', '120px'))
    act(() => void store.components.setStyle(id, 'width', '80px'))
    vi.advanceTimersByTime(LIVE_RULES_QUIET_MS)
    act(() => void store.editor.undo())
    expect(element.style.getPropertyValue('width')).toBe('120px')
    expect(controller.rulesOf(id)).toContain('width: 120px')
    expect(element.hasAttribute('style')).toBe(false)
    controller.dispose()
  })

  it('writes at once what an inline value cannot show exactly', () => {
    const { store, id, controller, element, sheetText } = canvasWithText()
    act(() => void store.components.setStyle(id, 'width', '120px'))
    vi.advanceTimersByTime(LIVE_RULES_QUIET_MS)
    // A cleared value: the rules decide what shows instead.
    act(() => void store.components.setStyle(id, 'width', undefined))
    expect(sheetText()).not.toContain('120px')
    // A state the canvas shows on the selected component only, and this one is not selected.
    act(() => {
      store.view.setPseudoClass(':hover')
      store.view.select(store.page.root.id)
    })
    act(() => void store.components.setStyle(id, 'color', 'red'))
    expect(sheetText()).toContain('color: red')
    expect(element.hasAttribute('style')).toBe(false)
    controller.dispose()
  })

  it('writes the waiting rules before any other style edit, in order', () => {
    const { store, id, controller, element, sheetText } = canvasWithText()
    act(() => void store.components.setStyle(id, 'width', '120px'))
    act(() => void store.components.setStyle(id, 'width', undefined))
    expect(sheetText()).not.toContain('width')
    expect(element.hasAttribute('style')).toBe(false)
    // A page or state change writes every rule from the site.
    act(() => void store.components.setStyle(id, 'width', '90px'))
    act(() => store.view.setPseudoClass(':hover'))
    expect(sheetText()).toContain('width: 90px')
    expect(element.style.getPropertyValue('width')).toBe('')
    controller.dispose()
  })

  it('writes the waiting rules before any other edit, whose new element has no inline value', () => {
    const { store, id, controller, sheetText } = canvasWithText()
    act(() => void store.components.setStyle(id, 'width', '120px'))
    // Another tag: the canvas makes a new element for the component, without the inline value.
    act(() => void store.components.editFields(id, { tag: 'h2' }))
    const element = document.querySelector<HTMLElement>(`[data-component-id="${id}"]`)!
    expect(element.tagName).toBe('H2')
    expect(element.hasAttribute('style')).toBe(false)
    expect(sheetText()).toContain('width: 120px')
    controller.dispose()
  })
})
