import {
  builtinBehaviors,
  validateEventName,
  validateEventNameUnique,
  validateInputValue,
  type ArgType,
  type Behavior,
  type ComponentEvent,
  type EventParam,
  type Site,
  type ValidationResult,
} from '@tessera/site-format'

/** Event parameter defaults (editor.md section 9): periodic 1000; scrollIntoView 0% and down. */
export const PERIODIC_INTERVAL_DEFAULT = '1000'
export const SCROLL_MARGIN_DEFAULT = '0%'
export const SCROLL_DIRECTIONS = ['up', 'down', 'both'] as const
export const SCROLL_DIRECTION_DEFAULT = 'down'

/** The parameters an event name takes, with their defaults. */
export function defaultEventParams(name: string): Record<string, EventParam> | undefined {
  if (name === 'periodic') return { interval: { type: 'number', value: PERIODIC_INTERVAL_DEFAULT } }
  if (name === 'scrollIntoView') {
    return {
      margin: { type: 'string', value: SCROLL_MARGIN_DEFAULT },
      direction: {
        type: 'string',
        value: SCROLL_DIRECTION_DEFAULT,
        options: [...SCROLL_DIRECTIONS],
      },
    }
  }
  return undefined
}

/** An event's name: required (errors.input_name_length) and unique (errors.event_type_unique). */
export function checkEventName(
  name: string,
  events: ComponentEvent[] | Record<string, ComponentEvent> | undefined,
  editing?: string,
): ValidationResult {
  const map = Array.isArray(events)
    ? Object.fromEntries(events.map((event) => [event.name, event]))
    : events
  return validateEventName(name) ?? validateEventNameUnique(name, map, editing)
}

/** The scrollIntoView margin: a percentage or px. */
export function checkScrollMargin(value: string): ValidationResult {
  return /^-?\d+(\.\d+)?(%|px)$/.test(value.trim()) ? undefined : { key: 'build.invalid_value' }
}

export function checkInterval(value: string): ValidationResult {
  return /^\d+$/.test(value.trim()) && Number(value) > 0
    ? undefined
    : { key: 'build.invalid_value' }
}

/** The behaviours a component's event can call: the site's, then the built-ins it lacks. */
export function behaviorChoices(site: Site): Behavior[] {
  const own = Object.values(site.context.behaviors)
  const builtins = Object.values(builtinBehaviors).filter(
    (behavior) => !Object.hasOwn(site.context.behaviors, behavior.id),
  )
  return [...own, ...builtins]
}

/** An argument as typed: arrays comma-separated, numbers and booleans checked. */
export function checkArg(type: ArgType, text: string): ValidationResult {
  if (text.trim() === '') return undefined
  const base = type.endsWith('[]')
    ? type
    : type === 'location' || type === 'component'
      ? 'string'
      : type
  return validateInputValue(base as ArgType, text)
}

/** An argument's stored value: lists split by commas; numbers as numbers; booleans as booleans. */
export function argValue(type: ArgType, text: string): unknown {
  if (type.endsWith('[]')) {
    const item = type.slice(0, -2) as ArgType
    return text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => argValue(item, part))
  }
  if (type === 'number') return Number(text)
  if (type === 'boolean') return text === 'true'
  return text
}

export function argText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(String).join(', ')
  return String(value)
}
