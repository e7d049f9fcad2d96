import { describe, expect, it } from 'vitest'
import {
  addPage,
  api,
  createSiteFor,
  register,
  siteContent,
  siteHost,
  visit,
  type ErrorBody,
  type SiteBody,
  type SiteContentBody,
  type User,
} from './helpers.js'

interface Versions {
  results: Array<{ id: number; published: boolean; updated_at: string }>
}

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

const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1]

describe('versions: draft and live', () => {
  it('walks the version state machine: unpublished, live, draft, publish, delete draft, unpublish', async () => {
    const user = await register()
    const name = 'Versioned Site'
    const site = await createSiteFor(user, { ...siteContent(name) })
    const host = siteHost(site.subdomain)
    const versions = () =>
      api.get<Versions>(`/api/sites/${site.id}/versions`, { token: user.token })

    // Unpublished: one version, not live; visitors get a plain 404.
    expect((await versions()).body.results).toEqual([
      { id: 1, published: false, updated_at: expect.any(String) },
    ])
    expect((await visit(host)).status).toBe(404)

    // Without a draft, edits are live at once.
    await saveTitle(user, site.id, 'First')
    const published = await api.post<SiteBody>(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ published: true, live_version: 1, draft_version: null })
    expect(titleOf((await visit(host)).text)).toBe('First')
    await saveTitle(user, site.id, 'Edited live')
    expect(titleOf((await visit(host)).text)).toBe('Edited live')

    // A draft: edits go to it and visitors keep seeing the live version.
    const draft = await api.post<SiteBody>(`/api/sites/${site.id}/actions/create_draft`, {
      token: user.token,
    })
    expect(draft.body).toMatchObject({ published: true, live_version: 1, draft_version: 2 })
    expect((await versions()).body.results.map((v) => [v.id, v.published])).toEqual([
      [2, false],
      [1, true],
    ])
    const again = await api.post<ErrorBody>(`/api/sites/${site.id}/actions/create_draft`, {
      token: user.token,
    })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('DraftExists')
    await saveTitle(user, site.id, 'In the draft')
    expect(titleOf((await visit(host)).text)).toBe('Edited live')
    const live = await api.get<SiteContentBody>(`/api/sites/${site.id}/versions/1`, {
      token: user.token,
    })
    expect(JSON.parse(live.body.defaults).head.title).toBe('Edited live')
    const latest = await api.get<SiteContentBody>(`/api/sites/${site.id}/versions/2`, {
      token: user.token,
    })
    expect(latest.body).toMatchObject({ version_id: 2 })
    expect(JSON.parse(latest.body.defaults).head.title).toBe('In the draft')
    const none = await api.get(`/api/sites/${site.id}/versions/7`, { token: user.token })
    expect(none.status).toBe(204)
    expect(none.body).toBe('')

    // Publishing makes the draft the live version.
    const republished = await api.post<SiteBody>(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(republished.body).toMatchObject({
      published: true,
      live_version: 2,
      draft_version: null,
    })
    expect(titleOf((await visit(host)).text)).toBe('In the draft')
    expect((await versions()).body.results.map((v) => [v.id, v.published])).toEqual([[2, true]])

    // A deleted draft leaves the live version as it was.
    await api.post(`/api/sites/${site.id}/actions/create_draft`, { token: user.token })
    await saveTitle(user, site.id, 'Thrown away')
    const deleted = await api.delete<SiteBody>(`/api/sites/${site.id}/actions/delete_draft`, {
      token: user.token,
    })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ live_version: 2, draft_version: null })
    const noDraft = await api.delete<ErrorBody>(`/api/sites/${site.id}/actions/delete_draft`, {
      token: user.token,
    })
    expect(noDraft.status).toBe(400)
    expect(noDraft.body.code).toBe('NoDraft')
    const current = await api.get<SiteContentBody>(`/api/sites/${site.id}`, { token: user.token })
    expect(JSON.parse(current.body.defaults).head.title).toBe('In the draft')

    // Unpublishing takes the site offline.
    const unpublished = await api.post<SiteBody>(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: false },
    })
    expect(unpublished.body.published).toBe(false)
    expect((await visit(host)).status).toBe(404)
    expect((await versions()).body.results.map((v) => [v.id, v.published])).toEqual([[2, false]])
  })

  it('creates a draft of an unpublished site (the Unpublished choice) and publishes it', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const draft = await api.post<SiteBody>(`/api/sites/${site.id}/actions/create_draft`, {
      token: user.token,
    })
    expect(draft.body).toMatchObject({ published: false, live_version: 1, draft_version: 2 })
    const published = await api.post<SiteBody>(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(published.body).toMatchObject({ published: true, live_version: 2, draft_version: null })
  })

  it('answers 204 to a restore with the content time when nothing newer exists (the editor on a visible tab)', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const current = await api.get<SiteContentBody>(`/api/sites/${site.id}`, { token: user.token })
    const since = new Date(current.body.content_updated_at).toISOString()
    const path = `/api/sites/${site.id}/versions/1?content_updated_at=${encodeURIComponent(since)}`
    const same = await api.get(path, { token: user.token })
    expect(same.status).toBe(204)
    await saveTitle(user, site.id, 'Newer elsewhere')
    const newer = await api.get<SiteContentBody>(path, { token: user.token })
    expect(newer.status).toBe(200)
    expect(newer.body.defaults).toContain('Newer elsewhere')
    expect(
      (
        await api.get(`/api/sites/${site.id}/versions/1?content_updated_at=yesterday`, {
          token: user.token,
        })
      ).status,
    ).toBe(400)
  })

  it('shows the draft on the subdomain with the preview id, and only with the right one', async () => {
    const user = await register()
    const name = 'Preview Site'
    const site = await createSiteFor(user, {
      ...siteContent(name, (s) => addPage(s, '/about', 'About us')),
    })
    await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    await api.post(`/api/sites/${site.id}/actions/create_draft`, { token: user.token })
    await saveTitle(user, site.id, 'Draft title')
    const host = siteHost(site.subdomain)
    expect((await visit(host, '/?preview_id=nothing')).text).not.toContain('Draft title')

    const on = await api.patch<SiteBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { enable_preview: true },
    })
    const previewId = on.body.preview_id!
    const preview = await visit(host, `/?preview_id=${previewId}`)
    expect(preview.status).toBe(200)
    expect(titleOf(preview.text)).toBe('Draft title')
    expect(preview.text).toContain('noindex')
    const about = await visit(host, `/about?preview_id=${previewId}`)
    expect(about.status).toBe(200)
    expect(about.text).toContain('About us')
    expect(titleOf((await visit(host)).text)).not.toBe('Draft title')

    await api.patch(`/api/sites/${site.id}`, { token: user.token, body: { enable_preview: false } })
    expect(titleOf((await visit(host, `/?preview_id=${previewId}`)).text)).not.toBe('Draft title')
  })

  it('validates the publish body', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    for (const body of [{}, { publish: 'yes' }, { publish: 1 }]) {
      const res = await api.post<ErrorBody>(`/api/sites/${site.id}/actions/publish`, {
        token: user.token,
        body,
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
    const bad = await api.get<ErrorBody>(`/api/sites/${site.id}/versions/zero`, {
      token: user.token,
    })
    expect(bad.status).toBe(400)
  })
})
