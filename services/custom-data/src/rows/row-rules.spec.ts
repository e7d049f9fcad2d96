import { ApiError } from '@tessera/kit'
import { describe, expect, it } from 'vitest'
import {
  checkRow,
  isEmail,
  rowView,
  toStoredValues,
  uniqueHash,
  uniqueKeys,
  withDefaults,
  type ColumnRules,
} from './row-rules.js'

const columns: ColumnRules[] = [
  {
    key: 1,
    name: 'email',
    defaultValue: null,
    rules: [{ rule_type: 'Required' }, { rule_type: 'Email' }, { rule_type: 'Unique' }],
  },
  {
    key: 2,
    name: 'message',
    defaultValue: null,
    rules: [
      { rule_type: 'Required' },
      { rule_type: 'MinLength', parameter: 5 },
      { rule_type: 'MaxLength', parameter: 8 },
    ],
  },
  { key: 3, name: 'source', defaultValue: 'web', rules: [] },
]

function codeOf(work: () => unknown): string | undefined {
  try {
    work()
    return undefined
  } catch (error) {
    return error instanceof ApiError ? error.code : 'thrown'
  }
}

describe('row rules', () => {
  it('maps names to column keys and refuses unknown columns and non-text values', () => {
    expect(toStoredValues({ email: 'a@b.co', message: 'hello' }, columns)).toEqual({
      '1': 'a@b.co',
      '2': 'hello',
    })
    expect(codeOf(() => toStoredValues({ nope: 'x' }, columns))).toBe('CustomDataInvalidColumn')
    expect(codeOf(() => toStoredValues({ email: 5 }, columns))).toBe('InvalidFormData')
  })

  it('fills defaults only where a value is missing', () => {
    expect(withDefaults({ '1': 'a@b.co' }, columns)).toEqual({ '1': 'a@b.co', '3': 'web' })
    expect(withDefaults({ '3': 'mail' }, columns)).toEqual({ '3': 'mail' })
  })

  it('checks Required, Email, and lengths in characters, not bytes', () => {
    expect(codeOf(() => checkRow({ '2': 'hello' }, columns))).toBe('CustomDataRequired')
    expect(codeOf(() => checkRow({ '1': '   ', '2': 'hello' }, columns))).toBe('CustomDataRequired')
    expect(codeOf(() => checkRow({ '1': 'not-mail', '2': 'hello' }, columns))).toBe(
      'CustomDataInvalidEmail',
    )
    expect(codeOf(() => checkRow({ '1': 'a@b.co', '2': 'hey' }, columns))).toBe('InvalidFormData')
    // Eight CJK characters are 24 bytes but eight characters: within MaxLength 8.
    expect(codeOf(() => checkRow({ '1': 'a@b.co', '2': '你好你好你好你好' }, columns))).toBe(
      undefined,
    )
    expect(codeOf(() => checkRow({ '1': 'a@b.co', '2': '😀😀😀😀😀' }, columns))).toBe(undefined)
    expect(codeOf(() => checkRow({ '1': 'a@b.co', '2': '123456789' }, columns))).toBe(
      'InvalidFormData',
    )
  })

  it('names the column, the rule and its limit in the answer to a refused value', () => {
    const envelope = (work: () => unknown) => {
      try {
        work()
      } catch (error) {
        if (error instanceof ApiError) return error.toEnvelope()
      }
      return undefined
    }
    expect(envelope(() => checkRow({ '1': 'a@b.co', '2': 'hey' }, columns))).toEqual({
      code: 'InvalidFormData',
      message: 'message: at least 5 characters',
      field: 'message',
      rule: 'MinLength',
      limit: 5,
    })
    expect(envelope(() => checkRow({ '1': 'a@b.co', '2': '123456789' }, columns))).toMatchObject({
      field: 'message',
      rule: 'MaxLength',
      limit: 8,
    })
    expect(envelope(() => checkRow({ '2': 'hello' }, columns))).toEqual({
      code: 'CustomDataRequired',
      message: 'email is required',
      field: 'email',
      rule: 'Required',
    })
    expect(envelope(() => checkRow({ '1': 'nope', '2': 'hello' }, columns))).toMatchObject({
      code: 'CustomDataInvalidEmail',
      field: 'email',
      rule: 'Email',
    })
  })

  it('accepts ordinary addresses and refuses broken ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org']) expect(isEmail(ok)).toBe(true)
    for (const bad of ['a@b', '@b.co', 'a b@c.co', 'a@@b.co', 'a@b..co', `${'a'.repeat(250)}@b.co`])
      expect(isEmail(bad)).toBe(false)
  })

  it('keys Unique values normalised: case, spaces and Unicode forms compare equal', () => {
    expect(uniqueHash(' Me@Example.com ')).toEqual(uniqueHash('me@example.com'))
    expect(uniqueHash('ｍｅ@example.com')).toEqual(uniqueHash('me@example.com'))
    expect(uniqueHash('me@example.com')).not.toEqual(uniqueHash('me2@example.com'))
    expect(uniqueKeys({ '1': 'a@b.co', '2': 'hello' }, columns).map((k) => k.columnKey)).toEqual([
      1,
    ])
    expect(uniqueKeys({ '2': 'hello' }, columns)).toEqual([])
  })

  it('shows a row by column name with its id', () => {
    expect(rowView('r1', { '1': 'a@b.co' }, columns)).toEqual({
      id: 'r1',
      email: 'a@b.co',
      message: '',
      source: '',
    })
  })
})
