import type { ArgType } from '../types/behavior.js'
import type { ComponentEvent } from '../types/component.js'
import { invalid, type ValidationResult } from './validation-error.js'

/** Input name: at least 1 character (blank counts as none). */
export function validateInputName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.input_name_length')
  return undefined
}

function isNumberValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim().length > 0 && Number.isFinite(Number(value))
}

function isBooleanValue(value: unknown): boolean {
  return typeof value === 'boolean' || value === 'true' || value === 'false'
}

/** An array value, stored or as typed (comma-separated; empty means no items). */
function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string') return [value]
  return value.trim() === '' ? [] : value.split(',')
}

function fitsPrimitive(primitive: string, value: unknown): boolean {
  if (primitive === 'number') return isNumberValue(value)
  if (primitive === 'boolean') return isBooleanValue(value)
  return true
}

/**
 * An input's value as typed (a string) or as stored, checked by the input's type. A missing value
 * is fine: the default applies. Lists (`number[]`) are comma-separated, each item checked. The
 * spec gives no key for an invalid value, so it uses build.invalid_value.
 */
export function validateInputValue(type: ArgType, value: unknown): ValidationResult {
  if (value === undefined) return undefined
  let valid: boolean
  if (type.endsWith('[]')) {
    const primitive = type.slice(0, -2)
    valid = listItems(value).every((item: unknown) =>
      fitsPrimitive(primitive, typeof item === 'string' ? item.trim() : item),
    )
  } else {
    valid = fitsPrimitive(type, value)
  }
  return valid ? undefined : invalid('build.invalid_value')
}

/** The spec reuses the input-name key for a missing event name. */
export function validateEventName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.input_name_length')
  return undefined
}

/** Unique among the component's events, unless it is the event being edited. */
export function validateEventNameUnique(
  name: string,
  events: Readonly<Record<string, Pick<ComponentEvent, 'name'>>> | undefined,
  editingName?: string,
): ValidationResult {
  const trimmed = name.trim()
  if (trimmed === editingName) return undefined
  if (Object.values(events ?? {}).some((event) => event.name === trimmed)) {
    return invalid('errors.event_type_unique')
  }
  return undefined
}
