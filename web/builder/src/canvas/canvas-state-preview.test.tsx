import '@testing-library/jest-dom/vitest'
import { act, waitFor } from '@testing-library/react'
import { BuiltinComponentId, DEFAULT_BREAKPOINT_ID } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { styleActions } from '../styles-editing/style-actions'
import { CanvasController } from './canvas-controller'
import { renderCanvas } from './test-canvas'

describe('the canvas state preview', () => {
  it('shows the selected component in the toolbar state, and only it', async () => {
    const store = testStore()
    let text = ''
    let other = ''
    act(() => {
      text = store.components.addBlock(BuiltinComponentId.text)!
      store.view.select(store.page.root.id)
      other = store.components.addBlock(BuiltinComponentId.text)!
      styleActions(store).saveRow(
        { kind: 'own', id: text },
        {
          breakpointId: DEFAULT_BREAKPOINT_ID,
          pseudoClass: ':hover',
          property: 'color',
        },
        'rgb(0, 150, 0)',
      )
      store.view.select(text)
    })
    renderCanvas(store)
    const controller = new CanvasController(store, document)
    const element = (id: string) => document.querySelector(`[data-component-id="${id}"]`)!
    expect(controller.rulesOf(text)).not.toContain('data-state-preview')

    act(() => store.view.setPseudoClass(':hover'))
    await waitFor(() => expect(element(text)).toHaveAttribute('data-state-preview', ':hover'))
    expect(controller.rulesOf(text)).toContain('[data-state-preview]')
    expect(element(other).hasAttribute('data-state-preview')).toBe(false)

    act(() => store.view.select(other))
    await waitFor(() => expect(element(other)).toHaveAttribute('data-state-preview', ':hover'))
    expect(element(text).hasAttribute('data-state-preview')).toBe(false)

    act(() => store.view.setPseudoClass('default'))
    await waitFor(() => expect(element(other).hasAttribute('data-state-preview')).toBe(false))
    expect(controller.rulesOf(text)).not.toContain('data-state-preview')
    controller.dispose()
  })
})
