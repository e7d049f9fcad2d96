import { uniqueEmail } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import {
  api,
  isPasswordReset,
  login,
  mail,
  PASSWORD,
  register,
  resetToken,
  sql,
  type ErrorBody,
} from './helpers.js'

async function requestReset(email: string) {
  return api.post('/api/auth/logins/reset-password', { body: { email } })
}

describe('PATCH /api/auth/logins/passwords with the old password', () => {
  it('changes the password for a logged-in user who knows the old one', async () => {
    const { user, auth_token } = await register()
    const res = await api.patch('/api/auth/logins/passwords', {
      token: auth_token,
      body: { old_password: PASSWORD, password: 'a brand new one' },
    })
    expect(res.status).toBe(200)
    expect((await login(user.email, PASSWORD)).status).toBe(400)
    expect((await login(user.email, 'a brand new one')).status).toBe(200)
  })

  it('answers InvalidOldPassword for a wrong or missing old password, and keeps the password', async () => {
    const { user, auth_token } = await register()
    for (const body of [
      { old_password: 'not the password', password: 'a brand new one' },
      { password: 'a brand new one' },
    ]) {
      const res = await api.patch<ErrorBody>('/api/auth/logins/passwords', {
        token: auth_token,
        body,
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidOldPassword')
    }
    expect((await login(user.email, PASSWORD)).status).toBe(200)
  })

  it('needs a login when no reset token is given, and checks the new password length', async () => {
    const { auth_token } = await register()
    expect(
      (
        await api.patch('/api/auth/logins/passwords', {
          body: { old_password: PASSWORD, password: 'a brand new one' },
        })
      ).status,
    ).toBe(401)
    const short = await api.patch<ErrorBody>('/api/auth/logins/passwords', {
      token: auth_token,
      body: { old_password: PASSWORD, password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body.code).toBe('password_length')
  })
})

describe('password reset', () => {
  it('e-mails a link that sets a new password exactly once', async () => {
    const { user } = await register()
    expect((await requestReset(user.email)).status).toBe(200)
    const message = await mail.waitForMail(user.email, { match: isPasswordReset })
    expect(message.subject).toBe('Reset your Tessera password')
    const token = await resetToken(user.email)
    const res = await api.patch('/api/auth/logins/passwords', {
      body: { token, password: 'reset and done' },
    })
    expect(res.status).toBe(200)
    expect((await login(user.email, 'reset and done')).status).toBe(200)
    expect((await login(user.email, PASSWORD)).status).toBe(400)

    const again = await api.patch<ErrorBody>('/api/auth/logins/passwords', {
      body: { token, password: 'once more please' },
    })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('ResetTokenInvalid')
    expect((await login(user.email, 'reset and done')).status).toBe(200)
  })

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost')
    expect((await requestReset(email)).status).toBe(200)
    const { user } = await register()
    await requestReset(user.email)
    await resetToken(user.email) // the real one arrives, so the ghost's would have too
    expect(await mail.list(email)).toHaveLength(0)
  })

  it('refuses an expired link, and using one link retires the others', async () => {
    const { user } = await register()
    await requestReset(user.email)
    const first = await resetToken(user.email, 1)
    await requestReset(user.email)
    const second = await resetToken(user.email, 2)
    await sql(
      `UPDATE auth.password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND created_at = (SELECT min(created_at) FROM auth.password_resets WHERE user_id = $1)`,
      [user.id],
    )
    const expired = await api.patch<ErrorBody>('/api/auth/logins/passwords', {
      body: { token: first, password: 'too late for me' },
    })
    expect(expired.body.code).toBe('ResetTokenInvalid')

    await requestReset(user.email)
    const third = await resetToken(user.email, 3)
    expect(
      (
        await api.patch('/api/auth/logins/passwords', {
          body: { token: second, password: 'second link wins' },
        })
      ).status,
    ).toBe(200)
    const retired = await api.patch<ErrorBody>('/api/auth/logins/passwords', {
      body: { token: third, password: 'third link loses' },
    })
    expect(retired.body.code).toBe('ResetTokenInvalid')
  })

  it('rejects a made-up token and malformed bodies', async () => {
    const fake = await api.patch<ErrorBody>('/api/auth/logins/passwords', {
      body: { token: 'made-up', password: 'whatever it is' },
    })
    expect(fake.status).toBe(400)
    expect(fake.body.code).toBe('ResetTokenInvalid')
    for (const body of [{ email: 5 }, {}, { email: 'nope' }]) {
      const res = await api.post<ErrorBody>('/api/auth/logins/reset-password', { body })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })
})
