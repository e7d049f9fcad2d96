import { createHash } from 'node:crypto'
import { HttpStatus } from '@nestjs/common'
import { ApiError, commonErrors, type ErrorEnvelope } from '@tessera/kit'
import type { RuleType, StoredRule } from '../tables/column.entity.js'
import { errors } from '../errors.js'

/** A column as the row rules read it. */
export interface ColumnRules {
  key: number
  name: string
  defaultValue: string | null
  rules: StoredRule[]
}

/** Row values as stored: by column key. */
export type StoredValues = Record<string, string>

const INVALID = 'InvalidFormData'

/** Characters, not bytes: an emoji or a CJK character counts once. */
export const charLength = (text: string) => [...text].length

/** One address, one '@', a dot in the domain, no spaces; at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}

/**
 * A value a column's rule refused. Its answer also names the column (`field`), the rule and the
 * rule's limit, so a published form can say which field is wrong and why, in its own language.
 */
export class RuleError extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly field: string,
    readonly rule: RuleType,
    readonly limit?: number,
  ) {
    super(HttpStatus.BAD_REQUEST, code, message)
  }

  override toEnvelope(): ErrorEnvelope & { field: string; rule: RuleType; limit?: number } {
    const envelope = { ...super.toEnvelope(), field: this.field, rule: this.rule }
    return this.limit === undefined ? envelope : { ...envelope, limit: this.limit }
  }
}

const parameterOf = (rules: StoredRule[], type: StoredRule['rule_type']) =>
  rules.find((rule) => rule.rule_type === type)?.parameter

/**
 * Maps a row given by column name onto column keys. An unknown column is
 * CustomDataInvalidColumn; a value that is not text is InvalidFormData.
 */
export function toStoredValues(
  row: Record<string, unknown>,
  columns: readonly ColumnRules[],
): StoredValues {
  const byName = new Map(columns.map((column) => [column.name, column]))
  const values: StoredValues = {}
  for (const [name, value] of Object.entries(row)) {
    const column = byName.get(name)
    if (!column) throw errors.CustomDataInvalidColumn(`No column named ${name}`)
    if (value === null || value === undefined) continue
    if (typeof value !== 'string') throw commonErrors.InvalidFormData(`${name}: must be text`)
    values[String(column.key)] = value
  }
  return values
}

/** A new row gets each column's default where it has no value. */
export function withDefaults(values: StoredValues, columns: readonly ColumnRules[]): StoredValues {
  const filled = { ...values }
  for (const column of columns) {
    const key = String(column.key)
    if (filled[key] === undefined && column.defaultValue !== null) filled[key] = column.defaultValue
  }
  return filled
}

/**
 * Required, Email, MinLength and MaxLength (in characters), checked before any write. Unique is
 * the database's: see `uniqueKeys`.
 */
export function checkRow(values: StoredValues, columns: readonly ColumnRules[]): void {
  for (const column of columns) {
    const value = values[String(column.key)] ?? ''
    const types = new Set(column.rules.map((rule) => rule.rule_type))
    const name = column.name
    if (value.trim() === '') {
      if (types.has('Required'))
        throw new RuleError('CustomDataRequired', `${name} is required`, name, 'Required')
      continue
    }
    if (types.has('Email') && !isEmail(value.trim()))
      throw new RuleError('CustomDataInvalidEmail', `${name} must be a valid e-mail`, name, 'Email')
    const length = charLength(value)
    const min = parameterOf(column.rules, 'MinLength')
    if (min !== undefined && length < min)
      throw new RuleError(INVALID, `${name}: at least ${min} characters`, name, 'MinLength', min)
    const max = parameterOf(column.rules, 'MaxLength')
    if (max !== undefined && length > max)
      throw new RuleError(INVALID, `${name}: at most ${max} characters`, name, 'MaxLength', max)
  }
}

/** How Unique compares values: Unicode-normalised, trimmed, case folded. */
export function normaliseForUnique(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase()
}

export interface UniqueKey {
  columnKey: number
  hash: Buffer
}

/** The keys a row takes in the unique-key table: one per Unique column with a value. */
export function uniqueKeys(values: StoredValues, columns: readonly ColumnRules[]): UniqueKey[] {
  const keys: UniqueKey[] = []
  for (const column of columns) {
    if (!column.rules.some((rule) => rule.rule_type === 'Unique')) continue
    const value = values[String(column.key)]
    if (value === undefined || value.trim() === '') continue
    keys.push({ columnKey: column.key, hash: uniqueHash(value) })
  }
  return keys
}

export function uniqueHash(value: string): Buffer {
  return createHash('sha256').update(normaliseForUnique(value)).digest()
}

/** A row as the API shows it: its id and a value per column, by name. */
/** A row as the API answers it: its id and each column's value by the column's name. */
export interface RowView {
  id: string
  [column: string]: string
}

export function rowView(
  id: string,
  values: StoredValues,
  columns: readonly ColumnRules[],
): RowView {
  const view: RowView = { id }
  for (const column of columns) view[column.name] = values[String(column.key)] ?? ''
  return view
}

/** Bytes the row's values take, as counted in custom_data_usage. */
export const valuesSize = (values: StoredValues) => Buffer.byteLength(JSON.stringify(values))
