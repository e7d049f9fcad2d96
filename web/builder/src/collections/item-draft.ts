import {
  TEXT_TYPES,
  type CollectionField,
  type CollectionItem,
  type ItemStatus,
  type ItemValue,
  type ItemWrite,
} from './collections-api'

/** The key of a text field's default-language value (services/custom-data README). */
export const DEFAULT_LANG = '*'

/**
 * One field's value as the item editor holds it: text per language (`*` the default), the
 * input's text for numbers and dates, a flag, or a list of ids.
 */
export type DraftValue =
  | { kind: 'text'; byLang: Record<string, string> }
  | { kind: 'input'; text: string }
  | { kind: 'switch'; on: boolean }
  | { kind: 'ids'; ids: string[] }

export interface ItemDraft {
  status: ItemStatus
  /** `YYYY-MM-DDTHH:mm` in the browser's zone, for a Scheduled item. */
  publishAt: string
  values: Record<number, DraftValue>
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a `datetime-local` input shows it, in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** A `datetime-local` input's text as an instant with a zone, or undefined when it is none. */
export function fromLocalInput(text: string): string | undefined {
  if (text.trim() === '') return undefined
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

function draftValue(field: CollectionField, value: ItemValue | undefined): DraftValue {
  if (TEXT_TYPES.has(field.type)) {
    if (typeof value === 'string') return { kind: 'text', byLang: { [DEFAULT_LANG]: value } }
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { kind: 'text', byLang: { ...value } }
    return { kind: 'text', byLang: {} }
  }
  switch (field.type) {
    case 'Switch':
      return { kind: 'switch', on: value === true }
    case 'Gallery':
    case 'MultiReference':
      return { kind: 'ids', ids: Array.isArray(value) ? [...value] : [] }
    case 'DateTime':
      return { kind: 'input', text: typeof value === 'string' ? toLocalInput(value) : '' }
    default:
      return {
        kind: 'input',
        text: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
      }
  }
}

/** A new item's draft (a Draft, every field empty), or an item's as stored. */
export function itemDraft(fields: readonly CollectionField[], item?: CollectionItem): ItemDraft {
  const values: Record<number, DraftValue> = {}
  for (const field of fields) values[field.id] = draftValue(field, item?.values[String(field.id)])
  return {
    status: item?.status ?? 'Draft',
    publishAt: toLocalInput(item?.publish_at),
    values,
  }
}

/** A value the editor cannot send as its field's type: the field and the catalogue key. */
export interface DraftProblem {
  fieldId: number
  key: string
}

/**
 * The value the service takes for one field, `null` for none. Numbers and dates the inputs
 * could not read are problems; the service checks everything else by the field's rules.
 */
function writtenValue(field: CollectionField, value: DraftValue): unknown | DraftProblem {
  switch (value.kind) {
    case 'text': {
      const kept = Object.entries(value.byLang).filter(([, text]) => text.trim() !== '')
      if (kept.length === 0) return null
      if (kept.length === 1 && kept[0]![0] === DEFAULT_LANG) return kept[0]![1]
      return Object.fromEntries(kept)
    }
    case 'switch':
      return value.on
    case 'ids':
      return value.ids.length === 0 ? null : value.ids
    case 'input': {
      const text = value.text.trim()
      if (text === '') return null
      if (field.type === 'Number') {
        const number = Number(text)
        return Number.isFinite(number)
          ? number
          : { fieldId: field.id, key: 'builder.collections.item.notNumber' }
      }
      if (field.type === 'DateTime') {
        return (
          fromLocalInput(text) ?? { fieldId: field.id, key: 'builder.collections.item.notDate' }
        )
      }
      return text
    }
  }
}

const isProblem = (value: unknown): value is DraftProblem =>
  typeof value === 'object' && value !== null && 'fieldId' in value && 'key' in value

/**
 * The body that adds or changes the item. A change sends every field (`null` clears one); a
 * new item leaves empty fields out. A Scheduled item needs its time.
 */
export function draftWrite(
  fields: readonly CollectionField[],
  draft: ItemDraft,
  isNew: boolean,
): { write: ItemWrite } | { problem: DraftProblem | { key: string } } {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const value = draft.values[field.id]
    if (!value) continue
    const written = writtenValue(field, value)
    if (isProblem(written)) return { problem: written }
    if (written === null && isNew) continue
    values[String(field.id)] = written
  }
  let publishAt: string | undefined
  if (draft.status === 'Scheduled') {
    publishAt = fromLocalInput(draft.publishAt)
    if (!publishAt) return { problem: { key: 'builder.collections.item.needsTime' } }
  }
  return {
    write: {
      status: draft.status,
      ...(publishAt ? { publish_at: publishAt } : {}),
      values,
    },
  }
}

/**
 * What an item is called in lists and pickers: its first Plain text field's text in the
 * default language, else its slug, else its id.
 */
export function itemTitle(fields: readonly CollectionField[], item: CollectionItem): string {
  for (const type of ['PlainText', 'Slug'] as const) {
    const field = fields.find((each) => each.type === type)
    if (!field) continue
    const text = textOf(item.values[String(field.id)])
    if (text) return text
  }
  return item.id
}

/** A text value in the default language (a language map's `*`). */
export function textOf(value: ItemValue | undefined): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value[DEFAULT_LANG] ?? Object.values(value)[0] ?? ''
  return ''
}
