import { describe, expect, it } from 'vitest'
import { acceptedLanguages, preferredLanguage } from './language-choice.js'

describe('Accept-Language', () => {
  it('orders tags by weight, then as sent, leaving out * and refused ones', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-ch',
      'fr',
      'en',
      'de',
    ])
    expect(acceptedLanguages('en;q=0.2, zh-TW, ja;q=0')).toEqual(['zh-tw', 'en'])
    expect(acceptedLanguages('')).toEqual([])
    expect(acceptedLanguages('<script>, en')).toEqual(['en'])
  })

  it("picks the site's language the browser wants first, by tag or base language", () => {
    const site = ['en', 'zh-tw']
    expect(preferredLanguage('zh-TW,zh;q=0.9,en;q=0.8', site)).toBe('zh-tw')
    expect(preferredLanguage('zh-HK,en;q=0.5', site)).toBe('zh-tw')
    expect(preferredLanguage('en-GB,zh-TW;q=0.9', site)).toBe('en')
    expect(preferredLanguage('fr,de', site)).toBeUndefined()
    expect(preferredLanguage('fr, zh;q=0.1', site)).toBe('zh-tw')
  })
})
