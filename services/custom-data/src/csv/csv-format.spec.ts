import { describe, expect, it } from 'vitest'
import { csvField, csvLine, neutralise } from './csv-format.js'

describe('CSV export format', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx'])
      expect(neutralise(cell)).toBe(`'${cell}`)
    expect(neutralise('plain = text')).toBe('plain = text')
  })

  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvLine(['a', '=x', '你好'])).toBe("a,'=x,你好\r\n")
  })
})
