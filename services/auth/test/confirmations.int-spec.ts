import { describe, expect, it } from 'vitest'
import {
  api,
  confirmationCode,
  mail,
  register,
  sql,
  type ErrorBody,
  type UserBody,
} from './helpers.js'

describe('e-mail confirmation', () => {
  it('confirms with the code from the e-mail, once', async () => {
    const { user, auth_token } = await register()
    const code = await confirmationCode(user.email)
    const res = await api.post('/api/auth/confirm-email', { body: { code } })
    expect(res.status).toBe(200)
    const me = await api.get<UserBody>(`/api/users/${user.id}`, { token: auth_token })
    expect(me.body.email_confirmed).toBe(true)

    const again = await api.post<ErrorBody>('/api/auth/confirm-email', { body: { code } })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('AlreadyConfirmed')
  })

  it('says so when the code has expired, and a resent code works', async () => {
    const { user, auth_token } = await register()
    const code = await confirmationCode(user.email)
    await sql(
      `UPDATE auth.email_confirmations SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    )
    const expired = await api.post<ErrorBody>('/api/auth/confirm-email', { body: { code } })
    expect(expired.status).toBe(400)
    expect(expired.body.code).toBe('ConfirmCodeExpired')

    const resend = await api.post('/api/auth/resend-confirm-email', { token: auth_token })
    expect(resend.status).toBe(200)
    const fresh = await confirmationCode(user.email, 2)
    expect(fresh).not.toBe(code)
    expect((await api.post('/api/auth/confirm-email', { body: { code: fresh } })).status).toBe(200)
  })

  it('rejects an unknown code and a malformed body', async () => {
    const unknown = await api.post<ErrorBody>('/api/auth/confirm-email', {
      body: { code: 'no-such-code' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('ConfirmCodeInvalid')
    for (const body of [{}, { code: '' }, { code: 12 }, { code: 'x'.repeat(5000) }]) {
      const res = await api.post<ErrorBody>('/api/auth/confirm-email', { body })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })

  it('resending needs a login, and answers AlreadyConfirmed once confirmed', async () => {
    const { user, auth_token } = await register()
    expect((await api.post('/api/auth/resend-confirm-email')).status).toBe(401)
    await api.post('/api/auth/confirm-email', {
      body: { code: await confirmationCode(user.email) },
    })
    const res = await api.post<ErrorBody>('/api/auth/resend-confirm-email', { token: auth_token })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('AlreadyConfirmed')
    expect(await mail.list(user.email)).toHaveLength(1)
  })
})
