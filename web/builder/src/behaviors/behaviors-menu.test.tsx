import '@testing-library/jest-dom/vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import {
  BuiltinBehaviorId,
  BuiltinComponentId,
  builtinBehavior,
  createSite,
  setEvent,
} from '@tessera/site-format'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { BehaviorsMenu } from '../menus/behaviors-menu'
import { runAction } from '../actions/registry'
import { BEHAVIOR_DRAFT_KEY, behaviorEditing, type SavedBehaviorDraft } from './behavior-editing'
import { draftOf } from './behavior-draft'

vi.setConfig({ testTimeout: 30_000 })

/** The behaviour menu, with message ids as its text, so each error shows its key. */
function mount() {
  const site = createSite('Test Site')
  site.context.behaviors[BuiltinBehaviorId.toggleHidden] = builtinBehavior(
    BuiltinBehaviorId.toggleHidden,
  )!
  site.context.behaviors['test-site-b-90'] = {
    id: 'test-site-b-90',
    name: 'Greet',
    code: 'helpers.setContent(args.target, args.text)',
    args: {
      loud: { name: 'loud', type: 'boolean', default: false, help: 'Shout' },
      text: { name: 'text', type: 'string', default: 'Hi', help: '' },
    },
  }
  const store = testStore(site)
  act(() => store.view.toggleMenu('behaviors'))
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <BehaviorsMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const history = () => store.editor.site.history.back.length
  const behaviors = () => store.editor.site.context.behaviors
  return { store, history, behaviors, user: userEvent.setup() }
}

// The modal is loaded on first use.
const dialog = () => screen.findByRole('dialog', {}, { timeout: 10_000 })
const argName = () => screen.getByRole('textbox', { name: 'builder.behaviors.arg.name' })

describe('the behaviour menu', () => {
  it('lists the behaviours with edit, built-in ones with view, and a new button (n)', async () => {
    const { store, user } = mount()
    const list = screen.getByRole('list', { name: 'builder.menu.behaviors' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Greet', expect.stringContaining('builder.behaviors.builtin')])
    expect(screen.getByRole('button', { name: 'builder.behaviors.edit' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'builder.behaviors.view' })).toBeInTheDocument()
    act(() => void runAction(store, 'behaviors.new'))
    expect(behaviorEditing(store).editing).toBe('')
    expect(await dialog()).toHaveAccessibleName('builder.behaviors.newTitle')
    await user.click(screen.getByRole('button', { name: 'builder.common.cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a built-in behaviour read-only: no Save, no Delete, its code not editable', async () => {
    const { user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.view' }))
    const modal = await dialog()
    expect(within(modal).getByRole('textbox', { name: 'builder.behaviors.name' })).toHaveAttribute(
      'readonly',
    )
    expect(within(modal).queryByRole('button', { name: 'builder.common.save' })).toBeNull()
    expect(within(modal).queryByRole('button', { name: 'builder.behaviors.delete' })).toBeNull()
    expect(within(modal).queryByRole('button', { name: /builder.behaviors.arg.add/ })).toBeNull()
    const code = within(modal).getByRole('textbox', { name: 'builder.behaviors.code' })
    expect(code).toHaveAttribute('aria-readonly', 'true')
    expect(code.textContent).toContain("helpers.requireArgs(args, ['id'])")
  })

  it('needs a behaviour name (builder.behaviors.nameRequired)', async () => {
    const { user, history } = mount()
    await user.click(screen.getByRole('button', { name: /builder.behaviors.new/ }))
    await dialog()
    const before = history()
    expect(screen.queryByRole('button', { name: 'builder.behaviors.delete' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('builder.behaviors.nameRequired')
    expect(history()).toBe(before)
  })

  it('needs an arg name (errors.arg_name_missing) and refuses a duplicate (errors.arg_name)', async () => {
    const { user, behaviors, history } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.edit' }))
    await dialog()
    await user.click(screen.getByRole('button', { name: /builder.behaviors.arg.add/ }))
    expect(argName()).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.arg_name_missing')
    await user.type(argName(), 'text')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.arg_name')
    await user.clear(argName())
    await user.type(argName(), 'target')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.queryByRole('alert')).toBeNull()
    // Renaming an arg to its own name, or to a free one, is fine.
    await user.click(screen.getAllByRole('button', { name: 'builder.behaviors.arg.edit' })[1]!)
    expect(argName()).toHaveValue('text')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.queryByRole('alert')).toBeNull()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(Object.keys(behaviors()['test-site-b-90']!.args!)).toEqual(['loud', 'text', 'target'])
    expect(history()).toBe(before + 1)
  })

  it('shows Boolean defaults as true or false and stores them as booleans', async () => {
    const { user, behaviors } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.edit' }))
    const modal = await dialog()
    expect(within(modal).getByText('builder.behaviors.argType.boolean = false')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'builder.behaviors.arg.edit' })[0]!)
    const field = screen.getByRole('combobox', { name: 'builder.behaviors.arg.default' })
    expect(field).toHaveValue('false')
    expect([...field.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'builder.behaviors.arg.noDefault',
      'true',
      'false',
    ])
    await user.selectOptions(field, 'true')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(within(modal).getByText('builder.behaviors.argType.boolean = true')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(behaviors()['test-site-b-90']!.args!.loud!.default).toBe(true)
  })

  it('refuses a default that does not fit a Number arg', async () => {
    const { user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.edit' }))
    await dialog()
    await user.click(screen.getByRole('button', { name: /builder.behaviors.arg.add/ }))
    await user.type(argName(), 'count')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.behaviors.arg.type' }),
      'number',
    )
    await user.type(screen.getByRole('textbox', { name: 'builder.behaviors.arg.default' }), 'abc')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.getByRole('alert')).toHaveTextContent('builder.behaviors.arg.defaultInvalid')
  })

  it('asks before deleting an unused behaviour, then deletes it as one undo step', async () => {
    const { store, user, behaviors, history } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.edit' }))
    await dialog()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.delete' }))
    const confirm = screen.getByRole('dialog', { name: 'builder.behaviors.deleteTitle' })
    expect(confirm).toHaveTextContent('builder.behaviors.deleteUnused')
    // Cancel is the first choice and keeps the behaviour and its modal.
    expect(within(confirm).getByRole('button', { name: 'builder.common.cancel' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'builder.common.cancel' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(behaviors()['test-site-b-90']).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.delete' }))
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.deleteConfirm' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(behaviors()['test-site-b-90']).toBeUndefined()
    expect(history()).toBe(before + 1)
    act(() => store.editor.undo())
    expect(behaviors()['test-site-b-90']?.name).toBe('Greet')
  })

  it('lists the events that call a behaviour before deleting it, and removes the calls with it', async () => {
    const { store, user, behaviors, history } = mount()
    const root = store.editor.site.pages['/home']!.root
    let button = ''
    act(() => {
      button = store.components.addBlock(BuiltinComponentId.button)!
    })
    const click = {
      name: 'click',
      behaviors: [
        { behaviorId: 'test-site-b-90', args: { text: 'Yo' } },
        { behaviorId: BuiltinBehaviorId.toggleHidden },
      ],
    }
    const load = { name: 'load', behaviors: [{ behaviorId: 'test-site-b-90' }] }
    act(() => {
      store.editor.run(setEvent(store.editor.doc, button, undefined, click))
      store.editor.run(setEvent(store.editor.doc, root.id, undefined, load))
    })
    const before = history()
    const name = store.editor.doc.component(button).name
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.edit' }))
    await dialog()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.delete' }))
    const confirm = screen.getByRole('dialog', { name: 'builder.behaviors.deleteTitle' })
    expect(confirm).toHaveTextContent('builder.behaviors.deleteUsed')
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((row) => row.textContent)
        .sort(),
    ).toEqual([`${root.name}load/home`, `${name}click/home`].sort())
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.deleteConfirm' }))
    expect(behaviors()['test-site-b-90']).toBeUndefined()
    expect(store.editor.doc.component(button).events?.click?.behaviors).toEqual([
      { behaviorId: BuiltinBehaviorId.toggleHidden },
    ])
    expect(store.editor.doc.component(root.id).events).toBeUndefined()
    expect(history()).toBe(before + 1)
    act(() => store.editor.undo())
    expect(behaviors()['test-site-b-90']?.name).toBe('Greet')
    expect(store.editor.doc.component(button).events).toEqual({ click })
    expect(store.editor.doc.component(root.id).events).toEqual({ load })
  })

  it('copies the open dialog draft to the editor state every 1.5 s and restores it', async () => {
    const { store, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.behaviors.edit' }))
    await dialog()
    const name = screen.getByRole('textbox', { name: 'builder.behaviors.name' })
    await user.clear(name)
    await user.type(name, 'Greeter')
    expect(store.view.extra(BEHAVIOR_DRAFT_KEY)).toBeUndefined()
    await waitFor(
      () =>
        expect(store.view.extra<SavedBehaviorDraft>(BEHAVIOR_DRAFT_KEY)?.draft.name).toBe(
          'Greeter',
        ),
      { timeout: 4000 },
    )
    expect(store.view.toEditorState()).toHaveProperty([BEHAVIOR_DRAFT_KEY, 'id'], 'test-site-b-90')
    expect(behaviorEditing(store).savedDraft('test-site-b-90')?.name).toBe('Greeter')
    await user.click(screen.getByRole('button', { name: 'builder.common.cancel' }))
    expect(store.view.extra(BEHAVIOR_DRAFT_KEY)).toBeUndefined()
  })
})

describe('behaviour saves', () => {
  it('give a new behaviour the counter’s id and move the counter past it', () => {
    const store = testStore()
    const editing = behaviorEditing(store)
    const counter = store.editor.site.context.nextId
    const namespace = store.editor.site.context.namespace
    const draft = { ...draftOf(undefined), name: 'Say', code: 'return 1' }
    const first = editing.save('', draft)
    const second = editing.save('', draft)
    expect(first).toEqual({ id: `${namespace}-b-${counter}` })
    expect(second).toEqual({ id: `${namespace}-b-${counter + 1}` })
    expect(store.editor.site.context.nextId).toBe(counter + 2)
    expect(Object.values(store.editor.site.context.behaviors).map((b) => b.name)).toEqual([
      'Say',
      'Say',
    ])
  })

  it('refuse arg problems with their row and key', () => {
    const store = testStore()
    const draft = {
      name: 'Two',
      code: '',
      args: [
        { name: 'a', type: 'string' as const, defaultText: '', help: '' },
        { name: 'a', type: 'string' as const, defaultText: '', help: '' },
      ],
    }
    expect(behaviorEditing(store).save('', draft)).toEqual({ key: 'errors.arg_name', row: 0 })
    draft.args[1]!.name = ' '
    expect(behaviorEditing(store).save('', draft)).toEqual({
      key: 'errors.arg_name_missing',
      row: 1,
    })
  })

  it('never change a built-in behaviour', () => {
    const store = testStore()
    const id = BuiltinBehaviorId.toggleHidden
    store.editor.site.context.behaviors[id] = builtinBehavior(id)!
    const before = JSON.stringify(store.editor.site.context.behaviors[id])
    expect(behaviorEditing(store).save(id, { name: 'x', code: '', args: [] })).toBeUndefined()
    behaviorEditing(store).remove(id)
    expect(JSON.stringify(store.editor.site.context.behaviors[id])).toBe(before)
  })
})
