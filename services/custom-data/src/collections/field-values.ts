import { HttpStatus } from '@nestjs/common'
import { ApiError, type ErrorEnvelope } from '@tessera/kit'
import { errors } from '../errors.js'
import { charLength, isEmail } from '../rows/row-rules.js'
import {
  DEFAULT_LANG,
  hasRule,
  LANG,
  LIST_TYPES,
  ruleParameter,
  TEXT_TYPES,
  type CollectionRuleType,
  type FieldDef,
  type FieldValue,
  type ItemValues,
  type TextValue,
} from './fields.js'

/**
 * A value a field refused. The answer names the field (its name and id), the rule and the
 * rule's limit beside the code, so the builder can point at the field.
 */
export class FieldError extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly field: FieldDef,
    readonly rule: CollectionRuleType | 'Type',
    readonly limit?: number,
  ) {
    super(HttpStatus.BAD_REQUEST, code, message)
  }

  override toEnvelope(): ErrorEnvelope & {
    field: string
    field_id: number
    rule: string
    limit?: number
  } {
    const envelope = {
      ...super.toEnvelope(),
      field: this.field.name,
      field_id: this.field.id,
      rule: this.rule,
    }
    return this.limit === undefined ? envelope : { ...envelope, limit: this.limit }
  }
}

const invalid = (field: FieldDef, why: string) =>
  new FieldError('InvalidFormData', `${field.name}: ${why}`, field, 'Type')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Lists (a gallery, references) hold at most this many entries. */
export const MAX_LIST = 100
/** Any one text: generous for an article's rich text, bounded for the database. */
export const MAX_TEXT = 100_000
const MAX_SHORT = 2000

const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/**
 * A slug: lower-case letters of any script (CJK included, which has no case), digits, marks,
 * `-`, `_` and `.`; never `..` nor `/`, and no dot at either end, so it is one safe URL segment.
 */
const SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}_-]+(\.[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}_-]+)*$/u
export const MAX_SLUG = 200

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG && SLUG.test(value) && !value.includes('..')
}

/** A slug from a name: lower case, NFKC, every run of other characters one `-`. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}_]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return [...slug]
    .slice(0, MAX_SLUG - 8)
    .join('')
    .replace(/-+$/, '')
}

/** A link: http(s), mailto or tel, or a path of the site itself. */
function isLink(value: string): boolean {
  if (value.length > MAX_SHORT) return false
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s\\]/.test(value)
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)
  } catch {
    return false
  }
}

/** An instant with its zone, kept as UTC `toISOString()` text, so text order is time order. */
function toInstant(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value))
    return undefined
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(time)) return undefined
  const instant = new Date(time)
  const year = instant.getUTCFullYear()
  return year < 1 || year > 9999 ? undefined : instant.toISOString()
}

export interface ValueContext {
  /** Rich text as the site format allows page content. */
  sanitizeRichText: (html: string) => string
}

/** A text field's value: a string is the default language's; a map gives languages. */
function textValue(field: FieldDef, raw: unknown, ctx: ValueContext): TextValue | undefined {
  const entries: Array<[string, unknown]> =
    typeof raw === 'string'
      ? [[DEFAULT_LANG, raw]]
      : raw !== null && typeof raw === 'object' && !Array.isArray(raw)
        ? Object.entries(raw)
        : []
  if (typeof raw !== 'string' && entries.length === 0 && !isEmptyObject(raw))
    throw invalid(field, 'must be text, or text by language code')
  const value: TextValue = {}
  for (const [lang, text] of entries) {
    if (!LANG.test(lang)) throw invalid(field, `${lang} is not a language code`)
    if (typeof text !== 'string') throw invalid(field, `the ${lang} text must be text`)
    if (!text.isWellFormed() || text.includes('\u0000'))
      throw invalid(field, 'must be well-formed text')
    if (text.length > MAX_TEXT) throw invalid(field, `at most ${MAX_TEXT} characters`)
    let kept = field.type === 'RichText' ? ctx.sanitizeRichText(text) : text
    if (field.type === 'Slug') {
      kept = kept.trim()
      if (kept !== '' && !isSlug(kept))
        throw new FieldError(
          'InvalidFormData',
          `${field.name}: a slug is lower-case letters, digits, - _ and single dots, without /`,
          field,
          'Type',
        )
    }
    if (kept.trim() !== '') value[lang] = kept
  }
  return Object.keys(value).length === 0 ? undefined : value
}

const isEmptyObject = (raw: unknown) =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0

function idList(field: FieldDef, raw: unknown, what: string): string[] | undefined {
  if (!Array.isArray(raw)) throw invalid(field, `must be a list of ${what}`)
  if (raw.length > MAX_LIST) throw invalid(field, `at most ${MAX_LIST} entries`)
  const ids: string[] = []
  for (const id of raw) {
    if (typeof id !== 'string' || !UUID.test(id)) throw invalid(field, `must be a list of ${what}`)
    const lower = id.toLowerCase()
    if (!ids.includes(lower)) ids.push(lower)
  }
  return ids.length === 0 ? undefined : ids
}

function oneId(field: FieldDef, raw: unknown, what: string): string {
  if (typeof raw !== 'string' || !UUID.test(raw)) throw invalid(field, `must be ${what}`)
  return raw.toLowerCase()
}

function shortText(field: FieldDef, raw: unknown): string {
  if (typeof raw !== 'string') throw invalid(field, 'must be text')
  const text = raw.trim()
  if (text.length > MAX_SHORT) throw invalid(field, `at most ${MAX_SHORT} characters`)
  return text
}

/**
 * One field's value in the form it is stored, or undefined for "no value" (null, '', [] or an
 * empty text). Refuses a value of the wrong type with InvalidFormData naming the field.
 */
export function normaliseValue(
  field: FieldDef,
  raw: unknown,
  ctx: ValueContext,
): FieldValue | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined
  switch (field.type) {
    case 'PlainText':
    case 'RichText':
    case 'Slug':
      return textValue(field, raw, ctx)
    case 'Image':
    case 'File':
      return oneId(field, raw, 'an asset id')
    case 'Gallery':
      return idList(field, raw, 'asset ids')
    case 'Reference':
      return oneId(field, raw, 'an item id')
    case 'MultiReference':
      return idList(field, raw, 'item ids')
    case 'DateTime': {
      const instant = typeof raw === 'string' ? toInstant(raw.trim()) : undefined
      if (!instant) throw invalid(field, 'must be a date and time (ISO 8601 with a zone)')
      return instant
    }
    case 'Number':
      if (typeof raw !== 'number' || !Number.isFinite(raw)) throw invalid(field, 'must be a number')
      return raw
    case 'Switch':
      if (typeof raw !== 'boolean') throw invalid(field, 'must be true or false')
      return raw
    case 'Option': {
      const choice = shortText(field, raw)
      if (!field.choices.includes(choice))
        throw invalid(field, `must be one of ${field.choices.join(', ')}`)
      return choice
    }
    case 'Link': {
      const link = shortText(field, raw)
      if (!isLink(link)) throw invalid(field, 'must be an http(s), mailto or tel link, or a path')
      return link
    }
    case 'Email': {
      const email = shortText(field, raw)
      if (!isEmail(email))
        throw new FieldError(
          'CustomDataInvalidEmail',
          `${field.name} must be a valid e-mail`,
          field,
          'Type',
        )
      return email
    }
    case 'Colour': {
      const colour = shortText(field, raw)
      if (!COLOUR.test(colour)) throw invalid(field, 'must be a colour like #1a2b3c')
      return colour.toLowerCase()
    }
  }
}

/** How long a value is for MinLength and MaxLength: characters, or entries of a list. */
function lengthsOf(field: FieldDef, value: FieldValue): number[] {
  if (LIST_TYPES.has(field.type)) return [(value as string[]).length]
  if (TEXT_TYPES.has(field.type)) {
    const texts = Object.values(value as TextValue)
    // Rich text is measured by what a reader sees, not its markup.
    return field.type === 'RichText'
      ? texts.map((t) => charLength(t.replace(/<[^>]*>/g, '')))
      : texts.map(charLength)
  }
  return typeof value === 'string' ? [charLength(value)] : []
}

/**
 * Required, MinLength/MaxLength (characters, or entries of a list) and Min/Max (numbers) for
 * every field of a whole item; Unique and references are the database's.
 */
export function checkItem(values: ItemValues, fields: readonly FieldDef[]): void {
  for (const field of fields) {
    const value = values[String(field.id)]
    if (value === undefined) {
      if (hasRule(field, 'Required'))
        throw new FieldError('CustomDataRequired', `${field.name} is required`, field, 'Required')
      continue
    }
    const min = ruleParameter(field, 'MinLength')
    const max = ruleParameter(field, 'MaxLength')
    for (const length of lengthsOf(field, value)) {
      if (min !== undefined && length < min)
        throw new FieldError(
          'InvalidFormData',
          `${field.name}: at least ${min}`,
          field,
          'MinLength',
          min,
        )
      if (max !== undefined && length > max)
        throw new FieldError(
          'InvalidFormData',
          `${field.name}: at most ${max}`,
          field,
          'MaxLength',
          max,
        )
    }
    if (typeof value === 'number') {
      const low = ruleParameter(field, 'Min')
      const high = ruleParameter(field, 'Max')
      if (low !== undefined && value < low)
        throw new FieldError('InvalidFormData', `${field.name}: at least ${low}`, field, 'Min', low)
      if (high !== undefined && value > high)
        throw new FieldError(
          'InvalidFormData',
          `${field.name}: at most ${high}`,
          field,
          'Max',
          high,
        )
    }
  }
}

/**
 * Values given by field id (a write's `values`), checked and normalised against the fields.
 * An unknown field is CustomDataInvalidColumn. A field given as null (or empty) is unset.
 */
export function normaliseValues(
  input: Record<string, unknown>,
  fields: readonly FieldDef[],
  ctx: ValueContext,
): { set: ItemValues; unset: string[] } {
  const byId = new Map(fields.map((field) => [String(field.id), field]))
  const set: ItemValues = {}
  const unset: string[] = []
  for (const [key, raw] of Object.entries(input)) {
    const field = byId.get(key)
    if (!field) throw errors.CustomDataInvalidColumn(`No field with id ${key}`)
    const value = normaliseValue(field, raw, ctx)
    if (value === undefined) unset.push(key)
    else set[key] = value
  }
  return { set, unset }
}

/** The ids an item's reference fields point at, by field id. */
export function referencesOf(
  values: ItemValues,
  fields: readonly FieldDef[],
): Array<{ field: FieldDef; ids: string[] }> {
  const found: Array<{ field: FieldDef; ids: string[] }> = []
  for (const field of fields) {
    const value = values[String(field.id)]
    if (value === undefined) continue
    if (field.type === 'Reference') found.push({ field, ids: [value as string] })
    else if (field.type === 'MultiReference') found.push({ field, ids: value as string[] })
  }
  return found
}

/** A text value in a language: its own text, else the default language's. */
export function textIn(value: TextValue, lang: string): string | undefined {
  return value[lang] ?? value[DEFAULT_LANG]
}
