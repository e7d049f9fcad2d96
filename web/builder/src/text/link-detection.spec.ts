import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detectLinks, linkBefore, linkHref, LINK_SUFFIX_MAX } from './link-detection'

describe('link detection', () => {
  it('finds addresses with a domain suffix of 1 to 6 letters', () => {
    expect(LINK_SUFFIX_MAX).toBe(6)
    expect(linkHref('https://example.com')).toBe('https://example.com')
    expect(linkHref('http://a.b.example.co/path?q=1#x')).toBe('http://a.b.example.co/path?q=1#x')
    expect(linkHref('www.example.org')).toBe('https://www.example.org')
    expect(linkHref('example.museum')).toBe('https://example.museum')
    expect(linkHref('example.x')).toBe('https://example.x')
    expect(linkHref('shop.example.store/cart')).toBe('https://shop.example.store/cart')
    expect(linkHref('someone@example.com')).toBe('mailto:someone@example.com')
  })

  it('leaves other words as text', () => {
    for (const word of [
      'example.abcdefg',
      'example.c0m',
      'example.',
      'hello',
      '1.5',
      'e.g',
      'i.e',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://example.abcdefg',
      'https://localhost',
    ]) {
      expect(linkHref(word), word).toBeUndefined()
    }
  })

  it('cuts text into plain parts and links, leaving sentence punctuation outside', () => {
    expect(detectLinks('See example.com, or (www.test.io).')).toEqual([
      { text: 'See ' },
      { text: 'example.com', href: 'https://example.com' },
      { text: ', or (' },
      { text: 'www.test.io', href: 'https://www.test.io' },
      { text: ').' },
    ])
    expect(detectLinks('no links here, e.g. none')).toEqual([{ text: 'no links here, e.g. none' }])
  })

  it('finds the link a typed word ends', () => {
    expect(linkBefore('Visit example.com')).toEqual({
      start: 6,
      word: 'example.com',
      href: 'https://example.com',
    })
    expect(linkBefore('Visit (example.com)')).toMatchObject({ start: 7, word: 'example.com' })
    expect(linkBefore('Visit example')).toBeUndefined()
    expect(linkBefore('')).toBeUndefined()
  })

  it('keeps every character of the text, in order (property)', () => {
    const piece = fc.constantFrom(
      'word',
      ' ',
      '\n',
      'example.com',
      'https://a.test/x?y',
      '(',
      ').',
      'a@b.co',
      'e.g.',
      '文字',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('')
        const parts = detectLinks(text)
        expect(parts.map((part) => part.text).join('')).toBe(text)
        for (const part of parts) {
          if (part.href !== undefined) expect(linkHref(part.text)).toBe(part.href)
        }
      }),
    )
  })
})
