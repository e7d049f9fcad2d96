import {
  CLEAR_SIZE_UNIT,
  SIZE_UNITS,
  sizeInputValue,
  validateSizeInput,
} from '@tessera/site-format'
import type { ValidationResult } from '@tessera/site-format'

/** What a size field's unit select offers: a dash (clears), then the size units. */
export const SIZE_UNIT_CHOICES: readonly string[] = [CLEAR_SIZE_UNIT, ...SIZE_UNITS]

/** A size as its field shows it: the number and the unit. */
export interface SizeParts {
  amount: string
  unit: string
}

const SIZE = /^\s*(\d*\.?\d+)\s*(px|%|em|rem|vw|vh)\s*$/

/**
 * A stored size split for its field. No value shows an empty field with `defaultUnit`; `auto`
 * shows the auto unit; a value the field cannot show as number and unit (calc(), a theme
 * variable) keeps its text and has no unit.
 */
export function sizeParts(value: string | undefined, defaultUnit = 'px'): SizeParts {
  if (value === undefined || value.trim() === '') return { amount: '', unit: defaultUnit }
  if (value.trim() === 'auto') return { amount: '', unit: 'auto' }
  const match = SIZE.exec(value)
  if (match) return { amount: match[1]!, unit: match[2]! }
  return { amount: value.trim(), unit: '' }
}

/** Size fields take digits and a dot: anything else typed is left out, and only one dot. */
export function filterAmount(text: string): string {
  const kept = text.replace(/[^\d.]/g, '')
  const dot = kept.indexOf('.')
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '')
}

/** The check of a size field: digits and a dot with a unit; empty or a dash clears. */
export function checkSize(parts: SizeParts): ValidationResult {
  return validateSizeInput(parts.amount, parts.unit)
}

/** The CSS value of a valid size field; undefined clears the property. */
export function sizeValue(parts: SizeParts): string | undefined {
  return sizeInputValue(parts.amount, parts.unit)
}

/** At most 2 decimals, without trailing zeros. */
export function round2(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/**
 * The rendered pixel size of an element for a size property, which switching a field to px
 * fills in: the computed value when it is in px, else the element's box on that axis.
 */
export function renderedPixels(element: Element, property: string): string {
  const view = element.ownerDocument.defaultView
  const computed = view?.getComputedStyle(element).getPropertyValue(property) ?? ''
  const match = /^(-?\d*\.?\d+)px$/.exec(computed.trim())
  if (match) return round2(Math.max(0, Number(match[1])))
  const rect = element.getBoundingClientRect()
  return round2(/height/.test(property) ? rect.height : rect.width)
}

/** How far a scrub moves a value per screen pixel, by unit. */
export function scrubStep(unit: string): number {
  return unit === 'em' || unit === 'rem'
    ? 0.05
    : unit === '%' || unit === 'vw' || unit === 'vh'
      ? 0.5
      : 1
}

/**
 * The amount after scrubbing by `delta` screen pixels from `start`: stepped by the unit, at least
 * `min` and rounded to 2 decimals.
 */
export function scrubbedAmount(start: number, delta: number, unit: string, min = 0): string {
  return round2(Math.max(min, start + delta * scrubStep(unit)))
}
