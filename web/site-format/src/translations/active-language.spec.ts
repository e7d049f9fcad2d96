import { describe, expect, it } from 'vitest'
import { resolveActiveLanguage } from './active-language.js'

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

  it('falls back to en', () => {
    expect(resolveActiveLanguage({ browserLanguages: ['de-DE'], available })).toBe('en')
    expect(resolveActiveLanguage({ browserLanguages: [], available: [] })).toBe('en')
  })
})
