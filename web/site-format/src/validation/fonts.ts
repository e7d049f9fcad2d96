import type { FontSource, Theme, ThemeFont } from '../types/site.js'
import { invalid, type ValidationResult } from './validation-error.js'

export const FONT_SOURCES: readonly FontSource[] = ['native', 'google', 'custom']

/** Native fonts come in every weight; loaded fonts only in the common ones. */
export const FONT_WEIGHTS: Readonly<Record<FontSource, readonly number[]>> = {
  native: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  google: [300, 400, 500, 600, 700],
  custom: [300, 400, 500, 600, 700],
}

export const FONT_UNITS = ['px', 'em', 'rem', '%'] as const
export type FontUnit = (typeof FONT_UNITS)[number]

export function fontWeights(source: FontSource): readonly number[] {
  return FONT_WEIGHTS[source]
}

/** The spec says "Source required" without a key; errors.font_source_missing is ours. */
export function validateFontSource(source: string | undefined): ValidationResult {
  if (!FONT_SOURCES.some((known) => known === source)) return invalid('errors.font_source_missing')
  return undefined
}

export function validateFontName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.font_name_missing')
  return undefined
}

/** On creation `editingName` is undefined; on edit it is the font's current name. */
export function validateFontNameUnique(
  name: string,
  fonts: Theme['fonts'],
  editingName?: string,
): ValidationResult {
  const trimmed = name.trim()
  if (trimmed === editingName) return undefined
  if (Object.values(fonts).some((font) => font.name === trimmed) || Object.hasOwn(fonts, trimmed)) {
    return invalid('errors.font_name_unique')
  }
  return undefined
}

/** Google fonts, and any font that is not native, need a web-safe fallback while they load. */
export function validateFontFallback(
  font: Pick<ThemeFont, 'source' | 'fallback'>,
): ValidationResult {
  if (font.source !== 'native' && (font.fallback ?? '').trim().length === 0) {
    return invalid('errors.font_fallback_missing')
  }
  return undefined
}

/** Every font rule, in the order the font dialog shows them. */
export function validateFont(
  font: ThemeFont,
  fonts: Theme['fonts'],
  editingName?: string,
): ValidationResult {
  return (
    validateFontSource(font.source) ??
    validateFontName(font.name) ??
    validateFontNameUnique(font.name, fonts, editingName) ??
    validateFontFallback(font)
  )
}
