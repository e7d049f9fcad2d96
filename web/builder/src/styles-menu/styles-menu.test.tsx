import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { RightMenu } from '../panels/right-menu'
import { runAction } from '../actions/registry'
import { styleActions } from '../styles-editing/style-actions'
import { siteStyleActions } from './site-style-actions'

vi.setConfig({ testTimeout: 30_000 })

/** The right-hand menu in styles mode, with message ids as its text, so errors show their keys. */
function mount() {
  const store = testStore()
  act(() => store.view.toggleMenu('styles'))
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const history = () => store.editor.site.history.back.length
  return { store, history, user: userEvent.setup() }
}

function addMixins(store: ReturnType<typeof testStore>, ...names: string[]): string[] {
  let ids: string[] = []
  act(() => {
    ids = names.map((name) => {
      const result = styleActions(store).saveMixin({
        name,
        breakpoints: { 'breakpoint-1': { default: { color: 'red' } } },
      })
      if (!result || !('id' in result)) throw new Error('not saved')
      return result.id
    })
  })
  return ids
}

const rowOf = (name: string) => {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.menu-row-title')?.textContent === name)
  if (!row) throw new Error(`No row for ${name}`)
  return row
}

describe('the Styles menu', () => {
  it('is a tablist of Reusable and Global, toggled by the build menu entry', async () => {
    const { store, user } = mount()
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'builder.stylesMenu.tab.reusable',
      'builder.stylesMenu.tab.global',
    ])
    tabs[0]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'builder.stylesMenu.tab.global' })).toHaveFocus()
    expect(screen.getByText('builder.stylesMenu.noGlobals')).toBeInTheDocument()
    act(() => store.view.toggleMenu('styles'))
    expect(store.view.mode).toBe('none')
    expect(screen.queryByRole('tablist')).toBeNull()
  })
})

describe('the Reusable tab', () => {
  it('lists mixins in style order, reorders them and deletes them, each one undo step', async () => {
    const { store, user, history } = mount()
    const [a, b] = addMixins(store, 'Alpha', 'Beta')
    const order = () => store.editor.site.context.styleOrder.filter((id) => id === a || id === b)
    expect(order()).toEqual([a, b])
    const before = history()
    await user.click(within(rowOf('Beta')).getByRole('button', { name: 'builder.mixins.moveUp' }))
    expect(order()).toEqual([b, a])
    expect(history()).toBe(before + 1)
    await user.click(
      within(rowOf('Alpha')).getByRole('button', { name: 'builder.stylesMenu.deleteMixin' }),
    )
    expect(store.editor.site.context.styles[a!]).toBeUndefined()
    expect(screen.queryByText('Alpha')).toBeNull()
    act(() => store.editor.undo())
    expect(store.editor.site.context.styles[a!]?.name).toBe('Alpha')
  })

  it("refuses a mixin without a name with 'Style must have a name' (errors.style_name_missing)", async () => {
    const { store, user, history } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: /builder.stylesMenu.newMixin/ }))
    expect(screen.getByRole('textbox', { name: 'builder.mixins.name' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.style_name_missing')
    expect(history()).toBe(before)
    await user.type(screen.getByRole('textbox', { name: 'builder.mixins.name' }), 'Card')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(Object.values(store.editor.site.context.styles).map((m) => m.name)).toContain('Card')
    expect(history()).toBe(before + 1)
    expect(rowOf('Card')).toBeInTheDocument()
  })

  it('edits a mixin: name, rows and OK', async () => {
    const { store, user } = mount()
    const [id] = addMixins(store, 'Alpha')
    await user.click(within(rowOf('Alpha')).getByRole('button', { name: 'builder.mixins.edit' }))
    const name = screen.getByRole('textbox', { name: 'builder.mixins.name' })
    expect(name).toHaveValue('Alpha')
    expect(screen.getByText('color:')).toBeInTheDocument()
    expect(screen.getByText('red', { selector: '.style-value' })).toBeInTheDocument()
    // The style panel shows it too, as the text colour set here.
    expect(screen.getByText('red', { selector: '.sp-color-text' })).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Renamed')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(store.editor.site.context.styles[id!]?.name).toBe('Renamed')
  })

  it('opens a new mixin with n and a new global style with g', () => {
    const { store } = mount()
    act(() => void runAction(store, 'styles.new'))
    expect(siteStyleActions(store).menu.editingMixin).toBe('')
    expect(screen.getByRole('textbox', { name: 'builder.mixins.name' })).toBeInTheDocument()
    act(() => void runAction(store, 'styles.global'))
    expect(
      screen.getByRole('textbox', { name: 'builder.stylesMenu.globalName' }),
    ).toBeInTheDocument()
  })
})

describe('the Global tab', () => {
  it('needs a name (errors.style_name_missing) that no other global style has (errors.style_name_unique)', async () => {
    const { store, user, history } = mount()
    act(() => void siteStyleActions(store).saveGlobal('Reset', 'body{margin:0}'))
    await user.click(screen.getByRole('tab', { name: 'builder.stylesMenu.tab.global' }))
    expect(rowOf('Reset')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /builder.stylesMenu.newGlobal/ }))
    expect(
      await screen.findByRole(
        'textbox',
        { name: 'builder.stylesMenu.globalCss' },
        // The code editor is loaded on first use.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.style_name_missing')
    const name = screen.getByRole('textbox', { name: 'builder.stylesMenu.globalName' })
    expect(name).toHaveFocus()
    await user.type(name, 'Reset')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.style_name_unique')
    expect(history()).toBe(before)
    await user.clear(name)
    await user.type(name, 'Fonts')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(Object.keys(store.editor.site.context.globalStyles).sort()).toEqual(['Fonts', 'Reset'])
    expect(history()).toBe(before + 1)
  })

  it('shows the CSS editor with its placeholder, and Cancel leaves without a change', async () => {
    const { store, user, history } = mount()
    act(() => siteStyleActions(store).menu.editGlobal(''))
    const code = await screen.findByRole(
      'textbox',
      { name: 'builder.stylesMenu.globalCss' },
      // The code editor is loaded on first use.
      { timeout: 10_000 },
    )
    expect(code.closest('.cm-editor')?.querySelector('.cm-placeholder')).toHaveTextContent(
      'builder.stylesMenu.globalPlaceholder',
    )
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.common.cancel' }))
    expect(history()).toBe(before)
    expect(screen.getByText('builder.stylesMenu.noGlobals')).toBeInTheDocument()
  })

  it('renames a global style in one step, keeps its name when unchanged, and deletes it', () => {
    const store = testStore()
    const actions = siteStyleActions(store)
    expect(actions.saveGlobal('  ', 'a{}')).toEqual({ key: 'errors.style_name_missing' })
    expect(actions.saveGlobal('A', 'a{}')).toBeUndefined()
    expect(actions.saveGlobal('B', 'b{}')).toBeUndefined()
    expect(actions.saveGlobal('B', 'x{}', 'A')).toEqual({ key: 'errors.style_name_unique' })
    expect(actions.saveGlobal('A', 'a{color:red}', 'A')).toBeUndefined()
    expect(actions.saveGlobal('C', 'a{color:red}', 'A')).toBeUndefined()
    expect(store.editor.site.context.globalStyles).toEqual({
      B: { style: 'b{}' },
      C: { style: 'a{color:red}' },
    })
    actions.removeGlobal('C')
    expect(Object.keys(store.editor.site.context.globalStyles)).toEqual(['B'])
    store.editor.undo()
    store.editor.undo()
    expect(store.editor.site.context.globalStyles.A).toEqual({ style: 'a{color:red}' })
  })
})
