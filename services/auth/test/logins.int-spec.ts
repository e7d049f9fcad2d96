import { uniqueEmail, waitFor } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import {
  api,
  login,
  PASSWORD,
  register,
  sql,
  stack,
  type ErrorBody,
  type UserBody,
} from './helpers.js'

function kidOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string })
    .kid
}

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >
}

describe('POST /api/auth/logins', () => {
  it('returns a signed token carrying the user id and expiry', async () => {
    const { user } = await register()
    const res = await login(user.email, PASSWORD)
    expect(res.status).toBe(200)
    const payload = decodePayload(res.body.auth_token)
    expect(payload.sub).toBe(user.id)
    expect(payload.exp).toBe(Math.floor(new Date(res.body.expires_at).getTime() / 1000))
    expect(res.body.user.id).toBe(user.id)
  })

  it('accepts the e-mail in any case', async () => {
    const { user } = await register()
    expect((await login(user.email.toUpperCase(), PASSWORD)).status).toBe(200)
  })

  it('answers InvalidAuth alike for a wrong password and an unknown e-mail', async () => {
    const { user } = await register()
    const wrong = await login(user.email, 'wrong password')
    const unknown = await login(uniqueEmail('nobody'), PASSWORD)
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 'InvalidAuth', message: wrong.body.message })
    }
  })

  it('refuses a blocked user with the same InvalidAuth', async () => {
    const { user } = await register()
    await sql(`UPDATE auth.users SET user_status = 'Blocked' WHERE id = $1`, [user.id])
    const res = await login(user.email, PASSWORD)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('InvalidAuth')
  })

  it('applies the password length rule at login too', async () => {
    const res = await login(uniqueEmail(), 'short')
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('password_length')
  })

  it('answers InvalidFormData for a missing or mistyped field', async () => {
    for (const body of [
      {},
      { email: 'x@example.test' },
      { email: ['x@example.test'], password: PASSWORD },
    ]) {
      const res = await api.post<ErrorBody>('/api/auth/logins', { body })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
  })
})

describe('bearer tokens', () => {
  it('are refused with 401 when missing, malformed, tampered with or signed by someone else', async () => {
    const { user, auth_token } = await register()
    const [header, payload, signature] = auth_token.split('.') as [string, string, string]
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodePayload(auth_token), user_type: 'Admin' }),
    ).toString('base64url')
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Basic ${auth_token}` },
      { authorization: `Bearer ${header}.${forgedPayload}.${signature}` },
      { authorization: `Bearer ${noneAlg}` },
    ]
    for (const headers of attempts) {
      const res = await api.get<ErrorBody>(`/api/users/${user.id}`, { headers })
      expect(res.status, JSON.stringify(headers)).toBe(401)
      expect(res.body.code).toBe('Unauthorized')
    }
  })

  it('rotate: a new key is published before it signs, and tokens of both keys stay valid', async () => {
    const { user, auth_token: before } = await register()
    // Age every key past the rotation period, as if 31 days had passed.
    await sql(`UPDATE auth.signing_keys SET created_at = created_at - interval '31 days'`)
    const during = await login(user.email, PASSWORD)
    expect(kidOf(during.body.auth_token)).toBe(kidOf(before))
    const published = await fetch(new URL('/.well-known/jwks.json', stack.authUrl))
    const kids = ((await published.json()) as { keys: Array<{ kid: string }> }).keys.map(
      (k) => k.kid,
    )
    expect(kids).toContain(kidOf(before))
    const fresh = kids.find((kid) => kid !== kidOf(before))
    expect(fresh).toBeDefined()

    // Once its activation second has passed, the new key signs.
    const after = await waitFor(
      async () => {
        const res = await login(user.email, PASSWORD)
        return kidOf(res.body.auth_token) === fresh ? res : undefined
      },
      { intervalMs: 250, what: 'a token signed by the new key' },
    )
    for (const token of [before, after.body.auth_token]) {
      const res = await api.get<UserBody>(`/api/users/${user.id}`, { token })
      expect(res.status).toBe(200)
    }
  })
})
