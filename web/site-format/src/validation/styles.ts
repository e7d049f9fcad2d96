import type { GlobalStyle } from '../types/style.js'
import { invalid, type ValidationResult } from './validation-error.js'

export function validateGlobalStyleName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.style_name_missing')
  return undefined
}

/** On creation `editingName` is undefined; on rename it is the style's current name. */
export function validateGlobalStyleNameUnique(
  name: string,
  globalStyles: Readonly<Record<string, GlobalStyle>>,
  editingName?: string,
): ValidationResult {
  const trimmed = name.trim()
  if (trimmed !== editingName && Object.hasOwn(globalStyles, trimmed)) {
    return invalid('errors.style_name_unique')
  }
  return undefined
}

/** The spec's message for a mixin is 'Style must have a name'; it shares the global style key. */
export function validateMixinName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.style_name_missing')
  return undefined
}
