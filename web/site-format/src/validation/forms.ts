import type { BehaviorCallArgs } from '../types/behavior.js'
import { invalid, type ValidationResult } from './validation-error.js'

export const CONTACT_FORM_ARGS = [
  'tableName',
  'emailId',
  'messageId',
  'errorId',
  'apiEmailField',
  'apiMessageField',
] as const

export const MAILING_LIST_ARGS = ['tableName', 'emailId', 'errorId', 'apiEmailField'] as const

export type PublishedForm = 'contactForm' | 'mailingList'

const FORM_ARGS: Readonly<Record<PublishedForm, readonly string[]>> = {
  contactForm: CONTACT_FORM_ARGS,
  mailingList: MAILING_LIST_ARGS,
}

/**
 * A published form needs all its arguments, else it shows 'Unknown form error' (the key is
 * ours). An empty string is as good as missing: the form could not find its elements.
 */
export function validateFormArgs(
  form: PublishedForm,
  args: BehaviorCallArgs | undefined,
): ValidationResult {
  const missing = FORM_ARGS[form].find((name) => {
    const value = args?.[name]
    return value === undefined || value === null || value === ''
  })
  return missing === undefined ? undefined : invalid('errors.unknown_form', { params: { missing } })
}

/** The platform's signup mailing-list form needs a non-empty e-mail (key ours). */
export function validateSignupEmail(email: string): ValidationResult {
  if (email.trim().length === 0) return invalid('errors.email_empty')
  return undefined
}
