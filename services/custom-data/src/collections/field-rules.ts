import { ruleError } from '@tessera/kit'
import { errors } from '../errors.js'
import {
  LIST_TYPES,
  TEXT_TYPES,
  UNIQUE_TYPES,
  type CollectionRule,
  type FieldDef,
  type FieldType,
} from './fields.js'
import type { NewField } from './collections.repository.js'

const MAX_COLLECTION_NAME = 100
const MAX_FIELD_NAME = 50
const MAX_CHOICES = 200
const MAX_CHOICE = 100

/** Fields whose value has a length in characters (MinLength and MaxLength count them). */
const LENGTH_TYPES: ReadonlySet<FieldType> = new Set([
  ...TEXT_TYPES,
  ...LIST_TYPES,
  'Link',
  'Email',
])

/** A collection's name: 1 to 100 characters, no slash (it is a segment of the read API's path). */
export function checkCollectionName(raw: string): string {
  const name = raw.trim()
  if (name.length === 0 || [...name].length > MAX_COLLECTION_NAME || name.includes('/'))
    throw errors.CollectionNameInvalid()
  return name
}

const invalidField = (message: string) => errors.CollectionFieldInvalid(message)

/**
 * A field's rules as stored, checked: Required anywhere; Unique on one comparable value;
 * MinLength and MaxLength (characters, or a list's entries) and Min and Max (numbers) with a
 * number each, the minimum below the maximum (the rule custom data has).
 */
export function checkRules(type: FieldType, rules: readonly CollectionRule[]): CollectionRule[] {
  const seen = new Map<string, CollectionRule>()
  for (const rule of rules) {
    if (seen.has(rule.rule_type)) continue
    const needsNumber = rule.rule_type !== 'Required' && rule.rule_type !== 'Unique'
    if (needsNumber && (rule.parameter === undefined || !Number.isFinite(rule.parameter)))
      throw ruleError(errors, 'column_param', `${rule.rule_type} needs a number`)
    if (rule.rule_type === 'Unique' && !UNIQUE_TYPES.has(type))
      throw invalidField(`A ${type} field cannot be Unique`)
    if (
      (rule.rule_type === 'MinLength' || rule.rule_type === 'MaxLength') &&
      !LENGTH_TYPES.has(type)
    )
      throw invalidField(`${rule.rule_type} is for text and lists, not ${type}`)
    if ((rule.rule_type === 'Min' || rule.rule_type === 'Max') && type !== 'Number')
      throw invalidField(`${rule.rule_type} is for numbers`)
    if (
      (rule.rule_type === 'MinLength' || rule.rule_type === 'MaxLength') &&
      (!Number.isInteger(rule.parameter) || rule.parameter! < 0)
    )
      throw ruleError(errors, 'column_param', `${rule.rule_type} needs a whole number`)
    seen.set(
      rule.rule_type,
      needsNumber
        ? { rule_type: rule.rule_type, parameter: rule.parameter! }
        : { rule_type: rule.rule_type },
    )
  }
  for (const [low, high] of [
    ['MinLength', 'MaxLength'],
    ['Min', 'Max'],
  ] as const) {
    const min = seen.get(low)?.parameter
    const max = seen.get(high)?.parameter
    if (min !== undefined && max !== undefined && min >= max)
      throw ruleError(errors, 'min_max', 'The minimum must be less than the maximum')
  }
  return [...seen.values()]
}

export function checkFieldName(raw: string, others: readonly string[]): string {
  const name = raw.trim()
  if (name.length === 0 || [...name].length > MAX_FIELD_NAME)
    throw ruleError(errors, 'column_name', `Field names are 1 to ${MAX_FIELD_NAME} characters`)
  if (others.some((other) => other.toLowerCase() === name.toLowerCase()))
    throw errors.CollectionFieldNameExists(`A field named ${name} exists`)
  return name
}

export function checkChoices(type: FieldType, choices: readonly string[]): string[] {
  if (type !== 'Option') {
    if (choices.length > 0) throw invalidField('Only an Option field has choices')
    return []
  }
  const kept = [...new Set(choices.map((c) => c.trim()))]
  if (
    kept.length === 0 ||
    kept.length > MAX_CHOICES ||
    kept.some((c) => c === '' || c.length > MAX_CHOICE)
  )
    throw invalidField(
      `An Option field has 1 to ${MAX_CHOICES} choices of 1 to ${MAX_CHOICE} characters`,
    )
  return kept
}

/** A slug's source: a Plain text field of the same collection (the first one when not given). */
export function slugSource(
  requested: number | null | undefined,
  fields: readonly Pick<FieldDef, 'id' | 'type'>[],
): number | null {
  if (requested === undefined || requested === null)
    return fields.find((f) => f.type === 'PlainText')?.id ?? null
  const source = fields.find((f) => f.id === requested)
  if (!source || source.type !== 'PlainText')
    throw invalidField('A slug is generated from a Plain text field of the same collection')
  return requested
}

/** The new field's definition as stored, but for the reference target the service checks. */
export function checkNewField(
  input: {
    name: string
    type: FieldType
    validation_rules: CollectionRule[]
    choices: string[]
    target_collection_id?: string | undefined
    source_field_id?: number | undefined
    public: boolean
  },
  existing: readonly Pick<FieldDef, 'id' | 'type' | 'name'>[],
): NewField {
  const name = checkFieldName(
    input.name,
    existing.map((f) => f.name),
  )
  const isReference = input.type === 'Reference' || input.type === 'MultiReference'
  if (isReference !== (input.target_collection_id !== undefined))
    throw invalidField('Reference fields, and only they, name the collection they point into')
  if (input.type === 'Slug' && existing.some((f) => f.type === 'Slug'))
    throw invalidField('A collection has one Slug field')
  if (input.type !== 'Slug' && input.source_field_id !== undefined)
    throw invalidField('Only a Slug field has a source')
  return {
    name,
    type: input.type,
    rules: checkRules(input.type, input.validation_rules),
    choices: checkChoices(input.type, input.choices),
    target: input.target_collection_id ?? null,
    source: input.type === 'Slug' ? slugSource(input.source_field_id, existing) : null,
    public: input.public,
  }
}
