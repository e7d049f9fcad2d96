import { ApiError } from '@tessera/kit'
import { describe, expect, it } from 'vitest'
import type { ColumnInput, EventInput } from './dto.js'
import { checkColumn, checkColumns, checkEvents, checkTableName } from './table-rules.js'

function codeOf(work: () => unknown): string | undefined {
  try {
    work()
    return undefined
  } catch (error) {
    return error instanceof ApiError ? error.code : 'thrown'
  }
}

const column = (over: Partial<ColumnInput> = {}): ColumnInput => ({
  name: 'email',
  data_type: 'TEXT',
  validation_rules: [],
  ...over,
})

const event = (recipients: string[]): EventInput => ({
  event_type: 'EmailRow',
  trigger: 'AddRow',
  options: { recipients, locale: 'en' },
})

describe('table rules', () => {
  it('takes table names of 2 to 100 characters', () => {
    expect(codeOf(() => checkTableName('a'))).toBe('CustomTableNameInvalid')
    expect(codeOf(() => checkTableName('ab'))).toBe(undefined)
    expect(codeOf(() => checkTableName('表'.repeat(100)))).toBe(undefined)
    expect(codeOf(() => checkTableName('x'.repeat(101)))).toBe('CustomTableNameInvalid')
  })

  it('checks column names, defaults and length parameters with the editor keys', () => {
    expect(codeOf(() => checkColumn(column({ name: '' }), []))).toBe('column_name')
    expect(codeOf(() => checkColumn(column({ name: 'x'.repeat(51) }), []))).toBe('column_name')
    expect(codeOf(() => checkColumn(column({ name: 'id' }), []))).toBe('column_name')
    expect(codeOf(() => checkColumn(column({ name: 'Email' }), ['email']))).toBe(
      'CustomColumnNameExists',
    )
    expect(codeOf(() => checkColumn(column({ default: 'x'.repeat(51) }), []))).toBe(
      'column_default',
    )
    expect(
      codeOf(() => checkColumn(column({ validation_rules: [{ rule_type: 'MinLength' }] }), [])),
    ).toBe('column_param')
    expect(
      codeOf(() =>
        checkColumn(
          column({
            validation_rules: [
              { rule_type: 'MinLength', parameter: 5 },
              { rule_type: 'MaxLength', parameter: 5 },
            ],
          }),
          [],
        ),
      ),
    ).toBe('min_max')
    expect(
      checkColumn(
        column({
          validation_rules: [
            { rule_type: 'MinLength', parameter: '2' },
            { rule_type: 'MaxLength', parameter: 100 },
            { rule_type: 'Unique' },
          ],
        }),
        [],
      ),
    ).toEqual([
      { rule_type: 'MinLength', parameter: 2 },
      { rule_type: 'MaxLength', parameter: 100 },
      { rule_type: 'Unique' },
    ])
  })

  it('refuses two columns with one name', () => {
    expect(codeOf(() => checkColumns([column(), column({ name: 'EMAIL' })]))).toBe(
      'CustomColumnNameExists',
    )
  })

  it('allows 10 events of 10 recipients each, with valid addresses', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `r${i}@example.com`)
    expect(codeOf(() => checkEvents(Array.from({ length: 10 }, () => event(ten))))).toBe(undefined)
    expect(codeOf(() => checkEvents(Array.from({ length: 11 }, () => event(['a@b.co']))))).toBe(
      'CustomDataMaxEvents',
    )
    expect(codeOf(() => checkEvents([event([...ten, 'x@y.co'])]))).toBe('CustomDataInvalidEmail')
    expect(codeOf(() => checkEvents([event(['ab'])]))).toBe('CustomDataInvalidEmail')
    expect(codeOf(() => checkEvents([event(['no-at-sign'])]))).toBe('CustomDataInvalidEmail')
    expect(codeOf(() => checkEvents([event([])]))).toBe('CustomDataInvalidEmail')
  })
})
