import { round2 } from '../../styles-editing/size-value'

/** The units a value input offers, by what the property takes. */
export const LENGTH_UNITS = ['px', '%', 'em', 'rem', 'vw', 'vh'] as const
/** Grid tracks also take fractions of the free space. */
export const TRACK_UNITS = [...LENGTH_UNITS, 'fr'] as const

/** What one value input accepts: its units (an empty list: a plain number) and keywords. */
export interface ValueSpec {
  units: readonly string[]
  keywords: readonly string[]
  /** The unit a bare number gets. */
  defaultUnit: string
  /** The smallest number scrubbing and arrows reach. */
  min?: number
  /** How far one step (an arrow key, 1 px of scrub) moves the number. */
  step?: number
  /** Typed CSS with no number to scrub or step (transforms, transitions, filters). */
  free?: boolean
}

/** Keywords every value input accepts (editor.md: auto, inherit and theme variables). */
export const COMMON_KEYWORDS = ['inherit'] as const

export const LENGTH: ValueSpec = {
  units: LENGTH_UNITS,
  keywords: ['auto', ...COMMON_KEYWORDS],
  defaultUnit: 'px',
  min: 0,
}

/** A length that may go below zero (margins, offsets, letter spacing). */
export const SIGNED_LENGTH: ValueSpec = { ...LENGTH, min: -Infinity }

/** A plain number (z-index, opacity, flex grow). */
export const NUMBER: ValueSpec = { units: [], keywords: [...COMMON_KEYWORDS], defaultUnit: '' }

/** A value as an input shows it: a number with its unit, or text (a keyword, a variable…). */
export type ValueParts =
  { kind: 'number'; amount: number; unit: string } | { kind: 'text'; text: string }

const NUMBER_UNIT = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*([a-z%]*)\s*$/i

/** Splits a stored value for an input: "12px" is 12 and px, "auto" and "${gap}" stay text. */
export function splitValue(value: string | undefined, spec: ValueSpec): ValueParts | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const match = NUMBER_UNIT.exec(value)
  if (match) {
    const unit = (match[2] ?? '').toLowerCase()
    if (unit === '' || spec.units.includes(unit)) {
      return { kind: 'number', amount: Number(match[1]), unit }
    }
  }
  return { kind: 'text', text: value.trim() }
}

/**
 * What a person typed, as the CSS value to store: a bare number takes `unit` (the unit select's
 * current choice, else the spec's default); anything else is kept as typed. Undefined for empty.
 */
export function typedValue(text: string, unit: string, spec: ValueSpec): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  if (/^-?(?:\d+\.?\d*|\.\d+)$/.test(trimmed)) {
    const chosen = spec.units.includes(unit) ? unit : spec.defaultUnit
    // Zero needs no unit, but keeping it lets the unit select show what comes next.
    return `${Number(trimmed)}${chosen}`
  }
  return trimmed.replace(/\s+/g, ' ')
}

/** A number and a unit as CSS. */
export function joinValue(amount: number, unit: string): string {
  return `${round2(amount)}${unit}`
}

/** How far one step moves a number of this unit (1 px, a tenth of an em…). */
export function stepOf(unit: string, spec: ValueSpec): number {
  if (spec.step !== undefined) return spec.step
  if (unit === 'em' || unit === 'rem') return 0.1
  if (unit === '') return 1
  return 1
}

/** A number moved by `steps` steps, kept at or above the spec's minimum. */
export function stepped(amount: number, steps: number, unit: string, spec: ValueSpec): number {
  const next = amount + steps * stepOf(unit, spec)
  return Number(round2(Math.max(spec.min ?? -Infinity, next)))
}
