import {
  plainText,
  type CollectionFieldType,
  type Component,
  type ComponentInput,
  type FieldBinding,
} from '@tessera/site-format'
import { contentHtml } from '../content/phrasing-content.js'
import { sanitizeContent } from '../content/sanitize-content.js'
import { cssString } from '../safety/escape.js'
import { RESOURCE_SCHEMES, safeUrl } from '../safety/urls.js'
import type { RenderChild } from './render-node.js'

/** One field's value of an item, with the field's type (it decides how the value shows). */
export interface RenderValue {
  type: CollectionFieldType
  /**
   * Text fields: the text in the page's language (Rich text as HTML). Image, File and Link: an
   * address. Date/time: an ISO instant. Reference: an item id; Gallery and Multi-reference:
   * addresses or item ids.
   */
  value: string | number | boolean | string[]
}

/** A published item as a page renders it: its values by field id. */
export interface RenderItem {
  id: string
  values: Record<string, RenderValue>
}

/** The items a collection list shows on this page. */
export interface RenderList {
  items: RenderItem[]
  /** 1-based. */
  page: number
  /** More items follow this page (the list links to the next one). */
  hasMore: boolean
}

/**
 * The collection items a page shows, read by whoever renders it (the site server for visitors,
 * the builder for its canvas). Without it, bound components render as they were designed.
 */
export interface RenderCollections {
  /** The template page's item. */
  item?: RenderItem
  /** The items of each list that reads a collection, by the list's component id. */
  lists?: Record<string, RenderList>
  /** Items that references point to, by id (lists of a reference field read them here). */
  items?: Record<string, RenderItem>
}

/** A component with its bindings applied, for one item. */
export interface BoundComponent {
  /** The component with bound inputs set. */
  component: Component
  /** Bound text: replaces the component's content (null: bound to an empty value). */
  content?: RenderChild | null
  /** An inline `background-image` declaration. */
  background?: string
  /** Bound to visibility, and the value is empty. */
  hidden: boolean
}

/** The item a binding reads: the item in scope, or the one its Reference field points to. */
function itemFor(
  scope: RenderItem,
  binding: FieldBinding,
  data: RenderCollections,
): RenderItem | undefined {
  if (binding.via === undefined) return scope
  const ref = ownValue(scope, binding.via)
  const id =
    ref?.type === 'Reference' && typeof ref.value === 'string'
      ? ref.value
      : ref?.type === 'MultiReference' && Array.isArray(ref.value)
        ? ref.value[0]
        : undefined
  const items = data.items
  return id !== undefined && items !== undefined && Object.hasOwn(items, id) ? items[id] : undefined
}

function ownValue(item: RenderItem, field: number): RenderValue | undefined {
  const key = String(field)
  return Object.hasOwn(item.values, key) ? item.values[key] : undefined
}

/** A field's value for a binding; undefined when the field (or referenced item) is missing. */
export function boundValue(
  scope: RenderItem,
  binding: FieldBinding,
  data: RenderCollections,
): RenderValue | undefined {
  const item = itemFor(scope, binding, data)
  return item === undefined ? undefined : ownValue(item, binding.field)
}

export function isEmptyValue(value: RenderValue | undefined): boolean {
  if (value === undefined) return true
  const v = value.value
  return v === '' || v === false || (Array.isArray(v) && v.length === 0)
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (lang: string) => T,
  lang: string,
): T {
  const id = `${key}:${lang}`
  let found = formatters.get(id) as T | undefined
  if (found === undefined) {
    try {
      found = make(lang)
    } catch {
      found = make('en')
    }
    if (formatters.size > 200) formatters.clear()
    formatters.set(id, found)
  }
  return found
}

/** A value as text for people (a number or a date in the page's language). */
export function valueText(value: RenderValue | undefined, lang: string): string {
  if (value === undefined) return ''
  const v = value.value
  switch (value.type) {
    case 'Number':
      return typeof v === 'number'
        ? formatter('n', (l) => new Intl.NumberFormat(l), lang).format(v)
        : ''
    case 'DateTime': {
      const time = typeof v === 'string' ? Date.parse(v) : Number.NaN
      if (Number.isNaN(time)) return ''
      // Times are stored in UTC; a site has no time zone of its own to show them in.
      const make = (l: string) => new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'UTC' })
      return formatter('d', make, lang).format(time)
    }
    case 'RichText':
      // Text for an attribute: the sanitised markup without its tags.
      return typeof v === 'string' ? plainText(sanitizeContent(v)) : ''
    case 'Switch':
    case 'Reference':
    case 'MultiReference':
      return ''
    case 'Gallery':
      return Array.isArray(v) ? (v[0] ?? '') : ''
    default:
      return typeof v === 'string' ? v : ''
  }
}

/** The value of an input bound to a field: a link to an Email is a `mailto:` link. */
function inputText(target: string, value: RenderValue | undefined, lang: string): string {
  if (value === undefined) return ''
  if (value.type === 'DateTime' && typeof value.value === 'string') return value.value
  const text = valueText(value, lang)
  if (value.type === 'Email' && text !== '' && target === 'href') return `mailto:${text}`
  return text
}

/**
 * Applies a component's bindings for `scope`; undefined when it has none (it renders as it is).
 * A binding to a field the item does not have gives an empty value: nothing fails.
 */
export function bindComponent(
  component: Component,
  scope: RenderItem,
  data: RenderCollections,
  tag: string,
  lang: string,
): BoundComponent | undefined {
  const bindings = component.bindings
  if (bindings === undefined) return undefined
  let inputs: Record<string, ComponentInput> | undefined
  const bound: BoundComponent = { component, hidden: false }
  for (const target of Object.keys(bindings)) {
    const binding = bindings[target]
    if (binding === undefined) continue
    const value = boundValue(scope, binding, data)
    if (target === 'visible') {
      if (isEmptyValue(value)) bound.hidden = true
    } else if (target === 'content') {
      bound.content = boundContent(value, tag, lang)
    } else if (target === 'background') {
      const url = safeUrl(valueText(value, lang), RESOURCE_SCHEMES)
      if (url) bound.background = `background-image:url(${cssString(url)})`
    } else if (target.startsWith('input:')) {
      const name = target.slice('input:'.length)
      inputs ??= { ...component.inputs }
      const own = Object.hasOwn(inputs, name) ? inputs[name] : undefined
      inputs[name] = {
        ...(own ?? { name, type: 'string', attr: true }),
        is: inputText(name, value, lang),
      }
    }
  }
  if (inputs !== undefined) bound.component = { ...component, inputs }
  return bound
}

function boundContent(
  value: RenderValue | undefined,
  tag: string,
  lang: string,
): RenderChild | null {
  if (value?.type === 'RichText' && typeof value.value === 'string') {
    const html = contentHtml(tag, value.value)
    return html === '' ? null : { html }
  }
  const text = valueText(value, lang)
  return text === '' ? null : { text }
}
