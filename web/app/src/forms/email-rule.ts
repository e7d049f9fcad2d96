import {
  invalid,
  validateSignupEmail,
  type ValidationResult,
} from '@tessera/site-format/validation'

/**
 * Account e-mails: not empty (site-format's rule), then the shape of an address, so a typo is
 * caught before the server's generic InvalidFormData. The key is site-format's invalid_email.
 */
export function validateAccountEmail(email: string): ValidationResult {
  const trimmed = email.trim()
  return (
    validateSignupEmail(trimmed) ??
    (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? undefined : invalid('errors.invalid_email'))
  )
}
