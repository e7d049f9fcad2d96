import { describe, expect, it } from 'vitest'
import {
  boxSides,
  sizeInputValue,
  validateBoxSides,
  validateFontSize,
  validateSizeInput,
} from './style-inputs.js'

describe('font size: a whole number above 1 and below 1000', () => {
  it.each([
    ['2', undefined],
    ['16', undefined],
    ['999', undefined],
    ['16', 'px'],
    ['2', 'rem'],
    ['120', '%'],
    ['3', 'em'],
  ])('accepts %j %s', (size, unit) => {
    expect(validateFontSize(size, unit)).toBeUndefined()
  })

  it.each([
    ['1', undefined],
    ['0', undefined],
    ['1000', undefined],
    ['0999', undefined],
    ['1.5', undefined],
    ['-5', undefined],
    ['', undefined],
    ['12px', undefined],
    [' 12', undefined],
    ['16', 'vw'],
    ['16', 'pt'],
  ])('rejects %j %s', (size, unit) => {
    expect(validateFontSize(size, unit)).toEqual({ key: 'build.invalid_value' })
  })
})

describe('size inputs', () => {
  it.each([
    ['10', 'px', '10px'],
    ['12.5', '%', '12.5%'],
    ['.5', 'em', '.5em'],
    ['2', 'rem', '2rem'],
    ['100', 'vw', '100vw'],
    ['100', 'vh', '100vh'],
    ['', 'auto', 'auto'],
    ['12', 'auto', 'auto'],
    ['', 'px', undefined],
    ['  ', 'px', undefined],
    ['12', '-', undefined],
  ])('accepts %j %j as %j', (value, unit, css) => {
    expect(validateSizeInput(value, unit)).toBeUndefined()
    expect(sizeInputValue(value, unit)).toBe(css)
  })

  it.each([
    ['1.2.3', 'px'],
    ['12.', 'px'],
    ['-12', 'px'],
    ['1e3', 'px'],
    ['12px', 'px'],
    ['abc', 'px'],
    ['12', 'pt'],
    ['12', 'fr'],
  ])('rejects %j %j', (value, unit) => {
    expect(validateSizeInput(value, unit)).toEqual({ key: 'build.invalid_value' })
  })
})

describe('margin and padding: 1 to 4 parts', () => {
  it.each([
    ['4px', ['4px', '4px', '4px', '4px']],
    ['4px 8px', ['4px', '8px', '4px', '8px']],
    ['1px 2px 3px', ['1px', '2px', '3px', '2px']],
    ['1px 2px 3px 4px', ['1px', '2px', '3px', '4px']],
    ['  calc(1px + 2px)   auto ', ['calc(1px + 2px)', 'auto', 'calc(1px + 2px)', 'auto']],
    ['', ['0', '0', '0', '0']],
    ['1px 2px 3px 4px 5px', ['0', '0', '0', '0']],
  ])('splits %j', (value, sides) => {
    expect(boxSides(value)).toEqual(sides)
  })

  it.each([
    ['margin', '0 auto'],
    ['margin', '1px 2px 3px 4px'],
    ['padding', '12px 24px 11px'],
    ['padding', 'calc(1px + 2px)'],
  ] as const)('accepts %s %j', (property, value) => {
    expect(validateBoxSides(property, value)).toBeUndefined()
  })

  it.each([
    ['margin', ''],
    ['margin', '1px 2px 3px 4px 5px'],
    ['padding', 'auto'],
    ['padding', '-1px'],
    ['margin', '1px 2pz'],
  ] as const)('rejects %s %j', (property, value) => {
    expect(validateBoxSides(property, value)).toEqual({ key: 'build.invalid_value' })
  })

  it('resolves theme variables in parts', () => {
    const theme = { variables: { gap: '8px' } }
    expect(validateBoxSides('padding', '${gap} 0', theme)).toBeUndefined()
    expect(validateBoxSides('padding', '${nope} 0', theme)?.key).toBe('build.invalid_value')
  })
})
