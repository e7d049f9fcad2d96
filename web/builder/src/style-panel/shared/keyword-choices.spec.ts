import { describe, expect, it } from 'vitest'
import en from '../../i18n/messages/en.json'
import zh from '../../i18n/messages/zh-tw.json'
import { KEYWORD_PROPERTIES, keywordKey } from './keyword-choices'

describe('keyword choices', () => {
  it('name every keyword the panel offers in plain words, in en and zh-tw', () => {
    const catalogues = { en, zh } as Record<string, Record<string, string>>
    for (const [property, values] of Object.entries(KEYWORD_PROPERTIES)) {
      expect(values.length, property).toBeGreaterThan(0)
      for (const value of values) {
        for (const [locale, catalogue] of Object.entries(catalogues)) {
          const name = catalogue[keywordKey(property, value)]
          expect(name, `${property} ${value} in ${locale}`).toBeTruthy()
          // Traditional Chinese names the keyword in words, never the CSS keyword again.
          if (locale === 'zh') expect(name).not.toMatch(/[a-z]-[a-z]/)
        }
      }
    }
  })
})
