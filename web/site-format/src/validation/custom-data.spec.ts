import { describe, expect, it } from 'vitest'
import {
  type CustomDataRule,
  validateColumn,
  validateColumnDefault,
  validateColumnMinMax,
  validateColumnName,
  validateColumnNameUnique,
  validateColumnParams,
  validateRecipient,
  validateRecipients,
  validateTableDeleteConfirm,
  validateTableEvent,
  validateTableEventCount,
  validateTableName,
} from './custom-data.js'

describe('custom data tables', () => {
  it.each(['ab', 'contacts', 'x'.repeat(100), '聯絡人'])('accepts the table name %j', (name) => {
    expect(validateTableName(name)).toBeUndefined()
  })

  it.each(['', 'a', '  ', 'x'.repeat(101)])('rejects the table name %j', (name) => {
    expect(validateTableName(name)).toEqual({ key: 'errors.table_name' })
  })

  it.each(['e', 'email', 'x'.repeat(50)])('accepts the column name %j', (name) => {
    expect(validateColumnName(name)).toBeUndefined()
  })

  it.each(['', ' ', 'x'.repeat(51)])('rejects the column name %j', (name) => {
    expect(validateColumnName(name)).toEqual({ key: 'errors.column_name' })
  })

  it('needs unique column names, ignoring case, except the one being renamed', () => {
    const names = ['email', 'message']
    expect(validateColumnNameUnique('email', names)).toEqual({ key: 'CustomColumnNameExists' })
    expect(validateColumnNameUnique('Email ', names)).toEqual({ key: 'CustomColumnNameExists' })
    expect(validateColumnNameUnique('message', names, 'email')).toEqual({
      key: 'CustomColumnNameExists',
    })
    expect(validateColumnNameUnique('Email', names, 'email')).toBeUndefined()
    expect(validateColumnNameUnique('name', names)).toBeUndefined()
  })

  it('keeps a column default to 50 characters', () => {
    expect(validateColumnDefault(undefined)).toBeUndefined()
    expect(validateColumnDefault(null)).toBeUndefined()
    expect(validateColumnDefault('x'.repeat(50))).toBeUndefined()
    expect(validateColumnDefault('x'.repeat(51))).toEqual({ key: 'errors.column_default' })
  })

  it.each<[CustomDataRule[]]>([
    [[]],
    [[{ rule_type: 'Required' }, { rule_type: 'Email' }, { rule_type: 'Unique' }]],
    [[{ rule_type: 'MinLength', parameter: '5' }]],
    [[{ rule_type: 'MaxLength', parameter: 800 }]],
    [[{ rule_type: 'Required', parameter: null }]],
  ])('accepts rule parameters %j', (rules) => {
    expect(validateColumnParams(rules)).toBeUndefined()
  })

  it.each<[CustomDataRule[]]>([
    [[{ rule_type: 'MinLength' }]],
    [[{ rule_type: 'MaxLength', parameter: '' }]],
    [[{ rule_type: 'MinLength', parameter: 'five' }]],
    [[{ rule_type: 'MaxLength', parameter: '8a' }]],
    [[{ rule_type: 'MaxLength', parameter: 2.5 }]],
    [[{ rule_type: 'MinLength', parameter: -1 }]],
    [[{ rule_type: 'Required', parameter: 'x' }]],
  ])('needs numeric parameters in %j', (rules) => {
    expect(validateColumnParams(rules)).toEqual({ key: 'errors.column_param' })
  })

  const lengths = (min: number | string, max: number | string): CustomDataRule[] => [
    { rule_type: 'MinLength', parameter: min },
    { rule_type: 'MaxLength', parameter: max },
  ]

  it('needs the minimum below the maximum (the intended rule)', () => {
    expect(validateColumnMinMax(lengths(5, 800))).toBeUndefined()
    expect(validateColumnMinMax(lengths('2', '100'))).toBeUndefined()
    expect(validateColumnMinMax([{ rule_type: 'MinLength', parameter: 900 }])).toBeUndefined()
    expect(validateColumnMinMax(lengths(800, 5))).toEqual({ key: 'errors.min_max' })
    expect(validateColumnMinMax(lengths('10', '9'))).toEqual({ key: 'errors.min_max' })
    expect(validateColumnMinMax(lengths(5, 5))).toEqual({ key: 'errors.min_max' })
  })

  it('runs every column rule in order', () => {
    expect(validateColumn({ name: '' }, [])?.key).toBe('errors.column_name')
    expect(validateColumn({ name: 'email' }, ['email'])?.key).toBe('CustomColumnNameExists')
    expect(validateColumn({ name: 'x', default: 'y'.repeat(51) }, [])?.key).toBe(
      'errors.column_default',
    )
    expect(
      validateColumn({ name: 'x', validation_rules: [{ rule_type: 'MinLength' }] }, [])?.key,
    ).toBe('errors.column_param')
    expect(validateColumn({ name: 'x', validation_rules: lengths(9, 3) }, [])?.key).toBe(
      'errors.min_max',
    )
    expect(
      validateColumn({ name: 'message', default: '', validation_rules: lengths(5, 800) }, [
        'email',
      ]),
    ).toBeUndefined()
  })
})

describe('recipients and events', () => {
  it.each(['a@b', 'me@example.com', `${'x'.repeat(90)}@example.c`])('accepts %j', (email) => {
    expect(validateRecipient(email)).toBeUndefined()
  })

  it.each(['', 'a@', 'ab', 'me.example.com', `${'x'.repeat(95)}@example.com`])(
    'rejects %j',
    (email) => {
      expect(validateRecipient(email)).toEqual({ key: 'errors.invalid_email' })
    },
  )

  it('reports the index of the bad recipient', () => {
    expect(validateRecipients(['a@b.c', 'd@e.f'])).toBeUndefined()
    expect(validateRecipients([])).toBeUndefined()
    expect(validateRecipients(['a@b.c', 'oops', 'x'])).toEqual({
      key: 'errors.invalid_email',
      row: 1,
    })
  })

  it('allows at most 10 recipients per action', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `user${i}@example.com`)
    expect(validateRecipients(ten)).toBeUndefined()
    expect(validateRecipients([...ten, 'one@more.com'])).toEqual({
      key: 'errors.max_recipients',
      row: 10,
      params: { max: 10 },
    })
  })

  it('allows at most 10 events per table', () => {
    expect(validateTableEventCount(Array.from({ length: 10 }))).toBeUndefined()
    expect(validateTableEventCount(Array.from({ length: 11 }))).toEqual({
      key: 'CustomDataMaxEvents',
      params: { max: 10 },
    })
  })

  it("checks an event's recipients", () => {
    const event = {
      event_type: 'EmailRow',
      trigger: 'AddRow',
      options: { recipients: ['ok@x.y', 'bad'] },
    } as const
    expect(validateTableEvent(event)).toEqual({ key: 'errors.invalid_email', row: 1 })
    expect(validateTableEvent({ ...event, options: { recipients: ['ok@x.y'] } })).toBeUndefined()
  })

  it('needs the table name typed exactly to delete it', () => {
    expect(validateTableDeleteConfirm('contacts', 'contacts')).toBeUndefined()
    expect(validateTableDeleteConfirm('Contacts', 'contacts')).toEqual({
      key: 'errors.table_confirm',
    })
    expect(validateTableDeleteConfirm('', 'contacts')).toEqual({ key: 'errors.table_confirm' })
  })
})
