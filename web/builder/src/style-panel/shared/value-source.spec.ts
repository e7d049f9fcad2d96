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
