import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { createSite } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HostApi, HostRawOptions, HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import type { CustomTable } from './custom-data-api'
import { CustomDataMenu } from './custom-data-menu'

vi.setConfig({ testTimeout: 30_000 })

const messages: Record<string, string> = Object.fromEntries(
  [
    ...Object.keys(en),
    'errors.None',
    'errors.CustomDataMaxEvents',
    'errors.CustomDataInvalidColumn',
    'errors.CustomDataRequired',
    'errors.invalid_email',
  ].map((key) => [key, key]),
)
// The messages with values show them, so the tests read the row numbers and counts.
Object.assign(messages, {
  'builder.customData.import.atRow': 'Row {row}: {error}',
  'builder.customData.import.done': 'added {added}',
  'builder.customData.import.progress': 'added {progress} of {total}',
  'errors.invalid_rows': 'errors.invalid_rows {rows}',
})

interface Call {
  action: string
  data: Record<string, unknown>
}
interface RawCall {
  method: string
  path: string
  options: HostRawOptions | undefined
}

const contacts: CustomTable = {
  id: 't1',
  name: 'contacts',
  columns: {
    email: {
      name: 'email',
      default: '',
      validation_rules: [{ rule_type: 'Required' }, { rule_type: 'Email' }],
    },
    message: { name: 'message', default: '', validation_rules: [] },
  },
  events: [
    {
      event_type: 'EmailRow',
      trigger: 'AddRow',
      options: { recipients: ['owner@b.test'], locale: 'en' },
    },
  ],
  row_count: 0,
}

/** NDJSON lines as the import answers them, in two chunks split mid-line. */
function ndjson(lines: unknown[]): Response {
  const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\n'
  const half = Math.floor(text.length / 2)
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text.slice(0, half)))
      controller.enqueue(new TextEncoder().encode(text.slice(half)))
      controller.close()
    },
  })
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson' } })
}

function mount(options: { raw?: (call: RawCall) => Response; tables?: CustomTable[] } = {}) {
  const calls: Call[] = []
  const raws: RawCall[] = []
  const api: HostApi = {
    request<T>(_method: string, _path: string, request?: HostRequestOptions): Promise<T> {
      const body = request?.body as Call
      calls.push(body)
      const answer = (() => {
        switch (body.action) {
          case 'ListTables':
            return { results: options.tables ?? [contacts] }
          case 'ListRows':
            return { results: [], total: 0 }
          default:
            return contacts
        }
      })()
      return Promise.resolve(answer as T)
    },
    ...(options.raw
      ? {
          raw: (method: string, path: string, rawOptions?: HostRawOptions) => {
            const call = { method, path, options: rawOptions }
            raws.push(call)
            return Promise.resolve(options.raw!(call))
          },
        }
      : {}),
  }
  const host = testHost({
    api,
    user: () => ({ id: 'u1', email: 'a@b.test', isAdmin: false }),
  })
  const store = new BuilderStore(host, 'site-1', {
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
  return { calls, raws, user: userEvent.setup() }
}

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const dialog = () => screen.getByRole('dialog')
const alertText = () => within(dialog()).getByRole('alert').textContent

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('table events', () => {
  it('creates a table with an EmailRow event, checking each recipient row', async () => {
    const { calls, user } = mount({ tables: [] })
    await user.click(await screen.findByRole('button', { name: 'builder.customData.newTable' }))
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'builder.customData.tableName' }),
      'Leads',
    )
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'builder.customData.columnName' }),
      'email',
    )
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.addEvent' }))
    const event = within(dialog()).getByRole('group', { name: 'builder.customData.eventN' })
    await user.selectOptions(
      within(event).getByRole('combobox', { name: 'builder.customData.eventTrigger' }),
      'UpdateRow',
    )
    const create = within(dialog()).getByRole('button', { name: 'builder.customData.create' })
    // An event with no recipient is refused at its first row.
    await user.click(create)
    expect(alertText()).toBe('errors.invalid_email')
    await user.type(
      within(event).getByRole('textbox', { name: 'builder.customData.recipientN' }),
      'sales@b.test',
    )
    await user.click(within(event).getByRole('button', { name: 'builder.customData.addRecipient' }))
    const rows = within(event).getAllByRole('textbox', { name: 'builder.customData.recipientN' })
    await user.type(rows[1]!, 'no-at-sign')
    await user.click(create)
    expect(alertText()).toBe('errors.invalid_email')
    expect(rows[1]).toHaveAttribute('aria-invalid', 'true')
    expect(rows[1]).toHaveAccessibleDescription('errors.invalid_email')
    expect(rows[0]).not.toHaveAttribute('aria-invalid')
    expect(event).toHaveClass('invalid')
    expect(calls.some((call) => call.action === 'CreateTable')).toBe(false)
    expect(await seriousViolations(dialog())).toEqual([])

    await user.clear(rows[1]!)
    await user.type(rows[1]!, 'ops@b.test')
    await user.click(create)
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.action === 'CreateTable')?.data.events).toEqual([
      {
        event_type: 'EmailRow',
        trigger: 'UpdateRow',
        options: { recipients: ['sales@b.test', 'ops@b.test'], locale: 'en' },
      },
    ])
  })

  it('refuses more than 10 events a table (CustomDataMaxEvents)', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: 'builder.customData.editNamed' }))
    const add = within(dialog()).getByRole('button', { name: 'builder.customData.addEvent' })
    for (let n = 0; n < 10; n++) await user.click(add)
    const events = within(dialog()).getAllByRole('group', { name: 'builder.customData.eventN' })
    expect(events).toHaveLength(11)
    for (const event of events.slice(1)) {
      await user.type(
        within(event).getByRole('textbox', { name: 'builder.customData.recipientN' }),
        'x@b.test',
      )
    }
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.save' }))
    expect(alertText()).toBe('errors.CustomDataMaxEvents')
    expect(calls.some((call) => call.action === 'UpdateTable')).toBe(false)
  })
})

describe('editing a table', () => {
  it('renames the table and a column, changes rules, adds a column and replaces the events', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: 'builder.customData.editNamed' }))
    expect(dialog()).toHaveAccessibleName('builder.customData.editTitle')
    const groups = within(dialog()).getAllByRole('group', { name: 'builder.customData.columnN' })
    expect(groups).toHaveLength(2)
    // Stored columns cannot be removed: the service has no such action.
    expect(
      within(dialog()).queryByRole('button', { name: 'builder.customData.removeColumn' }),
    ).toBeNull()
    const first = groups[0]!
    expect(
      within(first).getByRole('checkbox', { name: 'builder.customData.rule.required' }),
    ).toBeChecked()
    const columnName = within(first).getByRole('textbox', { name: 'builder.customData.columnName' })
    await user.clear(columnName)
    await user.type(columnName, 'mail')
    await user.type(
      within(first).getByRole('textbox', { name: 'builder.customData.rule.maxLength' }),
      '120',
    )
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.addColumn' }))
    const added = within(dialog()).getAllByRole('group', { name: 'builder.customData.columnN' })[2]!
    await user.type(
      within(added).getByRole('textbox', { name: 'builder.customData.columnName' }),
      'phone',
    )
    const tableName = within(dialog()).getByRole('textbox', {
      name: 'builder.customData.tableName',
    })
    await user.clear(tableName)
    await user.type(tableName, 'people')
    const event = within(dialog()).getByRole('group', { name: 'builder.customData.eventN' })
    await user.selectOptions(
      within(event).getByRole('combobox', { name: 'builder.customData.eventTrigger' }),
      'UpdateRow',
    )
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.save' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const edits = calls.filter((call) => call.action !== 'ListTables')
    expect(edits).toEqual([
      {
        action: 'ModifyColumn',
        data: {
          table_name: 'contacts',
          old_column_name: 'email',
          new_column_name: 'mail',
          default: '',
          validation_rules: [
            { rule_type: 'Required' },
            { rule_type: 'Email' },
            { rule_type: 'MaxLength', parameter: 120 },
          ],
        },
      },
      {
        action: 'AddColumn',
        data: {
          table_name: 'contacts',
          column: { name: 'phone', default: '', data_type: 'TEXT', validation_rules: [] },
        },
      },
      {
        action: 'UpdateTable',
        data: {
          old_name: 'contacts',
          new_name: 'people',
          events: [
            {
              event_type: 'EmailRow',
              trigger: 'UpdateRow',
              options: { recipients: ['owner@b.test'], locale: 'en' },
            },
          ],
        },
      },
    ])
  })

  it('checks an edited column by key before calling', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: 'builder.customData.editNamed' }))
    const second = within(dialog()).getAllByRole('group', {
      name: 'builder.customData.columnN',
    })[1]!
    const name = within(second).getByRole('textbox', { name: 'builder.customData.columnName' })
    await user.clear(name)
    await user.type(name, 'email')
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.save' }))
    expect(alertText()).toBe('errors.CustomColumnNameExists')
    expect(calls.filter((call) => call.action !== 'ListTables')).toEqual([])
  })
})

async function openRows(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^contacts/ }))
  await within(dialog()).findByText('builder.customData.noRows')
}

const csvFile = (text: string) => new File([text], 'rows.csv', { type: 'text/csv' })

describe('CSV import and export', () => {
  it('refuses a header that names no column, and a row of the wrong length, before sending', async () => {
    const { raws, user } = mount({ raw: () => new Response('') })
    await openRows(user)
    const file = within(dialog()).getByLabelText('builder.customData.import.file')
    const start = within(dialog()).getByRole('button', { name: 'builder.customData.import.start' })
    await user.upload(file, csvFile('email,phone\na@b.test,1\n'))
    await user.click(start)
    expect(alertText()).toBe('Row 1: errors.CustomDataInvalidColumn')
    await user.upload(file, csvFile('email,message\na@b.test,hello there\nb@b.test\n'))
    await user.click(start)
    expect(alertText()).toBe('Row 3: errors.row_length')
    expect(raws).toEqual([])
  })

  it('imports through the service with a progress count, then reloads the rows', async () => {
    const { raws, calls, user } = mount({
      raw: () =>
        ndjson([
          { progress: 50, total: 60 },
          { progress: 60, total: 60 },
          { done: true, added: 60, failed_rows: [] },
        ]),
    })
    await openRows(user)
    await user.upload(
      within(dialog()).getByLabelText('builder.customData.import.file'),
      csvFile('email,message\na@b.test,hello there\n'),
    )
    await user.click(
      within(dialog()).getByRole('button', { name: 'builder.customData.import.start' }),
    )
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('added 60')
    expect(raws).toEqual([
      {
        method: 'POST',
        path: 'sites/site-1/custom_data/import',
        options: {
          query: { table_name: 'contacts', skip_errors: false },
          text: 'email,message\na@b.test,hello there\n',
          contentType: 'text/csv',
        },
      },
    ])
    expect(calls.filter((call) => call.action === 'ListRows')).toHaveLength(2)
  })

  it('stops at the first failing row, or with skip-errors lists the failed rows', async () => {
    let answer: unknown[] = [
      { progress: 0, total: 3 },
      {
        done: true,
        added: 1,
        failed_rows: [3],
        error: { code: 'CustomDataRequired', message: 'required', row: 3 },
      },
    ]
    const { raws, user } = mount({ raw: () => ndjson(answer) })
    await openRows(user)
    await user.upload(
      within(dialog()).getByLabelText('builder.customData.import.file'),
      csvFile('email,message\na@b.test,hello there\n,hi there\n'),
    )
    const start = within(dialog()).getByRole('button', { name: 'builder.customData.import.start' })
    await user.click(start)
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Row 3: errors.CustomDataRequired',
    )
    answer = [
      {
        done: true,
        added: 1,
        failed_rows: [3, 5],
        error: { code: 'invalid_rows', message: 'Rows that failed: 3, 5' },
      },
    ]
    await user.click(
      within(dialog()).getByRole('checkbox', { name: 'builder.customData.import.skipErrors' }),
    )
    await user.click(start)
    await vi.waitFor(() => expect(alertText()).toBe('errors.invalid_rows 3, 5'))
    expect(raws.map((call) => call.options?.query?.skip_errors)).toEqual([false, true])
  })

  it('exports the table through the service as a CSV download', async () => {
    const created = vi.fn(() => 'blob:csv')
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined })
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined)
    const { raws, user } = mount({
      raw: () => new Response('\uFEFFemail,message\n', { headers: { 'content-type': 'text/csv' } }),
    })
    await openRows(user)
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.export' }))
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled())
    expect(raws).toEqual([
      {
        method: 'GET',
        path: 'sites/site-1/custom_data/export',
        options: { query: { table_name: 'contacts' }, accept: 'text/csv' },
      },
    ])
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement
    expect(link.download).toBe('contacts.csv')
    expect(created).toHaveBeenCalledTimes(1)
  })

  it('says errors.None without a client that can send text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = mount()
    await openRows(user)
    await user.click(within(dialog()).getByRole('button', { name: 'builder.customData.export' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('errors.None')
  })
})
