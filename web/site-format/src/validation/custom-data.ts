import { isBlank, lengthBetween, charLength } from './text.js'
import { invalid, type ValidationResult } from './validation-error.js'

// The custom-data shapes as the API sends them (editor.md section 3); only what the rules read.
export type CustomDataRuleType = 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'

export interface CustomDataRule {
  rule_type: CustomDataRuleType
  /** Numeric; the edit form holds it as text. */
  parameter?: number | string | null
}

export interface CustomDataColumn {
  name: string
  default?: string | null
  validation_rules?: readonly CustomDataRule[]
}

export interface CustomDataTableEvent {
  event_type: 'EmailRow'
  trigger: 'AddRow' | 'UpdateRow'
  options: { recipients: readonly string[] }
}

export const CUSTOM_DATA_LIMITS = {
  tableName: { min: 2, max: 100 },
  columnName: { min: 1, max: 50 },
  columnDefault: { max: 50 },
  recipient: { min: 3, max: 100 },
  recipientsPerAction: 10,
  eventsPerTable: 10,
  /** Walkthrough-created tables. */
  contactMessage: { min: 5, max: 800 },
  nameColumn: { min: 2, max: 100 },
} as const

export function validateTableName(name: string): ValidationResult {
  const { min, max } = CUSTOM_DATA_LIMITS.tableName
  if (isBlank(name) || !lengthBetween(name, min, max)) return invalid('errors.table_name')
  return undefined
}

export function validateColumnName(name: string): ValidationResult {
  const { min, max } = CUSTOM_DATA_LIMITS.columnName
  if (isBlank(name) || !lengthBetween(name, min, max)) return invalid('errors.column_name')
  return undefined
}

/**
 * Unique within the table, ignoring case: the walkthroughs match columns case-insensitively, so
 * "Email" beside "email" would be ambiguous. The spec gives no editor key; the server's code is
 * CustomColumnNameExists.
 */
export function validateColumnNameUnique(
  name: string,
  existingNames: readonly string[],
  editingName?: string,
): ValidationResult {
  const lower = name.trim().toLowerCase()
  if (lower === editingName?.toLowerCase()) return undefined
  if (existingNames.some((existing) => existing.toLowerCase() === lower)) {
    return invalid('CustomColumnNameExists')
  }
  return undefined
}

export function validateColumnDefault(value: string | null | undefined): ValidationResult {
  if (charLength(value ?? '') > CUSTOM_DATA_LIMITS.columnDefault.max) {
    return invalid('errors.column_default')
  }
  return undefined
}

/** A length parameter: a whole number, typed or stored. */
function parameterValue(parameter: CustomDataRule['parameter']): number | undefined {
  if (typeof parameter === 'number')
    return Number.isInteger(parameter) && parameter >= 0 ? parameter : undefined
  if (typeof parameter === 'string' && /^\s*\d+\s*$/.test(parameter)) return Number(parameter)
  return undefined
}

function hasParameter(parameter: CustomDataRule['parameter']): boolean {
  return parameter !== undefined && parameter !== null && parameter !== ''
}

/** MinLength and MaxLength need a numeric parameter; any other given parameter must be numeric. */
export function validateColumnParams(rules: readonly CustomDataRule[] = []): ValidationResult {
  const bad = rules.some((rule) => {
    const needsOne = rule.rule_type === 'MinLength' || rule.rule_type === 'MaxLength'
    if (!hasParameter(rule.parameter)) return needsOne
    return parameterValue(rule.parameter) === undefined
  })
  return bad ? invalid('errors.column_param') : undefined
}

/**
 * The spec notes the shipped check compares the minimum with itself; this is the intended rule:
 * with both set, the minimum must be less than the maximum.
 */
export function validateColumnMinMax(rules: readonly CustomDataRule[] = []): ValidationResult {
  const min = parameterValue(rules.find((rule) => rule.rule_type === 'MinLength')?.parameter)
  const max = parameterValue(rules.find((rule) => rule.rule_type === 'MaxLength')?.parameter)
  if (min !== undefined && max !== undefined && min >= max) return invalid('errors.min_max')
  return undefined
}

/** Every column rule; `existingNames` are the table's other columns. */
export function validateColumn(
  column: CustomDataColumn,
  existingNames: readonly string[],
  editingName?: string,
): ValidationResult {
  return (
    validateColumnName(column.name) ??
    validateColumnNameUnique(column.name, existingNames, editingName) ??
    validateColumnDefault(column.default) ??
    validateColumnParams(column.validation_rules) ??
    validateColumnMinMax(column.validation_rules)
  )
}

/** 3 to 100 characters containing '@' (shown as errors.invalid_email or CustomDataInvalidEmail). */
export function validateRecipient(email: string): ValidationResult {
  const { min, max } = CUSTOM_DATA_LIMITS.recipient
  if (!lengthBetween(email, min, max) || !email.includes('@'))
    return invalid('errors.invalid_email')
  return undefined
}

/**
 * The recipients of one e-mail action; `row` is the 0-based index of the bad one, which the dialog
 * highlights. More than 10 gives errors.max_recipients (our key: the spec states the limit only)
 * at the first extra row.
 */
export function validateRecipients(recipients: readonly string[]): ValidationResult {
  for (const [row, email] of recipients.entries()) {
    const error = validateRecipient(email)
    if (error) return { ...error, row }
  }
  const max = CUSTOM_DATA_LIMITS.recipientsPerAction
  if (recipients.length > max)
    return invalid('errors.max_recipients', { row: max, params: { max } })
  return undefined
}

/** At most 10 events per table (the server's CustomDataMaxEvents). */
export function validateTableEventCount(events: readonly unknown[]): ValidationResult {
  const max = CUSTOM_DATA_LIMITS.eventsPerTable
  if (events.length > max) return invalid('CustomDataMaxEvents', { params: { max } })
  return undefined
}

export function validateTableEvent(event: CustomDataTableEvent): ValidationResult {
  return validateRecipients(event.options.recipients)
}

/** Deleting a table needs its name typed exactly. */
export function validateTableDeleteConfirm(typed: string, tableName: string): ValidationResult {
  if (typed !== tableName) return invalid('errors.table_confirm')
  return undefined
}
