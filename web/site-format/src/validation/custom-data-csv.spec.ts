import { describe, expect, it } from 'vitest'
import {
  invalidRowsError,
  validateTableCsv,
  validateTableCsvHeader,
  validateTableCsvRowLengths,
} from './custom-data-csv.js'

/** Rows as a CSV reader gives them, for cells without commas or quotes. */
const csv = (text: string) => text.split('\n').map((line) => line.split(','))

const columns = ['email', 'name', 'message']

describe('table import CSV', () => {
  it('accepts a header of existing columns and full rows', () => {
    const rows = [...csv('email,name,message\na@b.c,Al,Hi\n\nc@d.e,,'), ['x@y.z', 'Bo', 'a, b']]
    expect(validateTableCsv(rows, columns)).toBeUndefined()
    expect(validateTableCsv(csv('message, email ,name'), columns)).toBeUndefined()
  })

  it('needs a header row', () => {
    expect(validateTableCsvHeader([], columns)).toEqual({ key: 'errors.rows_missing' })
    expect(validateTableCsv(csv('\n'), columns)).toEqual({ key: 'errors.rows_missing' })
  })

  it.each([
    ['email,nme,message', 'nme'],
    ['email,Name,message', 'Name'],
    ['id,email,name', 'id'],
    ['email,name,', ''],
  ])('names the unknown column in %j', (header, column) => {
    expect(validateTableCsvHeader(csv(header), columns)).toEqual({
      key: 'CustomDataInvalidColumn',
      row: 1,
      params: { column },
    })
  })

  it('needs as many cells as columns in every row, with the row number', () => {
    expect(validateTableCsvRowLengths(csv('email,name\na,b'), columns)).toEqual({
      key: 'errors.row_length',
      row: 1,
    })
    const rows = csv('email,name,message\na,b,c\n\nd,e\nf,g,h,i')
    expect(validateTableCsvRowLengths(rows, columns)).toEqual({ key: 'errors.row_length', row: 4 })
    expect(validateTableCsv(rows, columns)?.row).toBe(4)
    expect(validateTableCsvRowLengths(csv('email,name,message\na,b,c,'), columns)?.row).toBe(2)
  })

  it('lists the rows that failed to import', () => {
    expect(invalidRowsError([])).toBeUndefined()
    expect(invalidRowsError([3, 7])).toEqual({
      key: 'errors.invalid_rows',
      params: { rows: '3, 7' },
    })
  })
})
