import { describe, expect, it } from 'vitest'
import { validateBillingName, validatePassword, validatePasswordConfirm } from './account.js'

describe('password: 8 to 50 characters', () => {
  it.each(['12345678', 'x'.repeat(50), '密碼密碼密碼密碼', '😀'.repeat(50), 'pass word'])(
    'accepts %j',
    (password) => {
      expect(validatePassword(password)).toBeUndefined()
    },
  )

  it.each(['', '1234567', 'x'.repeat(51), '😀'.repeat(51)])('rejects %j', (password) => {
    expect(validatePassword(password)).toEqual({ key: 'errors.password_length' })
  })

  it('needs the confirmation to match', () => {
    expect(validatePasswordConfirm('secret123', 'secret123')).toBeUndefined()
    expect(validatePasswordConfirm('secret123', 'secret124')).toEqual({
      key: 'errors.password_match',
    })
  })
})

describe('billing name', () => {
  it.each(['Jo', 'Mary-Jane O. Smith', '王小明', 'ACME (Taiwan) Co., Ltd.', 'A/B Trading 2'])(
    'accepts %j',
    (name) => {
      expect(validateBillingName(name)).toBeUndefined()
    },
  )

  it.each(['J', '', '12', 'J1', 'Jo!', 'Jo_Smith', 'Zoë', '  '])('rejects %j', (name) => {
    expect(validateBillingName(name)).toEqual({ key: 'errors.billing_name' })
  })
})
