import { createSite, DEFAULT_BREAKPOINT_ID, type BreakpointStyles } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { splitShorthands, valueIn } from './shorthands'
import { breakpointsInForce, resolveValue } from './value-source'

const MOBILE = 'breakpoint-4'

function siteWithMixin() {
  const site = createSite('Sources')
  site.context.styles.s1 = {
    id: 's1',
    name: 'Card',
    breakpoints: { [MOBILE]: { default: { color: 'red' } } },
  }
  site.context.styleOrder = [...(site.context.styleOrder ?? []), 's1']
  return site
}

describe('where a value comes from', () => {
  it('takes the breakpoints whose rules apply, widest first', () => {
    const site = createSite('Sources')
    expect(breakpointsInForce(site, DEFAULT_BREAKPOINT_ID)).toEqual([DEFAULT_BREAKPOINT_ID])
    expect(breakpointsInForce(site, MOBILE)).toEqual([
      DEFAULT_BREAKPOINT_ID,
      'breakpoint-2',
      'breakpoint-3',
      MOBILE,
    ])
  })

  it('follows the cascade: own over mixin, narrower over wider, a state over default', () => {
    const site = siteWithMixin()
    const styles: BreakpointStyles = {
      [DEFAULT_BREAKPOINT_ID]: {
        default: { color: 'blue' },
        ':hover': { color: '${color-primary}' },
      },
    }
    const at = (breakpointId: string, pseudoClass: 'default' | ':hover') =>
      resolveValue({ site, styles, mixinIds: ['s1'], breakpointId, pseudoClass, property: 'color' })
    expect(at(DEFAULT_BREAKPOINT_ID, 'default')).toMatchObject({ value: 'blue', source: 'here' })
    // The component's own Desktop rule comes after the mixin's Mobile rule, as published.
    expect(at(MOBILE, 'default')).toMatchObject({
      value: 'blue',
      source: 'breakpoint',
      breakpointName: 'Desktop',
      here: undefined,
    })
    expect(at(MOBILE, ':hover')).toMatchObject({
      value: '${color-primary}',
      source: 'breakpoint',
      themeVariables: ['color-primary'],
    })
    const bare = resolveValue({
      site,
      styles: {},
      mixinIds: ['s1'],
      breakpointId: MOBILE,
      pseudoClass: ':hover',
      property: 'color',
    })
    expect(bare).toMatchObject({ value: 'red', source: 'mixin', mixinName: 'Card' })
    const none = resolveValue({
      site,
      styles: {},
      breakpointId: DEFAULT_BREAKPOINT_ID,
      pseudoClass: ':hover',
      property: 'width',
    })
    expect(none).toMatchObject({ value: undefined, source: 'none' })
  })

  it('reads the default state while a state is edited', () => {
    const site = createSite('Sources')
    const resolved = resolveValue({
      site,
      styles: { [DEFAULT_BREAKPOINT_ID]: { default: { width: '10px' } } },
      breakpointId: DEFAULT_BREAKPOINT_ID,
      pseudoClass: ':hover',
      property: 'width',
    })
    expect(resolved).toMatchObject({ value: '10px', source: 'state', pseudoClass: 'default' })
  })
})

describe('four-part shorthands', () => {
  it('give each side its part', () => {
    expect(valueIn({ margin: '1px 2px 3px' }, 'margin-left')).toBe('2px')
    expect(valueIn({ 'border-radius': '8px / 4px' }, 'border-bottom-left-radius')).toBe('8px')
    expect(valueIn({ margin: '1px', 'margin-top': '9px' }, 'margin-top')).toBe('9px')
  })

  it('are split into their parts when one part changes', () => {
    expect(splitShorthands({ padding: '4px 8px' }, { 'padding-top': '0' })).toEqual({
      padding: undefined,
      'padding-top': '0',
      'padding-right': '8px',
      'padding-bottom': '4px',
      'padding-left': '8px',
    })
    expect(splitShorthands({ width: '1px' }, { 'padding-top': '0' })).toEqual({
      'padding-top': '0',
    })
  })
})

describe('the border shorthand', () => {
  it('is read as each side’s width, style and colour, parts left out at their initial value', () => {
    const rule = { border: '1px solid #ccc' }
    expect(valueIn(rule, 'border-top-width')).toBe('1px')
    expect(valueIn(rule, 'border-left-style')).toBe('solid')
    expect(valueIn(rule, 'border-color')).toBe('#ccc')
    expect(valueIn({ border: 'dashed rgb(0 0 0 / 50%)' }, 'border-width')).toBe('medium')
    expect(valueIn({ border: 'dashed rgb(0 0 0 / 50%)' }, 'border-color')).toBe('rgb(0 0 0 / 50%)')
    expect(valueIn({ border: '${color-border} thin dotted' }, 'border-color')).toBe(
      '${color-border}',
    )
    expect(valueIn({ border: 'inherit' }, 'border-style')).toBe('inherit')
  })

  it('follows the rule’s order, as the browser does', () => {
    expect(
      valueIn({ border: '1px solid red', 'border-top-color': 'blue' }, 'border-top-color'),
    ).toBe('blue')
    expect(
      valueIn({ 'border-top-color': 'blue', border: '1px solid red' }, 'border-top-color'),
    ).toBe('red')
    // A side's own shorthand, and sides that differ: all sides read as none.
    const bottom = { border: '1px solid red', 'border-bottom': '3px dashed' }
    expect(valueIn(bottom, 'border-bottom-color')).toBe('currentcolor')
    expect(valueIn(bottom, 'border-width')).toBeUndefined()
    expect(valueIn(bottom, 'border-top-width')).toBe('1px')
    expect(valueIn({ 'border-width': '1px 2px' }, 'border-width')).toBe('1px 2px')
    expect(valueIn({ 'border-width': '1px 2px' }, 'border-left-width')).toBe('2px')
  })

  it('keeps its form when every side still agrees', () => {
    expect(splitShorthands({ border: '1px solid #ccc' }, { 'border-color': 'red' })).toEqual({
      border: '1px solid red',
      'border-color': undefined,
    })
  })

  it('is split into parts when one side changes, losing no other part', () => {
    const rule = { border: '1px solid #ccc', color: 'red' }
    expect(splitShorthands(rule, { 'border-top-color': '${brand}' })).toEqual({
      border: undefined,
      'border-width': '1px',
      'border-style': 'solid',
      'border-top-color': '${brand}',
      'border-right-color': '#ccc',
      'border-bottom-color': '#ccc',
      'border-left-color': '#ccc',
    })
  })

  it('is taken away part by part by a reset, other sides’ longhands folded in', () => {
    expect(
      splitShorthands(
        { border: '2px dashed red', 'border-left-width': '4px' },
        { 'border-style': undefined },
      ),
    ).toEqual({
      border: undefined,
      'border-left-width': '4px',
      'border-style': undefined,
      'border-top-width': '2px',
      'border-right-width': '2px',
      'border-bottom-width': '2px',
      'border-color': 'red',
    })
  })

  it('stays as stored when the panel cannot take it apart', () => {
    const rule = { border: '1px 2px solid' }
    expect(valueIn(rule, 'border-top-width')).toBeUndefined()
    expect(splitShorthands(rule, { 'border-top-color': 'red' })).toEqual({
      'border-top-color': 'red',
    })
  })

  it('says what the edit appended to the rule would say, whatever the order written', () => {
    const longhands = ['top', 'right', 'bottom', 'left'].flatMap((side) =>
      ['width', 'style', 'color'].map((part) => `border-${side}-${part}`),
    )
    const rule: Record<string, string> = { border: '1px solid red', 'border-bottom-width': '5px' }
    const edits: Array<[string, string]> = [
      ['border-top-color', 'blue'],
      ['border-width', '3px'],
      ['border-left', '2px dotted'],
      ['border', '2px dotted green'],
    ]
    for (const [property, value] of edits) {
      const written: Record<string, string> = { ...rule }
      for (const [name, next] of Object.entries(splitShorthands(rule, { [property]: value }))) {
        if (next === undefined) delete written[name]
        else written[name] = next
      }
      const reversed = Object.fromEntries(Object.entries(written).reverse())
      const appended = Object.fromEntries([
        ...Object.entries(rule).filter(([name]) => name !== property),
        [property, value],
      ])
      for (const longhand of longhands) {
        const expected = valueIn(appended, longhand)
        expect(valueIn(written, longhand), `${property} ${longhand}`).toBe(expected)
        expect(valueIn(reversed, longhand), `${property} ${longhand} reversed`).toBe(expected)
      }
    }
  })
})
