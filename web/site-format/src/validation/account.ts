import { charLength } from './text.js'
import { invalid, type ValidationResult } from './validation-error.js'

/** 8 to 50 characters, at login and sign-up (platform.md). */
export function validatePassword(password: string): ValidationResult {
  const length = charLength(password)
  if (length < 8 || length > 50) return invalid('errors.password_length')
  return undefined
}

/** The confirmation must match; the spec gives no key, so this one is ours. */
export function validatePasswordConfirm(password: string, confirmation: string): ValidationResult {
  if (password !== confirmation) return invalid('errors.password_match')
  return undefined
}

/**
 * Human names in billing: at least 2 letters; alphanumerics or Chinese characters, spaces, and
 * , . ( ) / -. The spec gives no key, so this one is ours.
 */
export function validateBillingName(name: string): ValidationResult {
  const letters = name.match(/[A-Za-z\p{Script=Han}]/gu)?.length ?? 0
  if (!/^[A-Za-z0-9\p{Script=Han} ,.()/-]+$/u.test(name) || letters < 2) {
    return invalid('errors.billing_name')
  }
  return undefined
}
