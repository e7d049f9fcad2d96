import { describe, expect, it } from 'vitest'
import { createSite, own, rowCount, siteWithContacts, stack, type ErrorBody } from './helpers.js'

type Line = {
  progress?: number
  total?: number
  done?: boolean
  added?: number
  failed_rows?: number[]
  error?: { code: string; message: string; row?: number }
}

async function fetchImport(
  site: { id: string; owner: { token: string } },
  table: string,
  csv: string,
  skipErrors: boolean,
) {
  const url = `${stack.gatewayUrl}/api/sites/${site.id}/custom_data/import?table_name=${encodeURIComponent(table)}&skip_errors=${skipErrors}`
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.owner.token}`, 'content-type': 'text/csv' },
    body: csv,
  })
  const text = await res.text()
  const lines: Line[] =
    res.status === 200
      ? text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Line)
      : []
  return {
    status: res.status,
    lines,
    body: res.status === 200 ? undefined : (JSON.parse(text) as ErrorBody),
  }
}

async function exportCsv(
  site: { id: string; owner: { token: string } },
  table: string,
  token?: string,
) {
  const res = await fetch(
    `${stack.gatewayUrl}/api/sites/${site.id}/custom_data/export?table_name=${encodeURIComponent(table)}`,
    { headers: { authorization: `Bearer ${token ?? site.owner.token}` } },
  )
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('CSV export and import', () => {
  it('exports UTF-8 with a BOM, a header of column names, quoted and neutralised cells', async () => {
    const site = await siteWithContacts()
    const rows = [
      { email: 'a@example.test', message: '=HYPERLINK("http://evil")', name: 'Ann, Jr.' },
      { email: 'b@example.test', message: 'line one\nline "two"', name: '王小明' },
      { email: 'c@example.test', message: '+1 for this', name: '@handle' },
    ]
    for (const row of rows) await own(site, 'AddRow', { table_name: 'contacts', row })
    const res = await exportCsv(site, 'contacts')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('contacts.csv')
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(res.bytes.subarray(3).toString('utf8')).toBe(
      'email,message,name\r\n' +
        'a@example.test,"\'=HYPERLINK(""http://evil"")","Ann, Jr."\r\n' +
        'b@example.test,"line one\nline ""two""",王小明\r\n' +
        "c@example.test,'+1 for this,'@handle\r\n",
    )
  })

  it('exports only for the owner', async () => {
    const site = await siteWithContacts()
    const stranger = await createSite()
    expect((await exportCsv(site, 'contacts', stranger.owner.token)).status).toBe(403)
    expect((await exportCsv(site, 'nope')).status).toBe(400)
  })

  it('imports rows one at a time with progress, and round-trips an export', async () => {
    const site = await siteWithContacts()
    const body = ['email,message,name']
    for (let i = 1; i <= 120; i += 1) body.push(`r${i}@example.test,message number ${i},Name ${i}`)
    const res = await fetchImport(site, 'contacts', '\uFEFF' + body.join('\r\n') + '\r\n', false)
    expect(res.status).toBe(200)
    expect(res.lines.filter((l) => l.progress !== undefined).map((l) => l.progress)).toEqual([
      50, 100, 120,
    ])
    expect(res.lines.at(-1)).toEqual({ done: true, added: 120, failed_rows: [] })
    expect(await rowCount(site)).toBe(120)
    const exported = await exportCsv(site, 'contacts')
    const other = await createSite()
    await own(other, 'CreateTable', {
      table_name: 'copy',
      columns: { email: { name: 'email' }, message: { name: 'message' }, name: { name: 'name' } },
    })
    const again = await fetchImport(other, 'copy', exported.bytes.toString('utf8'), false)
    expect(again.lines.at(-1)).toMatchObject({ done: true, added: 120 })
  })

  it('stops at the first failing row, or with skip-errors reports the failed rows', async () => {
    const site = await siteWithContacts()
    const csv = [
      'email,message,name',
      'ok1@example.test,hello there,',
      'not-an-email,hello there,',
      'ok2@example.test,hello there,',
      'ok1@example.test,duplicate address,',
      'ok3@example.test,hi,',
    ].join('\n')
    const stopped = await fetchImport(site, 'contacts', csv, false)
    expect(stopped.lines.at(-1)).toEqual({
      done: true,
      added: 1,
      failed_rows: [3],
      error: { code: 'CustomDataInvalidEmail', message: expect.any(String), row: 3 },
    })
    expect(await rowCount(site)).toBe(1)
    const fresh = await siteWithContacts()
    const skipped = await fetchImport(fresh, 'contacts', csv, true)
    expect(skipped.lines.at(-1)).toEqual({
      done: true,
      added: 2,
      failed_rows: [3, 5, 6],
      error: { code: 'invalid_rows', message: expect.stringContaining('3, 5, 6') },
    })
    expect(await rowCount(fresh)).toBe(2)
  })

  it('refuses a header naming unknown columns and rows of the wrong length, before adding any', async () => {
    const site = await siteWithContacts()
    const unknown = await fetchImport(site, 'contacts', 'email,phone\na@example.test,1\n', false)
    expect(unknown.status).toBe(400)
    expect(unknown.body!.code).toBe('CustomDataInvalidColumn')
    const short = await fetchImport(
      site,
      'contacts',
      'email,message,name\na@example.test,hello there\n',
      false,
    )
    expect(short.status).toBe(400)
    expect(short.body!.code).toBe('row_length')
    expect(await rowCount(site)).toBe(0)
  })
})
