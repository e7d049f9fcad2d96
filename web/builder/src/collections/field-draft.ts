import {
  LENGTH_TYPES,
  REFERENCE_TYPES,
  UNIQUE_TYPES,
  type CollectionField,
  type FieldInput,
  type FieldRule,
  type FieldType,
} from './collections-api'

/** A field as the fields form holds it: rules' bounds as the inputs' text. */
export interface FieldDraft {
  name: string
  type: FieldType
  required: boolean
  unique: boolean
  minLength: string
  maxLength: string
  min: string
  max: string
  /** Option's choices, one a line. */
  choices: string
  target: string
  /** A Slug's source field id, '' for the first Plain text field. */
  source: string
  public: boolean
}

export function emptyFieldDraft(): FieldDraft {
  return {
    name: '',
    type: 'PlainText',
    required: false,
    unique: false,
    minLength: '',
    maxLength: '',
    min: '',
    max: '',
    choices: '',
    target: '',
    source: '',
    public: true,
  }
}

export function fieldDraft(field: CollectionField): FieldDraft {
  const bound = (type: FieldRule['rule_type']) => {
    const parameter = field.validation_rules.find((rule) => rule.rule_type === type)?.parameter
    return parameter === undefined ? '' : String(parameter)
  }
  const has = (type: FieldRule['rule_type']) =>
    field.validation_rules.some((rule) => rule.rule_type === type)
  return {
    name: field.name,
    type: field.type,
    required: has('Required'),
    unique: has('Unique'),
    minLength: bound('MinLength'),
    maxLength: bound('MaxLength'),
    min: bound('Min'),
    max: bound('Max'),
    choices: field.choices.join('\n'),
    target: field.target_collection_id ?? '',
    source: field.source_field_id === null ? '' : String(field.source_field_id),
    public: field.public,
  }
}

const WHOLE = /^\d+$/

/** Which rules a type takes (the service's checkRules). */
export function rulesOf(type: FieldType) {
  return {
    unique: UNIQUE_TYPES.has(type),
    length: LENGTH_TYPES.has(type),
    range: type === 'Number',
    choices: type === 'Option',
    target: REFERENCE_TYPES.has(type),
    source: type === 'Slug',
  }
}

export function choicesOf(draft: FieldDraft): string[] {
  return [
    ...new Set(
      draft.choices
        .split('\n')
        .map((choice) => choice.trim())
        .filter((choice) => choice !== ''),
    ),
  ]
}

/**
 * The form's checks before it is sent, with the catalogue's keys: a name of 1 to 50
 * characters not taken by another field, whole-number lengths and numeric bounds, each
 * minimum below its maximum, choices for an Option and a collection for a reference.
 */
export function checkFieldDraft(
  draft: FieldDraft,
  otherNames: readonly string[],
): string | undefined {
  const name = draft.name.trim()
  if (name === '' || [...name].length > 50) return 'errors.column_name'
  if (otherNames.some((other) => other.toLowerCase() === name.toLowerCase()))
    return 'errors.CollectionFieldNameExists'
  const allowed = rulesOf(draft.type)
  if (allowed.length) {
    for (const bound of [draft.minLength, draft.maxLength])
      if (bound.trim() !== '' && !WHOLE.test(bound.trim())) return 'errors.column_param'
    if (
      draft.minLength.trim() !== '' &&
      draft.maxLength.trim() !== '' &&
      Number(draft.minLength) >= Number(draft.maxLength)
    )
      return 'errors.min_max'
  }
  if (allowed.range) {
    for (const bound of [draft.min, draft.max])
      if (bound.trim() !== '' && !Number.isFinite(Number(bound.trim())))
        return 'errors.column_param'
    if (
      draft.min.trim() !== '' &&
      draft.max.trim() !== '' &&
      Number(draft.min) >= Number(draft.max)
    )
      return 'errors.min_max'
  }
  if (allowed.choices) {
    const choices = choicesOf(draft)
    if (choices.length === 0 || choices.length > 200 || choices.some((c) => c.length > 100))
      return 'builder.collections.field.choicesNeeded'
  }
  if (allowed.target && draft.target === '') return 'builder.collections.field.targetNeeded'
  return undefined
}

/** The rules the draft sets, only those its type takes. */
export function draftRules(draft: FieldDraft): FieldRule[] {
  const allowed = rulesOf(draft.type)
  const rules: FieldRule[] = []
  if (draft.required) rules.push({ rule_type: 'Required' })
  if (allowed.unique && draft.unique) rules.push({ rule_type: 'Unique' })
  const bounds: Array<[boolean, FieldRule['rule_type'], string]> = [
    [allowed.length, 'MinLength', draft.minLength],
    [allowed.length, 'MaxLength', draft.maxLength],
    [allowed.range, 'Min', draft.min],
    [allowed.range, 'Max', draft.max],
  ]
  for (const [applies, rule_type, text] of bounds)
    if (applies && text.trim() !== '') rules.push({ rule_type, parameter: Number(text.trim()) })
  return rules
}

/** A new field as the service takes it. */
export function draftInput(draft: FieldDraft): FieldInput {
  const allowed = rulesOf(draft.type)
  return {
    name: draft.name.trim(),
    type: draft.type,
    validation_rules: draftRules(draft),
    public: draft.public,
    ...(allowed.choices ? { choices: choicesOf(draft) } : {}),
    ...(allowed.target ? { target_collection_id: draft.target } : {}),
    ...(allowed.source && draft.source !== '' ? { source_field_id: Number(draft.source) } : {}),
  }
}

/** A change of a field (its type stays) as the service takes it. */
export function draftChange(draft: FieldDraft) {
  const allowed = rulesOf(draft.type)
  return {
    name: draft.name.trim(),
    validation_rules: draftRules(draft),
    public: draft.public,
    ...(allowed.choices ? { choices: choicesOf(draft) } : {}),
    ...(allowed.source
      ? { source_field_id: draft.source === '' ? null : Number(draft.source) }
      : {}),
  }
}
