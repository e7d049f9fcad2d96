import { createHash } from 'node:crypto'
import { normaliseForUnique } from '../rows/row-rules.js'
import {
  DEFAULT_LANG,
  hasRule,
  TEXT_TYPES,
  type FieldDef,
  type ItemValues,
  type TextValue,
} from './fields.js'

/** Text sort keys are cut here: enough to order by, small enough for a btree entry. */
const SORT_TEXT = 200
/** The search text of an item is cut here. */
const SEARCH_TEXT = 20_000

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** What an item sorts by on one field: a number, or a text (lower case), or nothing. */
export interface SortKey {
  fieldId: number
  n: number | null
  t: string | null
}

/**
 * Every field gets a key, unset ones too (both null), so a page sorted on a field joins the
 * keys without losing items. Text sorts by the default language's text; lists by their length.
 */
export function sortKeys(values: ItemValues, fields: readonly FieldDef[]): SortKey[] {
  return fields.map((field) => {
    const value = values[String(field.id)]
    const key: SortKey = { fieldId: field.id, n: null, t: null }
    if (value === undefined) return key
    switch (field.type) {
      case 'Number':
        key.n = value as number
        break
      case 'Switch':
        key.n = value ? 1 : 0
        break
      case 'DateTime':
        key.n = Date.parse(value as string)
        break
      case 'Gallery':
      case 'MultiReference':
        key.n = (value as string[]).length
        break
      case 'PlainText':
      case 'RichText':
      case 'Slug': {
        const text = value as TextValue
        const shown = text[DEFAULT_LANG] ?? Object.values(text)[0] ?? ''
        key.t = [...(field.type === 'RichText' ? stripTags(shown) : shown).toLowerCase()]
          .slice(0, SORT_TEXT)
          .join('')
        break
      }
      default:
        key.t = [...(value as string).toLowerCase()].slice(0, SORT_TEXT).join('')
    }
    return key
  })
}

/** Lower-case text of every text, e-mail, link and option value, in every language. */
export function searchText(values: ItemValues, fields: readonly FieldDef[]): string {
  const parts: string[] = []
  for (const field of fields) {
    const value = values[String(field.id)]
    if (value === undefined) continue
    if (TEXT_TYPES.has(field.type)) {
      for (const text of Object.values(value as TextValue))
        parts.push(field.type === 'RichText' ? stripTags(text) : text)
    } else if (['Email', 'Link', 'Option'].includes(field.type)) {
      parts.push(value as string)
    }
  }
  return parts.join('\n').toLowerCase().slice(0, SEARCH_TEXT)
}

export interface UniqueKey {
  field: FieldDef
  lang: string
  hash: Buffer
}

/**
 * The keys an item takes in `collection_unique_keys`: a Unique field's value, and every slug,
 * each per language (a slug is unique per collection and language).
 */
export function uniqueKeysOf(values: ItemValues, fields: readonly FieldDef[]): UniqueKey[] {
  const keys: UniqueKey[] = []
  for (const field of fields) {
    if (field.type !== 'Slug' && !hasRule(field, 'Unique')) continue
    const value = values[String(field.id)]
    if (value === undefined) continue
    if (TEXT_TYPES.has(field.type)) {
      for (const [lang, text] of Object.entries(value as TextValue))
        keys.push({ field, lang, hash: hash(text) })
    } else {
      keys.push({ field, lang: DEFAULT_LANG, hash: hash(String(value)) })
    }
  }
  return keys
}

export const hash = (value: string) =>
  createHash('sha256').update(normaliseForUnique(value)).digest()
