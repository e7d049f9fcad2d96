import '@testing-library/jest-dom/vitest'
import { render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { BuildMenu } from '../menus/build-menu'
import { FileMenu } from '../menus/file-menu'
import { NewMenu } from '../menus/new-menu'
import { PagesMenu } from '../menus/pages-menu'
import { checkAssignment } from '../preferences/hotkey-assignment'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { BuiltinComponentId } from '@tessera/site-format'
import { activeScopes } from '../hotkeys/hotkey-scope'
import { treeModel } from '../tree/tree-model'
import { messageKeys } from './action'
import { actions, actionTable, runAction, scopeLabel, scopeOrder } from './registry'

/** Enter edits text where there is text and renames otherwise: one key, two actions in turn. */
const TAKING_TURNS = [['editText', 'rename']]

describe('the action registry', () => {
  it('gives every action a unique id', () => {
    const ids = actions.map((action) => action.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names every action and scope in en and in zh-tw', () => {
    const catalogues = { en, zh } as Record<string, Record<string, string>>
    for (const action of actions) {
      for (const key of messageKeys(action.label)) {
        for (const [locale, catalogue] of Object.entries(catalogues)) {
          expect(catalogue[key], `${action.id} in ${locale}: ${key}`).toBeTruthy()
        }
      }
    }
    for (const scope of scopeOrder) {
      expect(en).toHaveProperty([scopeLabel(scope).key])
      expect(zh).toHaveProperty([scopeLabel(scope).key])
    }
  })

  it('lists every scope an action uses in the Hotkeys tab', () => {
    for (const action of actions) expect(scopeOrder).toContain(action.scope)
  })

  it('never gives two actions of one scope the same default key', () => {
    const seen = new Map<string, string>()
    for (const action of actions) {
      const press = `${action.scope} ${action.key.toLowerCase()}`
      const other = seen.get(press)
      if (other !== undefined) {
        expect(TAKING_TURNS, `${other} and ${action.id} share ${press}`).toContainEqual([
          other,
          action.id,
        ])
      }
      seen.set(press, action.id)
    }
  })

  it('gives every reassignable action a default key nothing live at the same time uses', () => {
    const table = actionTable(undefined)
    for (const action of table.filter((each) => each.editable)) {
      expect(checkAssignment(table, action.id, action.key), action.id).toEqual({
        kind: 'ok',
        key: action.key,
      })
    }
  })

  it('zooms the canvas with Ctrl/Cmd + 1 and fits it with Ctrl/Cmd + 0', () => {
    const store = testStore()
    expect(actions.find((action) => action.key === '$mod+1')?.id).toBe('zoomActual')
    expect(runAction(store, 'zoomActual')).toBe(true)
    expect(store.view.scale).toBe(1)
    expect(store.view.fit).toBe(false)
    expect(actions.find((action) => action.key === '$mod+0')?.id).toBe('zoomFit')
    expect(runAction(store, 'zoomFit')).toBe(true)
    expect(store.view.fit).toBe(true)
  })

  it('moves the component of the focused tree row, and only from a tree row', () => {
    const store = testStore()
    const first = store.components.addBlock(BuiltinComponentId.text)!
    const second = store.components.addBlock(BuiltinComponentId.text)!
    const parent = store.editor.doc.component(first).parentId!
    const order = () => store.editor.doc.component(parent).children!.map((child) => child.id)
    expect(order().indexOf(second)).toBe(order().indexOf(first) + 1)
    // Not from the canvas or a field: nothing moves and the key stays the browser's.
    expect(runAction(store, 'tree.moveUp')).toBe(false)
    const row = document.createElement('div')
    row.setAttribute('role', 'treeitem')
    row.tabIndex = 0
    row.dataset.treeId = second
    document.body.append(row)
    row.focus()
    expect(activeScopes(store.view, row)[0]).toBe('tree')
    expect(runAction(store, 'tree.moveUp')).toBe(true)
    expect(order().indexOf(second)).toBe(order().indexOf(first) - 1)
    expect(treeModel(store).announcement?.key).toBe('builder.tree.moved.up')
    row.remove()
  })

  it('cycles the regions with F6 from fields too, and nothing else acts there', () => {
    const inFields = actions.filter((action) => action.inFields).map((action) => action.key)
    expect(inFields.sort()).toEqual(['F6', 'Shift+F6'])
  })

  it('says it had nothing to do for an unknown id, and runs a known one', () => {
    const store = testStore()
    expect(runAction(store, 'no.such.action')).toBe(false)
    expect(runAction(store, 'menu.history')).toBe(true)
    expect(store.view.menu).toBe('history')
  })
})

describe('menus with reassigned keys', () => {
  function mount(element: React.ReactElement) {
    const store = testStore()
    store.preferences.setHotkey('menu.pages', 'k', 'p')
    store.preferences.setHotkey('new.text', 'q', 't')
    store.preferences.setHotkey('file.export', 'w', 'e')
    store.preferences.setHotkey('pages.new', 'z', 'n')
    render(
      <IntlProvider locale="en" messages={en}>
        <BuilderContext.Provider value={store}>{element}</BuilderContext.Provider>
      </IntlProvider>,
    )
    return store
  }

  it('shows the person’s key in the build menu’s tooltip', () => {
    mount(<BuildMenu />)
    const pages = screen.getByRole('button', { name: 'Pages' })
    expect(pages).toHaveAttribute('title', 'Pages (K)')
    expect(pages).toHaveAttribute('aria-keyshortcuts', 'k')
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('title', 'History (H)')
  })

  it('shows the person’s key on New menu blocks, the File menu and the Pages menu', () => {
    mount(
      <>
        <NewMenu />
        <FileMenu />
        <PagesMenu />
      </>,
    )
    const text = screen.getByRole('button', { name: 'Text' })
    expect(text).toHaveAttribute('aria-keyshortcuts', 'q')
    expect(within(text).getByText('Q')).toBeInTheDocument()
    const exportButton = screen.getByRole('button', { name: /Export/ })
    expect(within(exportButton).getByText('W')).toBeInTheDocument()
    const newPage = screen.getByRole('button', { name: /New page/ })
    expect(newPage).toHaveAttribute('aria-keyshortcuts', 'z')
    expect(within(newPage).getByText('Z')).toBeInTheDocument()
  })
})
