import { describe, expect, it } from 'vitest'
import { isValidCssValue, validateCssValue } from './css-values.js'

const theme = {
  variables: {
    'color-text': '#1b2125',
    'size-h1': '32px',
    gap: '${size-h1}',
    loop: '${loop}',
    'font-title': 'Helvetica, sans-serif',
  },
}

describe('css values', () => {
  it.each([
    ['color', 'red'],
    ['color', 'RED'],
    ['color', '#fff'],
    ['color', '#1b2125cc'],
    ['color', 'rgb(1 2 3 / 50%)'],
    ['color', 'rgba(0, 0, 0, 0.5)'],
    ['color', 'hsl(120deg 50% 50%)'],
    ['color', 'transparent'],
    ['color', 'currentcolor'],
    ['color', 'color-mix(in srgb, red, blue)'],
    ['background-color', 'inherit'],
    ['width', '10px'],
    ['width', '0'],
    ['width', '50%'],
    ['width', 'auto'],
    ['width', '100dvh'],
    ['width', 'fit-content'],
    ['width', '  12rem  '],
    ['height', '1e3px'],
    ['width', 'calc(100% - 10px)'],
    ['width', 'calc(100% - (2 * 10px))'],
    ['width', 'calc(-10px)'],
    ['width', 'calc(1px * 2)'],
    ['width', 'calc(2 * 1px)'],
    ['width', 'calc(10px / 2)'],
    ['width', 'calc(pi * 1px)'],
    ['width', 'min(10px, 5%)'],
    ['width', 'max(10px, 5vw)'],
    ['width', 'clamp(1rem, 2vw + 1rem, 3rem)'],
    ['width', 'calc(100% - min(10px, 2em))'],
    ['width', 'round(up, 10.5px, 1px)'],
    ['opacity', 'calc(0.5 + 0.25)'],
    ['z-index', 'calc(1 + 2)'],
    ['rotate', 'calc(45deg * 2)'],
    ['transition-duration', 'calc(1s + 200ms)'],
    ['transform', 'rotate(calc(1turn / 4))'],
    ['transform', 'translate(10px, 50%) scale(1.2)'],
    ['width', 'var(--content-width)'],
    ['width', 'calc(var(--x) * 2)'],
    ['margin', '0'],
    ['margin', '0 auto'],
    ['margin', '1px 2px 3px'],
    ['margin', '1px 2px 3px 4px'],
    ['margin', '-10px'],
    ['padding', '12px 24px 11px'],
    ['display', 'flex'],
    ['display', 'inline-block'],
    ['position', 'sticky'],
    ['grid-template-columns', 'repeat(3, 1fr)'],
    ['grid-template-columns', 'repeat(auto-fill, minmax(220px, 1fr))'],
    ['grid-template-columns', '1fr 2fr 100px'],
    ['grid-template-areas', '"a b" "c d"'],
    ['grid-template-rows', 'calc(100% - 10px) auto'],
    ['transition', 'opacity 0.3s ease-in-out'],
    ['transition', 'all 1s, color 2s linear 0.5s'],
    ['transition', 'transform 200ms cubic-bezier(0.4, 0, 0.2, 1)'],
    ['background', 'url(a.png) no-repeat center / cover'],
    ['background-image', 'linear-gradient(to right, #000 0%, #fff 100%)'],
    ['box-shadow', '0 2px 4px rgba(0, 0, 0, 0.2)'],
    ['border', '1px solid #8b8b8b'],
    ['border-radius', '8px'],
    ['aspect-ratio', '16 / 9'],
    ['flex', '1 1 0'],
    ['font-size', '16px'],
    ['font-weight', '700'],
    ['font', 'italic bold 12px/30px Georgia, serif'],
    ['line-height', '1.3'],
    ['cursor', 'pointer'],
    ['WIDTH', '10px'],
    ['-webkit-transition', 'opacity 1s'],
    ['--brand', 'anything at all'],
    ['color', 'initial'],
    ['width', 'unset'],
    ['margin', 'revert'],
    ['display', 'revert-layer'],
    ['padding-top', 'env(safe-area-inset-top, 20px)'],
  ])('accepts %s: %s', (property, value) => {
    expect(validateCssValue(property, value)).toBeUndefined()
  })

  it.each([
    ['color', '#ggg'],
    ['color', 'red blue'],
    ['color', 'red, blue'],
    ['color', 'notacolor'],
    ['color', '10px'],
    ['color', 'red !important'],
    ['color', 'red; background: blue'],
    ['color', '}}}'],
    ['color', ''],
    ['color', '   '],
    ['width', '10pz'],
    ['width', '10'],
    ['width', '-10px'],
    ['width', '"10px"'],
    ['width', '10px)'],
    ['width', 'red'],
    ['width', 'calc(100% - )'],
    ['width', 'calc()'],
    ['width', 'calc(abc)'],
    ['width', 'calc(10px + 5)'],
    ['width', 'calc(10px+5px)'],
    ['width', 'calc(100%-10px)'],
    ['width', 'calc(1px+ 2px)'],
    ['width', 'calc(1px * 2px)'],
    ['width', 'calc(1px / 2px)'],
    ['width', 'calc(2 / 1px)'],
    ['width', 'calc(1s)'],
    ['width', 'calc(1fr)'],
    ['width', 'calc(1px, 2px)'],
    ['width', 'calc(1zz)'],
    ['width', 'min(1px, 1s)'],
    ['width', 'clamp(1px, 2px)'],
    ['width', 'round(sideways, 1px, 2px)'],
    ['width', 'expression(alert(1))'],
    ['border-width', 'calc(1px + 10%)'],
    ['opacity', 'calc(1px)'],
    ['rotate', 'calc(1px)'],
    ['margin', '1px 2px 3px 4px 5px'],
    ['margin', '1px,2px'],
    ['display', 'flexx'],
    ['position', 'middle'],
    ['grid-template-columns', 'repeat(3 1fr)'],
    ['grid-template-areas', 'a b'],
    ['transition', 'opacity 0.3s ease-in-out,'],
    ['transition', 'opacity fast'],
    ['font-weight', 'heavy'],
    ['foo', 'bar'],
    ['webkit-transition', 'opacity 1s'],
    ['', 'red'],
    ['color', 'inherit 10px'],
    ['cursor', 'hand pointer'],
    ['--brand', ' '],
    ['--brand', 'a; b'],
  ])('rejects %s: %s', (property, value) => {
    expect(validateCssValue(property, value)).toEqual({ key: 'build.invalid_value' })
  })

  it('accepts any non-empty text as a font family, but not an empty one', () => {
    expect(isValidCssValue('font-family', 'Brush Script MT, "Comic", 123')).toBe(true)
    expect(isValidCssValue('font-family', '!!!')).toBe(true)
    expect(isValidCssValue('font-family', ' ')).toBe(false)
  })

  it('checks the value a theme variable resolves to', () => {
    expect(isValidCssValue('color', '${color-text}', theme)).toBe(true)
    expect(isValidCssValue('font-size', '${size-h1}', theme)).toBe(true)
    expect(isValidCssValue('width', 'calc(${size-h1} * 2)', theme)).toBe(true)
    expect(isValidCssValue('margin', '${size-h1} ${gap}', theme)).toBe(true)
    expect(isValidCssValue('font-family', '${font-title}', theme)).toBe(true)
    expect(isValidCssValue('width', '${color-text}', theme)).toBe(false)
    expect(isValidCssValue('color', '${size-h1}', theme)).toBe(false)
  })

  it('rejects unknown and self-referring theme variables', () => {
    expect(isValidCssValue('color', '${missing}', theme)).toBe(false)
    expect(isValidCssValue('color', '${color-text}')).toBe(false)
    expect(isValidCssValue('width', '${loop}', theme)).toBe(false)
    expect(isValidCssValue('font-family', '${missing}', theme)).toBe(false)
  })
})
