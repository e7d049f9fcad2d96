import { errors } from '../errors.js'
import { csvLine, neutralise } from '../csv/csv-format.js'
import {
  DEFAULT_LANG,
  LANG,
  LIST_TYPES,
  TEXT_TYPES,
  type FieldDef,
  type ItemValues,
  type TextValue,
} from './fields.js'
import type { StoredItem } from './collections.repository.js'
import { itemStatuses, type ItemStatus } from './item-query.js'
import { effectiveStatus } from './views.js'

/** Where a CSV column goes: a field (a text field in one language), the status, its time, or nowhere. */
export type ColumnTarget =
  | { kind: 'field'; field: FieldDef; lang: string }
  | { kind: 'status' }
  | { kind: 'publish_at' }
  | { kind: 'skip' }

/** The item's own columns of an export, before its fields. */
export const ITEM_COLUMNS = [
  'id',
  'status',
  'publish_at',
  'published_at',
  'created_at',
  'updated_at',
]

/** A text field's column in a language other than the default: `Title (zh-tw)`. */
export const languageColumn = (field: FieldDef, lang: string) =>
  lang === DEFAULT_LANG ? field.name : `${field.name} (${lang})`

/** A mapping target as the owner gives it: a field's id or name, optionally `{field, lang}`. */
export type MappingTarget = number | string | { field: number | string; lang?: string } | null

function findField(key: number | string, fields: readonly FieldDef[]): FieldDef {
  const byId = typeof key === 'number' ? key : /^\d+$/.test(key) ? Number(key) : undefined
  const field =
    byId === undefined
      ? fields.find((f) => f.name.toLowerCase() === String(key).toLowerCase())
      : fields.find((f) => f.id === byId)
  if (!field) throw errors.CustomDataInvalidColumn(`No field ${key}`)
  return field
}

function fieldTarget(
  key: number | string,
  lang: string | undefined,
  fields: readonly FieldDef[],
): ColumnTarget {
  if (key === 'status') return { kind: 'status' }
  if (key === 'publish_at') return { kind: 'publish_at' }
  const field = findField(key, fields)
  const language = lang ?? DEFAULT_LANG
  if (!LANG.test(language))
    throw errors.CustomDataInvalidColumn(`${language} is not a language code`)
  if (language !== DEFAULT_LANG && !TEXT_TYPES.has(field.type))
    throw errors.CustomDataInvalidColumn(`${field.name} has no values per language`)
  return { kind: 'field', field, lang: language }
}

/**
 * Each column's target. A column the mapping names goes where it says (null: skipped); any
 * other goes to the field of its name (`Title (zh-tw)`: that language), to `status` or
 * `publish_at`, or is skipped. Two columns may not fill one field in one language.
 */
export function planColumns(
  header: readonly string[],
  fields: readonly FieldDef[],
  mapping: Record<string, MappingTarget> = {},
): ColumnTarget[] {
  for (const column of Object.keys(mapping))
    if (!header.includes(column))
      throw errors.CustomDataInvalidColumn(`The file has no column ${column}`)
  const targets = header.map((column): ColumnTarget => {
    if (Object.hasOwn(mapping, column)) {
      const target = mapping[column]
      if (target === null || target === undefined) return { kind: 'skip' }
      return typeof target === 'object'
        ? fieldTarget(target.field, target.lang, fields)
        : fieldTarget(target, undefined, fields)
    }
    const name = column.trim()
    if (name === 'status' || name === 'publish_at') return { kind: name }
    const lang = /^(.*) \(([^()]+)\)$/.exec(name)
    const byName = (n: string) => fields.find((f) => f.name.toLowerCase() === n.toLowerCase())
    const whole = byName(name)
    if (whole) return { kind: 'field', field: whole, lang: DEFAULT_LANG }
    if (lang) {
      const field = byName(lang[1]!)
      if (field && TEXT_TYPES.has(field.type) && LANG.test(lang[2]!))
        return { kind: 'field', field, lang: lang[2]! }
    }
    return { kind: 'skip' }
  })
  const seen = new Set<string>()
  for (const target of targets) {
    if (target.kind === 'skip') continue
    const key = target.kind === 'field' ? `${target.field.id}:${target.lang}` : target.kind
    if (seen.has(key)) throw errors.CustomDataInvalidColumn(`Two columns fill ${key}`)
    seen.add(key)
  }
  return targets
}

/** A cell an export protected from spreadsheets (`'=x`) as it was written. */
const unprotect = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

/**
 * A cell as the value a write takes for its field: numbers and switches parsed, lists split on
 * `;`, commas or spaces, an empty cell unset. What does not parse is passed on as text, so the
 * write refuses it naming the field.
 */
export function cellValue(field: FieldDef, raw: string): unknown {
  const cell = unprotect(raw)
  if (cell.trim() === '') return null
  switch (field.type) {
    case 'Number':
      return /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(cell) ? Number(cell) : cell
    case 'Switch': {
      const word = cell.trim().toLowerCase()
      if (['true', 'yes', '1'].includes(word)) return true
      if (['false', 'no', '0'].includes(word)) return false
      return cell
    }
    default:
      if (LIST_TYPES.has(field.type)) return cell.split(/[;,\s]+/).filter(Boolean)
      return TEXT_TYPES.has(field.type) && field.type !== 'Slug' ? cell : cell.trim()
  }
}

export interface ImportRow {
  status: ItemStatus
  publish_at?: string
  values: Record<string, unknown>
}

/** One CSV row as a new item: values by field id, text fields by language. */
export function rowToItem(cells: readonly string[], targets: readonly ColumnTarget[]): ImportRow {
  const values: Record<string, unknown> = {}
  let status: ItemStatus = 'Draft'
  let publishAt: string | undefined
  for (const [i, target] of targets.entries()) {
    const cell = cells[i] ?? ''
    if (target.kind === 'skip') continue
    if (target.kind === 'status') {
      const given = cell.trim()
      if (given === '') continue
      const known = itemStatuses.find((s) => s.toLowerCase() === given.toLowerCase())
      if (!known)
        throw errors.CustomDataInvalidColumn(`status: ${given} is not ${itemStatuses.join(', ')}`)
      status = known
      continue
    }
    if (target.kind === 'publish_at') {
      if (cell.trim() !== '') publishAt = cell.trim()
      continue
    }
    const key = String(target.field.id)
    const value = cellValue(target.field, cell)
    if (TEXT_TYPES.has(target.field.type)) {
      if (value === null) continue
      values[key] = { ...(values[key] as Record<string, string> | undefined), [target.lang]: value }
    } else {
      values[key] = value
    }
  }
  // A time alone says when: an exported "Published" row keeps its status, others are scheduled.
  return {
    status,
    ...(status === 'Scheduled' && publishAt ? { publish_at: publishAt } : {}),
    values,
  }
}

/** The export's header: the item's columns, then each field (text fields once per language). */
export function exportColumns(
  fields: readonly FieldDef[],
  languages: ReadonlyMap<number, readonly string[]>,
): { header: string[]; cells: (item: StoredItem) => string[] } {
  const columns: Array<{ name: string; cell: (item: StoredItem) => string }> = [
    { name: 'id', cell: (item) => item.id },
    { name: 'status', cell: (item) => effectiveStatus(item) },
    { name: 'publish_at', cell: (item) => item.publishAt?.toISOString() ?? '' },
    { name: 'published_at', cell: (item) => item.publishedAt?.toISOString() ?? '' },
    { name: 'created_at', cell: (item) => item.createdAt.toISOString() },
    { name: 'updated_at', cell: (item) => item.updatedAt.toISOString() },
  ]
  for (const field of fields) {
    const key = String(field.id)
    if (TEXT_TYPES.has(field.type)) {
      const langs = [
        DEFAULT_LANG,
        ...(languages.get(field.id) ?? []).filter((l) => l !== DEFAULT_LANG),
      ]
      for (const lang of langs)
        columns.push({
          name: languageColumn(field, lang),
          cell: (item) => (item.values[key] as TextValue | undefined)?.[lang] ?? '',
        })
    } else {
      columns.push({ name: field.name, cell: (item) => cellText(item.values, key) })
    }
  }
  return { header: columns.map((c) => c.name), cells: (item) => columns.map((c) => c.cell(item)) }
}

function cellText(values: ItemValues, key: string): string {
  const value = values[key]
  if (value === undefined) return ''
  if (Array.isArray(value)) return value.join(';')
  return String(value)
}

export { csvLine, neutralise }
