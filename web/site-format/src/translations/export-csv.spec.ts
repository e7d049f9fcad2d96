import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deepEqual } from '../serialization/deep-equal.js'
import { exportTranslationsCsv } from './export-csv.js'
import { importTranslationsCsv } from './import-csv.js'

describe('exportTranslationsCsv', () => {
  it('writes the default language first, the others alphabetically, keys sorted', () => {
    expect(exportTranslationsCsv({ fr: { a: 'Un' }, en: { a: 'One' } })).toBe(
      'key,fr,en\r\na,Un,One',
    )
    const csv = exportTranslationsCsv({
      en: { b: 'B', a: 'A, "quoted"' },
      'zh-tw': { b: '乙' },
      de: { a: 'A-de' },
    })
    expect(csv).toBe('key,en,de,zh-tw\r\na,"A, ""quoted""",A-de,\r\nb,B,,乙')
  })

  it('writes only the header for no keys', () => {
    expect(exportTranslationsCsv({})).toBe('key')
    expect(exportTranslationsCsv({ en: {} })).toBe('key,en')
  })

  it('imports back to the same translations', () => {
    const language = fc.stringMatching(/^[a-z]{2}(-[a-z]{2})?$/)
    const key = fc.string({ minLength: 1, maxLength: 10 }).filter((k) => k.trim() === k && k !== '')
    const value = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' })
    const translations = fc.dictionary(language, fc.dictionary(key, value, { maxKeys: 5 }), {
      maxKeys: 4,
    })
    fc.assert(
      fc.property(translations, (i18n) => {
        const result = importTranslationsCsv(exportTranslationsCsv(i18n), {})
        expect(result.errors).toEqual([])
        expect(deepEqual(result.translations, i18n)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
