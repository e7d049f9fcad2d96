import { invalid, type ValidationResult } from './validation-error.js'

export function validateTranslationKey(key: string): ValidationResult {
  if (key.trim().length === 0) return invalid('errors.i18n_key')
  return undefined
}
