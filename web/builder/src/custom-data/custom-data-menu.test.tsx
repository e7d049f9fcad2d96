import '@testing-library/jest-dom/vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { createSite } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import type { HostApi, HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import type { CustomTable } from './custom-data-api'
import { CustomDataMenu } from './custom-data-menu'

vi.setConfig({ testTimeout: 30_000 })

/** Every message shows its own id, so the tests read which key is shown. */
const messages: Record<string, string> = Object.fromEntries(
  [
    ...Object.keys(en),
    'errors.None',
    'errors.CustomTableNameExists',
    'errors.CustomColumnNameExists',
  ].map((key) => [key, key]),
)

interface Call {
  method: string
  path: string
  action: string
  data: Record<string, unknown>
}

function table(index: number): CustomTable {
  return {
    id: `t${index}`,
    name: `table ${index}`,
    columns: { email: { name: 'email', default: '', validation_rules: [] } },
    events: [],
    row_count: index,
  }
}

/** A fake API answering the custom-data actions from `answer`, recording each call. */
function fakeApi(answer: (call: Call) => unknown) {
  const calls: Call[] = []
  const api: HostApi = {
    request<T>(method: string, path: string, options?: HostRequestOptions): Promise<T> {
      const body = options?.body as { action: string; data: Record<string, unknown> }
      const call = { method, path, action: body.action, data: body.data }
      calls.push(call)
      try {
        return Promise.resolve(answer(call) as T)
      } catch (error) {
        return Promise.reject(error)
      }
    },
  }
  return { api, calls }
}

function mount(
  options: { siteId?: string; user?: boolean; answer?: (call: Call) => unknown } = {},
) {
  const { api, calls } = fakeApi(options.answer ?? (() => ({ results: [] })))
  const host = testHost({
    api,
    user: () =>
      options.user === false ? undefined : { id: 'u1', email: 'a@b.test', isAdmin: false },
  })
  const store = new BuilderStore(host, options.siteId ?? 'site-1', {
    site: createSite('Test Site'),
    editingEnabled: true,
  })
  render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <CustomDataMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { calls, user: userEvent.setup() }
}

/** axe-core's serious or critical violations (no layout here, so no contrast check). */
async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('CustomDataMenu', () => {
  it('is reachable by keyboard alone, with no serious accessibility violations', async () => {
    const { user } = mount({ answer: () => ({ results: [table(1)] }) })
    await screen.findByRole('list', { name: 'builder.customData.tables' })
    expect(await seriousViolations(document.body)).toEqual([])
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'builder.customData.newTable' }),
    )
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).toBe(
      within(dialog).getByRole('textbox', { name: 'builder.customData.tableName' }),
    )
    expect(await seriousViolations(dialog)).toEqual([])
  })

  it('says errors.None on a scratch site and for a logged-out user, calling nothing', () => {
    const scratch = mount({ siteId: 'scratch' })
    expect(screen.getByRole('alert')).toHaveTextContent('errors.None')
    expect(scratch.calls).toEqual([])
    document.body.innerHTML = ''
    const loggedOut = mount({ user: false })
    expect(screen.getByRole('alert')).toHaveTextContent('errors.None')
    expect(loggedOut.calls).toEqual([])
  })

  it('lists the tables 50 to a page by default, with page sizes 25, 50 and 100', async () => {
    const tables = Array.from({ length: 60 }, (_, index) => table(index + 1))
    const { calls, user } = mount({ answer: () => ({ results: tables }) })
    const list = await screen.findByRole('list', { name: 'builder.customData.tables' })
    expect(calls[0]).toEqual({
      method: 'POST',
      path: 'sites/site-1/custom_data',
      action: 'ListTables',
      data: {},
    })
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    const size = screen.getByRole('combobox', { name: 'builder.customData.pageSize' })
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100'])
    await user.click(screen.getByRole('button', { name: 'builder.customData.next' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('table 51')
    await user.selectOptions(size, '25')
    expect(within(list).getAllByRole('listitem')).toHaveLength(25)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('table 1')
  })

  it('shows a table list that failed to load as empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mount({
      answer: () => {
        throw { status: 400, code: 'InvalidFormData', message: 'no' }
      },
    })
    expect(await screen.findByText('builder.customData.noTables')).toBeInTheDocument()
  })

  it("checks the create-table form's rules by key before calling the server", async () => {
    let created: Call | undefined
    const { user } = mount({
      answer: (call) => {
        if (call.action === 'CreateTable') {
          created = call
          return { ...table(1), name: call.data.table_name }
        }
        return { results: [] }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'builder.customData.newTable' }))
    const dialog = screen.getByRole('dialog')
    const create = within(dialog).getByRole('button', { name: 'builder.customData.create' })
    const tableName = within(dialog).getByRole('textbox', { name: 'builder.customData.tableName' })
    const first = within(dialog).getByRole('group', { name: 'builder.customData.columnN' })
    const columnName = within(first).getByRole('textbox', { name: 'builder.customData.columnName' })
    const alert = () => within(dialog).getByRole('alert').textContent

    await user.type(tableName, 'a')
    await user.click(create)
    expect(alert()).toBe('errors.table_name')
    expect(tableName).toHaveAccessibleDescription('errors.table_name')

    await user.type(tableName, 'x'.repeat(100))
    await user.click(create)
    expect(alert()).toBe('errors.table_name')

    await user.clear(tableName)
    await user.type(tableName, 'Contacts')
    await user.click(create)
    expect(alert()).toBe('errors.column_name')

    await user.type(columnName, 'id')
    await user.click(create)
    expect(alert()).toBe('errors.column_name')
    expect(columnName).toHaveAttribute('aria-invalid', 'true')
    expect(columnName).toHaveAccessibleDescription('errors.column_name')

    await user.clear(columnName)
    await user.type(columnName, 'email')
    const defaultValue = within(first).getByRole('textbox', {
      name: 'builder.customData.columnDefault',
    })
    await user.type(defaultValue, 'd'.repeat(51))
    await user.click(create)
    expect(alert()).toBe('errors.column_default')
    await user.clear(defaultValue)

    const min = within(first).getByRole('textbox', { name: 'builder.customData.rule.minLength' })
    const max = within(first).getByRole('textbox', { name: 'builder.customData.rule.maxLength' })
    await user.type(min, 'five')
    await user.click(create)
    expect(alert()).toBe('errors.column_param')
    await user.clear(min)
    await user.type(min, '5')
    await user.type(max, '5')
    await user.click(create)
    expect(alert()).toBe('errors.min_max')
    await user.clear(max)
    await user.type(max, '80')

    await user.click(within(dialog).getByRole('button', { name: 'builder.customData.addColumn' }))
    const second = within(dialog).getAllByRole('group', { name: 'builder.customData.columnN' })[1]!
    await user.type(
      within(second).getByRole('textbox', { name: 'builder.customData.columnName' }),
      'email',
    )
    await user.click(create)
    expect(alert()).toBe('errors.CustomColumnNameExists')
    expect(created).toBeUndefined()

    await user.click(
      within(second).getByRole('button', { name: 'builder.customData.removeColumn' }),
    )
    await user.click(
      within(first).getByRole('checkbox', { name: 'builder.customData.rule.required' }),
    )
    await user.click(create)
    expect(created?.data).toEqual({
      table_name: 'Contacts',
      columns: {
        email: {
          name: 'email',
          default: '',
          data_type: 'TEXT',
          validation_rules: [
            { rule_type: 'Required' },
            { rule_type: 'MinLength', parameter: 5 },
            { rule_type: 'MaxLength', parameter: 80 },
          ],
        },
      },
      events: [],
    })
  })

  it("shows the server's refusal by its code", async () => {
    const { user } = mount({
      answer: (call) => {
        if (call.action === 'CreateTable') {
          throw { status: 400, code: 'CustomTableNameExists', message: 'exists' }
        }
        return { results: [] }
      },
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await user.click(await screen.findByRole('button', { name: 'builder.customData.newTable' }))
    const dialog = screen.getByRole('dialog')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'builder.customData.tableName' }),
      'Contacts',
    )
    await user.type(
      within(dialog).getByRole('textbox', { name: 'builder.customData.columnName' }),
      'email',
    )
    await user.keyboard('{Enter}')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'errors.CustomTableNameExists',
    )
  })

  it('deletes a table only when its name is typed exactly', async () => {
    const { calls, user } = mount({
      answer: (call) =>
        call.action === 'DeleteTable' ? { name: 'table 1' } : { results: [table(1)] },
    })
    await user.click(await screen.findByRole('button', { name: 'builder.customData.deleteNamed' }))
    const dialog = screen.getByRole('dialog')
    const typed = within(dialog).getByRole('textbox', { name: 'builder.customData.typeName' })
    await user.type(typed, 'table')
    await user.keyboard('{Enter}')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('errors.table_confirm')
    expect(calls.some((call) => call.action === 'DeleteTable')).toBe(false)
    await user.type(typed, ' 1')
    await user.keyboard('{Enter}')
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.action === 'ListTables')).toHaveLength(2),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.filter((call) => call.action === 'DeleteTable')).toEqual([
      expect.objectContaining({ data: { table_name: 'table 1' } }),
    ])
    expect(calls.filter((call) => call.action === 'ListTables')).toHaveLength(2)
  })

  it('lists rows 1 to 25 and deletes the selected rows from the last to the first', async () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, email: `${n}@b.test` }))
    const { calls, user } = mount({
      answer: (call) => {
        if (call.action === 'ListRows') return { results: rows, total: 3 }
        if (call.action === 'RemoveRow') return { id: call.data.row_id }
        return { results: [table(1)] }
      },
    })
    await user.click(await screen.findByRole('button', { name: /table 1/ }))
    const dialog = screen.getByRole('dialog')
    await within(dialog).findByRole('table')
    expect(calls.find((call) => call.action === 'ListRows')?.data).toEqual({
      table_name: 'table 1',
      from: 1,
      to: 25,
    })
    expect(within(dialog).getAllByRole('row')).toHaveLength(4)
    const boxes = within(dialog).getAllByRole('checkbox', { name: 'builder.customData.selectRow' })
    await user.click(boxes[0]!)
    await user.click(boxes[2]!)
    await user.click(within(dialog).getByRole('button', { name: 'builder.customData.deleteRows' }))
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.action === 'ListRows')).toHaveLength(2),
    )
    expect(
      calls.filter((call) => call.action === 'RemoveRow').map((call) => call.data.row_id),
    ).toEqual(['r3', 'r1'])
  })
})
