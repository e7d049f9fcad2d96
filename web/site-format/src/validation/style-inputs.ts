import type { Theme } from '../types/site.js'
import { validateCssValue } from './css-values.js'
import { FONT_UNITS } from './fonts.js'
import { invalid, type ValidationResult } from './validation-error.js'

export const FONT_SIZE_DEFAULT_UNIT = 'px'

/**
 * Font size: a whole number above 1 and below 1000, at most 3 characters, in a font unit
 * (px when none is given). The spec gives no key; it is a style value, so build.invalid_value.
 */
export function validateFontSize(
  size: string,
  unit: string = FONT_SIZE_DEFAULT_UNIT,
): ValidationResult {
  const n = Number(size)
  const unitOk = FONT_UNITS.some((known) => known === unit)
  if (!/^\d{1,3}$/.test(size) || n <= 1 || n >= 1000 || !unitOk) {
    return invalid('build.invalid_value')
  }
  return undefined
}

export const SIZE_UNITS = ['px', '%', 'em', 'rem', 'vw', 'vh', 'auto'] as const
export type SizeUnit = (typeof SIZE_UNITS)[number]

/** The unit choice that clears a size, like an empty value does. */
export const CLEAR_SIZE_UNIT = '-'

function clearsSize(value: string, unit: string): boolean {
  return value.trim().length === 0 || unit === CLEAR_SIZE_UNIT
}

/** Size inputs: digits and a dot with a size unit; 'auto' needs no number; empty clears. */
export function validateSizeInput(value: string, unit: string): ValidationResult {
  if (clearsSize(value, unit) || unit === 'auto') return undefined
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(value.trim()) || !SIZE_UNITS.some((known) => known === unit)) {
    return invalid('build.invalid_value')
  }
  return undefined
}

/** The CSS a valid size input stands for; undefined when it clears the value. */
export function sizeInputValue(value: string, unit: string): string | undefined {
  if (unit === 'auto') return 'auto'
  if (clearsSize(value, unit)) return undefined
  return `${value.trim()}${unit}`
}

/** Splits on whitespace outside parentheses, so calc(1px + 2px) stays one part. */
function topLevelParts(value: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of value.trim()) {
    if (char === '(') depth += 1
    if (char === ')') depth = Math.max(0, depth - 1)
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  if (current) parts.push(current)
  return parts
}

export type BoxSides = [top: string, right: string, bottom: string, left: string]

/** Margin and padding as top, right, bottom, left; not 1 to 4 parts counts as zero. */
export function boxSides(value: string): BoxSides {
  const parts = topLevelParts(value)
  const [top, right = top, bottom = top, left = right] = parts
  if (top === undefined || right === undefined || bottom === undefined || left === undefined) {
    return ['0', '0', '0', '0']
  }
  return parts.length > 4 ? ['0', '0', '0', '0'] : [top, right, bottom, left]
}

/** Margin and padding take 1 to 4 parts, each a valid value for the property. */
export function validateBoxSides(
  property: 'margin' | 'padding',
  value: string,
  theme?: Pick<Theme, 'variables'>,
): ValidationResult {
  const count = topLevelParts(value).length
  if (count < 1 || count > 4) return invalid('build.invalid_value')
  return validateCssValue(property, value, theme)
}
