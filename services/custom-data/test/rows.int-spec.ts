import { describe, expect, it } from 'vitest'
import {
  api,
  contactTable,
  createSite,
  own,
  rowCount,
  siteWithContacts,
  sql,
  visitorAdd,
  type ErrorBody,
} from './helpers.js'

type Row = Record<string, string>

const contact = (email: string, message = 'hello there') => ({ email, message })

describe('custom data rows (owner)', () => {
  it('adds, lists, gets, updates and removes rows', async () => {
    const site = await siteWithContacts()
    const first = await own<{ id: string }>(site, 'AddRow', {
      table_name: 'contacts',
      row: { ...contact('one@example.test'), name: 'Ann' },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    await own(site, 'AddRow', { table_name: 'contacts', row: contact('two@example.test') })
    await own(site, 'AddRow', { table_name: 'contacts', row: contact('three@example.test') })
    const page = await own<{ results: Row[]; total: number }>(site, 'ListRows', {
      table_name: 'contacts',
      from: 2,
      to: 3,
    })
    expect(page.body.total).toBe(3)
    expect(page.body.results.map((r) => r.email)).toEqual([
      'two@example.test',
      'three@example.test',
    ])
    expect(page.body.results[0]).toEqual({
      id: expect.any(String),
      email: 'two@example.test',
      message: 'hello there',
      name: '',
    })
    const got = await own<Row>(site, 'GetRow', {
      table_name: 'contacts',
      filters: { email: 'one@example.test' },
    })
    expect(got.body).toMatchObject({ id: first.body.id, name: 'Ann' })
    const updated = await own<Row>(site, 'UpdateRow', {
      table_name: 'contacts',
      row_id: first.body.id,
      new_row: { message: 'changed message' },
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({ email: 'one@example.test', message: 'changed message' })
    const removed = await own(site, 'RemoveRow', { table_name: 'contacts', row_id: first.body.id })
    expect(removed.status).toBe(200)
    expect(
      (await own(site, 'RemoveRow', { table_name: 'contacts', row_id: first.body.id })).status,
    ).toBe(404)
    expect(await rowCount(site)).toBe(2)
  })

  it.each([
    [{ message: 'hello there' }, 'CustomDataRequired'],
    [{ email: '  ', message: 'hello there' }, 'CustomDataRequired'],
    [{ email: 'not-an-email', message: 'hello there' }, 'CustomDataInvalidEmail'],
    [{ email: 'a@example.test', message: 'hey' }, 'InvalidFormData'],
    [{ email: 'a@example.test', message: 'x'.repeat(801) }, 'InvalidFormData'],
    [{ email: 'a@example.test', message: 'hello', phone: '1' }, 'CustomDataInvalidColumn'],
    [{ email: 'a@example.test', message: 42 }, 'InvalidFormData'],
  ])('refuses %j with %s and stores nothing', async (row, code) => {
    const site = await siteWithContacts()
    const res = await own<ErrorBody>(site, 'AddRow', { table_name: 'contacts', row })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(await rowCount(site)).toBe(0)
  })

  it('counts MinLength and MaxLength in characters, not bytes', async () => {
    const site = await siteWithContacts()
    // 800 CJK characters are 2400 bytes; five emoji are 20 bytes but 5 characters.
    for (const message of ['你'.repeat(800), '😀😀😀😀😀']) {
      const res = await own(site, 'AddRow', {
        table_name: 'contacts',
        row: { email: `${message.length}@example.test`, message },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const short = await own<ErrorBody>(site, 'AddRow', {
      table_name: 'contacts',
      row: { email: 'x@example.test', message: '😀😀😀😀' },
    })
    expect(short.body.code).toBe('InvalidFormData')
  })

  it('stores SQL-looking, HTML-looking and very long values literally', async () => {
    const site = await createSite()
    await own(site, 'CreateTable', { table_name: 'notes', columns: { text: { name: 'text' } } })
    const values = [
      "'; DROP TABLE custom_data.rows; --",
      "Robert\"); DELETE FROM custom_data.tables WHERE ('1'='1",
      '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
      '{"$where": "1 == 1"} \\u0000-ish \\ backslash',
      'x'.repeat(200_000),
      '表'.repeat(50_000) + '😀',
    ]
    for (const text of values) {
      const res = await own(site, 'AddRow', { table_name: 'notes', row: { text } })
      expect(res.status).toBe(200)
    }
    const listed = await own<{ results: Row[] }>(site, 'ListRows', {
      table_name: 'notes',
      from: 1,
      to: 10,
    })
    expect(listed.body.results.map((r) => r.text)).toEqual(values)
    const [count] = await sql<{ n: string }>('SELECT count(*) AS n FROM custom_data.tables')
    expect(Number(count!.n)).toBeGreaterThan(0)
  })

  it('stores exactly one of 50 concurrent AddRows of one e-mail: 49 CustomDataUniqueFail, no 5xx', async () => {
    const site = await siteWithContacts()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        own<ErrorBody>(site, 'AddRow', {
          table_name: 'contacts',
          row: {
            email: i % 2 ? 'Same@Example.test' : 'same@example.test ',
            message: `message ${i}`,
          },
        }),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(results.filter((r) => r.body.code === 'CustomDataUniqueFail')).toHaveLength(49)
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0)
    expect(await rowCount(site)).toBe(1)
  })

  it('lets one of 50 concurrent UpdateRows take an e-mail: 49 CustomDataUniqueFail, no 5xx', async () => {
    const site = await siteWithContacts()
    const ids: string[] = []
    for (let i = 0; i < 50; i += 1) {
      const res = await own<{ id: string }>(site, 'AddRow', {
        table_name: 'contacts',
        row: contact(`row${i}@example.test`),
      })
      ids.push(res.body.id)
    }
    const results = await Promise.all(
      ids.map((id) =>
        own<ErrorBody>(site, 'UpdateRow', {
          table_name: 'contacts',
          row_id: id,
          new_row: { email: 'wanted@example.test' },
        }),
      ),
    )
    const others = results.filter((r) => r.status !== 200 && r.body.code !== 'CustomDataUniqueFail')
    expect(others.map((r) => [r.status, r.body])).toEqual([])
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.body.code === 'CustomDataUniqueFail')).toHaveLength(49)
    const [row] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM custom_data.rows r JOIN custom_data.tables t ON t.id = r.table_id
       WHERE t.site_id = $1 AND r."values"->>'1' = 'wanted@example.test'`,
      [site.id],
    )
    expect(Number(row!.n)).toBe(1)
  })

  it('frees a Unique value when its row is removed or changed', async () => {
    const site = await siteWithContacts()
    const a = await own<{ id: string }>(site, 'AddRow', {
      table_name: 'contacts',
      row: contact('free@example.test'),
    })
    await own(site, 'UpdateRow', {
      table_name: 'contacts',
      row_id: a.body.id,
      new_row: { email: 'moved@example.test' },
    })
    expect(
      (await own(site, 'AddRow', { table_name: 'contacts', row: contact('free@example.test') }))
        .status,
    ).toBe(200)
    await own(site, 'RemoveRow', { table_name: 'contacts', row_id: a.body.id })
    expect(
      (await own(site, 'AddRow', { table_name: 'contacts', row: contact('moved@example.test') }))
        .status,
    ).toBe(200)
  })

  it('counts custom_data_usage in the site usage, and gives it back when rows go', async () => {
    const site = await siteWithContacts()
    const usage = async () =>
      (
        await api.get<{ custom_data_usage: number; custom_data_allowance: number }>(
          `/api/sites/${site.id}/usage`,
          { token: site.owner.token },
        )
      ).body
    expect(await usage()).toMatchObject({ custom_data_usage: 0, custom_data_allowance: 500_000 })
    const row = { email: 'usage@example.test', message: 'counted in bytes: 你好' }
    const added = await own<{ id: string }>(site, 'AddRow', { table_name: 'contacts', row })
    const bytes = Buffer.byteLength(JSON.stringify({ '1': row.email, '2': row.message }))
    expect((await usage()).custom_data_usage).toBe(bytes)
    await visitorAdd(site, 'contacts', { email: 'v@example.test', message: 'from a visitor' })
    expect((await usage()).custom_data_usage).toBeGreaterThan(bytes)
    await own(site, 'RemoveRow', { table_name: 'contacts', row_id: added.body.id })
    await own(site, 'DeleteTable', { table_name: 'contacts' })
    expect((await usage()).custom_data_usage).toBe(0)
  })

  it("refuses writes past the plan's allowance (CustomDataUsageExceeded)", async () => {
    const site = await createSite()
    // A Free site has 10 tables.
    for (let i = 0; i < 10; i += 1) {
      expect((await own(site, 'CreateTable', contactTable(`table ${i}`))).status).toBe(200)
    }
    const eleventh = await own<ErrorBody>(site, 'CreateTable', contactTable('table 10'))
    expect(eleventh.body.code).toBe('CustomDataUsageExceeded')
    // And 500 KB of row values: the row that would pass it is refused, nothing half-written.
    await own(site, 'CreateTable', {
      table_name: 'big',
      columns: { text: { name: 'text' } },
    }).catch(() => undefined)
    await own(site, 'DeleteTable', { table_name: 'table 9' })
    await own(site, 'CreateTable', { table_name: 'big', columns: { text: { name: 'text' } } })
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await own(site, 'AddRow', { table_name: 'big', row: { text: 'x'.repeat(120_000) } }))
          .status,
      ).toBe(200)
    }
    const over = await own<ErrorBody>(site, 'AddRow', {
      table_name: 'big',
      row: { text: 'x'.repeat(120_000) },
    })
    expect(over.body.code).toBe('CustomDataUsageExceeded')
    expect(await rowCount(site, 'big')).toBe(4)
  })
})
