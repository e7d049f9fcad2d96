import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  BuiltinComponentId,
  DEFAULT_BREAKPOINT_ID,
  replaceTranslations,
} from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../../store/test-store'
import { BuilderContext } from '../../store-context'
import { behaviorEditing } from '../../behaviors/behavior-editing'
import { RightMenu } from '../right-menu'

// Typing by user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** The menu with message ids as its text, so each error shows its key. */
function mount(block: string = BuiltinComponentId.text) {
  const store = testStore()
  let id = ''
  act(() => {
    id = store.components.addBlock(block)!
  })
  const view = render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const history = () => store.editor.site.history.back.length
  const own = (property: string, pseudo: 'default' | ':hover' = 'default') =>
    store.editor.doc.component(id).style.custom[DEFAULT_BREAKPOINT_ID]?.[pseudo]?.[property]
  return { store, id, view, history, own, user: userEvent.setup() }
}

describe('the component menu', () => {
  it('shows its sections, the style panel open and Child styles closed, and remembers a toggle', async () => {
    const { store, user } = mount()
    expect(
      screen.getByRole('button', { name: /^builder.stylePanel.section.layout/ }),
    ).toHaveAttribute('aria-expanded', 'true')
    const child = screen.getByRole('button', { name: /^builder.childStyles.title/ })
    expect(child).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('builder.component.name')).toBeInTheDocument()
    expect(screen.getByText('builder.component.tag')).toBeInTheDocument()
    expect(screen.getByText('builder.component.role')).toBeInTheDocument()
    expect(screen.getByText('builder.component.content')).toBeInTheDocument()
    await user.click(child)
    expect(child).toHaveAttribute('aria-expanded', 'true')
    expect(store.view.toEditorState().componentMenuCollapses).toEqual({ childStyles: false })
  })

  it('renames in the EditName tab state', async () => {
    const { store, id, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.component.rename' }))
    const input = screen.getByRole('textbox', { name: 'builder.component.name' })
    await user.clear(input)
    await user.type(input, 'Intro{Enter}')
    expect(store.editor.doc.component(id).name).toBe('Intro')
  })

  it('edits the content in the EditContent tab state as one step', async () => {
    const { store, id, history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.component.editContent' }))
    const area = screen.getByRole('textbox', { name: 'builder.component.content' })
    await user.clear(area)
    await user.type(area, 'Hello there')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.doc.component(id).content).toBe('Hello there')
    expect(history()).toBe(before + 1)
  })

  it("shows a translated text, not its key, and edits the canvas language's entry", async () => {
    const { store, id, user } = mount()
    act(() => {
      store.editor.run(
        replaceTranslations(store.editor.doc, { en: { title: 'Fresh bread' }, 'zh-tw': {} }),
      )
      store.components.setContent(id, '${title}')
      store.view.setLanguage('zh-tw')
    })
    const preview = await screen.findByText('Fresh bread')
    expect(preview.tagName).toBe('OUTPUT')
    expect(screen.queryByText('${title}')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'builder.component.editContent' }))
    const area = screen.getByRole('textbox', { name: 'builder.component.content' })
    expect(area).toHaveValue('Fresh bread')
    await user.clear(area)
    await user.type(area, '麵包')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.doc.component(id).content).toBe('${title}')
    expect(store.editor.site.context.i18n).toEqual({
      en: { title: 'Fresh bread' },
      'zh-tw': { title: '麵包' },
    })
  })
})

describe('style rows', () => {
  it('refuse a value the CSS does not support with build.invalid_value, then save a valid one as one step', async () => {
    const { history, own, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    // The editor replaces the whole menu.
    expect(screen.queryByText('builder.component.title')).toBeNull()
    await user.type(screen.getByRole('combobox', { name: 'builder.style.property' }), 'color')
    await user.type(screen.getByRole('textbox', { name: 'builder.style.value' }), 'not-a-colour')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    expect(history()).toBe(before)

    const value = screen.getByRole('textbox', { name: 'builder.style.value' })
    await user.clear(value)
    await user.type(value, 'rebeccapurple{Enter}')
    expect(own('color')).toBe('rebeccapurple')
    expect(history()).toBe(before + 1)
    expect(screen.getByText('builder.component.title')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^color:\s*rebeccapurple$/ })).toBeInTheDocument()
  })

  it('need a property', async () => {
    const { history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.type(screen.getByRole('textbox', { name: 'builder.style.value' }), 'red')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    expect(history()).toBe(before)
  })

  it('drop a blank new row on save and on cancel', async () => {
    const { history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByText('builder.component.title')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.click(screen.getByRole('button', { name: 'builder.common.cancel' }))
    expect(history()).toBe(before)
    expect(screen.getAllByText('builder.style.none').length).toBeGreaterThan(0)
  })

  it('go into the chosen state: a hover row', async () => {
    const { store, own, user } = mount()
    act(() => store.view.setPseudoClass(':hover'))
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.type(screen.getByRole('combobox', { name: 'builder.style.property' }), 'color')
    await user.type(screen.getByRole('textbox', { name: 'builder.style.value' }), 'red{Enter}')
    expect(own('color', ':hover')).toBe('red')
    expect(own('color')).toBeUndefined()
  })

  it('offer a select list for an enumerated property', async () => {
    const { own, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.type(screen.getByRole('combobox', { name: 'builder.style.property' }), 'display')
    const select = screen.getByRole('combobox', { name: 'builder.style.value' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['block', 'flex', 'grid', 'inline', 'inline-block', 'none'])
    await user.selectOptions(select, 'grid')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(own('display')).toBe('grid')
  })

  it('edit a row in place of the menu and remove it when emptied', async () => {
    const { own, history, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.type(screen.getByRole('combobox', { name: 'builder.style.property' }), 'color')
    await user.type(screen.getByRole('textbox', { name: 'builder.style.value' }), 'red{Enter}')
    const before = history()
    await user.click(screen.getByRole('button', { name: /^color:\s*red$/ }))
    const property = screen.getByRole('combobox', { name: 'builder.style.property' })
    await user.clear(property)
    await user.clear(screen.getByRole('textbox', { name: 'builder.style.value' }))
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(own('color')).toBeUndefined()
    expect(history()).toBe(before + 1)
  })
})

/** The suggestions a component-id field's datalist holds: [id, name] each. */
function suggested(field: HTMLElement) {
  return [...document.querySelectorAll(`#${CSS.escape(field.getAttribute('list')!)} option`)].map(
    (option) => [option.getAttribute('value'), option.textContent],
  )
}

/** A container with a text inside it, the container selected and its Child styles open. */
async function mountWithChild() {
  const mounted = mount(BuiltinComponentId.containerVertical)
  let child = ''
  act(() => {
    child = mounted.store.components.addBlock(BuiltinComponentId.text)!
    mounted.store.view.select(mounted.id)
  })
  await mounted.user.click(screen.getByRole('button', { name: /^builder.childStyles.title/ }))
  return { ...mounted, child }
}

describe('reusable styles and child styles', () => {
  it('need a name: Style must have a name (errors.style_name_missing)', async () => {
    const { store, id, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.mixins.new' }))
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.style_name_missing')
    await user.type(screen.getByRole('textbox', { name: 'builder.mixins.name' }), 'Accent')
    await user.click(screen.getByRole('button', { name: 'builder.style.add' }))
    await user.type(screen.getByRole('combobox', { name: 'builder.style.property' }), 'color')
    await user.type(screen.getByRole('textbox', { name: 'builder.style.value' }), 'bogus{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    const value = screen.getByRole('textbox', { name: 'builder.style.value' })
    await user.clear(value)
    await user.type(value, 'teal{Enter}')
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    const mixins = store.editor.doc.component(id).style.mixins ?? []
    const accent = store.editor.site.context.styles[mixins[mixins.length - 1]!]
    expect(accent?.name).toBe('Accent')
    expect(accent?.breakpoints[DEFAULT_BREAKPOINT_ID]?.default).toEqual({ color: 'teal' })
    expect(screen.getByText('Accent')).toBeInTheDocument()
  })

  it('warn in red about a child selector that no longer matches, and delete it', async () => {
    const { store, id, user, child } = await mountWithChild()
    await user.type(screen.getByRole('combobox', { name: 'builder.childStyles.selector' }), child)
    await user.click(screen.getByRole('button', { name: 'builder.childStyles.add' }))
    await user.type(screen.getByRole('combobox', { name: 'builder.style.property' }), 'color')
    await user.type(screen.getByRole('textbox', { name: 'builder.style.value' }), 'red{Enter}')
    expect(store.editor.doc.component(id).style.overrides?.[child]).toBeDefined()
    expect(screen.queryByText('builder.childStyles.missing')).toBeNull()

    act(() => {
      store.components.remove(child)
      store.view.select(id)
    })
    expect(screen.getByText('builder.childStyles.missing')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'builder.childStyles.deleteShort' }))
    expect(store.editor.doc.component(id).style.overrides?.[child]).toBeUndefined()
  })

  it('suggest the descendants matching the typed selector while the field has focus', async () => {
    const { store, user, child } = await mountWithChild()
    const field = screen.getByRole('combobox', { name: 'builder.childStyles.selector' })
    const options = () => suggested(field)
    expect(options()).toEqual([])
    await user.click(field)
    const name = store.editor.doc.component(child).name
    expect(options()).toEqual([[child, name]])
    await user.type(field, 'no such component')
    expect(options()).toEqual([])
    await user.clear(field)
    await user.type(field, name.toUpperCase())
    expect(options()).toEqual([[child, name]])
    await user.tab()
    expect(options()).toEqual([])
  })

  it('reorder and remove mixins by keyboard', async () => {
    const { store, id, user } = mount()
    const before = [...(store.editor.doc.component(id).style.mixins ?? [])]
    await user.click(screen.getByRole('button', { name: 'builder.mixins.new' }))
    await user.type(screen.getByRole('textbox', { name: 'builder.mixins.name' }), 'Loud{Enter}')
    const loud = store.editor.doc.component(id).style.mixins!.at(-1)!
    const ups = screen.getAllByRole('button', { name: 'builder.mixins.moveUp' })
    ups.at(-1)!.focus()
    await user.keyboard('{Enter}')
    expect(store.editor.doc.component(id).style.mixins).toEqual(
      before.length > 0 ? [...before.slice(0, -1), loud, before.at(-1)] : [loud],
    )
    const removes = screen.getAllByRole('button', { name: 'builder.mixins.remove' })
    for (const button of removes) await user.click(button)
    expect(store.editor.doc.component(id).style.mixins ?? []).toEqual([])

    // Used again from the list: choosing alone adds nothing, Add does.
    const pick = screen.getByRole('combobox', { name: 'builder.mixins.add' })
    await user.selectOptions(pick, 'Loud')
    expect(store.editor.doc.component(id).style.mixins ?? []).toEqual([])
    await user.click(
      within(pick.parentElement!).getByRole('button', { name: 'builder.common.add' }),
    )
    expect(store.editor.doc.component(id).style.mixins).toEqual([loud])
  })
})

describe('the state section', () => {
  it('toggles hide directly and turns the text true into a boolean', async () => {
    const { store, id, user } = mount()
    await user.click(screen.getByRole('checkbox', { name: 'builder.state.hide' }))
    expect(store.editor.doc.component(id).state?.hide).toBe(true)
    await user.type(screen.getByRole('textbox', { name: 'builder.state.key' }), 'open')
    await user.type(screen.getByRole('textbox', { name: 'builder.state.value' }), 'true{Enter}')
    expect(store.editor.doc.component(id).state?.open).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: 'open' }))
    expect(store.editor.doc.component(id).state?.open).toBe(false)
  })
})

describe('inputs', () => {
  it('need a name (errors.input_name_length); a value is checked by type and an invalid one is not saved on Enter', async () => {
    const { store, id, history, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.inputs.add' }))
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.input_name_length')
    await user.type(screen.getByRole('textbox', { name: 'builder.inputs.name' }), 'count')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.inputs.type' }),
      'number',
    )
    await user.type(screen.getByRole('textbox', { name: 'builder.inputs.default' }), 'three')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    const def = screen.getByRole('textbox', { name: 'builder.inputs.default' })
    await user.clear(def)
    await user.type(def, '3{Enter}')
    expect(store.editor.doc.component(id).inputs?.count).toEqual({
      name: 'count',
      type: 'number',
      default: 3,
    })

    const before = history()
    const value = screen.getByRole('textbox', { name: /^count/ })
    await user.type(value, 'x5{Enter}')
    expect(value).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    expect(history()).toBe(before)
    await user.clear(value)
    await user.type(value, '5{Enter}')
    expect(store.editor.doc.component(id).inputs?.count?.is).toBe(5)
    expect(history()).toBe(before + 1)
  })

  it('toggle a boolean input directly', async () => {
    const { store, id, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.inputs.add' }))
    await user.type(screen.getByRole('textbox', { name: 'builder.inputs.name' }), 'open')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.inputs.type' }),
      'boolean',
    )
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    await user.click(screen.getByRole('checkbox', { name: 'open' }))
    expect(store.editor.doc.component(id).inputs?.open?.is).toBe(true)
  })
})

describe('events', () => {
  it('start periodic at 1000 and scrollIntoView at 0% and down; a name used twice is errors.event_type_unique', async () => {
    const { store, id, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.events.add' }))
    const name = screen.getByRole('combobox', { name: 'builder.events.name' })
    await user.selectOptions(name, 'periodic')
    expect(screen.getByRole('textbox', { name: 'builder.events.interval' })).toHaveValue('1000')
    await user.selectOptions(name, 'scrollIntoView')
    expect(screen.getByRole('textbox', { name: 'builder.events.margin' })).toHaveValue('0%')
    expect(screen.getByRole('combobox', { name: 'builder.events.direction' })).toHaveValue('down')
    await user.selectOptions(name, 'click')
    const behaviors = screen.getByRole('combobox', { name: 'builder.events.addBehavior' })
    await user.selectOptions(behaviors, 'global-b-toggleHidden')
    await user.click(
      within(behaviors.parentElement!).getByRole('button', { name: 'builder.common.add' }),
    )
    await user.type(screen.getByRole('textbox', { name: /^id/ }), 'some-id')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    const click = store.editor.doc.component(id).events?.click
    expect(click?.behaviors).toEqual([
      { behaviorId: expect.any(String) as string, args: { id: 'some-id' } },
    ])
    expect(store.editor.site.context.behaviors[click!.behaviors[0]!.behaviorId]).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'builder.events.add' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'builder.events.name' }), 'click')
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(screen.getByRole('alert')).toHaveTextContent('errors.event_type_unique')
  })
  it('take a component argument by id, suggesting the page’s components by id or name while focused, and tell an unknown id once left', async () => {
    const { store, id, user } = mount()
    let behaviorId = ''
    act(() => {
      const saved = behaviorEditing(store).save('', {
        name: 'Reveal',
        code: 'helpers.show(args.target)',
        args: [{ name: 'target', type: 'component', defaultText: '', help: '' }],
      })
      behaviorId = saved && 'id' in saved ? saved.id : ''
      store.view.select(id)
    })
    const name = store.editor.doc.component(id).name
    await user.click(screen.getByRole('button', { name: 'builder.events.add' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'builder.events.name' }), 'click')
    const behaviors = screen.getByRole('combobox', { name: 'builder.events.addBehavior' })
    await user.selectOptions(behaviors, 'Reveal')
    await user.click(
      within(behaviors.parentElement!).getByRole('button', { name: 'builder.common.add' }),
    )
    const field = screen.getByRole('combobox', { name: /^target/ })
    const options = () => suggested(field)
    expect(options()).toEqual([])
    await user.type(field, name.toUpperCase())
    expect(options()).toEqual([[id, name]])
    await user.clear(field)
    await user.type(field, 'no-such-id')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.tab()
    expect(screen.getByRole('alert')).toHaveTextContent('builder.events.unknownComponent')
    await user.clear(field)
    await user.type(field, id)
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.doc.component(id).events?.click?.behaviors).toEqual([
      { behaviorId, args: { target: id } },
    ])
  })

  it('show each argument’s default where its field is left empty, and its help as the description', async () => {
    const { store, id, user } = mount()
    act(() => {
      behaviorEditing(store).save('', {
        name: 'Announce',
        code: 'helpers.setContent(args.target, args.text)',
        args: [
          { name: 'text', type: 'string', defaultText: 'Clicked!', help: 'The text shown' },
          { name: 'times', type: 'number', defaultText: '3', help: '' },
          { name: 'loud', type: 'boolean', defaultText: 'true', help: 'Shout it' },
          { name: 'page', type: 'location', defaultText: '/home', help: '' },
          { name: 'tags', type: 'string[]', defaultText: 'a, b', help: '' },
          { name: 'none', type: 'string', defaultText: '', help: 'Nothing by default' },
        ],
      })
      store.view.select(id)
    })
    await user.click(screen.getByRole('button', { name: 'builder.events.add' }))
    const behaviors = screen.getByRole('combobox', { name: 'builder.events.addBehavior' })
    await user.selectOptions(behaviors, 'Announce')
    await user.click(
      within(behaviors.parentElement!).getByRole('button', { name: 'builder.common.add' }),
    )
    const text = screen.getByRole('textbox', { name: /^text/ })
    expect(text).toHaveValue('')
    expect(text).toHaveAttribute('placeholder', 'Clicked!')
    expect(text).toHaveAccessibleDescription('The text shown')
    expect(screen.getByRole('textbox', { name: /^times/ })).toHaveAttribute('placeholder', '3')
    const loud = screen.getByRole('checkbox', { name: 'loud' })
    expect(loud).toBeChecked()
    expect(loud).toHaveAccessibleDescription('Shout it')
    const page = screen.getByRole('combobox', { name: /^page/ })
    expect(page).toHaveValue('')
    expect(within(page).getAllByRole('option')[0]).toHaveTextContent('builder.events.argDefault')
    expect(screen.getByRole('textbox', { name: /^tags/ })).toHaveAttribute('placeholder', 'a, b')
    const none = screen.getByRole('textbox', { name: /^none/ })
    expect(none).not.toHaveAttribute('placeholder', 'Nothing by default')
    expect(none).toHaveAccessibleDescription('Nothing by default')
    // Left empty, the call passes no value: the default applies on the published page.
    await user.click(screen.getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.doc.component(id).events?.click?.behaviors[0]?.args).toBeUndefined()
  })
})

describe('editor events', () => {
  it('attach and detach behaviours to the five editor events', async () => {
    const { store, id, user } = mount()
    for (const name of [
      'OnSelfAdded',
      'OnPageAdd',
      'OnPageRemove',
      'OnPageChange',
      'OnIsInputChange',
    ]) {
      // Shown by its translated name, with the id as its tooltip.
      expect(screen.getByText(`builder.names.editorEvent.${name}`)).toHaveAttribute('title', name)
    }
    const selects = screen.getAllByRole('combobox', { name: 'builder.editorEvents.add' })
    await user.selectOptions(selects[2]!, 'global-b-stopClick')
    expect(store.editor.doc.component(id).editorEvents?.OnPageRemove).toBeUndefined()
    await user.click(
      within(selects[2]!.parentElement!).getByRole('button', { name: 'builder.common.add' }),
    )
    expect(store.editor.doc.component(id).editorEvents?.OnPageRemove?.behaviors).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'builder.events.removeBehavior' }))
    expect(store.editor.doc.component(id).editorEvents?.OnPageRemove).toBeUndefined()
  })
})
