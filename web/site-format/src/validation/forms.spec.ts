import { describe, expect, it } from 'vitest'
import {
  CONTACT_FORM_ARGS,
  MAILING_LIST_ARGS,
  validateFormArgs,
  validateSignupEmail,
} from './forms.js'

const contact = {
  tableName: 'contacts',
  emailId: 'site-c-2',
  messageId: 'site-c-3',
  errorId: 'site-c-4',
  apiEmailField: 'email',
  apiMessageField: 'message',
}

describe('published form arguments', () => {
  it('accepts complete arguments', () => {
    expect(validateFormArgs('contactForm', contact)).toBeUndefined()
    expect(
      validateFormArgs('mailingList', {
        tableName: 'list',
        emailId: 'c-1',
        errorId: 'c-2',
        apiEmailField: 'email',
      }),
    ).toBeUndefined()
  })

  it.each(CONTACT_FORM_ARGS)('shows the unknown form error without %s', (missing) => {
    expect(validateFormArgs('contactForm', { ...contact, [missing]: undefined })).toEqual({
      key: 'errors.unknown_form',
      params: { missing },
    })
    expect(validateFormArgs('contactForm', { ...contact, [missing]: '' })?.key).toBe(
      'errors.unknown_form',
    )
  })

  it('does not need message fields for a mailing list', () => {
    expect(MAILING_LIST_ARGS).not.toContain('messageId')
    expect(validateFormArgs('mailingList', { ...contact, messageId: undefined })).toBeUndefined()
    expect(validateFormArgs('mailingList', undefined)?.params).toEqual({ missing: 'tableName' })
  })

  it('needs a signup e-mail', () => {
    expect(validateSignupEmail('me@example.com')).toBeUndefined()
    expect(validateSignupEmail(' ')).toEqual({ key: 'errors.email_empty' })
  })
})
