import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import {
  api,
  confirmationCode,
  login,
  makeAdmin,
  PASSWORD,
  register,
  type ErrorBody,
  type UserBody,
} from './helpers.js'

describe('GET /api/users/{id}', () => {
  it('shows users themselves with the spec fields', async () => {
    const { user, auth_token } = await register()
    const res = await api.get<UserBody>(`/api/users/${user.id}`, { token: auth_token })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'created_at',
        'email',
        'email_confirmed',
        'id',
        'identicon_avatar',
        'identity',
        'user_status',
        'user_type',
      ].sort(),
    )
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i)
  })

  it('refuses another user with 403, whether or not the id exists', async () => {
    const me = await register()
    const other = await register()
    for (const id of [other.user.id, randomUUID()]) {
      const res = await api.get<ErrorBody>(`/api/users/${id}`, { token: me.auth_token })
      expect(res.status).toBe(403)
      expect(res.body.code).toBe('Forbidden')
    }
  })

  it('lets an Admin read anyone, and answers 404 for an unknown id', async () => {
    const admin = await register()
    const other = await register()
    await makeAdmin(admin.user.id)
    const token = (await login(admin.user.email, PASSWORD)).body.auth_token
    const res = await api.get<UserBody>(`/api/users/${other.user.id}`, { token })
    expect(res.status).toBe(200)
    expect(res.body.email).toBe(other.user.email)
    const missing = await api.get<ErrorBody>(`/api/users/${randomUUID()}`, { token })
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('UserNotFound')
  })

  it('needs a token, and a well-formed id', async () => {
    const { user, auth_token } = await register()
    expect((await api.get(`/api/users/${user.id}`)).status).toBe(401)
    for (const id of ['not-a-uuid', "1' OR '1'='1", '%00']) {
      const res = await api.get<ErrorBody>(`/api/users/${encodeURIComponent(id)}`, {
        token: auth_token,
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })
})

describe('PATCH /api/users/{id}', () => {
  it('changing the e-mail unconfirms it, regenerates the avatar and sends a new confirmation', async () => {
    const { user, auth_token } = await register()
    await api.post('/api/auth/confirm-email', {
      body: { code: await confirmationCode(user.email) },
    })
    const newEmail = uniqueEmail('moved')
    const res = await api.patch<UserBody>(`/api/users/${user.id}`, {
      token: auth_token,
      body: { email: newEmail },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ email: newEmail, email_confirmed: false })
    expect(res.body.identicon_avatar).not.toBe(user.identicon_avatar)

    // The old address's code no longer applies; the new one confirms the new address.
    const code = await confirmationCode(newEmail)
    expect((await api.post('/api/auth/confirm-email', { body: { code } })).status).toBe(200)
    expect((await login(newEmail, PASSWORD)).status).toBe(200)
    expect((await login(user.email, PASSWORD)).status).toBe(400)
  })

  it('answers UserExists when the new e-mail belongs to someone else, and changes nothing', async () => {
    const me = await register()
    const other = await register()
    const res = await api.patch<ErrorBody>(`/api/users/${me.user.id}`, {
      token: me.auth_token,
      body: { email: other.user.email.toUpperCase() },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('UserExists')
    const after = await api.get<UserBody>(`/api/users/${me.user.id}`, { token: me.auth_token })
    expect(after.body.email).toBe(me.user.email)
  })

  it('answers NoUpdates when nothing would change', async () => {
    const { user, auth_token } = await register()
    for (const body of [{}, { email: user.email }, { unknown_field: 1 }]) {
      const res = await api.patch<ErrorBody>(`/api/users/${user.id}`, { token: auth_token, body })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('NoUpdates')
    }
  })

  it('lets only Admins change user type or status, and never someone else', async () => {
    const me = await register()
    const other = await register()
    const promote = await api.patch<ErrorBody>(`/api/users/${me.user.id}`, {
      token: me.auth_token,
      body: { user_type: 'Admin' },
    })
    expect(promote.status).toBe(403)
    const foreign = await api.patch<ErrorBody>(`/api/users/${other.user.id}`, {
      token: me.auth_token,
      body: { email: uniqueEmail() },
    })
    expect(foreign.status).toBe(403)

    await makeAdmin(me.user.id)
    const token = (await login(me.user.email, PASSWORD)).body.auth_token
    const blocked = await api.patch<UserBody>(`/api/users/${other.user.id}`, {
      token,
      body: { user_status: 'Blocked' },
    })
    expect(blocked.status).toBe(200)
    expect(blocked.body.user_status).toBe('Blocked')
    expect((await login(other.user.email, PASSWORD)).status).toBe(400)
  })

  it('rejects malformed changes with InvalidFormData', async () => {
    const { user, auth_token } = await register()
    for (const body of [
      { email: 'not-an-email' },
      { email: null },
      { user_type: 'Root' },
      { user_status: 7 },
    ]) {
      const res = await api.patch<ErrorBody>(`/api/users/${user.id}`, { token: auth_token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })
})
