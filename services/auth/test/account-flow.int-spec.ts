import { describe, expect, it } from 'vitest'
import { api, confirmationCode, login, register, resetToken, type UserBody } from './helpers.js'

describe('a new user, end to end through the gateway', () => {
  it('registers, confirms, logs in, reads themselves, changes and resets the password', async () => {
    const { user, password } = await register()
    expect(
      (
        await api.post('/api/auth/confirm-email', {
          body: { code: await confirmationCode(user.email) },
        })
      ).status,
    ).toBe(200)

    const session = await login(user.email, password)
    expect(session.status).toBe(200)
    const token = session.body.auth_token
    const me = await api.get<UserBody>(`/api/users/${user.id}`, { token })
    expect(me.body).toMatchObject({ id: user.id, email: user.email, email_confirmed: true })

    const stranger = await register()
    expect((await api.get(`/api/users/${stranger.user.id}`, { token })).status).toBe(403)

    expect(
      (
        await api.patch('/api/auth/logins/passwords', {
          token,
          body: { old_password: password, password: 'changed password' },
        })
      ).status,
    ).toBe(200)
    expect(
      (await api.post('/api/auth/logins/reset-password', { body: { email: user.email } })).status,
    ).toBe(200)
    const reset = await resetToken(user.email)
    expect(
      (
        await api.patch('/api/auth/logins/passwords', {
          body: { token: reset, password: 'the final password' },
        })
      ).status,
    ).toBe(200)
    expect((await login(user.email, 'changed password')).status).toBe(400)
    expect((await login(user.email, 'the final password')).status).toBe(200)
  })
})
