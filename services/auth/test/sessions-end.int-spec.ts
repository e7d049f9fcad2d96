import { apiClient, uniqueSuffix } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import { api, login, register, resetToken, stack, type Session } from './helpers.js'

const NEW_PASSWORD = 'a brand new secret'
const siteServer = apiClient(stack.urls['site-server']!)

/** What a token may do on each service: auth, sites, assets (through the gateway), site-server. */
async function statuses(token: string, userId: string, siteId: string) {
  return {
    auth: (await api.get(`/api/users/${userId}`, { token })).status,
    sites: (await api.get('/api/sites', { token })).status,
    assets: (await api.get('/api/site-assets', { token })).status,
    siteServer: (await siteServer.get(`/api/sites/${siteId}`, { token })).status,
  }
}

const allowed = { auth: 200, sites: 200, assets: 200, siteServer: 200 }
const refused = { auth: 401, sites: 401, assets: 401, siteServer: 401 }

async function withSite(user: Session): Promise<string> {
  const created = await api.post<{ id: string }>('/api/sites', {
    token: user.auth_token,
    body: { name: 'Session Test', subdomain: `sessions-${uniqueSuffix().slice(-8)}` },
  })
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
  return created.body.id
}

describe('sessions end when the password changes', () => {
  it('a change voids every earlier token on every service; the answer carries a new one', async () => {
    const user = await register()
    const siteId = await withSite(user)
    const other = await login(user.user.email, user.password)
    expect(other.status).toBe(200)
    expect(await statuses(other.body.auth_token, user.user.id, siteId)).toEqual(allowed)

    const changed = await api.patch<Session>('/api/auth/logins/passwords', {
      token: user.auth_token,
      body: { old_password: user.password, password: NEW_PASSWORD },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.auth_token).toBeTruthy()

    expect(await statuses(user.auth_token, user.user.id, siteId)).toEqual(refused)
    expect(await statuses(other.body.auth_token, user.user.id, siteId)).toEqual(refused)
    expect(await statuses(changed.body.auth_token, user.user.id, siteId)).toEqual(allowed)
    const again = await login(user.user.email, NEW_PASSWORD)
    expect(await statuses(again.body.auth_token, user.user.id, siteId)).toEqual(allowed)
  })

  it('a reset from the e-mailed link voids every earlier token too', async () => {
    const user = await register()
    const siteId = await withSite(user)
    expect(
      (await api.post('/api/auth/logins/reset-password', { body: { email: user.user.email } }))
        .status,
    ).toBeLessThan(300)
    const token = await resetToken(user.user.email)
    const reset = await api.patch('/api/auth/logins/passwords', {
      body: { token, password: NEW_PASSWORD },
    })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({})

    expect(await statuses(user.auth_token, user.user.id, siteId)).toEqual(refused)
    const after = await login(user.user.email, NEW_PASSWORD)
    expect(after.status).toBe(200)
    expect(await statuses(after.body.auth_token, user.user.id, siteId)).toEqual(allowed)
  })
})
