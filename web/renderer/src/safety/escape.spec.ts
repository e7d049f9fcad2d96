import { describe, expect, it } from 'vitest'
import { cssIdent, cssString, escapeAttr, escapeText, jsonForScript } from './escape.js'

describe('escaping', () => {
  it('escapes text and attribute values', () => {
    expect(escapeText('a < b & c > d "q"')).toBe('a &lt; b &amp; c &gt; d "q"')
    expect(escapeAttr(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
    expect(escapeText('plain')).toBe('plain')
  })

  it('writes JSON that cannot close its script element', () => {
    const json = jsonForScript({ code: '</script><!-- \u2028 &' })
    expect(json).not.toMatch(/[<\u2028]/)
    expect(json).toContain('\\u003c/script>')
    expect(JSON.parse(json)).toEqual({ code: '</script><!-- \u2028 &' })
  })

  it('escapes CSS identifiers and strings', () => {
    expect(cssIdent('site-c-1')).toBe('site-c-1')
    expect(cssIdent('1a')).toBe('\\31 a')
    expect(cssIdent('a</style>')).toBe('a\\3c \\/style\\>')
    expect(cssIdent('a b"c')).toBe('a\\ b\\"c')
    expect(cssString('a"b\\c<d\ne')).toBe('"a\\"b\\\\c\\3c d\\a e"')
  })
})
