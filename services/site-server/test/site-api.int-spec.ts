import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  api,
  createSiteFor,
  load,
  register,
  siteServer,
  siteServerUrl,
  sql,
  stack,
  withTitle,
  type ErrorBody,
  type SavedBody,
  type VersionBody,
} from './helpers.js'

describe('site-server API: get a site version', () => {
  it("answers the owner's latest version with its parts as JSON text and an update key", async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const res = await siteServer.get<VersionBody>(`/api/sites/${site.id}`, { token: user.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: site.id,
      user_id: user.id,
      version_id: 1,
      published: false,
      name: 'Served Site',
      version: '2',
    })
    for (const part of ['context', 'defaults', 'pages', 'pageOrder', 'history'] as const) {
      expect(typeof res.body[part]).toBe('string')
      expect(() => JSON.parse(res.body[part]) as unknown).not.toThrow()
    }
    expect(res.body.update_key).toMatch(/^[\w-]{20,}$/)
    const byNumber = await siteServer.get<VersionBody>(`/api/sites/${site.id}?version=1`, {
      token: user.token,
    })
    expect(byNumber.body.update_key).toBe(res.body.update_key)
    const missing = await siteServer.get<ErrorBody>(`/api/sites/${site.id}?version=9`, {
      token: user.token,
    })
    expect(missing.status).toBe(404)
  })

  it('answers 401 without a token, 403 to another user, 404 for unknown sites', async () => {
    const user = await register()
    const other = await register()
    const site = await createSiteFor(user)
    expect((await siteServer.get(`/api/sites/${site.id}`)).status).toBe(401)
    const foreign = await siteServer.get<ErrorBody>(`/api/sites/${site.id}`, { token: other.token })
    expect(foreign.status).toBe(403)
    expect(JSON.stringify(foreign.body)).not.toContain('context')
    expect((await siteServer.get(`/api/sites/${randomUUID()}`, { token: user.token })).status).toBe(
      404,
    )
  })

  it('lets the app call it from its origin (CORS)', async () => {
    const origin = `http://localhost:${new URL(stack.gatewayUrl).port}`
    const res = await fetch(new URL('/api/sites/x', siteServerUrl), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    const stranger = await fetch(new URL('/api/sites/x', siteServerUrl), {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'PATCH' },
    })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('site-server API: update with only the changed parts and update_key', () => {
  it('saves the parts sent, answers the new key and times, and leaves the rest as it was', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const before = await load(user, site.id)
    const res = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: {
        defaults: withTitle(before, 'Saved'),
        update_key: before.update_key,
        keepalive: true,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.version_id).toBe(1)
    expect(res.body.update_key).not.toBe(before.update_key)
    expect(new Date(res.body.content_updated_at).getTime()).toBeGreaterThan(
      new Date(before.content_updated_at).getTime(),
    )
    const after = await load(user, site.id)
    expect(JSON.parse(after.defaults).head.title).toBe('Saved')
    expect(after.pages).toBe(before.pages)
    expect(after.context).toBe(before.context)
    expect(after.update_key).toBe(res.body.update_key)
    expect(after.content_updated_at).toBe(res.body.content_updated_at)
  })

  it('moves only updated_at for editor state', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const before = await load(user, site.id)
    const res = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: {
        editor: JSON.stringify({ builderWidth: 800, builderScale: 1 }),
        update_key: before.update_key,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.content_updated_at).toBe(before.content_updated_at)
    expect(res.body.updated_at > before.updated_at).toBe(true)
  })

  it('answers UpdateStale to a save from a stale key and changes nothing', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const first = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: withTitle(loaded, 'Editor one'), update_key: loaded.update_key },
    })
    expect(first.status).toBe(200)
    const second = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: {
        defaults: withTitle(loaded, 'Editor two'),
        name: 'Editor Two',
        update_key: loaded.update_key,
      },
    })
    expect(second.status).toBe(400)
    expect(second.body.code).toBe('UpdateStale')
    const now = await load(user, site.id)
    expect(JSON.parse(now.defaults).head.title).toBe('Editor one')
    expect(now.name).toBe('Served Site')
    expect(now.update_key).toBe(first.body.update_key)

    // The editor's "overwrite" after UpdateStale.
    const forced = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { defaults: withTitle(loaded, 'Editor two'), force: true },
    })
    expect(forced.status).toBe(200)
    expect(JSON.parse((await load(user, site.id)).defaults).head.title).toBe('Editor two')
  })

  it('lets exactly one of many concurrent saves from the same key win', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const titles = Array.from({ length: 8 }, (_, i) => `Concurrent ${i}`)
    const results = await Promise.all(
      titles.map((title) =>
        siteServer.patch<SavedBody & ErrorBody>(`/api/sites/${site.id}`, {
          token: user.token,
          body: { defaults: withTitle(loaded, title), update_key: loaded.update_key },
        }),
      ),
    )
    const winners = results.filter((r) => r.status === 200)
    expect(winners).toHaveLength(1)
    expect(
      results.filter((r) => r.status === 400).every((r) => r.body.code === 'UpdateStale'),
    ).toBe(true)
    const winner = titles[results.indexOf(winners[0]!)]
    const now = await load(user, site.id)
    expect(JSON.parse(now.defaults).head.title).toBe(winner)
    expect(now.update_key).toBe(winners[0]!.body.update_key)
  })

  it("answers the plan's limits with the spec's errors: data limit, and a history message starting 'History'", async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const pages = JSON.parse(loaded.pages) as Record<string, { root: { content?: string } }>
    pages['/home']!.root.content = 'x'.repeat(510_000)
    const big = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { pages: JSON.stringify(pages), update_key: loaded.update_key },
    })
    expect(big.status).toBe(400)
    expect(big.body.code).toBe('DataLimitExceeded')
    const history = JSON.stringify({
      back: [{ type: 'mS', data: { oldVersion: 'x'.repeat(510_000), newVersion: '2' } }],
      forward: [],
    })
    const long = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { history, update_key: loaded.update_key },
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toMatch(/^History/)
    expect((await load(user, site.id)).update_key).toBe(loaded.update_key)
  })

  it('validates bodies: InvalidFormData, site_name, NoUpdates; nothing is stored', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const key = loaded.update_key
    for (const [body, code] of [
      [{ update_key: key }, 'NoUpdates'],
      [{ name: 'New Name' }, 'InvalidFormData'],
      [{ name: 'x', update_key: key }, 'site_name'],
      [{ pages: '{broken', update_key: key }, 'InvalidFormData'],
      [{ pageOrder: '{"a":1}', update_key: key }, 'InvalidFormData'],
      [{ context: 42, update_key: key }, 'InvalidFormData'],
      [{ history: '"nope"', update_key: key }, 'InvalidFormData'],
      [{ defaults: 'null\u0000', update_key: key }, 'InvalidFormData'],
    ] as const) {
      const res = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
        token: user.token,
        body,
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe(code)
    }
    const malformed = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: user.token,
      rawBody: '{"name": ',
    })
    expect(malformed.status).toBe(400)
    const [row] = await sql<{ update_key: string }>(
      'SELECT update_key FROM site_content.versions WHERE site_id = $1',
      [site.id],
    )
    expect(row!.update_key).toBe(key)
  })

  it("lets only the owner's token write", async () => {
    const user = await register()
    const other = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const body = { defaults: withTitle(loaded, 'Hijacked'), update_key: loaded.update_key }
    expect((await siteServer.patch(`/api/sites/${site.id}`, { body })).status).toBe(401)
    const res = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: other.token,
      body: { ...body, force: true },
    })
    expect(res.status).toBe(403)
    expect(JSON.parse((await load(user, site.id)).defaults).head.title).not.toBe('Hijacked')
  })

  it('shows the saved name on the dashboard', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    await siteServer.patch(`/api/sites/${site.id}`, {
      token: user.token,
      body: { name: 'Renamed In Editor', update_key: loaded.update_key },
    })
    const listedName = async () =>
      (await api.get<{ results: Array<{ name: string }> }>('/api/sites', { token: user.token }))
        .body.results[0]!.name
    await expect.poll(listedName).toBe('Renamed In Editor')
  })
})
