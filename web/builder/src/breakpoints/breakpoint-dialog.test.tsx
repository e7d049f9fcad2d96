import '@testing-library/jest-dom/vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { BreakpointButtons } from '../toolbar/breakpoint-buttons'

vi.setConfig({ testTimeout: 30_000 })

/** axe-core's serious or critical violations in an element (no layout here, so no contrast check). */
async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The toolbar's breakpoint buttons with message ids as their text, so each error shows its key. */
async function open() {
  const store = testStore()
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <BreakpointButtons />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'builder.breakpoints.edit' }))
  const dialog = screen.getByRole('dialog', { hidden: true })
  const rows = () =>
    within(dialog)
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.tagName === 'FIELDSET')
  const input = (row: number, label: string) =>
    within(rows()[row]!).getByRole('textbox', { name: label, hidden: true })
  const save = () =>
    within(dialog).getByRole('button', { name: 'builder.common.save', hidden: true })
  const history = () => store.editor.site.history.back.length
  const replace = async (row: number, label: string, text: string) => {
    const field = input(row, label)
    await user.clear(field)
    if (text) await user.type(field, text)
  }
  return { store, user, dialog, rows, input, save, history, replace }
}

const NAME = 'builder.breakpoints.name'
const MIN = 'builder.breakpoints.minWidth'
const MAX = 'builder.breakpoints.maxWidth'

describe('the breakpoint editor', () => {
  it('has no serious or critical axe violations, with an error and the add confirmation showing', async () => {
    const { dialog, replace, user } = await open()
    await replace(1, NAME, '')
    await user.click(
      within(dialog).getByRole('button', { name: 'builder.breakpoints.add', hidden: true }),
    )
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('lists the breakpoints widest first and saves a rename as one setBP step', async () => {
    const { store, input, save, history, replace, user } = await open()
    expect(input(0, NAME)).toHaveValue('Desktop')
    expect(input(3, MAX)).toHaveValue('480')
    const before = history()
    await replace(3, NAME, 'Phone')
    await user.click(save())
    expect(store.editor.site.context.breakpoints['breakpoint-4']?.name).toBe('Phone')
    expect(history()).toBe(before + 1)
    expect(store.editor.site.history.back.at(-1)?.type).toBe('setBP')
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
    store.editor.undo()
    expect(store.editor.site.context.breakpoints['breakpoint-4']?.name).toBe('Mobile')
  })

  it('requires a name (build.breakpoint.errors.name_required) and blocks saving', async () => {
    const { store, dialog, input, save, history, replace, user } = await open()
    const before = history()
    await replace(1, NAME, '')
    expect(within(dialog).getByText('build.breakpoint.errors.name_required')).toBeInTheDocument()
    expect(input(1, NAME)).toHaveAttribute('aria-invalid', 'true')
    expect(save()).toBeDisabled()
    await user.click(save())
    expect(history()).toBe(before)
    expect(store.editor.site.context.breakpoints['breakpoint-2']?.name).toBe('Tablet (large)')
  })

  it('needs a min width above 0 (errors.min_width)', async () => {
    const { dialog, input, save, replace } = await open()
    await replace(2, MIN, '0')
    expect(within(dialog).getByText('errors.min_width')).toBeInTheDocument()
    expect(input(2, MIN)).toHaveAttribute('aria-invalid', 'true')
    expect(save()).toBeDisabled()
    await replace(2, MIN, '')
    expect(within(dialog).queryByText('errors.min_width')).toBeNull()
    expect(save()).toBeEnabled()
  })

  it('needs a max width above 0 (errors.max_width)', async () => {
    const { dialog, input, save, replace } = await open()
    await replace(3, MAX, '-5')
    expect(within(dialog).getByText('errors.max_width')).toBeInTheDocument()
    expect(input(3, MAX)).toHaveAttribute('aria-invalid', 'true')
    expect(save()).toBeDisabled()
  })

  it('refuses a range overlapping an earlier one (errors.overlapped)', async () => {
    const { dialog, save, replace } = await open()
    await replace(1, MIN, '800')
    expect(save()).toBeEnabled()
    await replace(2, MIN, '700')
    await replace(2, MAX, '850')
    expect(within(dialog).getByText('errors.overlapped')).toBeInTheDocument()
    expect(save()).toBeDisabled()
  })

  it('refuses a min/max pair another breakpoint has (errors.width_unique)', async () => {
    const { dialog, save, replace } = await open()
    await replace(3, MAX, '760')
    expect(within(dialog).getByText('errors.width_unique')).toBeInTheDocument()
    expect(save()).toBeDisabled()
  })

  it('adds a breakpoint only after confirmation, offers no removal, and saves it as one step', async () => {
    const { store, dialog, rows, input, save, history, replace, user } = await open()
    await user.click(
      within(dialog).getByRole('button', { name: 'builder.breakpoints.add', hidden: true }),
    )
    expect(rows()).toHaveLength(4)
    const confirm = within(dialog).getByRole('group', {
      name: 'builder.breakpoints.addConfirm',
      hidden: true,
    })
    await user.click(
      within(confirm).getByRole('button', { name: 'builder.common.cancel', hidden: true }),
    )
    expect(rows()).toHaveLength(4)
    // By keyboard: the confirmation takes focus, and the new row's name field after it.
    await user.click(
      within(dialog).getByRole('button', { name: 'builder.breakpoints.add', hidden: true }),
    )
    expect(
      within(dialog).getByRole('button', {
        name: 'builder.breakpoints.addConfirmButton',
        hidden: true,
      }),
    ).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(rows()).toHaveLength(5)
    expect(input(4, NAME)).toHaveFocus()
    // A new row starts without a name, so saving waits for one.
    expect(save()).toBeDisabled()
    expect(
      within(dialog).queryByRole('button', { name: /remove|delete/i, hidden: true }),
    ).toBeNull()
    const before = history()
    await replace(4, NAME, 'Watch')
    await replace(4, MAX, '200')
    await user.click(save())
    expect(history()).toBe(before + 1)
    expect(store.editor.site.context.breakpoints['breakpoint-5']).toEqual({
      id: 'breakpoint-5',
      name: 'Watch',
      maxWidth: 200,
    })
  })
})
