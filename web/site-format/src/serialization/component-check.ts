import { tags } from '../types/component.js'
import type { RawComponent } from './schema.js'

/**
 * The parts of a component rare enough to leave to their own schemas: each parser returns the
 * schema's output, or undefined when the value does not pass.
 */
export type RarePartParsers = Record<
  'inputs' | 'events' | 'editorEvents' | 'bindings' | 'list',
  (value: unknown) => unknown
>

const TAGS: ReadonlySet<unknown> = new Set(tags)

const STRING_KEYS: ReadonlySet<string> = new Set([
  'id',
  'name',
  'role',
  'content',
  'parentId',
  'customSourceId',
  'reusableSourceId',
])

/**
 * Whether a component tree the caller owns can be taken as it is: every component has only the
 * keys `rawComponentSchema` knows, each of its type, so the schema would keep everything and
 * report nothing. The rare parts (inputs, events, editor events) go through their parsers and are
 * replaced by what those return, which is why the tree must be the caller's own. False sends the
 * tree through the schema, which strips and reports as usual.
 *
 * Zod's walk of a 10,000-component page takes about 200 ms in a browser that has just loaded it
 * (its code not yet optimised, an object allocated per value); this check about a quarter of
 * that, allocating nothing.
 */
export function takeComponentTree(value: unknown, rare: RarePartParsers): value is RawComponent {
  if (!isPlainRecord(value) || typeof value.id !== 'string' || !TAGS.has(value.tag)) return false
  for (const key in value) {
    const part = value[key]
    if (STRING_KEYS.has(key)) {
      if (typeof part !== 'string') return false
    } else if (key === 'children') {
      if (!Array.isArray(part)) return false
      for (const child of part) if (!takeComponentTree(child, rare)) return false
    } else if (key === 'style') {
      if (!isCleanStyle(part)) return false
    } else if (key === 'state') {
      if (!isPlainRecord(part)) return false
    } else if (
      key === 'inputs' ||
      key === 'events' ||
      key === 'editorEvents' ||
      key === 'bindings' ||
      key === 'list'
    ) {
      const parsed = rare[key](part)
      if (parsed === undefined) return false
      value[key] = parsed
    } else if (key !== 'tag') {
      return false
    }
  }
  return true
}

function isCleanStyle(style: unknown): boolean {
  if (!isPlainRecord(style)) return false
  for (const key in style) {
    const part = style[key]
    if (key === 'custom') {
      if (!isBreakpointStyles(part)) return false
    } else if (key === 'mixins') {
      if (!Array.isArray(part) || !part.every((id) => typeof id === 'string')) return false
    } else if (key === 'overrides') {
      if (!isRecordOf(part, isBreakpointStyles)) return false
    } else {
      return false
    }
  }
  return true
}

const isString = (value: unknown) => typeof value === 'string'
const isStringMap = (value: unknown) => isRecordOf(value, isString)
const isPseudoStyles = (value: unknown) => isRecordOf(value, isStringMap)
const isBreakpointStyles = (value: unknown) => isRecordOf(value, isPseudoStyles)

function isRecordOf(value: unknown, item: (value: unknown) => boolean): boolean {
  if (!isPlainRecord(value)) return false
  for (const key in value) if (!item(value[key])) return false
  return true
}

/**
 * An object of Object's own prototype with no `__proto__` key: what zod's records copy key by
 * key without a change. Anything else is left to the schema.
 */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !Object.hasOwn(value, '__proto__')
  )
}
