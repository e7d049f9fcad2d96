import { ruleError } from '@tessera/kit'
import {
  CUSTOM_DATA_LIMITS,
  validateColumnDefault,
  validateColumnMinMax,
  validateColumnName,
  validateColumnParams,
  validateRecipients,
  validateTableEventCount,
  validateTableName,
} from '@tessera/site-format/validation'
import type { StoredRule } from './column.entity.js'
import type { ColumnInput, EventInput } from './dto.js'
import { errors } from '../errors.js'

/** An editor key (`errors.column_name`) as the code the app maps back to it (`column_name`). */
function fail(key: string, message: string): never {
  throw ruleError(errors, key, message)
}

/** Table name 2 to 100 characters (CustomTableNameInvalid). */
export function checkTableName(name: string): void {
  if (validateTableName(name)) {
    const { min, max } = CUSTOM_DATA_LIMITS.tableName
    throw errors.CustomTableNameInvalid(`The table name must be ${min} to ${max} characters`)
  }
}

/** Rows come back as `{id, ...values by column name}`, so no column may be called id. */
const RESERVED = 'id'

/**
 * One column's rules (editor.md section 5): name 1 to 50 characters and unique in the table
 * (ignoring case), default at most 50, MinLength and MaxLength with a number, the minimum below
 * the maximum. Returns the rules as stored.
 */
export function checkColumn(column: ColumnInput, otherNames: readonly string[]): StoredRule[] {
  if (validateColumnName(column.name)) fail('column_name', 'Column names are 1 to 50 characters')
  if (column.name.trim().toLowerCase() === RESERVED)
    fail('column_name', `A column cannot be called "${RESERVED}"`)
  if (otherNames.some((other) => other.toLowerCase() === column.name.trim().toLowerCase())) {
    throw errors.CustomColumnNameExists(`A column named ${column.name} exists`)
  }
  if (validateColumnDefault(column.default))
    fail('column_default', 'A default is at most 50 characters')
  if (validateColumnParams(column.validation_rules))
    fail('column_param', 'MinLength and MaxLength need a number')
  if (validateColumnMinMax(column.validation_rules))
    fail('min_max', 'The minimum length must be less than the maximum')
  const seen = new Set<string>()
  const rules: StoredRule[] = []
  for (const rule of column.validation_rules) {
    if (seen.has(rule.rule_type)) continue
    seen.add(rule.rule_type)
    const parameter =
      rule.parameter === undefined || rule.parameter === null || rule.parameter === ''
        ? undefined
        : Number(rule.parameter)
    rules.push(
      parameter === undefined
        ? { rule_type: rule.rule_type }
        : { rule_type: rule.rule_type, parameter },
    )
  }
  return rules
}

/** Every column of a new table, each unique among the others. */
export function checkColumns(columns: readonly ColumnInput[]): StoredRule[][] {
  const names: string[] = []
  return columns.map((column) => {
    const rules = checkColumn(column, names)
    names.push(column.name.trim())
    return rules
  })
}

/** At most 10 events; each with 1 to 10 recipients of 3 to 100 characters holding '@'. */
export function checkEvents(events: readonly EventInput[]): void {
  if (validateTableEventCount(events)) {
    throw errors.CustomDataMaxEvents(
      `Tables can only have ${CUSTOM_DATA_LIMITS.eventsPerTable} events`,
    )
  }
  for (const event of events) {
    const error = validateRecipients(event.options.recipients)
    if (error || event.options.recipients.length === 0) {
      const detail =
        error?.key === 'errors.max_recipients'
          ? `At most ${CUSTOM_DATA_LIMITS.recipientsPerAction} recipients per action`
          : `Recipient ${(error?.row ?? 0) + 1} is not a valid e-mail`
      throw errors.CustomDataInvalidEmail(detail)
    }
  }
}
