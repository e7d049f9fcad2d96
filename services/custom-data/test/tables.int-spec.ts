import { describe, expect, it } from 'vitest'
import {
  api,
  call,
  contactTable,
  createSite,
  own,
  register,
  sql,
  type ErrorBody,
} from './helpers.js'

interface TableBody {
  id: string
  name: string
  columns: Record<
    string,
    {
      name: string
      default: string | null
      data_type: string
      validation_rules: Array<{ rule_type: string; parameter?: number }>
    }
  >
  events: Array<{ event_type: string; trigger: string; options: { recipients: string[] } }>
  visitor_readable: boolean
  row_count: number
}

const event = (recipients: string[], trigger = 'AddRow') => ({
  event_type: 'EmailRow',
  trigger,
  options: { recipients },
})

describe('custom data tables (owner actions)', () => {
  it('creates a table whose response reads its name, columns and events, and lists it', async () => {
    const site = await createSite()
    const created = await own<TableBody>(
      site,
      'CreateTable',
      contactTable('contacts', [event(['owner@example.test'])]),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.name).toBe('contacts')
    expect(Object.keys(created.body.columns)).toEqual(['email', 'message', 'name'])
    expect(created.body.columns.message).toEqual({
      name: 'message',
      default: null,
      data_type: 'TEXT',
      validation_rules: [
        { rule_type: 'Required' },
        { rule_type: 'MinLength', parameter: 5 },
        { rule_type: 'MaxLength', parameter: 800 },
      ],
    })
    expect(created.body.events).toEqual([
      {
        event_type: 'EmailRow',
        trigger: 'AddRow',
        options: { recipients: ['owner@example.test'], locale: 'en' },
      },
    ])
    const listed = await own<{ results: TableBody[] }>(site, 'ListTables', {})
    expect(listed.status).toBe(200)
    expect(listed.body.results.map((t) => t.name)).toEqual(['contacts'])
    expect(listed.body.results[0]).toEqual(created.body)
  })

  it.each([
    ['a', 'CustomTableNameInvalid'],
    ['x'.repeat(101), 'CustomTableNameInvalid'],
  ])('refuses the table name %j with %s', async (name, code) => {
    const site = await createSite()
    const res = await own<ErrorBody>(site, 'CreateTable', { table_name: name, columns: {} })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect((await own<{ results: unknown[] }>(site, 'ListTables', {})).body.results).toEqual([])
  })

  it('refuses a second table of the same name (CustomTableNameExists)', async () => {
    const site = await createSite()
    expect((await own(site, 'CreateTable', contactTable('ab'))).status).toBe(200)
    const again = await own<ErrorBody>(site, 'CreateTable', contactTable('ab'))
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('CustomTableNameExists')
  })

  it.each([
    [{ a: { name: '' } }, 'column_name'],
    [{ a: { name: 'x'.repeat(51) } }, 'column_name'],
    [{ a: { name: 'email' }, b: { name: 'Email' } }, 'CustomColumnNameExists'],
    [{ a: { name: 'a', default: 'x'.repeat(51) } }, 'column_default'],
    [{ a: { name: 'a', validation_rules: [{ rule_type: 'MaxLength' }] } }, 'column_param'],
    [
      {
        a: {
          name: 'a',
          validation_rules: [
            { rule_type: 'MinLength', parameter: 10 },
            { rule_type: 'MaxLength', parameter: 3 },
          ],
        },
      },
      'min_max',
    ],
  ])('refuses columns %j with %s and stores nothing', async (columns, code) => {
    const site = await createSite()
    const res = await own<ErrorBody>(site, 'CreateTable', { table_name: 'things', columns })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    const [row] = await sql<{ n: string }>(
      'SELECT count(*) AS n FROM custom_data.tables WHERE site_id = $1',
      [site.id],
    )
    expect(Number(row!.n)).toBe(0)
  })

  it('checks events: 10 at most (CustomDataMaxEvents), recipients 3 to 100 with @, 10 per action', async () => {
    const site = await createSite()
    const ten = Array.from({ length: 10 }, (_, i) => `r${i}@example.test`)
    const tooMany = await own<ErrorBody>(site, 'CreateTable', {
      ...contactTable('t1'),
      events: Array.from({ length: 11 }, () => event(['a@b.co'])),
    })
    expect(tooMany.body.code).toBe('CustomDataMaxEvents')
    for (const recipients of [
      ['ab'],
      ['no-at-sign'],
      [`${'x'.repeat(100)}@b.co`],
      [...ten, 'x@y.co'],
    ]) {
      const res = await own<ErrorBody>(site, 'CreateTable', {
        ...contactTable('t2'),
        events: [event(recipients)],
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('CustomDataInvalidEmail')
    }
    const ok = await own<TableBody>(site, 'CreateTable', {
      ...contactTable('t3'),
      events: Array.from({ length: 10 }, () => event(ten)),
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.events).toHaveLength(10)
  })

  it('renames a table and replaces its events (UpdateTable), then deletes it', async () => {
    const site = await createSite()
    await own(site, 'CreateTable', contactTable('before'))
    const updated = await own<TableBody>(site, 'UpdateTable', {
      old_name: 'before',
      new_name: 'after',
      events: [event(['a@example.test'], 'UpdateRow')],
      visitor_readable: true,
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({ name: 'after', visitor_readable: true })
    expect(updated.body.events[0]!.trigger).toBe('UpdateRow')
    expect((await own<ErrorBody>(site, 'UpdateTable', { old_name: 'before' })).body.code).toBe(
      'InvalidFormData',
    )
    expect(
      (
        await own<ErrorBody>(site, 'UpdateTable', {
          old_name: 'after',
          events: Array(11).fill(event(['a@b.co'])),
        })
      ).body.code,
    ).toBe('CustomDataMaxEvents')
    const deleted = await own(site, 'DeleteTable', { table_name: 'after' })
    expect(deleted.status).toBe(200)
    expect((await own<{ results: unknown[] }>(site, 'ListTables', {})).body.results).toEqual([])
    const again = await own<ErrorBody>(site, 'DeleteTable', { table_name: 'after' })
    expect(again.status).toBe(400)
  })

  it('adds and renames columns; a rename keeps the values (ModifyColumn)', async () => {
    const site = await createSite()
    await own(site, 'CreateTable', contactTable('contacts'))
    await own(site, 'AddRow', {
      table_name: 'contacts',
      row: { email: 'keep@example.test', message: 'hello there' },
    })
    const added = await own<TableBody>(site, 'AddColumn', {
      table_name: 'contacts',
      column: { name: 'phone', default: '-' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(Object.keys(added.body.columns)).toEqual(['email', 'message', 'name', 'phone'])
    expect(
      (
        await own<ErrorBody>(site, 'AddColumn', {
          table_name: 'contacts',
          column: { name: 'EMAIL' },
        })
      ).body.code,
    ).toBe('CustomColumnNameExists')
    const renamed = await own<TableBody>(site, 'ModifyColumn', {
      table_name: 'contacts',
      old_column_name: 'message',
      new_column_name: 'body',
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(Object.keys(renamed.body.columns)).toEqual(['email', 'body', 'name', 'phone'])
    expect(
      (
        await own<ErrorBody>(site, 'ModifyColumn', {
          table_name: 'contacts',
          old_column_name: 'body',
          new_column_name: 'email',
        })
      ).body.code,
    ).toBe('CustomColumnNameExists')
    expect(
      (
        await own<ErrorBody>(site, 'ModifyColumn', {
          table_name: 'contacts',
          old_column_name: 'nope',
          new_column_name: 'x',
        })
      ).body.code,
    ).toBe('CustomDataInvalidColumn')
    const rows = await own<{ results: Array<Record<string, string>> }>(site, 'ListRows', {
      table_name: 'contacts',
      from: 1,
      to: 10,
    })
    expect(rows.body.results[0]).toMatchObject({ email: 'keep@example.test', body: 'hello there' })
  })

  it('turns Unique on over existing rows, refusing when they already repeat', async () => {
    const site = await createSite()
    await own(site, 'CreateTable', { table_name: 'list', columns: { tag: { name: 'tag' } } })
    await own(site, 'AddRow', { table_name: 'list', row: { tag: 'a' } })
    await own(site, 'AddRow', { table_name: 'list', row: { tag: 'A ' } })
    const refused = await own<ErrorBody>(site, 'ModifyColumn', {
      table_name: 'list',
      old_column_name: 'tag',
      validation_rules: [{ rule_type: 'Unique' }],
    })
    expect(refused.body.code).toBe('CustomDataUniqueFail')
    const rows = await own<{ results: Array<{ id: string }> }>(site, 'ListRows', {
      table_name: 'list',
    })
    await own(site, 'RemoveRow', { table_name: 'list', row_id: rows.body.results[1]!.id })
    const ok = await own(site, 'ModifyColumn', {
      table_name: 'list',
      old_column_name: 'tag',
      validation_rules: [{ rule_type: 'Unique' }],
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(
      (await own<ErrorBody>(site, 'AddRow', { table_name: 'list', row: { tag: 'a' } })).body.code,
    ).toBe('CustomDataUniqueFail')
  })

  it('refuses every owner action to a foreign user (403) and to a visitor without a token (401)', async () => {
    const site = await createSite()
    await own(site, 'CreateTable', contactTable('contacts'))
    const stranger = await register()
    const actions: Array<[string, Record<string, unknown>]> = [
      ['ListTables', {}],
      ['CreateTable', contactTable('mine')],
      ['ListRows', { table_name: 'contacts' }],
      ['RemoveRow', { table_name: 'contacts', row_id: '00000000-0000-4000-8000-000000000000' }],
      ['AddColumn', { table_name: 'contacts', column: { name: 'x' } }],
      ['ModifyColumn', { table_name: 'contacts', old_column_name: 'email', new_column_name: 'e' }],
      ['UpdateTable', { old_name: 'contacts', new_name: 'stolen' }],
      ['DeleteTable', { table_name: 'contacts' }],
    ]
    for (const [action, data] of actions) {
      const foreign = await call<ErrorBody>(site, action, data, { token: stranger.token })
      expect(foreign.status, action).toBe(403)
      const anonymous = await call<ErrorBody>(site, action, data)
      expect(anonymous.status, action).toBe(401)
    }
    const tables = await own<{ results: Array<{ name: string; columns: object }> }>(
      site,
      'ListTables',
      {},
    )
    expect(tables.body.results.map((t) => t.name)).toEqual(['contacts'])
    expect(Object.keys(tables.body.results[0]!.columns)).toEqual(['email', 'message', 'name'])
  })

  it('answers bad input with 400 and a code, never a 5xx, and changes nothing', async () => {
    const site = await createSite()
    await own(site, 'CreateTable', contactTable('contacts'))
    const cases: unknown[] = [
      { action: 'DropDatabase', data: {} },
      { action: 'CreateTable' },
      { action: 'CreateTable', data: { table_name: 5, columns: {} } },
      { action: 'CreateTable', data: { table_name: 'ok', columns: 'email' } },
      { action: 'AddRow', data: { table_name: 'contacts', row: 'text' } },
      { action: 'AddRow', data: { table_name: 'nope', row: {} } },
      { action: 'ListRows', data: { table_name: 'contacts', from: 'one' } },
      { action: 'ListRows', data: { table_name: 'contacts', from: 5, to: 2 } },
      { action: 'UpdateRow', data: { table_name: 'contacts', row_id: 'not-a-uuid', new_row: {} } },
      { action: 'ModifyColumn', data: { table_name: 'contacts' } },
      { action: 'AddColumn', data: { table_name: 'contacts' } },
      'not an object',
      [],
    ]
    for (const body of cases) {
      const res = await api.post<ErrorBody>(`/api/sites/${site.id}/custom_data`, {
        body,
        token: site.owner.token,
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code, JSON.stringify(body)).toMatch(/^(InvalidFormData|Custom\w+)$/)
    }
    const raw = await api.post<ErrorBody>(`/api/sites/${site.id}/custom_data`, {
      rawBody: '{"action":',
      token: site.owner.token,
    })
    expect(raw.status).toBe(400)
    const tables = await own<{ results: Array<{ name: string; row_count: number }> }>(
      site,
      'ListTables',
      {},
    )
    expect(tables.body.results).toEqual([
      expect.objectContaining({ name: 'contacts', row_count: 0 }),
    ])
  })

  it('answers 404 for a site that does not exist', async () => {
    const user = await register()
    const res = await call<ErrorBody>(
      '00000000-0000-4000-8000-000000000000',
      'ListTables',
      {},
      {
        token: user.token,
      },
    )
    expect(res.status).toBe(404)
    expect(
      (await call<ErrorBody>('not-a-uuid', 'ListTables', {}, { token: user.token })).status,
    ).toBe(400)
  })

  it('removes every table, row and usage count of a site when the site is deleted', async () => {
    const site = await createSite({ publish: false })
    expect((await own(site, 'CreateTable', contactTable())).status).toBe(200)
    expect((await own(site, 'CreateTable', contactTable('second'))).status).toBe(200)
    const added = await own(site, 'AddRow', {
      table_name: 'contacts',
      row: { email: 'someone@example.test', message: 'hello there' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)

    const deleted = await api.delete(`/api/sites/${site.id}`, { token: site.owner.token })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204)
    const [left] = await sql<{ tables: string; usage: string }>(
      `SELECT (SELECT count(*) FROM custom_data.tables WHERE site_id = $1) AS tables,
              (SELECT count(*) FROM custom_data.site_usage WHERE site_id = $1) AS usage`,
      [site.id],
    )
    expect(left).toEqual({ tables: '0', usage: '0' })
  })
})
