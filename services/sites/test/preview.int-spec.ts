import { describe, expect, it } from 'vitest'
import {
  api,
  createSiteFor,
  register,
  siteContent,
  type ErrorBody,
  type SiteBody,
  type SiteContentBody,
  type User,
} from './helpers.js'

async function saveTitle(user: User, siteId: string, title: string) {
  const current = await api.get<SiteContentBody>(`/api/sites/${siteId}`, { token: user.token })
  const defaults = JSON.parse(current.body.defaults) as { head: { title?: string } }
  defaults.head.title = title
  const res = await api.patch(`/api/sites/${siteId}`, {
    token: user.token,
    body: { defaults: JSON.stringify(defaults), update_key: current.body.update_key },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

const titleOf = (body: SiteContentBody) =>
  (JSON.parse(body.defaults) as { head: { title?: string } }).head.title

describe('preview is public (platform.md section 2)', () => {
  it('shows a published site live, a preview-enabled site as its draft, and nothing else', async () => {
    const owner = await register()
    const stranger = await register()
    const site = await createSiteFor(owner, { ...siteContent('Previewed Site') })
    const preview = (user?: User) =>
      api.get<SiteContentBody & ErrorBody>(`/api/sites/${site.id}/preview`, {
        ...(user ? { token: user.token } : {}),
      })

    // Unpublished and no preview: the owner sees it, nobody else learns it exists.
    expect((await preview(owner)).status).toBe(200)
    for (const visitor of [undefined, stranger]) {
      const res = await preview(visitor)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('SiteNotFound')
    }

    // Published: visitors see the live version, without history, editor state or update key.
    await saveTitle(owner, site.id, 'Live')
    await api.post<SiteBody>(`/api/sites/${site.id}/actions/publish`, {
      token: owner.token,
      body: { publish: true },
    })
    await api.post(`/api/sites/${site.id}/actions/create_draft`, { token: owner.token })
    await saveTitle(owner, site.id, 'Draft')
    const live = await preview()
    expect(live.status, JSON.stringify(live.body)).toBe(200)
    expect(titleOf(live.body)).toBe('Live')
    expect(live.body.update_key).toBe('')
    expect(live.body.history).toBe('')
    expect(live.body).not.toHaveProperty('editor')
    expect(titleOf((await preview(owner)).body)).toBe('Draft')

    // Preview enabled: the draft, to anyone with the link.
    await api.patch(`/api/sites/${site.id}`, {
      token: owner.token,
      body: { enable_preview: true },
    })
    expect(titleOf((await preview(stranger)).body)).toBe('Draft')
    // The editor's own read stays the owner's.
    expect((await api.get(`/api/sites/${site.id}`, { token: stranger.token })).status).toBe(403)
    expect((await api.get(`/api/sites/${site.id}`)).status).toBe(401)
  })
})
