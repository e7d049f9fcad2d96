import { describe, expect, it } from 'vitest'
import { defaultLanguage, resolveActiveLanguage } from './active-language.js'

describe('resolveActiveLanguage', () => {
  const available = ['en', 'fr', 'zh-tw']

  it('prefers the stored language when the site has it', () => {
    expect(resolveActiveLanguage({ stored: 'fr', browserLanguages: ['zh-TW'], available })).toBe(
      'fr',
    )
  })

  it('falls back to the first browser language, case-insensitively', () => {
    expect(
      resolveActiveLanguage({ stored: 'de', browserLanguages: ['zh-TW', 'fr'], available }),
    ).toBe('zh-tw')
  })

  it('tries the part before a hyphen', () => {
    expect(resolveActiveLanguage({ browserLanguages: ['fr-CA'], available })).toBe('fr')
    expect(resolveActiveLanguage({ stored: 'fr-BE', browserLanguages: ['en'], available })).toBe(
      'fr',
    )
  })

  it('falls back to the default language, then en', () => {
    expect(resolveActiveLanguage({ browserLanguages: ['de-DE'], available })).toBe('en')
    expect(resolveActiveLanguage({ browserLanguages: ['de'], available: ['fr', 'en'] })).toBe('fr')
    expect(resolveActiveLanguage({ browserLanguages: [], available: [] })).toBe('en')
  })
})

describe('defaultLanguage', () => {
  it('is the first language, else en', () => {
    expect(defaultLanguage({ 'zh-tw': {}, en: {} })).toBe('zh-tw')
    expect(defaultLanguage({ en: {}, 'zh-tw': {} })).toBe('en')
    expect(defaultLanguage({})).toBe('en')
    expect(defaultLanguage(undefined)).toBe('en')
  })
})
