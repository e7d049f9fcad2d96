import '@testing-library/jest-dom/vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BuiltinComponentId } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testStore } from '../../store/test-store'
import { BuilderContext } from '../../store-context'
import { RightMenu } from '../right-menu'

/** The properties the style panel's controls read while rendering, one entry a render. */
const rendered = vi.hoisted(() => [] as string[])

vi.mock('../../style-panel/shared/writer-context', async (original) => {
  const module = await original<typeof import('../../style-panel/shared/writer-context')>()
  return {
    ...module,
    useResolved: (...args: Parameters<typeof module.useResolved>) => {
      rendered.push(args[1])
      return module.useResolved(...args)
    },
  }
})

vi.setConfig({ testTimeout: 30_000 })

/** Two text blocks, the first selected, in the right-hand menu. */
function mount() {
  const store = testStore()
  let first = ''
  let second = ''
  act(() => {
    first = store.components.addBlock(BuiltinComponentId.text)!
    store.view.select(store.page.root.id)
    second = store.components.addBlock(BuiltinComponentId.text)!
    store.view.select(first)
  })
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, first, second, user: userEvent.setup() }
}

/** Selects `id` and returns the properties whose controls rendered for it. */
function select(store: ReturnType<typeof testStore>, id: string): string[] {
  rendered.length = 0
  act(() => store.view.select(id))
  return [...rendered]
}

beforeEach(() => {
  rendered.length = 0
})

describe('selecting another component', () => {
  it('renders none of the style panel’s controls when its styles are the same', () => {
    const { store, first, second } = mount()
    // The open sections (Layout, Spacing, Size, Typography) hold dozens of controls.
    expect(rendered.length).toBeGreaterThan(20)
    expect(select(store, second)).toEqual([])
    expect(select(store, first)).toEqual([])
  })

  it('renders only the controls of the properties whose values differ', () => {
    const { store, first, second } = mount()
    act(() => {
      store.components.setStyle(second, 'padding-top', '12px')
    })
    const controls = select(store, second)
    expect(controls.length).toBeGreaterThan(0)
    expect(new Set(controls)).toEqual(new Set(['padding-top']))
    expect(screen.getByLabelText('builder.stylePanel.spacing.padding-top')).toHaveValue('12px')
    expect(new Set(select(store, first))).toEqual(new Set(['padding-top']))
    expect(screen.getByLabelText('builder.stylePanel.spacing.padding-top')).toHaveValue('')
  })

  it('keeps the menu’s elements and starts each section’s drafts again', async () => {
    const { store, first, second, user } = mount()
    const state = screen.getByRole('button', { name: /^builder.state.title/ })
    if (state.getAttribute('aria-expanded') === 'false') await user.click(state)
    const key = screen.getByRole('textbox', { name: 'builder.state.key' })
    const name = screen.getByText('builder.component.name')
    await user.type(key, 'open')
    expect(key).toHaveValue('open')
    act(() => store.view.select(second))
    expect(screen.getByRole('textbox', { name: 'builder.state.key' })).toBe(key)
    expect(screen.getByText('builder.component.name')).toBe(name)
    expect(key).toHaveValue('')
    // A draft of the second component's is its own, and does not follow back to the first.
    await user.type(key, 'size')
    act(() => store.view.select(first))
    expect(key).toHaveValue('')
    await user.type(key, 'x')
    await user.type(screen.getByRole('textbox', { name: 'builder.state.value' }), 'y{Enter}')
    expect(store.editor.doc.component(first).state?.x).toBe('y')
    expect(store.editor.doc.component(second).state?.x).toBeUndefined()
  })
})
