import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv, writeCsv } from './csv.js'

describe('parseCsv', () => {
  it('reads plain and quoted fields', () => {
    expect(parseCsv('a,b,c\r\n1,"two, three","say ""hi"""')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
    ])
  })

  it('reads line breaks inside quotes and LF, CRLF or CR between rows', () => {
    expect(parseCsv('k,"line 1\r\nline 2"\nx,"a\nb"\ry,z\r\n')).toEqual([
      ['k', 'line 1\r\nline 2'],
      ['x', 'a\nb'],
      ['y', 'z'],
    ])
  })

  it('keeps empty fields and blank lines, drops a final line break and a BOM', () => {
    expect(parseCsv('\uFEFFa,,\n\n,b\n')).toEqual([['a', '', ''], [''], ['', 'b']])
    expect(parseCsv('')).toEqual([])
    expect(parseCsv('""')).toEqual([['']])
  })

  it('is lenient with stray and unterminated quotes', () => {
    expect(parseCsv('a"b,"c"d')).toEqual([['a"b', 'cd']])
    expect(parseCsv('"open,field\nmore')).toEqual([['open,field\nmore']])
  })
})

describe('writeCsv', () => {
  it('quotes only when needed and uses CRLF', () => {
    expect(
      writeCsv([
        ['a', 'b c', 'd,e'],
        ['"q"', 'x\ny', ''],
      ]),
    ).toBe('a,b c,"d,e"\r\n"""q""","x\ny",')
  })

  it('reads back what it writes', () => {
    const row = fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 })
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsv(writeCsv(rows))).toEqual(rows)
      }),
    )
    // A hundred generated files: seconds on a busy machine.
  }, 30_000)
})
