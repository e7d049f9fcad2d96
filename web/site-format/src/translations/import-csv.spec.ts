import { describe, expect, it } from 'vitest'
import { importTranslationsCsv } from './import-csv.js'

describe('importTranslationsCsv', () => {
  it('reads languages from the header and keys from the first column', () => {
    const result = importTranslationsCsv('key,en,zh-tw\r\nhello,Hello,你好\r\nbye,Bye,再見', {})
    expect(result).toEqual({
      translations: { en: { hello: 'Hello', bye: 'Bye' }, 'zh-tw': { hello: '你好', bye: '再見' } },
      added: 4,
      duplicates: 0,
      skippedEmpty: 0,
      errors: [],
    })
  })

  it('reports a missing header row', () => {
    for (const text of ['', '\r\n', ' , \n']) {
      const result = importTranslationsCsv(text, { en: { a: 'A' } })
      expect(result.errors).toEqual([{ key: 'errors.rows_missing' }])
      expect(result.translations).toEqual({ en: { a: 'A' } })
      expect(result.added).toBe(0)
    }
  })

  it('keeps the first of duplicate keys and reports the others with their row', () => {
    const text = 'key,en\na,first\nb,B\na,second\na,third'
    const result = importTranslationsCsv(text, {})
    expect(result.translations).toEqual({ en: { a: 'first', b: 'B' } })
    expect(result.duplicates).toBe(2)
    expect(result.errors).toEqual([
      { key: 'errors.duplicate_key', row: 4 },
      { key: 'errors.duplicate_key', row: 5 },
    ])
  })

  it('reports rows with more cells than the header', () => {
    const result = importTranslationsCsv('key,en\na,A,extra\nb,B,\nc,C', {})
    expect(result.errors).toEqual([{ key: 'errors.row_length', row: 2 }])
    // Trailing empty cells carry nothing and are accepted.
    expect(result.translations).toEqual({ en: { b: 'B', c: 'C' } })
  })

  it('reads quoted fields with commas, quotes and line breaks', () => {
    const text =
      'key,en,fr\r\n"greeting, long","Hello, ""friend""\r\nwelcome","<div class=""pm-p"">Salut</div>"'
    expect(importTranslationsCsv(text, {}).translations).toEqual({
      en: { 'greeting, long': 'Hello, "friend"\r\nwelcome' },
      fr: { 'greeting, long': '<div class="pm-p">Salut</div>' },
    })
  })

  it('skips empty values by default, or writes them when asked', () => {
    const text = 'key,en,fr\na,A,\nb,,\n'
    const skipped = importTranslationsCsv(text, {})
    expect(skipped.translations).toEqual({ en: { a: 'A' }, fr: {} })
    expect(skipped.skippedEmpty).toBe(3)
    expect(skipped.added).toBe(1)
    const kept = importTranslationsCsv(text, {}, { skipEmpty: false })
    expect(kept.translations).toEqual({ en: { a: 'A', b: '' }, fr: { a: '', b: '' } })
    expect(kept.skippedEmpty).toBe(0)
  })

  it('merges into existing translations without changing them', () => {
    const existing = { en: { a: 'old', keep: 'K' }, de: { a: 'alt' } }
    const result = importTranslationsCsv('key,en\na,new\n', existing)
    expect(result.translations).toEqual({ en: { a: 'new', keep: 'K' }, de: { a: 'alt' } })
    expect(existing.en.a).toBe('old')
  })

  it('reports rows without a key, skips blank rows and blank language columns', () => {
    const result = importTranslationsCsv('key,en,\n\n ,lost\nx,X\n', {})
    expect(result.errors).toEqual([{ key: 'errors.i18n_key', row: 3 }])
    expect(result.translations).toEqual({ en: { x: 'X' } })
  })

  it('treats keys like __proto__ as plain keys', () => {
    const result = importTranslationsCsv('key,en\n__proto__,P\nconstructor,C', {})
    expect(Object.keys(result.translations['en'] ?? {})).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf(result.translations['en'])).toBe(Object.prototype)
  })
})
