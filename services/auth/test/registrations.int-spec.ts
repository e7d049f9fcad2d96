import { uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import {
  api,
  login,
  mail,
  PASSWORD,
  register,
  sql,
  type ErrorBody,
  type Session,
} from './helpers.js'

describe('POST /api/users/registrations', () => {
  it('creates an Owner with a default identity, a matching subdomain and an avatar, and logs them in', async () => {
    const session = await register()
    expect(session.user).toMatchObject({
      email_confirmed: false,
      user_type: 'Owner',
      user_status: 'Active',
    })
    expect(session.user.identity.name).toMatch(/^site[A-Za-z0-9]{6}$/)
    expect(session.user.identity.subdomain).toBe(session.user.identity.name.toLowerCase())
    expect(session.user.identity.published).toBe(false)
    expect(session.user.identicon_avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(new Date(session.user.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(new Date(session.expires_at).getTime()).toBeGreaterThan(Date.now())
    const me = await api.get(`/api/users/${session.user.id}`, { token: session.auth_token })
    expect(me.status).toBe(200)
  })

  it('keeps a chosen identity and subdomain, and stores the e-mail in lower case', async () => {
    const suffix = uniqueSuffix()
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MIXED')
    const session = await register({
      email,
      identity: `My Site ${suffix}`,
      subdomain: `my-site-${suffix}`,
    })
    expect(session.user.email).toBe(email.toLowerCase())
    expect(session.user.identity).toMatchObject({
      name: `My Site ${suffix}`,
      subdomain: `my-site-${suffix}`,
    })
  })

  it('derives the subdomain from a chosen identity when none is given', async () => {
    const suffix = uniqueSuffix()
    const session = await register({ identity: `Cafe ${suffix}` })
    expect(session.user.identity.subdomain).toBe(`cafe-${suffix}`)
  })

  it('sends a confirmation e-mail in the language the browser asks for', async () => {
    const email = uniqueEmail()
    await api.post('/api/users/registrations', {
      body: { email, password: PASSWORD },
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    })
    const message = await mail.waitForMail(email)
    expect(message.subject).toBe('確認您的 Tessera 電子郵件')
    expect(message.text).toMatch(/\/confirm-email\?code=/)
  })

  it('answers UserExists for a known e-mail in any case, and SubdomainTaken for a taken subdomain', async () => {
    const first = await register()
    const again = await api.post<ErrorBody>('/api/users/registrations', {
      body: { email: first.user.email.toUpperCase(), password: PASSWORD },
    })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('UserExists')

    const taken = await api.post<ErrorBody>('/api/users/registrations', {
      body: { email: uniqueEmail(), password: PASSWORD, subdomain: first.user.identity.subdomain },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.code).toBe('SubdomainTaken')
  })

  it('gives one registration of two racing for the same e-mail', async () => {
    const email = uniqueEmail('race')
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        api.post<ErrorBody>('/api/users/registrations', { body: { email, password: PASSWORD } }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400])
    expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'UserExists')).toBe(
      true,
    )
    expect(await sql('SELECT 1 FROM auth.users WHERE email = $1', [email])).toHaveLength(1)
  })

  it.each([
    [{ subdomain: '' }, 'site_subdomain_empty'],
    [{ subdomain: 'www' }, 'site_subdomain_reserved'],
    [{ subdomain: 's123' }, 'site_subdomain_reserved'],
    [{ subdomain: 'Bad_Sub' }, 'site_subdomain_format'],
    [{ subdomain: '9lives' }, 'site_subdomain_format'],
    [{ identity: 'x' }, 'site_name'],
    [{ identity: 'semi;colon' }, 'site_name'],
    [{ password: 'short' }, 'password_length'],
    [{ password: 'x'.repeat(51) }, 'password_length'],
  ])('rejects %j with %s and stores nothing', async (overrides, code) => {
    const email = uniqueEmail()
    const res = await api.post<ErrorBody>('/api/users/registrations', {
      body: { email, password: PASSWORD, ...overrides },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(await sql('SELECT 1 FROM auth.users WHERE email = $1', [email])).toHaveLength(0)
  })

  it.each([
    ['a missing e-mail', { password: PASSWORD }],
    ['a missing password', { email: 'x@example.test' }],
    ['an e-mail that is a number', { email: 42, password: PASSWORD }],
    ['a password that is an object', { email: 'x@example.test', password: { $gt: '' } }],
    ['an e-mail with no domain', { email: 'nobody', password: PASSWORD }],
    [
      'an e-mail of 300 characters',
      { email: `${'a'.repeat(290)}@example.test`, password: PASSWORD },
    ],
    ['a NUL character', { email: 'nul@example.test', password: 'pass\u0000word1' }],
    ['a lone surrogate', { email: 'sur@example.test', password: 'pass\ud800word1' }],
    [
      'SQL in the e-mail',
      { email: "x'; DROP TABLE auth.users; --@example.test", password: PASSWORD },
    ],
    ['an array body', [1, 2, 3]],
  ])('answers InvalidFormData for %s', async (_, body) => {
    const res = await api.post<ErrorBody>('/api/users/registrations', { body })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('InvalidFormData')
    expect(res.body.message).toEqual(expect.any(String))
  })

  it('answers 400 for malformed JSON and for bodies over the limit, never 500', async () => {
    const malformed = await api.post<ErrorBody>('/api/users/registrations', {
      rawBody: '{"email": ',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe('InvalidFormData')
    const huge = await api.post<ErrorBody>('/api/users/registrations', {
      body: { email: uniqueEmail(), password: PASSWORD, padding: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(huge.status).toBe(400)
    expect(huge.body.code).toBe('InvalidFormData')
  })

  it('keeps working for everyone else after bad input (the users table is intact)', async () => {
    await api.post('/api/users/registrations', {
      body: { email: "a'); DELETE FROM auth.users; --", password: PASSWORD },
    })
    const session = await register()
    const res = await login(session.user.email, PASSWORD)
    expect(res.status).toBe(200)
    expect((res.body as Session).user.id).toBe(session.user.id)
  })
})
