import { parse, type CssNode } from 'css-tree'
import { describe, expect, it } from 'vitest'
import { isMathFunction, mathFunctionType } from './css-math.js'

function typeOf(text: string): string | undefined {
  const value = parse(text, { context: 'value' })
  const node: CssNode | null = value.type === 'Value' ? value.children.first : null
  if (!node || !isMathFunction(node)) throw new Error(`${text} is not a math function`)
  return mathFunctionType(node)
}

describe('math function types', () => {
  it.each([
    ['calc(1)', 'number'],
    ['calc(1px)', 'length'],
    ['calc(10%)', 'percentage'],
    ['calc(100% - 1rem)', 'length-percentage'],
    ['calc((1px + 2px) * 3)', 'length'],
    ['calc(1px * 2 / 4 + 3em)', 'length'],
    ['calc(90deg + 1turn)', 'angle'],
    ['calc(1s - 100ms)', 'time'],
    ['calc(2dppx)', 'resolution'],
    ['calc(1khz)', 'frequency'],
    ['calc(e * pi)', 'number'],
    ['calc(infinity * 1px)', 'length'],
    ['CALC(1PX)', 'length'],
    ['-webkit-calc(1px + 1px)', 'length'],
    ['min(1px, 2%, 3em)', 'length-percentage'],
    ['max(1)', 'number'],
    ['clamp(1rem, 50%, 3rem)', 'length-percentage'],
    ['round(1.5)', 'number'],
    ['round(down, 15px, 10px)', 'length'],
    ['mod(7px, 2px)', 'length'],
    ['rem(7, 2)', 'number'],
    ['abs(-1px)', 'length'],
    ['sign(-2px)', 'number'],
    ['sin(30deg)', 'number'],
    ['cos(1)', 'number'],
    ['atan(1)', 'angle'],
    ['atan2(1px, 2px)', 'angle'],
    ['pow(2, 3)', 'number'],
    ['sqrt(4)', 'number'],
    ['hypot(3px, 4px)', 'length'],
    ['log(8, 2)', 'number'],
    ['exp(1)', 'number'],
    ['calc(min(1px, 2px) + max(1%, 2%))', 'length-percentage'],
  ])('%s is %s', (text, type) => {
    expect(typeOf(text)).toBe(type)
  })

  it.each([
    'calc()',
    'calc(1px, 2px)',
    'calc(1px + 1)',
    'calc(1px + 1s)',
    'calc(1px * 1px)',
    'calc(1 / 1px)',
    'calc(1px +)',
    'calc(1px+ 1px)',
    'calc(1fr)',
    'calc(1foo)',
    'calc(abc)',
    'calc("1px")',
    'calc(attr(x))',
    'min()',
    'min(1px, )',
    'clamp(1px, 2px)',
    'round(sideways, 1px)',
    'round(1px, 2px, 3px)',
    'mod(1px)',
    'sin(1px)',
    'asin(1deg)',
    'pow(2px, 2)',
    'sqrt(4px)',
    'log(1, 2, 3)',
  ])('%s is invalid', (text) => {
    expect(typeOf(text)).toBeUndefined()
  })
})
