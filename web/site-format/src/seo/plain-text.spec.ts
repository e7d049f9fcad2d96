import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text.js'

describe('plain text', () => {
  it('reads rich text as plain text', () => {
    expect(
      plainText('<p>Fresh <strong>bread</strong> &amp; cakes<br>daily&#33; &#x263A;</p>'),
    ).toBe('Fresh bread & cakes daily! ☺')
    expect(plainText('a &bogus; b')).toBe('a &bogus; b')
  })
})
