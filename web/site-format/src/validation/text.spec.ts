import { describe, expect, it } from 'vitest'
import { charLength, isBlank, lengthBetween } from './text.js'

describe('text helpers', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(charLength('abc')).toBe(3)
    expect(charLength('😀😀')).toBe(2)
    expect(charLength('網站')).toBe(2)
  })

  it('checks a length range inclusively', () => {
    expect(lengthBetween('ab', 2, 3)).toBe(true)
    expect(lengthBetween('abc', 2, 3)).toBe(true)
    expect(lengthBetween('a', 2, 3)).toBe(false)
    expect(lengthBetween('abcd', 2, 3)).toBe(false)
  })

  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [' \t\n', true],
    [' a ', false],
  ])('%j is blank: %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank)
  })
})
