import { act, render } from '@testing-library/react'
import { BuiltinComponentId } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { CanvasPage } from '../canvas/canvas-node'
import en from '../i18n/messages/en.json'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { startTextEditing } from './text-session'

function mount() {
  const store = testStore()
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <BuilderContext.Provider value={store}>
        <div className="builder">
          <CanvasPage />
        </div>
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, container: view.container }
}

describe('TextEditor on the canvas', () => {
  it('replaces the component content by an editable text and a toolbar, then puts the content back', () => {
    const { store, container } = mount()
    let id = ''
    act(() => {
      id = store.components.addBlock(BuiltinComponentId.text)!
      store.components.setContent(id, '<div class="pm-p">Hello <em>there</em></div>')
    })
    const element = () => container.querySelector(`[data-component-id="${id}"]`)!
    expect(element().querySelector('[contenteditable]')).toBeNull()

    act(() => startTextEditing(store, id))
    const editable = element().querySelector('[contenteditable="true"]')
    expect(editable?.getAttribute('aria-label')).toBe('Text')
    expect(editable?.querySelector('.pm-p em')?.textContent).toBe('there')
    expect(document.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe(
      'Text formatting',
    )

    act(() => store.view.stopTextEditing())
    expect(element().querySelector('[contenteditable]')).toBeNull()
    expect(document.querySelector('[role="toolbar"]')).toBeNull()
    expect(element().innerHTML).toBe('<div class="pm-p">Hello <em>there</em></div>')
  })

  it('leaves the other components alone while one is edited', () => {
    const { store, container } = mount()
    let first = ''
    let second = ''
    act(() => {
      first = store.components.addBlock(BuiltinComponentId.text)!
      store.view.select(store.page.root.id)
      second = store.components.addBlock(BuiltinComponentId.h2)!
    })
    const other = container.querySelector(`[data-component-id="${second}"]`)
    act(() => startTextEditing(store, first))
    act(() => store.view.stopTextEditing())
    expect(container.querySelector(`[data-component-id="${second}"]`)).toBe(other)
  })
})
