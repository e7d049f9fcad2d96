import { describe, expect, it } from 'vitest'
import { isSafeProperty, isSafeValue, splitFamilies } from './css-values.js'
import { sanitizeGlobalStyle } from './global-styles.js'
import { overrideSelector } from './selectors.js'

describe('CSS checks', () => {
  it('accepts ordinary properties and values', () => {
    for (const property of [
      'color',
      'background-color',
      '-webkit-line-clamp',
      'grid-template-areas',
    ]) {
      expect(isSafeProperty(property), property).toBe(true)
    }
    for (const value of [
      'red',
      '1px solid var(--color-border)',
      '"Open Sans", sans-serif',
      'url("https://cdn.example/a.png")',
      "url('data:image/svg+xml;utf8,<svg/>')".replace('<svg/>', 'x'),
      'calc(100% - 2px) !important',
      'repeat(3, 1fr)',
      'rgba(0, 0, 0, 0.5)',
    ]) {
      expect(isSafeValue(value), value).toBe(true)
    }
  })

  it('refuses what could end a rule or run code', () => {
    for (const property of ['Color', 'color;x', 'behavior', '-moz-binding', '--x', 'a b', '']) {
      expect(isSafeProperty(property), property).toBe(false)
    }
    for (const value of [
      'red; color: blue',
      'red}body{color:blue',
      'red{',
      '</style>',
      '"</style>"',
      'expression(alert(1))',
      'EXPRESSION (alert(1))',
      'url(javascript:alert(1))',
      'url("javascript:alert(1)")',
      'url(data:text/html,x)',
      'url("java\\73 cript:x")',
      'url(a b)',
      'url("a" x)',
      'red /* comment',
      '"unclosed',
      '(unbalanced',
      'red ! important x',
      'a\\62 c',
      'line\nbreak',
    ]) {
      expect(isSafeValue(value), value).toBe(false)
    }
  })

  it('splits font stacks at top-level commas', () => {
    expect(splitFamilies('"A, B", C , var(--x, D)')).toEqual(['"A, B"', 'C', 'var(--x, D)'])
  })

  it('keeps well-formed global styles as written and escapes <', () => {
    expect(sanitizeGlobalStyle('a { color: red }')).toBe('a { color: red }')
    expect(sanitizeGlobalStyle('a::after { content: "<b>" }')).toBe(
      'a::after { content: "\\3c b>" }',
    )
    for (const css of [
      'a { color: red',
      'a { color: red }}',
      'a { content: "x }',
      '/* open comment',
      'a { width: expression(alert(1)) }',
      'a { background: url(javas\\63 ript:alert(1)) }',
      'garbage without a block',
    ]) {
      expect(sanitizeGlobalStyle(css), css).toBeUndefined()
    }
  })

  it('validates child override selectors', () => {
    expect(overrideSelector('site-c-2')).toBe('.site-c-2')
    expect(overrideSelector('> p')).toBe('>p')
    expect(overrideSelector('.a:hover [data-x="1"]')).toBe('.a:hover [data-x="1"]')
    for (const key of ['a{}', 'a, b', '</style>', 'a;b', '@media x', 'a\\62']) {
      expect(overrideSelector(key), key).toBeUndefined()
    }
  })
})
