import '@testing-library/jest-dom/vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { EditorView } from 'codemirror'
import { BuiltinComponentId } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../../store/test-store'
import { BuilderContext } from '../../store-context'
import { SvgDialog } from './svg-dialog'

vi.setConfig({ testTimeout: 30_000 })

function mount(store: ReturnType<typeof testStore>, id: string, onClose = () => {}) {
  return render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <SvgDialog id={id} onClose={onClose} />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
}

/** Replaces the code editor's text, as typing would. */
function typeCode(text: string) {
  const content = screen.getByRole('textbox', { name: 'builder.svg.code' })
  const view = EditorView.findFromDOM(content)!
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }))
}

describe('the SVG dialog', () => {
  it('copies its draft to the editor state every 1.5 s and restores it when opened again', async () => {
    const store = testStore()
    let id = ''
    act(() => {
      id = store.components.addBlock(BuiltinComponentId.svg)!
    })
    const first = mount(store, id)
    typeCode('<svg><circle r="3"/></svg>')
    expect(store.view.extra('svgDialogDraft')).toBeUndefined()
    await waitFor(
      () =>
        expect(store.view.extra('svgDialogDraft')).toEqual({
          id,
          text: '<svg><circle r="3"/></svg>',
        }),
      { timeout: 4000 },
    )
    // Closed without Save or Cancel (the tab went away): the draft comes back.
    first.unmount()
    mount(store, id)
    expect(screen.getByRole('textbox', { name: 'builder.svg.code' }).textContent).toBe(
      '<svg><circle r="3"/></svg>',
    )
  })

  it('drops the draft on Cancel and saves the content as one step', async () => {
    const store = testStore()
    let id = ''
    act(() => {
      id = store.components.addBlock(BuiltinComponentId.svg)!
    })
    const closed = vi.fn()
    mount(store, id, closed)
    typeCode('<svg width="4"></svg>')
    expect(screen.getByRole('note')).toHaveTextContent('builder.svg.sizeHint')
    const before = store.editor.site.history.back.length
    act(() => screen.getByRole('button', { name: 'builder.common.save' }).click())
    expect(store.editor.doc.findComponent(id)?.content).toBe('<svg width="4"></svg>')
    expect(store.editor.site.history.back.length).toBe(before + 1)
    expect(store.view.extra('svgDialogDraft')).toBeUndefined()
    expect(closed).toHaveBeenCalled()
  })
})
