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
import type { Collection, CollectionItem } from './collections-api'
import { CollectionsMenu } from './collections-menu'
import { field } from './test-collections'

vi.setConfig({ testTimeout: 30_000 })

const messages: Record<string, string> = Object.fromEntries(
  [
    ...Object.keys(en),
    'errors.None',
    'errors.CollectionInUse',
    'errors.CollectionNameInvalid',
    'errors.CollectionFieldNameExists',
    'errors.InvalidFormData',
    'errors.min_max',
    'errors.column_name',
  ].map((key) => [key, key]),
)
// Messages with values show them, so the tests read names and counts.
Object.assign(messages, {
  'builder.collections.dependentReference': '{collection}.{field}',
  'builder.collections.csv.done': 'added {added}, refused {failed}',
  'builder.collections.csv.progress': 'added {progress} of {total}',
  'builder.collections.item.pageOf': 'page {page} of {pages}',
  'builder.collections.deleteNamed': 'delete {name}',
  'builder.collections.renameNamed': 'rename {name}',
  'builder.collections.field.editNamed': 'edit field {name}',
  'builder.collections.field.deleteNamed': 'delete field {name}',
  'builder.collections.item.editNamed': 'edit {name}',
  'builder.collections.item.select': 'select {name}',
  'builder.collections.bulk.publishText': 'publish {count}',
  'builder.collections.csv.fieldFor': 'field for {column}',
})

interface Call {
  method: string
  path: string
  options: HostRequestOptions | HostRawOptions | undefined
}

function posts(): Collection {
  return {
    id: 'c1',
    name: 'Posts',
    item_count: 2,
    created_at: '2026-12-01T00:00:00.000Z',
    updated_at: '2026-12-01T00:00:00.000Z',
    fields: [
      field(1, 'Title', 'PlainText', { validation_rules: [{ rule_type: 'Required' }] }),
      field(2, 'Views', 'Number'),
      field(3, 'Featured', 'Switch'),
      field(4, 'Kind', 'Option', { choices: ['News', 'Recipe'] }),
    ],
  }
}

const item = (id: string, title: string, status: CollectionItem['status']): CollectionItem => ({
  id,
  status,
  publish_at: null,
  published_at: null,
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  values: { '1': title },
})

/**
 * The builder with the Collections menu open, over a fake of the service's owner routes:
 * `answer` may answer a call first (or throw), else the defaults below do.
 */
function mount(
  options: {
    collections?: Collection[]
    answer?: (call: Call) => unknown
    raw?: (call: Call) => Response
    languages?: boolean
  } = {},
) {
  const calls: Call[] = []
  let collections = options.collections ?? [posts()]
  const api: HostApi = {
    request<T>(method: string, path: string, request?: HostRequestOptions): Promise<T> {
      const call = { method, path, options: request }
      calls.push(call)
      try {
        const custom = options.answer?.(call)
        if (custom !== undefined) return Promise.resolve(custom as T)
      } catch (failure) {
        return Promise.reject(failure)
      }
      const rest = path.replace('sites/site-1/custom_data/collections', '')
      const body = request?.body as Record<string, unknown> | undefined
      const answer = (() => {
        if (method === 'GET' && rest === '') return { results: collections }
        if (method === 'POST' && rest === '') {
          const created = { ...posts(), id: 'c9', name: body!.name as string, fields: [] }
          collections = [...collections, created]
          return created
        }
        if (method === 'PATCH' && rest === '/c1') return { ...posts(), name: body!.name }
        if (rest.endsWith('/items') && method === 'GET')
          return {
            results: [item('i1', 'First', 'Draft'), item('i2', 'Second', 'Published')],
            page: 1,
            page_size: 25,
            has_more: false,
            total: 2,
          }
        if (rest.endsWith('/items') && method === 'POST') return item('i3', 'New', 'Draft')
        if (rest.includes('/fields')) return posts()
        if (rest.endsWith('/bulk')) return { ids: body!.ids }
        return undefined
      })()
      return Promise.resolve(answer as T)
    },
    ...(options.raw
      ? {
          raw: (method: string, path: string, rawOptions?: HostRawOptions) => {
            const call = { method, path, options: rawOptions }
            calls.push(call)
            return Promise.resolve(options.raw!(call))
          },
        }
      : {}),
  }
  const host = testHost({
    api,
    user: () => ({ id: 'u1', email: 'a@b.test', isAdmin: false }),
  })
  const site = createSite('Test Site')
  if (options.languages) site.context.i18n = { en: {}, 'zh-tw': {} }
  const store = new BuilderStore(host, 'site-1', { site, editingEnabled: true })
  render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <CollectionsMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { calls, user: userEvent.setup() }
}

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The topmost dialog (an item editor opens over its collection). */
const top = () => screen.getAllByRole('dialog').at(-1)!
const callsTo = (calls: Call[], method: string, end: string) =>
  calls.filter((call) => call.method === method && call.path.endsWith(end))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the collections list', () => {
  it('creates a collection, refusing a name with a slash, and opens it on its fields', async () => {
    const { calls, user } = mount({ collections: [] })
    expect(await screen.findByText('builder.collections.none')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'builder.collections.new' }))
    const name = within(top()).getByRole('textbox', { name: 'builder.collections.name' })
    await user.type(name, 'a/b')
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.create' }))
    expect(within(top()).getByRole('alert')).toHaveTextContent('errors.CollectionNameInvalid')
    expect(callsTo(calls, 'POST', '/collections')).toHaveLength(0)
    await user.clear(name)
    await user.type(name, 'Posts')
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.create' }))
    await vi.waitFor(() =>
      expect(
        within(top()).getByRole('tab', { name: 'builder.collections.tab.fields' }),
      ).toHaveAttribute('aria-selected', 'true'),
    )
    expect(callsTo(calls, 'POST', '/collections')[0]!.options).toMatchObject({
      body: { name: 'Posts', fields: [] },
    })
    expect(await seriousViolations(top())).toEqual([])
  })

  it('renames a collection', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: 'rename Posts' }))
    const name = within(top()).getByRole('textbox', { name: 'builder.collections.name' })
    await user.clear(name)
    await user.type(name, 'Articles')
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.save' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(calls, 'PATCH', '/c1')[0]!.options).toMatchObject({ body: { name: 'Articles' } })
    expect(screen.getByRole('button', { name: 'rename Articles' })).toBeInTheDocument()
  })

  it('lists what refers to a collection and deletes it only when confirmed', async () => {
    const { calls, user } = mount({
      answer: (call) => {
        if (call.method !== 'DELETE') return undefined
        if ((call.options as HostRequestOptions).query?.confirm) return null
        throw {
          status: 400,
          code: 'CollectionInUse',
          message: 'in use',
          dependents: [
            {
              kind: 'reference_field',
              collection_id: 'c2',
              collection_name: 'Authors',
              field_id: 5,
              field_name: 'Posts',
            },
          ],
        }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'delete Posts' }))
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.delete' }))
    expect(await within(top()).findByRole('alert')).toHaveTextContent('errors.CollectionInUse')
    expect(
      within(top()).getByRole('list', { name: 'builder.collections.dependents' }),
    ).toHaveTextContent('Authors.Posts')
    await user.click(
      within(top()).getByRole('button', { name: 'builder.collections.deleteAnyway' }),
    )
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      callsTo(calls, 'DELETE', '/c1').map((call) => (call.options as HostRequestOptions).query),
    ).toEqual([{ confirm: false }, { confirm: true }])
  })
})

describe('the fields editor', () => {
  it('adds an Option field with its choices and rules, checking them first', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: /^Posts/ }))
    await user.click(within(top()).getByRole('tab', { name: 'builder.collections.tab.fields' }))
    expect(within(top()).getByRole('rowheader', { name: 'Title' })).toBeInTheDocument()
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.field.add' }))
    const form = top()
    await user.type(
      within(form).getByRole('textbox', { name: 'builder.collections.field.name' }),
      'Size',
    )
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'builder.collections.field.type' }),
      'Option',
    )
    await user.click(
      within(form).getByRole('checkbox', { name: 'builder.collections.rule.Unique' }),
    )
    await user.click(
      within(form).getByRole('button', { name: 'builder.collections.field.addSubmit' }),
    )
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'builder.collections.field.choicesNeeded',
    )
    await user.type(
      within(form).getByRole('textbox', { name: 'builder.collections.field.choices' }),
      'S{Enter}M{Enter}L',
    )
    await user.click(
      within(form).getByRole('button', { name: 'builder.collections.field.addSubmit' }),
    )
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    expect(callsTo(calls, 'POST', '/c1/fields')[0]!.options).toMatchObject({
      body: {
        name: 'Size',
        type: 'Option',
        choices: ['S', 'M', 'L'],
        validation_rules: [{ rule_type: 'Unique' }],
      },
    })
  })

  it('refuses a minimum above the maximum, then renames a field keeping its type', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: /^Posts/ }))
    await user.click(within(top()).getByRole('tab', { name: 'builder.collections.tab.fields' }))
    await user.click(within(top()).getByRole('button', { name: 'edit field Views' }))
    const form = top()
    expect(
      within(form).getByRole('combobox', { name: 'builder.collections.field.type' }),
    ).toBeDisabled()
    await user.type(
      within(form).getByRole('textbox', { name: 'builder.collections.rule.Min' }),
      '10',
    )
    await user.type(
      within(form).getByRole('textbox', { name: 'builder.collections.rule.Max' }),
      '2',
    )
    await user.click(within(form).getByRole('button', { name: 'builder.collections.save' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('errors.min_max')
    const name = within(form).getByRole('textbox', { name: 'builder.collections.field.name' })
    await user.clear(name)
    await user.type(name, 'Reads')
    await user.clear(within(form).getByRole('textbox', { name: 'builder.collections.rule.Max' }))
    await user.click(within(form).getByRole('button', { name: 'builder.collections.save' }))
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    expect(callsTo(calls, 'PATCH', '/c1/fields/2')[0]!.options).toMatchObject({
      body: { name: 'Reads', validation_rules: [{ rule_type: 'Min', parameter: 10 }] },
    })
  })
})

describe('the items table', () => {
  it('sorts by a column, pages by 50, searches and publishes the selection after asking', async () => {
    const { calls, user } = mount()
    await user.click(await screen.findByRole('button', { name: /^Posts/ }))
    expect(await within(top()).findByRole('button', { name: 'edit First' })).toBeInTheDocument()
    const queries = () =>
      callsTo(calls, 'GET', '/c1/items').map((call) => (call.options as HostRequestOptions).query)
    expect(queries()[0]).toEqual({ page: 1, page_size: '25', sort: '-created_at' })

    await user.click(within(top()).getByRole('button', { name: /^Views/ }))
    expect(queries().at(-1)).toMatchObject({ sort: '2' })
    expect(within(top()).getByRole('columnheader', { name: /^Views/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await user.click(within(top()).getByRole('button', { name: /^Views/ }))
    expect(queries().at(-1)).toMatchObject({ sort: '-2' })

    await user.selectOptions(
      within(top()).getByRole('combobox', { name: 'builder.collections.item.pageSize' }),
      '50',
    )
    expect(queries().at(-1)).toMatchObject({ page_size: '50', page: 1 })
    await user.type(
      within(top()).getByRole('searchbox', { name: 'builder.collections.item.search' }),
      'bread{Enter}',
    )
    expect(queries().at(-1)).toMatchObject({ search: 'bread' })
    await user.selectOptions(
      within(top()).getByRole('combobox', { name: 'builder.collections.item.statusFilter' }),
      'Draft',
    )
    expect(queries().at(-1)).toMatchObject({ status: 'Draft' })

    await user.click(within(top()).getByRole('checkbox', { name: 'select First' }))
    await user.click(within(top()).getByRole('checkbox', { name: 'select Second' }))
    await user.click(
      within(top()).getByRole('button', { name: 'builder.collections.bulk.publish' }),
    )
    expect(within(top()).getByText('publish 2')).toBeInTheDocument()
    expect(callsTo(calls, 'POST', '/bulk')).toHaveLength(0)
    await user.click(
      within(top()).getByRole('button', { name: 'builder.collections.bulk.publish' }),
    )
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/bulk')).toHaveLength(1))
    expect(callsTo(calls, 'POST', '/bulk')[0]!.options).toMatchObject({
      body: { action: 'publish', ids: ['i1', 'i2'] },
    })
    expect(await seriousViolations(top())).toEqual([])
  })
})

describe('the item editor', () => {
  it('adds an item with a control per type and text per language', async () => {
    const { calls, user } = mount({ languages: true })
    await user.click(await screen.findByRole('button', { name: /^Posts/ }))
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.item.new' }))
    const editor = top()
    await user.type(within(editor).getByRole('textbox', { name: 'Title (English)' }), 'Bread')
    await user.type(within(editor).getByRole('textbox', { name: /Title \(.*中文/ }), '麵包')
    await user.type(within(editor).getByRole('textbox', { name: 'Views' }), 'many')
    await user.click(within(editor).getByRole('switch', { name: 'Featured' }))
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Kind' }), 'Recipe')
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'builder.collections.item.status' }),
      'Scheduled',
    )
    const add = within(editor).getByRole('button', { name: 'builder.collections.item.add' })
    await user.click(add)
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'builder.collections.item.notNumber',
    )
    expect(within(editor).getByRole('textbox', { name: 'Views' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    const views = within(editor).getByRole('textbox', { name: 'Views' })
    await user.clear(views)
    await user.type(views, '12')
    await user.click(add)
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'builder.collections.item.needsTime',
    )
    const when = editor.querySelector<HTMLInputElement>('input[type="datetime-local"]')!
    await user.type(when, '2027-01-02T09:15')
    await user.click(add)
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    expect(callsTo(calls, 'POST', '/c1/items')[0]!.options).toMatchObject({
      body: {
        status: 'Scheduled',
        publish_at: new Date('2027-01-02T09:15').toISOString(),
        values: { '1': { '*': 'Bread', 'zh-tw': '麵包' }, '2': 12, '3': true, '4': 'Recipe' },
      },
    })
  })

  it('shows the service’s refusal by its code, naming the field', async () => {
    const { user } = mount({
      answer: (call) => {
        if (call.method === 'PATCH' && call.path.endsWith('/items/i1'))
          throw { status: 400, code: 'InvalidFormData', message: 'x', field: 'Title', field_id: 1 }
        return undefined
      },
    })
    await user.click(await screen.findByRole('button', { name: /^Posts/ }))
    await user.click(await within(top()).findByRole('button', { name: 'edit First' }))
    const editor = top()
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue('First')
    await user.click(within(editor).getByRole('button', { name: 'builder.collections.save' }))
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Title: errors.InvalidFormData',
    )
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})

/** NDJSON lines as the import answers them. */
function ndjson(lines: unknown[]): Response {
  return new Response(lines.map((line) => JSON.stringify(line)).join('\n') + '\n')
}

describe('CSV import', () => {
  it('sends the column mapping and reports the refused rows', async () => {
    const { calls, user } = mount({
      raw: () =>
        ndjson([
          { progress: 1, total: 3 },
          {
            done: true,
            added: 2,
            failed: [{ row: 3, code: 'InvalidFormData', message: 'x', field: 'Views' }],
            skipped_columns: ['notes'],
          },
        ]),
    })
    await user.click(await screen.findByRole('button', { name: /^Posts/ }))
    await user.click(within(top()).getByRole('tab', { name: 'builder.collections.tab.csv' }))
    const file = new File(['name,Views,notes\nBread,1,x\nCake,2,y\nPie,z,w\n'], 'posts.csv', {
      type: 'text/csv',
    })
    await user.upload(within(top()).getByLabelText('builder.collections.csv.file'), file)
    await user.selectOptions(
      await within(top()).findByRole('combobox', { name: 'field for name' }),
      '1',
    )
    await user.click(within(top()).getByRole('button', { name: 'builder.collections.csv.start' }))
    expect(await within(top()).findByText('added 2, refused 1')).toBeInTheDocument()
    const sent = calls.find((call) => call.path.endsWith('/c1/import'))!
    expect(sent.options).toMatchObject({ contentType: 'text/csv' })
    expect(JSON.parse(String(sent.options!.query!.mapping))).toEqual({ name: { field: 1 } })
    const failed = within(top()).getByRole('table', { name: 'builder.collections.csv.failedRows' })
    expect(within(failed).getByRole('row', { name: /3 Views errors.InvalidFormData/ })).toBeTruthy()
  })
})
