import { ApiError } from '@tessera/kit'
import { sanitizeContent } from '@tessera/renderer/sanitize'
import { describe, expect, it } from 'vitest'
import type { FieldDef, FieldType } from './fields.js'
import { itemPageSql, type ItemFilter, type ItemQuery } from './item-query.js'

const ctx = { sanitizeRichText: sanitizeContent }
const ID = '0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00'

const field = (id: number, type: FieldType): FieldDef => ({
  id,
  name: type,
  type,
  position: id,
  rules: [],
  choices: type === 'Option' ? ['a', 'b'] : [],
  target: type.endsWith('Reference') ? ID : null,
  source: null,
  public: true,
})

const query = (filters: ItemFilter[], sort: ItemQuery['sort']['by'] = 'order'): ItemQuery => ({
  collectionId: ID,
  page: 2,
  pageSize: 20,
  sort: { by: sort, desc: false },
  filters,
  lang: 'zh-tw',
  publishedOnly: true,
})

/** Every parameter is used, and used only as the SQL has it: PostgreSQL must type each. */
function expectParamsUsed(sql: string, params: unknown[]) {
  const used = new Set([...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))
  expect([...used].sort((a, b) => a - b)).toEqual(params.map((_, i) => i + 1))
}

describe('a page of items as SQL', () => {
  const cases: Array<[FieldType, ItemFilter['op'], unknown]> = [
    ['PlainText', 'equals', 'Bread'],
    ['PlainText', 'contains', '50%_off'],
    ['RichText', 'is_set', true],
    ['Number', 'equals', 3],
    ['Number', 'before', 3],
    ['DateTime', 'after', '2026-01-01T00:00:00Z'],
    ['Option', 'equals', 'a'],
    ['Switch', 'equals', true],
    ['Switch', 'is_set', false],
    ['Gallery', 'contains', ID],
    ['Reference', 'references', ID],
    ['MultiReference', 'references', ID],
    ['Slug', 'equals', 'bread'],
  ]

  it.each(cases)('filters %s with %s, every parameter typed and used', (type, op, value) => {
    const built = itemPageSql(
      query([{ field: field(3, type), op, value }], field(4, 'Number')),
      ctx,
    )
    expectParamsUsed(built.sql, built.params)
    expectParamsUsed(built.countSql, built.countParams)
    expect(built.sql).toContain('s.n ASC')
    // One past the page tells whether more follow; the offset skips the first page.
    expect(built.params.slice(-2)).toEqual([21, 20])
  })

  it('bounds the sort walk by a before/after filter on the sorted field', () => {
    const date = field(4, 'DateTime')
    const built = itemPageSql(
      query([{ field: date, op: 'after', value: '2026-01-01T00:00:00Z' }], date),
      ctx,
    )
    expect(built.sql).toMatch(/AND s\.n > \$\d+::double precision/)
    expect(built.params).toContain(Date.parse('2026-01-01T00:00:00Z'))
    expectParamsUsed(built.sql, built.params)
    const other = itemPageSql(
      query([{ field: field(3, 'Number'), op: 'after', value: 2 }], date),
      ctx,
    )
    expect(other.sql).not.toContain('s.n >')
  })

  it('orders by a second key where the first ties, then by id', () => {
    const date = field(4, 'DateTime')
    const name = field(5, 'PlainText')
    const built = itemPageSql(
      { ...query([], date), sort: { by: date, desc: true, then: { by: name, desc: false } } },
      ctx,
    )
    expect(built.sql).toMatch(
      /LEFT JOIN custom_data\.collection_sort_keys s2 ON s2\.item_id = i\.id/,
    )
    expect(built.sql).toMatch(/ORDER BY s\.n DESC, s2\.t ASC, s\.item_id DESC LIMIT/)
    expectParamsUsed(built.sql, built.params)
    const byTime = itemPageSql(
      { ...query([]), sort: { by: 'created_at', desc: false, then: { by: 'order', desc: true } } },
      ctx,
    )
    expect(byTime.sql).toMatch(/ORDER BY i\.created_at ASC, i\.seq DESC, i\.id ASC LIMIT/)
  })

  it('escapes LIKE wildcards of a search and a contains filter', () => {
    const built = itemPageSql(
      {
        ...query([{ field: field(3, 'PlainText'), op: 'contains', value: '50%_off' }]),
        search: 'A_B',
      },
      ctx,
    )
    expect(built.params).toContain('%50\\%\\_off%')
    expect(built.params).toContain('%a\\_b%')
  })

  it('reads only published items for visitors, the time rule included', () => {
    const built = itemPageSql(query([]), ctx)
    expect(built.sql).toContain(`i.status = 'Scheduled' AND i.publish_at <= now()`)
    const owner = itemPageSql({ ...query([]), publishedOnly: false }, ctx)
    expect(owner.sql).not.toContain('publish_at <= now()')
  })

  it('sorts by times and text keys, and refuses filters a type cannot take', () => {
    expect(itemPageSql(query([], 'created_at'), ctx).sql).toContain('i.created_at ASC')
    expect(itemPageSql(query([], field(2, 'PlainText')), ctx).sql).toContain('s.t ASC')
    const bad = (type: FieldType, op: ItemFilter['op'], value: unknown) => () =>
      itemPageSql(query([{ field: field(3, type), op, value }]), ctx)
    for (const run of [
      bad('PlainText', 'before', 'x'),
      bad('Number', 'references', ID),
      bad('Gallery', 'equals', ID),
      bad('Option', 'equals', 'zzz'),
      bad('Number', 'after', 'x'),
    ])
      expect(run).toThrow(ApiError)
  })

  it('filters text by containment, falling back to the default language', () => {
    const name = field(3, 'PlainText')
    const inDefault = itemPageSql(
      { ...query([{ field: name, op: 'equals', value: 'Rye' }]), lang: '*' },
      ctx,
    )
    expect(inDefault.sql).toMatch(/i\."values" @> \$\d+::jsonb/)
    expect(inDefault.params).toContain(JSON.stringify({ 3: { '*': 'Rye' } }))
    expectParamsUsed(inDefault.sql, inDefault.params)
    const inZh = itemPageSql(query([{ field: name, op: 'equals', value: '黑麥' }]), ctx)
    expect(inZh.params).toContain(JSON.stringify({ 3: { 'zh-tw': '黑麥' } }))
    expect(inZh.params).toContain(JSON.stringify({ 3: { '*': '黑麥' } }))
    expect(inZh.sql).toMatch(/NOT \(i\."values"->\$\d+::text \? \$\d+::text\)/)
    expectParamsUsed(inZh.sql, inZh.params)
  })

  it("starts a page after an earlier page's last item, skipping only what lies between", () => {
    const rank = field(4, 'Number')
    const mark = { skipped: 20, key: '7.5', id: ID }
    const up = itemPageSql({ ...query([], rank), after: mark }, ctx)
    expect(up.sql).toMatch(
      /\(\(s\.n, s\.item_id\) > \(\$\d+::double precision, \$\d+::uuid\) OR s\.n IS NULL\)/,
    )
    // Page 2 of 20 starts at item 20: nothing more to skip.
    expect(up.params.slice(-2)).toEqual([21, 0])
    expectParamsUsed(up.sql, up.params)
    const down = itemPageSql(
      { ...query([], rank), page: 3, sort: { by: rank, desc: true }, after: mark },
      ctx,
    )
    expect(down.sql).toMatch(/\(s\.n, s\.item_id\) < \(\$\d+::double precision, \$\d+::uuid\)/)
    expect(down.params.slice(-2)).toEqual([21, 20])
    const empty = itemPageSql({ ...query([], 'published_at'), after: { ...mark, key: null } }, ctx)
    expect(empty.sql).toContain('(i.published_at IS NULL AND i.id > ')
    expectParamsUsed(empty.sql, empty.params)
    // Two keys, or a mark past the page's start: read with OFFSET alone.
    const name = field(5, 'PlainText')
    const twoKeys = itemPageSql(
      {
        ...query([], rank),
        sort: { by: rank, desc: false, then: { by: name, desc: false } },
        after: mark,
      },
      ctx,
    )
    expect(twoKeys.sql).not.toContain('::uuid)')
    const behind = itemPageSql({ ...query([], rank), page: 1, after: mark }, ctx)
    expect(behind.sql).not.toContain('::uuid)')
    expect(behind.params.slice(-2)).toEqual([21, 0])
  })
})
