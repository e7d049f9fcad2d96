import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BuiltinComponentId, DEFAULT_BREAKPOINT_ID, type PseudoClass } from '@tessera/site-format'
import { spy } from 'mobx'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { breakpointWidth } from '../store/breakpoints'
import { ComponentStyleWriter } from './shared/style-writer'
import { StylePanel } from './style-panel'
import { RightMenu } from '../panels/right-menu'

vi.setConfig({ testTimeout: 30_000 })

const MOBILE = 'breakpoint-4'

/** The panel over a new block's own style, with message ids as its text. */
function mount(block: string = BuiltinComponentId.containerVertical) {
  const store = testStore()
  let id = ''
  act(() => {
    id = store.components.addBlock(block)!
  })
  const writer = new ComponentStyleWriter(store, id)
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <StylePanel writer={writer} />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const history = () => store.editor.site.history.back.length
  const own = (property: string, pseudo: PseudoClass = 'default', bp = DEFAULT_BREAKPOINT_ID) =>
    store.editor.doc.component(id).style.custom[bp]?.[pseudo]?.[property]
  const toMobile = () =>
    act(() =>
      store.view.setBuilderWidth(
        breakpointWidth(store.editor.site.context.breakpoints[MOBILE]!, 1080),
      ),
    )
  return { store, id, history, own, toMobile, user: userEvent.setup() }
}

/** A value input by its label (with theme variables to suggest, it is a combobox). */
const input = (name: string) => screen.getByLabelText(name, { selector: 'input' })

const section = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^builder.stylePanel.section.${name}`) })

describe('the style panel', () => {
  it('shows its sections in order, named, each collapsible', async () => {
    const { user } = mount()
    const titles = screen
      .getAllByRole('button', { name: /^builder.stylePanel.section\./ })
      .map((button) => button.textContent?.replace(' builder.section.suffix', ''))
    expect(titles).toEqual([
      'builder.stylePanel.section.layout',
      'builder.stylePanel.section.spacing',
      'builder.stylePanel.section.size',
      'builder.stylePanel.section.position',
      'builder.stylePanel.section.typography',
      'builder.stylePanel.section.backgrounds',
      'builder.stylePanel.section.borders',
      'builder.stylePanel.section.effects',
    ])
    await user.click(section('size'))
    expect(section('size')).toHaveAttribute('aria-expanded', 'false')
    expect(
      screen.queryByLabelText('builder.stylePanel.size.width', { selector: 'input' }),
    ).toBeNull()
  })
})

describe('Layout', () => {
  it('writes display from its toggles, then flex controls write one step each', async () => {
    const { own, history, user } = mount()
    const before = history()
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.display.flex' }))
    expect(own('display')).toBe('flex')
    expect(history()).toBe(before + 1)
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.direction.column' }))
    expect(own('flex-direction')).toBe('column')
    // A column: the matrix's rows run along it (justify), its columns across it (align).
    await user.click(screen.getByRole('radio', { name: 'builder.stylePanel.align.bottom-right' }))
    expect(own('justify-content')).toBe('flex-end')
    expect(own('align-items')).toBe('flex-end')
    expect(history()).toBe(before + 3)
    expect(
      screen.getByRole('radio', { name: 'builder.stylePanel.align.bottom-right' }),
    ).toBeChecked()
  })

  it('turns a grid column count into equal tracks and refuses a bad template', async () => {
    const { own, user } = mount()
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.display.grid' }))
    const columns = screen.getByRole('textbox', { name: 'builder.stylePanel.grid.columns' })
    await user.type(columns, '3')
    expect(own('grid-template-columns')).toBe('repeat(3, 1fr)')
    await user.clear(columns)
    await user.type(columns, '1fr ;')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    expect(own('grid-template-columns')).toBe('1fr')
  })
})

describe('Size', () => {
  it('types a number with the unit chosen, folds the typing into one step and refuses bad values', async () => {
    const { own, history, user } = mount()
    const before = history()
    const width = input('builder.stylePanel.size.width')
    // The block's reusable style gives it a width.
    expect(width).toHaveValue('100')
    expect(width).toHaveAccessibleDescription('builder.stylePanel.source.mixin')
    await user.clear(width)
    await user.type(width, '120')
    // The unit stays the one shown (the reusable style's %).
    expect(own('width')).toBe('120%')
    expect(history()).toBe(before + 1)
    const unit = within(width.parentElement!).getByRole('combobox', {
      name: 'builder.style.unitOf',
    })
    await user.selectOptions(unit, 'px')
    expect(own('width')).toBe('120px')
    await user.selectOptions(unit, 'auto')
    expect(own('width')).toBe('auto')
    await user.clear(width)
    await user.type(width, '12zz')
    expect(width).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    expect(own('width')).toBe('12px')
  })

  it('takes keywords and theme variables', async () => {
    const { own, user } = mount()
    const width = input('builder.stylePanel.size.maxWidth')
    await user.type(width, 'none')
    expect(own('max-width')).toBe('none')
    await user.clear(width)
    await user.type(width, '${{size-title}')
    expect(own('max-width')).toBe('${size-title}')
  })

  it('renders only the field typed into, and follows a theme change in every field', async () => {
    const { store, user } = mount()
    const width = input('builder.stylePanel.size.width')
    const suggested = () =>
      [...document.querySelectorAll(`#${CSS.escape(width.getAttribute('list') ?? '')} option`)].map(
        (option) => option.getAttribute('value'),
      )
    // Each value field is an observer: MobX runs its reaction when what it read changed.
    const fieldReactions: string[] = []
    const stop = spy((event) => {
      if (event.type === 'reaction' && event.name.includes('ValueInput'))
        fieldReactions.push(event.name)
    })
    await user.type(width, '40')
    stop()
    // The Width field alone (its value, its source) for each key; the panel holds about twenty
    // more value fields, which stay as they are.
    expect(fieldReactions.length).toBeLessThanOrEqual(2 * '40'.length)
    expect(suggested()).not.toContain('${size-brand-new}')
    act(() => {
      store.editor.run({ type: 'addTV', data: { key: 'size-brand-new', value: '12px' } })
    })
    expect(suggested()).toContain('${size-brand-new}')
  })

  it('shows a wider breakpoint’s value as inherited, its source, and resets a value set here', async () => {
    const { own, toMobile, user } = mount()
    const width = input('builder.stylePanel.size.width')
    await user.clear(width)
    await user.type(width, '300')
    await user.click(document.body)
    const label = () => screen.getByText('builder.stylePanel.size.width', { selector: 'label' })
    expect(label()).toHaveAttribute('data-source', 'here')
    toMobile()
    expect(width).toHaveValue('300')
    expect(label()).toHaveAttribute('data-source', 'breakpoint')
    expect(width).toHaveAccessibleDescription('builder.stylePanel.source.breakpoint')
    expect(
      screen.queryByRole('button', { name: 'builder.stylePanel.reset' }),
    ).not.toBeInTheDocument()
    await user.clear(width)
    await user.type(width, '100')
    expect(own('width', 'default', MOBILE)).toBe('100%')
    expect(own('width')).toBe('300%')
    expect(label()).toHaveAttribute('data-source', 'here')
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.reset' }))
    expect(own('width', 'default', MOBILE)).toBeUndefined()
    expect(width).toHaveValue('300')
  })

  it('scrubs on its label live on the canvas only, and records one step on release', async () => {
    const { own, history, store } = mount()
    const before = history()
    const label = screen.getByText('builder.stylePanel.size.height', { selector: 'label' })
    fireEvent.pointerDown(label, { clientX: 100, button: 0, pointerId: 1 })
    for (const x of [110, 120, 140]) {
      fireEvent.pointerMove(label, { clientX: x, pointerId: 1 })
      await act(() => new Promise((resolve) => setTimeout(resolve, 40)))
    }
    expect(history()).toBe(before)
    expect(input('builder.stylePanel.size.height')).toHaveValue('40')
    fireEvent.pointerUp(label, { clientX: 140, pointerId: 1 })
    expect(history()).toBe(before + 1)
    expect(own('height')).toBe('40px')
    act(() => void store.editor.undo())
    expect(own('height')).toBeUndefined()
  })
})

describe('Spacing', () => {
  it('edits one side, Alt both sides of an axis, Shift all four', async () => {
    const { own, history, user } = mount()
    const top = input('builder.stylePanel.spacing.padding-top')
    await user.click(top)
    await user.type(top, '8')
    expect(own('padding-top')).toBe('8px')
    expect(own('padding-bottom')).toBeUndefined()
    const before = history()
    const left = input('builder.stylePanel.spacing.padding-left')
    await user.click(left)
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(own('padding-left')).toBe('1px')
    expect(own('padding-right')).toBe('1px')
    expect(own('padding-top')).toBe('8px')
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
    for (const side of ['top', 'right', 'bottom', 'left']) {
      expect(own(`margin-${side}`)).toBeUndefined()
      expect(own(`padding-${side}`)).toBe('11px')
    }
    expect(history()).toBe(before + 2)
  })

  it('splits a margin shorthand set here when one side changes', async () => {
    const { store, id, own, user } = mount()
    act(() => void store.components.setStyle(id, 'margin', '4px 8px'))
    const right = input('builder.stylePanel.spacing.margin-right')
    expect(right).toHaveValue('8px')
    await user.click(right)
    await user.clear(right)
    await user.type(right, '20')
    expect(own('margin')).toBeUndefined()
    expect(own('margin-top')).toBe('4px')
    expect(own('margin-right')).toBe('20px')
    expect(own('margin-left')).toBe('8px')
  })
})

describe('Typography', () => {
  it('refuses a font size outside 2–999 and writes the hover state when hover is chosen', async () => {
    const { store, own, user } = mount(BuiltinComponentId.text)
    const size = input('builder.stylePanel.typography.size')
    await user.clear(size)
    await user.type(size, '1')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    await user.type(size, '8')
    expect(own('font-size')).toBe('18px')
    await user.click(document.body)
    act(() => store.view.setPseudoClass(':hover'))
    const label = screen.getByText('builder.stylePanel.typography.size', { selector: 'label' })
    expect(label).toHaveAttribute('data-source', 'state')
    await user.clear(size)
    await user.type(size, '24')
    expect(own('font-size', ':hover')).toBe('24px')
    expect(own('font-size')).toBe('18px')
  })

  it('offers only the weights the font has', async () => {
    const { user } = mount(BuiltinComponentId.text)
    const family = screen.getByRole('combobox', {
      name: 'builder.stylePanel.typography.fontFamily',
    })
    await user.selectOptions(family, 'Arial')
    const weight = screen.getByRole('combobox', { name: 'builder.stylePanel.typography.weight' })
    expect(within(weight).getAllByRole('option')).toHaveLength(10)
  })

  it('adds a Google font to the theme in the same step, and offers its weights', async () => {
    const { store, own, history, user } = mount(BuiltinComponentId.text)
    const before = history()
    const family = screen.getByRole('combobox', {
      name: 'builder.stylePanel.typography.fontFamily',
    })
    await user.selectOptions(family, 'google:Roboto')
    expect(own('font-family')).toBe('Roboto')
    expect(store.editor.site.context.theme.fonts.Roboto).toEqual({
      source: 'google',
      name: 'Roboto',
      fallback: 'sans-serif',
    })
    expect(history()).toBe(before + 1)
    const weight = screen.getByRole('combobox', { name: 'builder.stylePanel.typography.weight' })
    // Not set, then 300 to 700.
    expect(within(weight).getAllByRole('option')).toHaveLength(6)
    act(() => void store.editor.undo())
    expect(store.editor.site.context.theme.fonts.Roboto).toBeUndefined()
  })

  it('opens the colour picker with theme swatches; a swatch writes the variable', async () => {
    const { own, user } = mount(BuiltinComponentId.text)
    const button = screen.getByRole('button', { name: 'builder.stylePanel.typography.color' })
    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'builder.stylePanel.color.choose' })
    await user.click(within(dialog).getByRole('button', { name: 'color-primary' }))
    expect(own('color')).toBe('${color-primary}')
    expect(
      screen.getByText('builder.stylePanel.typography.color', { selector: 'span' }),
    ).toHaveAttribute('data-source', 'here')
    // The picker stays open for another pick, and a press elsewhere closes it.
    expect(dialog).toBeInTheDocument()
    await user.click(input('builder.stylePanel.typography.lineHeight'))
    expect(screen.queryByRole('dialog', { name: 'builder.stylePanel.color.choose' })).toBeNull()
    expect(input('builder.stylePanel.typography.lineHeight')).toHaveFocus()
  })
})

describe('Position', () => {
  it('shows offsets once the box is placed, and takes a negative z-index', async () => {
    const { own, user } = mount()
    await user.click(section('position'))
    expect(
      screen.queryByLabelText('builder.stylePanel.position.top', { selector: 'input' }),
    ).toBeNull()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.stylePanel.position.position' }),
      'absolute',
    )
    expect(own('position')).toBe('absolute')
    await user.type(input('builder.stylePanel.position.top'), '-10')
    expect(own('top')).toBe('-10px')
    await user.type(input('builder.stylePanel.position.zIndex'), '-1')
    expect(own('z-index')).toBe('-1')
  })
})

describe('Backgrounds', () => {
  it('sets the background colour from a theme swatch and edits a gradient layer', async () => {
    const { own, history, user } = mount()
    await user.click(section('backgrounds'))
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.backgrounds.color' }))
    await user.click(screen.getByRole('button', { name: 'color-secondary' }))
    expect(own('background-color')).toBe('${color-secondary}')
    const before = history()
    await user.click(
      screen.getByRole('button', { name: 'builder.stylePanel.backgrounds.addLinear' }),
    )
    expect(own('background-image')).toBe('linear-gradient(180deg, #ffffff 0%, #000000 100%)')
    expect(history()).toBe(before + 1)
    const stops = screen.getAllByLabelText('builder.stylePanel.backgrounds.stopAt')
    await user.clear(stops[1]!)
    await user.type(stops[1]!, '80%')
    expect(own('background-image')).toBe('linear-gradient(180deg, #ffffff 0%, #000000 80%)')
    await user.type(stops[1]!, 'x')
    expect(stops[1]).toHaveAttribute('aria-invalid', 'true')
    expect(own('background-image')).toBe('linear-gradient(180deg, #ffffff 0%, #000000 80%)')
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.backgrounds.remove' }))
    expect(own('background-image')).toBeUndefined()
    expect(own('background-size')).toBeUndefined()
  })
})

describe('Borders', () => {
  it('sets the radius of all corners or of one, and a side’s width, style and colour', async () => {
    const { own, user } = mount()
    await user.click(section('borders'))
    await user.type(input('builder.stylePanel.borders.radius'), '8')
    expect(own('border-radius')).toBe('8px')
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.borders.each' }))
    const corner = input('builder.stylePanel.borders.corner.top-left')
    expect(corner).toHaveValue('8')
    await user.clear(corner)
    await user.type(corner, '2')
    expect(own('border-radius')).toBeUndefined()
    expect(own('border-top-left-radius')).toBe('2px')
    expect(own('border-bottom-right-radius')).toBe('8px')
    // An example in plain numbers while empty, not a CSS keyword.
    expect(input('builder.stylePanel.borders.width')).toHaveAttribute(
      'placeholder',
      'builder.stylePanel.borders.widthHint',
    )
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.borders.side.top' }))
    await user.type(input('builder.stylePanel.borders.width'), '3')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.stylePanel.borders.style' }),
      'dashed',
    )
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.borders.color' }))
    await user.click(screen.getByRole('button', { name: 'color-border' }))
    expect(own('border-top-width')).toBe('3px')
    expect(own('border-top-style')).toBe('dashed')
    expect(own('border-top-color')).toBe('${color-border}')
  })
})

describe('a stored border shorthand', () => {
  it('shows in the Borders section and is split when one side changes', async () => {
    const { store, id, own, user } = mount()
    act(() => {
      store.components.setStyle(id, 'border', '1px solid #cccccc')
    })
    await user.click(section('borders'))
    expect(input('builder.stylePanel.borders.width')).toHaveValue('1')
    expect(screen.getByRole('combobox', { name: 'builder.stylePanel.borders.style' })).toHaveValue(
      'solid',
    )
    // The width typed over keeps the shorthand: every side still agrees.
    await user.type(input('builder.stylePanel.borders.width'), '2', {
      initialSelectionStart: 0,
      initialSelectionEnd: 1,
    })
    expect(own('border')).toBe('2px solid #cccccc')
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.borders.side.bottom' }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.stylePanel.borders.style' }),
      'dashed',
    )
    expect(own('border')).toBeUndefined()
    expect(own('border-width')).toBe('2px')
    expect(own('border-color')).toBe('#cccccc')
    expect(own('border-bottom-style')).toBe('dashed')
    expect(own('border-top-style')).toBe('solid')
  })

  it('opens on the side a stored side shorthand sets', async () => {
    const { store, id, user } = mount()
    act(() => {
      store.components.setStyle(id, 'border-bottom', '3px dotted red')
    })
    await user.click(section('borders'))
    expect(
      screen.getByRole('button', { name: 'builder.stylePanel.borders.side.bottom' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(input('builder.stylePanel.borders.width')).toHaveValue('3')
  })
})

describe('Effects', () => {
  it('edits opacity, a shadow list and typed transforms, refusing bad CSS', async () => {
    const { own, user } = mount()
    await user.click(section('effects'))
    await user.type(input('builder.stylePanel.effects.opacity'), '0.5')
    expect(own('opacity')).toBe('0.5')
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.effects.addShadow' }))
    expect(own('box-shadow')).toBe('0px 4px 12px 0px rgba(0, 0, 0, 0.15)')
    const blur = screen.getByLabelText('builder.stylePanel.effects.blur')
    await user.clear(blur)
    await user.type(blur, '20px')
    await user.click(screen.getByRole('checkbox', { name: 'builder.stylePanel.effects.inset' }))
    expect(own('box-shadow')).toBe('inset 0px 4px 20px 0px rgba(0, 0, 0, 0.15)')
    const transform = input('builder.stylePanel.effects.transform')
    await user.type(transform, 'rotate(5deg)')
    expect(own('transform')).toBe('rotate(5deg)')
    await user.type(transform, ' nonsense(')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    expect(own('transform')).toBe('rotate(5deg)')
  })
})

describe('in the component menu', () => {
  it('stays in place for another component, showing its values and none of the last one’s errors', async () => {
    const store = testStore()
    let id = ''
    let other = ''
    act(() => {
      id = store.components.addBlock(BuiltinComponentId.text)!
      store.view.select(store.page.root.id)
      other = store.components.addBlock(BuiltinComponentId.text)!
      store.view.select(id)
    })
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <BuilderContext.Provider value={store}>
          <RightMenu />
        </BuilderContext.Provider>
      </IntlProvider>,
    )
    const user = userEvent.setup()
    const width = input('builder.stylePanel.size.width')
    await user.type(width, '30')
    const height = input('builder.stylePanel.size.height')
    await user.type(height, '1zz')
    expect(screen.getByRole('alert')).toHaveTextContent('build.invalid_value')
    await user.click(document.body)
    act(() => store.view.select(other))
    expect(input('builder.stylePanel.size.width')).toBe(width)
    expect(width).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    // The next typing is a step of the other component's, not folded into the first one's.
    await user.type(width, '5')
    const widthOf = (of: string) =>
      store.editor.doc.component(of).style.custom[DEFAULT_BREAKPOINT_ID]?.default?.width
    expect(widthOf(id)).toBe('30px')
    expect(widthOf(other)).toBe('5px')
    act(() => store.view.select(id))
    expect(width).toHaveValue('30')
  })
})

describe('in the mixin editor', () => {
  it('edits the reusable style’s draft, saved with OK as one step', async () => {
    const store = testStore()
    let id = ''
    act(() => {
      id = store.components.addBlock(BuiltinComponentId.text)!
    })
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <BuilderContext.Provider value={store}>
          <RightMenu />
        </BuilderContext.Provider>
      </IntlProvider>,
    )
    const user = userEvent.setup()
    const before = store.editor.site.history.back.length
    await user.click(screen.getByRole('button', { name: 'builder.mixins.new' }))
    await user.type(screen.getByRole('textbox', { name: 'builder.mixins.name' }), 'Card')
    await user.type(input('builder.stylePanel.spacing.padding-top'), '12')
    await user.click(screen.getByRole('button', { name: 'builder.stylePanel.display.flex' }))
    // Nothing is recorded before OK; the draft's rows show under Custom properties.
    expect(store.editor.site.history.back.length).toBe(before)
    expect(screen.getByRole('button', { name: /^padding-top:\s*12px$/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'builder.common.ok' }))
    expect(store.editor.site.history.back.length).toBe(before + 1)
    const mixinId = store.editor.doc.component(id).style.mixins!.at(-1)!
    expect(store.editor.site.context.styles[mixinId]).toMatchObject({
      name: 'Card',
      breakpoints: {
        [DEFAULT_BREAKPOINT_ID]: { default: { 'padding-top': '12px', display: 'flex' } },
      },
    })
  })
})
