import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  api,
  jpeg,
  register,
  registerAdmin,
  uploadAsset,
  verifyAsset,
  type AssetBody,
  type ErrorBody,
  type ListBody,
} from './helpers.js'

describe("another user's assets", () => {
  it('are invisible: not listed, not found, and their user id cannot be listed', async () => {
    const me = await register()
    const other = await register()
    const theirs = await uploadAsset(other.auth_token, await jpeg(), 'image/jpeg')
    const mine = await api.get<ListBody>('/api/site-assets', { token: me.auth_token })
    expect(mine.body.results.map((a) => a.id)).not.toContain(theirs.id)
    const get = await api.get<ErrorBody>(`/api/site-assets/${theirs.id}`, { token: me.auth_token })
    expect(get.status).toBe(404)
    expect(get.body.code).toBe('AssetNotFound')
    const unknown = await api.get<ErrorBody>(`/api/site-assets/${randomUUID()}`, {
      token: me.auth_token,
    })
    expect(unknown.body).toEqual(get.body)
    const list = await api.get<ErrorBody>(`/api/site-assets?user_id=${other.user.id}`, {
      token: me.auth_token,
    })
    expect(list.status).toBe(403)
  })

  it('are untouchable: verify, replace, rename and delete all answer 404 and change nothing', async () => {
    const me = await register()
    const other = await register()
    const theirs = await uploadAsset(other.auth_token, await jpeg(), 'image/jpeg', {
      name: 'theirs',
    })
    const token = me.auth_token
    const attempts = [
      await verifyAsset(token, theirs.id),
      await api.post(`/api/site-assets/${theirs.id}/actions/replace`, {
        token,
        body: { content_type: 'image/jpeg', content_size: 100 },
      }),
      await api.patch(`/api/site-assets/${theirs.id}`, { token, body: { name: 'mine now' } }),
      await api.delete(`/api/site-assets/${theirs.id}`, { token }),
    ]
    for (const res of attempts) expect(res.status).toBe(404)
    const still = await api.get<AssetBody>(`/api/site-assets/${theirs.id}`, {
      token: other.auth_token,
    })
    expect(still.body).toMatchObject({ name: 'theirs', state: 'Uploaded', url: theirs.url })
    expect((await fetch(theirs.url!)).status).toBe(200)
  })

  it('are visible to admins', async () => {
    const other = await register()
    const theirs = await uploadAsset(other.auth_token, await jpeg(), 'image/jpeg')
    const admin = await registerAdmin()
    const list = await api.get<ListBody>(`/api/site-assets?user_id=${other.user.id}`, {
      token: admin.auth_token,
    })
    expect(list.body.results.map((a) => a.id)).toEqual([theirs.id])
  })
})
