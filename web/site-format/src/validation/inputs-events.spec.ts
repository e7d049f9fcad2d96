import { describe, expect, it } from 'vitest'
import type { ArgType } from '../types/behavior.js'
import {
  validateEventName,
  validateEventNameUnique,
  validateInputName,
  validateInputValue,
} from './inputs-events.js'

const events = {
  click: { name: 'click', behaviors: [] },
  submit: { name: 'submit', behaviors: [] },
}

describe('component inputs', () => {
  it('needs a name of at least 1 character', () => {
    expect(validateInputName('h')).toBeUndefined()
    expect(validateInputName('src')).toBeUndefined()
    expect(validateInputName('')).toEqual({ key: 'errors.input_name_length' })
    expect(validateInputName('  ')).toEqual({ key: 'errors.input_name_length' })
  })

  it.each<[ArgType, unknown]>([
    ['string', ''],
    ['string', 'anything 123'],
    ['number', '12'],
    ['number', '-1.5'],
    ['number', ' 3 '],
    ['number', 1000],
    ['boolean', 'true'],
    ['boolean', 'false'],
    ['boolean', true],
    ['number[]', '1, 2,3'],
    ['number[]', ''],
    ['number[]', [1, 2]],
    ['boolean[]', 'true,false'],
    ['string[]', 'a,,b'],
    ['component', 'site-c-4'],
    ['location', '/home'],
    ['number', undefined],
  ])('accepts %s %j', (type, value) => {
    expect(validateInputValue(type, value)).toBeUndefined()
  })

  it.each<[ArgType, unknown]>([
    ['number', ''],
    ['number', 'abc'],
    ['number', '12px'],
    ['number', Number.NaN],
    ['number', true],
    ['boolean', 'yes'],
    ['boolean', 'True'],
    ['boolean', ''],
    ['boolean', 1],
    ['number[]', '1,x'],
    ['number[]', '1,,2'],
    ['boolean[]', ['true', 'no']],
  ])('flags %s %j', (type, value) => {
    expect(validateInputValue(type, value)).toEqual({ key: 'build.invalid_value' })
  })
})

describe('component events', () => {
  it('needs a name (reusing the input-name key)', () => {
    expect(validateEventName('periodic')).toBeUndefined()
    expect(validateEventName('')).toEqual({ key: 'errors.input_name_length' })
  })

  it('refuses a name another event of the component has', () => {
    expect(validateEventNameUnique('click', events)).toEqual({ key: 'errors.event_type_unique' })
    expect(validateEventNameUnique('submit', events, 'click')).toEqual({
      key: 'errors.event_type_unique',
    })
  })

  it('allows the event being edited to keep its name, and new names', () => {
    expect(validateEventNameUnique('click', events, 'click')).toBeUndefined()
    expect(validateEventNameUnique('load', events)).toBeUndefined()
    expect(validateEventNameUnique('click', undefined)).toBeUndefined()
  })
})
