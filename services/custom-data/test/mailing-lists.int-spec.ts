import { uniqueEmail } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import { api, sql, stack, type ErrorBody } from './helpers.js'

const add = (body: Record<string, unknown>, list = 'signup', headers?: Record<string, string>) =>
  api.post<ErrorBody & { email: string }>(`/api/mailing_lists/${list}/actions/add_contact`, {
    body,
    ...(headers ? { headers } : {}),
  })

describe('mailing lists', () => {
  it("adds a contact to the platform's sign-up list without a token, once", async () => {
    const email = uniqueEmail('list')
    const res = await add({ email, list_type: 'signup' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ email, list_type: 'signup' })
    const again = await add({ email: ` ${email.toUpperCase()} `, list_type: 'signup' })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('CustomDataUniqueFail')
    const rows = await sql(
      'SELECT list_type FROM custom_data.mailing_list_contacts WHERE email = $1',
      [email],
    )
    expect(rows).toEqual([{ list_type: 'signup' }])
  })

  it('refuses empty and invalid addresses, other list types and unknown lists', async () => {
    expect((await add({ email: '', list_type: 'signup' })).body.code).toBe('CustomDataRequired')
    expect((await add({ email: 'nope', list_type: 'signup' })).body.code).toBe(
      'CustomDataInvalidEmail',
    )
    expect((await add({ email: uniqueEmail(), list_type: 'other' })).status).toBe(400)
    expect((await add({ email: uniqueEmail(), list_type: 'signup' }, 'no-such-list')).status).toBe(
      404,
    )
  })

  it('keeps nothing from a filled honeypot', async () => {
    const email = uniqueEmail('bot')
    expect((await add({ email, list_type: 'signup', honeypot: 'x' })).status).toBe(200)
    expect(
      await sql('SELECT 1 FROM custom_data.mailing_list_contacts WHERE email = $1', [email]),
    ).toEqual([])
  })

  it("answers the app's origin by CORS and refuses others", async () => {
    const appOrigin = stack.env.gateway!.APP_ORIGINS!.split(',')[0]!
    const ok = await add({ email: uniqueEmail(), list_type: 'signup' }, 'signup', {
      origin: appOrigin,
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(appOrigin)
    const evil = await add({ email: uniqueEmail(), list_type: 'signup' }, 'signup', {
      origin: 'https://evil.example',
    })
    expect(evil.status).toBe(403)
  })
})
