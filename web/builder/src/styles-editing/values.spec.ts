import { describe, expect, it } from 'vitest'
import { createSite } from '@tessera/site-format'
import {
  argValue,
  behaviorChoices,
  checkArg,
  checkEventName,
  checkScrollMargin,
  defaultEventParams,
} from './event-values'
import { checkInputValue, inputText, typedValue } from './input-values'
import { childKeyMatches, isComponentKey } from './child-selectors'
import { suggestedComponents } from './component-suggestions'

describe('event values', () => {
  it('give periodic an interval of 1000 and scrollIntoView a margin of 0% going down', () => {
    expect(defaultEventParams('periodic')).toEqual({ interval: { type: 'number', value: '1000' } })
    expect(defaultEventParams('scrollIntoView')?.margin?.value).toBe('0%')
    expect(defaultEventParams('scrollIntoView')?.direction).toEqual({
      type: 'string',
      value: 'down',
      options: ['up', 'down', 'both'],
    })
    expect(defaultEventParams('click')).toBeUndefined()
  })

  it('need a name, unique on the component unless it is the one edited', () => {
    const events = { click: { name: 'click', behaviors: [] } }
    expect(checkEventName('', events)?.key).toBe('errors.input_name_length')
    expect(checkEventName('click', events)?.key).toBe('errors.event_type_unique')
    expect(checkEventName('click', events, 'click')).toBeUndefined()
    expect(checkEventName('load', events)).toBeUndefined()
  })

  it('take a scroll margin in % or px', () => {
    expect(checkScrollMargin('10%')).toBeUndefined()
    expect(checkScrollMargin('-20px')).toBeUndefined()
    expect(checkScrollMargin('10em')?.key).toBe('build.invalid_value')
  })

  it('write array arguments comma-separated and check their items', () => {
    expect(argValue('number[]', '1, 2,3')).toEqual([1, 2, 3])
    expect(argValue('string[]', 'a, ,b')).toEqual(['a', 'b'])
    expect(checkArg('number[]', '1, x')?.key).toBe('build.invalid_value')
    expect(checkArg('number', '4')).toBeUndefined()
  })

  it('offer the site behaviours and the built-ins', () => {
    const names = behaviorChoices(createSite('Events')).map((b) => b.name)
    expect(names).toContain('Toggle Hidden')
  })
})

describe('input values', () => {
  it('are checked and stored by type', () => {
    expect(checkInputValue('number', 'abc')?.key).toBe('build.invalid_value')
    expect(checkInputValue('boolean', 'yes')?.key).toBe('build.invalid_value')
    expect(typedValue('number', '5')).toBe(5)
    expect(typedValue('boolean', 'true')).toBe(true)
    expect(typedValue('number[]', '1,2')).toEqual([1, 2])
    expect(inputText([1, 2])).toBe('1,2')
  })
})

describe('child keys', () => {
  it('read a bare name as a descendant id and miss it once the descendant is gone', () => {
    const parent = {
      id: 'p',
      name: 'P',
      tag: 'div' as const,
      style: { custom: {} },
      children: [{ id: 'site-c-2', name: 'C', tag: 'p' as const, style: { custom: {} } }],
    }
    expect(isComponentKey('site-c-2')).toBe(true)
    expect(childKeyMatches(parent, 'site-c-2', undefined)).toBe(true)
    expect(childKeyMatches(parent, 'site-c-3', undefined)).toBe(false)
    expect(childKeyMatches(parent, 'p > span', undefined)).toBeUndefined()
  })

  it('suggest components whose id or name holds the typed text, in tree order, at most the limit', () => {
    const leaf = (id: string, name: string) => ({
      id,
      name,
      tag: 'p' as const,
      style: { custom: {} },
    })
    const parent = {
      id: 'p',
      name: 'P',
      tag: 'div' as const,
      style: { custom: {} },
      children: [
        { ...leaf('site-c-1', 'Header'), children: [leaf('site-c-2', 'Logo')] },
        leaf('site-c-3', 'Hero title'),
        leaf('site-c-4', 'Footer'),
      ],
    }
    const ids = (typed: string, limit = 10) =>
      suggestedComponents(parent.children, typed, limit).map((c) => c.id)
    expect(ids('')).toEqual(['site-c-1', 'site-c-2', 'site-c-3', 'site-c-4'])
    expect(ids('', 2)).toEqual(['site-c-1', 'site-c-2'])
    expect(ids('HE')).toEqual(['site-c-1', 'site-c-3'])
    expect(ids('c-4')).toEqual(['site-c-4'])
    expect(ids(' logo ')).toEqual(['site-c-2'])
    expect(ids('nothing')).toEqual([])
    expect(suggestedComponents(parent.children, 'logo')).toEqual([{ id: 'site-c-2', name: 'Logo' }])
    expect(suggestedComponents([parent], 'p', 1)).toEqual([{ id: 'p', name: 'P' }])
  })
})
