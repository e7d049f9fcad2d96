import { describe, expect, it } from 'vitest'
import { api, createSiteFor, register, siteContent, type ErrorBody } from './helpers.js'

describe('GET/PATCH /api/sites_metadata/{id}', () => {
  it('keeps the categories of the spec', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    expect((await api.get(`/api/sites_metadata/${site.id}`, { token: user.token })).body).toEqual({
      id: site.id,
      categories: [],
    })
    const res = await api.patch(`/api/sites_metadata/${site.id}`, {
      token: user.token,
      body: { categories: ['Blog', 'Knowledge Base', 'Blog'] },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: site.id, categories: ['Blog', 'Knowledge Base'] })
    expect((await api.get(`/api/sites_metadata/${site.id}`, { token: user.token })).body).toEqual({
      id: site.id,
      categories: ['Blog', 'Knowledge Base'],
    })
    for (const body of [{}, { categories: 'Blog' }, { categories: ['Shopping'] }]) {
      const bad = await api.patch<ErrorBody>(`/api/sites_metadata/${site.id}`, {
        token: user.token,
        body,
      })
      expect(bad.status).toBe(400)
      expect(bad.body.code).toBe('InvalidFormData')
    }
  })
})

describe('GET /api/sites/{id}/usage', () => {
  it('reports sizes and counts from the site server, allowances from the Free plan', async () => {
    const user = await register()
    const content = siteContent('Usage Site')
    const site = await createSiteFor(user, { ...content })
    const res = await api.get(`/api/sites/${site.id}/usage`, { token: user.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      site_type: 'Free',
      max_pages_length: Buffer.byteLength(content.pages),
      restore_points_usage: 0,
      total_bandwidth: 0,
      bandwidth_allowance: 10_000 * 500_000,
      custom_data_usage: 0,
      custom_data_allowance: 500_000,
      total_site_view_count: 0,
      visitor_allowance: 10_000,
    })
  })
})
