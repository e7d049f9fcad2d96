import { describe, expect, it } from 'vitest'
import { csvHeaderIndex, filledLength, isBlankCsvRow } from './csv.js'

describe('CSV rows', () => {
  it.each([
    [[''], true],
    [[' ', ''], true],
    [[], true],
    [['', 'x'], false],
  ])('%j is blank: %s', (row, blank) => {
    expect(isBlankCsvRow(row)).toBe(blank)
  })

  it('finds the header as the first row with content', () => {
    expect(csvHeaderIndex([['key', 'en']])).toBe(0)
    expect(csvHeaderIndex([[''], [' '], ['key', 'en']])).toBe(2)
    expect(csvHeaderIndex([[''], ['']])).toBe(-1)
    expect(csvHeaderIndex([])).toBe(-1)
  })

  it('ignores empty trailing cells when measuring a row', () => {
    expect(filledLength(['a', 'b', '', ''])).toBe(2)
    expect(filledLength(['a', '', 'c'])).toBe(3)
    expect(filledLength(['', ''])).toBe(0)
  })
})
