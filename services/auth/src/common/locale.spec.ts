import { describe, expect, it } from 'vitest'
import { localeFrom } from './locale.js'

describe('localeFrom', () => {
  it.each([
    [undefined, 'en'],
    ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-tw'],
    ['zh-Hant-TW', 'zh-tw'],
    ['en-US,zh-TW;q=0.5', 'en'],
    ['fr-FR,zh-TW;q=0.5', 'zh-tw'],
    ['zh-TW;q=0,en;q=0.1', 'en'],
    ['de', 'en'],
  ])('%j -> %s', (header, locale) => {
    expect(localeFrom(header)).toBe(locale)
  })
})
