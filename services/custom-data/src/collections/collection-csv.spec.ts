import { ApiError } from '@tessera/kit'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { cellValue, exportColumns, planColumns, rowToItem, csvLine } from './collection-csv.js'
import type { StoredItem } from './collections.repository.js'
import type { FieldDef, FieldType } from './fields.js'

const field = (id: number, name: string, type: FieldType): FieldDef => ({
  id,
  name,
  type,
  position: id,
  rules: [],
  choices: type === 'Option' ? ['a', 'b'] : [],
  target: null,
  source: null,
  public: true,
})

const title = field(1, 'Title', 'PlainText')
const price = field(2, 'Price', 'Number')
const open = field(3, 'Open', 'Switch')
const gallery = field(4, 'Photos', 'Gallery')
const slug = field(5, 'Slug', 'Slug')
const fields = [title, price, open, gallery, slug]

const code = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return (error as ApiError).code
  }
  throw new Error('expected a refusal')
}

describe('CSV columns to fields', () => {
  it('maps columns by field name, a language by `Name (lang)`, and skips the rest', () => {
    const targets = planColumns(['Title', 'Title (zh-tw)', 'price', 'status', 'Notes'], fields)
    expect(targets.map((t) => (t.kind === 'field' ? `${t.field.name}/${t.lang}` : t.kind))).toEqual(
      ['Title/*', 'Title/zh-tw', 'Price/*', 'status', 'skip'],
    )
  })

  it('follows a mapping, by id, name or with a language, and refuses what cannot be', () => {
    const targets = planColumns(['Name', 'Cost', 'Chinese', 'Title'], fields, {
      Name: 1,
      Cost: 'Price',
      Chinese: { field: 'Title', lang: 'zh-tw' },
      Title: null,
    })
    expect(targets.map((t) => (t.kind === 'field' ? `${t.field.id}/${t.lang}` : t.kind))).toEqual([
      '1/*',
      '2/*',
      '1/zh-tw',
      'skip',
    ])
    expect(code(() => planColumns(['A'], fields, { A: 'Nope' }))).toBe('CustomDataInvalidColumn')
    expect(code(() => planColumns(['A'], fields, { B: 'Title' }))).toBe('CustomDataInvalidColumn')
    expect(code(() => planColumns(['A'], fields, { A: { field: 'Price', lang: 'en' } }))).toBe(
      'CustomDataInvalidColumn',
    )
    expect(code(() => planColumns(['Title', 'A'], fields, { A: 'Title' }))).toBe(
      'CustomDataInvalidColumn',
    )
  })
})

describe('CSV cells to values', () => {
  it.each([
    [price, '12.5', 12.5],
    [price, '-3', -3],
    [price, "'-3", -3],
    [price, 'twelve', 'twelve'],
    [open, 'Yes', true],
    [open, '0', false],
    [open, 'maybe', 'maybe'],
    [gallery, 'a; b,c', ['a', 'b', 'c']],
    [slug, ' my-slug ', 'my-slug'],
    [title, '  kept as typed ', '  kept as typed '],
    [title, '', null],
  ])('%# %j', (f, cell, value) => {
    expect(cellValue(f, cell)).toEqual(value)
  })

  it('makes a row an item: text by language, a status, and a time only when scheduled', () => {
    const targets = planColumns(['Title', 'Title (zh-tw)', 'Price', 'status', 'publish_at'], fields)
    expect(rowToItem(['Bread', '麵包', '3', 'scheduled', '2030-01-01T00:00:00Z'], targets)).toEqual(
      {
        status: 'Scheduled',
        publish_at: '2030-01-01T00:00:00Z',
        values: { '1': { '*': 'Bread', 'zh-tw': '麵包' }, '2': 3 },
      },
    )
    expect(rowToItem(['', '', '', 'Published', '2020-01-01T00:00:00Z'], targets)).toEqual({
      status: 'Published',
      values: { '2': null },
    })
    expect(code(() => rowToItem(['x', '', '', 'Live', ''], targets))).toBe(
      'CustomDataInvalidColumn',
    )
  })
})

describe('CSV export', () => {
  it('writes what an import reads back', () => {
    const item: StoredItem = {
      id: '0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00',
      status: 'Published',
      publishAt: null,
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-02T00:00:00Z'),
      values: {
        '1': { '*': 'Bread, "fresh"', 'zh-tw': '麵包' },
        '2': -2,
        '3': true,
        '4': ['a', 'b'],
        '5': { '*': 'bread' },
      },
    }
    const { header, cells } = exportColumns(fields, new Map([[1, ['zh-tw', '*']]]))
    expect(header).toEqual([
      'id',
      'status',
      'publish_at',
      'published_at',
      'created_at',
      'updated_at',
      'Title',
      'Title (zh-tw)',
      'Price',
      'Open',
      'Photos',
      'Slug',
    ])
    const text = csvLine(header) + csvLine(cells(item))
    const [readHeader, row] = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data
    const back = rowToItem(row!, planColumns(readHeader!, fields))
    expect(back).toEqual({ status: 'Published', values: item.values })
  })
})
