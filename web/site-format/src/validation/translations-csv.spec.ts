import { describe, expect, it } from 'vitest'
import {
  translationsCsvRowErrors,
  validateTranslationsCsv,
  validateTranslationsCsvDuplicateKeys,
  validateTranslationsCsvHeader,
  validateTranslationsCsvKeys,
  validateTranslationsCsvRowLengths,
} from './translations-csv.js'

/** Rows as a CSV reader gives them, for cells without commas or quotes. */
const csv = (text: string) => text.split('\n').map((line) => line.split(','))

const good = csv('key,en,zh-tw\ngreeting,Hello,你好\n\nbye,Bye,\nshort,Hi')

describe('translations CSV', () => {
  it('accepts a header and rows no longer than the languages', () => {
    expect(validateTranslationsCsv(good)).toBeUndefined()
    expect(translationsCsvRowErrors(good)).toEqual([])
  })

  it.each([[[]], [csv('')], [csv('\n , ')]])('needs a header row in %j', (rows) => {
    expect(validateTranslationsCsvHeader(rows)).toEqual({ key: 'errors.rows_missing' })
    expect(validateTranslationsCsv(rows)).toEqual({ key: 'errors.rows_missing' })
  })

  it('takes the first row with content as the header', () => {
    expect(validateTranslationsCsv(csv('\nkey,en\na,1'))).toBeUndefined()
    expect(validateTranslationsCsvRowLengths(csv('\nkey,en\na,1,2'))).toEqual({
      key: 'errors.row_length',
      row: 3,
    })
  })

  it('reports a duplicate key with its row number', () => {
    expect(validateTranslationsCsvDuplicateKeys(csv('key,en\na,1\nb,2\na,3'))).toEqual({
      key: 'errors.duplicate_key',
      row: 4,
      params: { key: 'a' },
    })
    expect(validateTranslationsCsvDuplicateKeys(csv('key,en\na,1\n a ,2'))?.row).toBe(3)
    expect(validateTranslationsCsvDuplicateKeys(good)).toBeUndefined()
  })

  it('reports a row with more cells than languages, ignoring empty trailing cells', () => {
    expect(validateTranslationsCsvRowLengths(csv('key,en\na,1\n\nb,2,3'))).toEqual({
      key: 'errors.row_length',
      row: 4,
    })
    expect(validateTranslationsCsvRowLengths(csv('key,en\na,1,,'))).toBeUndefined()
  })

  it('reports a row without a key', () => {
    expect(validateTranslationsCsvKeys(csv('key,en\n,orphan'))).toEqual({
      key: 'errors.i18n_key',
      row: 2,
    })
    expect(validateTranslationsCsvKeys(csv('key,en\n  ,orphan'))?.row).toBe(2)
  })

  it('lists one problem per row in row order, and the combined check gives the first', () => {
    const rows = csv('key,en\na,1\na,2\nb,1,2\n,x\n,x,y')
    expect(translationsCsvRowErrors(rows)).toEqual([
      { key: 'errors.duplicate_key', row: 3, params: { key: 'a' } },
      { key: 'errors.row_length', row: 4 },
      { key: 'errors.i18n_key', row: 5 },
      { key: 'errors.row_length', row: 6 },
    ])
    expect(validateTranslationsCsv(rows)?.row).toBe(3)
  })

  it('does not count a row it rejected as a seen key', () => {
    expect(translationsCsvRowErrors(csv('key,en\na,1,2\na,1'))).toEqual([
      { key: 'errors.row_length', row: 2 },
    ])
  })
})
