import { randomBytes } from 'node:crypto'
import {
  createSite,
  deserializeSite,
  editComponent,
  replaceSiteContent,
  SiteDocument,
  type EditStep,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import {
  api,
  createSiteFor,
  load,
  register,
  siteServer,
  sql,
  type ErrorBody,
  type SavedBody,
  type User,
  type VersionBody,
} from './helpers.js'

interface PointBody {
  id: string
  kind: 'publish' | 'replace' | 'restore' | 'named'
  name: string | null
  author_id: string | null
  version_id: number
  source_point_id: string | null
  content_bytes: number
  stored_bytes: number
  created_at: string
}
interface PointListBody {
  results: PointBody[]
  total_bytes: number
  next_before: string | null
}
interface PointContentBody extends PointBody {
  content: { name: string; context: string; defaults: string; pages: string; pageOrder: string }
}
interface ActivityBody {
  results: Array<{
    id: string
    author_id: string | null
    kind: string
    parts: string[]
    changes: Array<{ step: string; type?: string; name?: string }>
    change_count: number
    saved_at: string
  }>
  next_before: string | null
}

const saveId = () => randomBytes(18).toString('base64url')

const points = async (user: User, siteId: string, query = '') => {
  const res = await siteServer.get<PointListBody>(`/api/sites/${siteId}/restore-points${query}`, {
    token: user.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

const saveSteps = (user: User, siteId: string, steps: EditStep[]) =>
  siteServer.patch<SavedBody & ErrorBody>(`/api/sites/${siteId}/steps`, {
    token: user.token,
    body: { save_id: saveId(), steps },
  })

/** Renames the home page's root through a step save; answers the save. */
async function rename(user: User, siteId: string, name: string) {
  const doc = new SiteDocument(deserializeSite(await load(user, siteId)))
  const root = doc.site.pages['/home']!.root.id
  const res = await saveSteps(user, siteId, [{ do: editComponent(doc, root, { name }) }])
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

const rootName = (version: VersionBody) => deserializeSite(version).pages['/home']!.root.name

const publish = async (user: User, siteId: string) => {
  const res = await api.post(`/api/sites/${siteId}/actions/publish`, {
    token: user.token,
    body: { publish: true },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

describe('site-server API: restore points', () => {
  it('keeps what goes live at every publish, by its publisher, compressed', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    await rename(user, site.id, 'First live')
    await publish(user, site.id)
    const list = await points(user, site.id)
    expect(list.results).toHaveLength(1)
    const [point] = list.results
    expect(point).toMatchObject({ kind: 'publish', author_id: user.id, name: null })
    expect(point!.stored_bytes).toBeLessThan(point!.content_bytes)
    expect(list.total_bytes).toBe(point!.stored_bytes)
    const one = await siteServer.get<PointContentBody>(
      `/api/sites/${site.id}/restore-points/${point!.id}`,
      { token: user.token },
    )
    expect(one.status).toBe(200)
    expect(JSON.parse(one.body.content.pages)['/home'].root.name).toBe('First live')
    // Publishing the same content again keeps no copy; changed content is kept again.
    await publish(user, site.id)
    expect((await points(user, site.id)).results).toHaveLength(1)
    await rename(user, site.id, 'Second live')
    await publish(user, site.id)
    expect((await points(user, site.id)).results.map((p) => p.kind)).toEqual(['publish', 'publish'])
    // The site's usage counts them.
    const usage = await api.get<{ restore_points_usage: number }>(`/api/sites/${site.id}/usage`, {
      token: user.token,
    })
    expect(usage.body.restore_points_usage).toBe((await points(user, site.id)).total_bytes)
  })

  it('keeps the site before a whole-site replacement: a step save and an overwrite', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    await rename(user, site.id, 'Before import')
    const loaded = await load(user, site.id)
    const doc = new SiteDocument(deserializeSite(loaded))
    const imported = createSite('Imported', { namespace: doc.site.context.namespace })
    imported.pages['/home']!.root.name = 'Imported root'
    const replace = replaceSiteContent(doc, imported)
    const saved = await saveSteps(user, site.id, [
      { do: { type: 'g', data: { commands: [replace] } } },
    ])
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(rootName(await load(user, site.id))).toBe('Imported root')
    const [before] = (await points(user, site.id)).results
    expect(before).toMatchObject({ kind: 'replace', author_id: user.id })
    const kept = await siteServer.get<PointContentBody>(
      `/api/sites/${site.id}/restore-points/${before!.id}`,
      { token: user.token },
    )
    expect(kept.body.content.pages).toBe(loaded.pages)
    expect(kept.body.content.context).toBe(loaded.context)

    // An overwrite of the pages (the editor's "overwrite", a file through the API) too.
    const current = await load(user, site.id)
    const forced = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { pages: loaded.pages, force: true },
    })
    expect(forced.status).toBe(200)
    const after = await points(user, site.id)
    expect(after.results.map((p) => p.kind)).toEqual(['replace', 'replace'])
    const second = await siteServer.get<PointContentBody>(
      `/api/sites/${site.id}/restore-points/${after.results[0]!.id}`,
      { token: user.token },
    )
    expect(second.body.content.pages).toBe(current.pages)
    // An ordinary edit keeps nothing.
    await rename(user, site.id, 'Small edit')
    expect((await points(user, site.id)).results).toHaveLength(2)
  })

  it('restores a point as one undoable edit, after keeping what it replaces', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    await rename(user, site.id, 'Good day')
    const good = await load(user, site.id)
    const named = await siteServer.post<PointBody>(`/api/sites/${site.id}/restore-points`, {
      token: user.token,
      body: { name: '  Before the client edits  ' },
    })
    expect(named.status, JSON.stringify(named.body)).toBe(201)
    expect(named.body).toMatchObject({ kind: 'named', name: 'Before the client edits' })
    await rename(user, site.id, 'Bad day')
    const bad = await load(user, site.id)

    const restored = await siteServer.post<SavedBody>(
      `/api/sites/${site.id}/restore-points/${named.body.id}/restore`,
      { token: user.token, body: {} },
    )
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    const now = await load(user, site.id)
    expect(restored.body.update_key).toBe(now.update_key)
    expect(now.pages).toBe(good.pages)
    expect(now.name).toBe(bad.name)
    const history = deserializeSite(now).history
    expect(history.back).toHaveLength(deserializeSite(bad).history.back.length + 1)
    const restoreCommand = history.back.at(-1)!
    expect(restoreCommand.type).toBe('rS')

    // What it replaced was kept first, naming the point it brought back.
    const [before] = (await points(user, site.id)).results
    expect(before).toMatchObject({ kind: 'restore', source_point_id: named.body.id })
    const kept = await siteServer.get<PointContentBody>(
      `/api/sites/${site.id}/restore-points/${before!.id}`,
      { token: user.token },
    )
    expect(kept.body.content.pages).toBe(bad.pages)

    // One undo brings the bad day back.
    const undone = await saveSteps(user, site.id, [{ undo: restoreCommand }])
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(rootName(await load(user, site.id))).toBe('Bad day')
    expect(deserializeSite(await load(user, site.id)).history.forward).toHaveLength(1)
  })

  it("never restores across sites: another site's point is not found, another user's site forbidden", async () => {
    const owner = await register()
    const other = await register()
    const mine = await createSiteFor(owner)
    const second = await createSiteFor(owner)
    const theirs = await createSiteFor(other)
    await rename(other, theirs.id, 'Theirs')
    const theirPoint = await siteServer.post<PointBody>(`/api/sites/${theirs.id}/restore-points`, {
      token: other.token,
      body: { name: 'Their point' },
    })
    const myPoint = await siteServer.post<PointBody>(`/api/sites/${second.id}/restore-points`, {
      token: owner.token,
      body: { name: 'Other site of mine' },
    })
    const before = await load(owner, mine.id)
    for (const pointId of [theirPoint.body.id, myPoint.body.id]) {
      const res = await siteServer.post<ErrorBody>(
        `/api/sites/${mine.id}/restore-points/${pointId}/restore`,
        { token: owner.token, body: {} },
      )
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('RestorePointNotFound')
      const read = await siteServer.get<ErrorBody>(
        `/api/sites/${mine.id}/restore-points/${pointId}`,
        { token: owner.token },
      )
      expect(read.body.code).toBe('RestorePointNotFound')
    }
    const foreign = await siteServer.post<ErrorBody>(
      `/api/sites/${theirs.id}/restore-points/${theirPoint.body.id}/restore`,
      { token: owner.token, body: {} },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.body.code).toBe('Forbidden')
    const list = await siteServer.get<ErrorBody>(`/api/sites/${theirs.id}/restore-points`, {
      token: owner.token,
    })
    expect(list.status).toBe(403)
    expect((await load(owner, mine.id)).update_key).toBe(before.update_key)
    expect(rootName(await load(other, theirs.id))).toBe('Theirs')
    expect((await points(owner, mine.id)).results).toEqual([])
    const bad = await siteServer.post<ErrorBody>(`/api/sites/${mine.id}/restore-points`, {
      token: owner.token,
      body: { name: '   ' },
    })
    expect(bad.body.code).toBe('InvalidFormData')
  })

  it("keeps a Free site's automatic points 30 days and 50 deep, and 10 named points", async () => {
    const user = await register()
    const site = await createSiteFor(user)
    await rename(user, site.id, 'Published')
    await publish(user, site.id)
    const [first] = (await points(user, site.id)).results
    // 60 older automatic points, one a day from 5 days back, copies of the first.
    await sql(
      `INSERT INTO site_content.restore_points
         (site_id, kind, author_id, version, content, content_hash, content_bytes, stored_bytes,
          created_at)
       SELECT site_id, 'publish', author_id, version, content, 'old-' || n, content_bytes,
          stored_bytes, now() - make_interval(days => 4 + n)
         FROM site_content.restore_points, generate_series(1, 60) AS n WHERE id = $1`,
      [first!.id],
    )
    await rename(user, site.id, 'Published again')
    await publish(user, site.id)
    const kept = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM site_content.restore_points WHERE site_id = $1`,
      [site.id],
    )
    // The newest 50 stay however old; beyond them only points younger than 30 days.
    expect(kept[0]!.n).toBe(50)
    const paged = await points(user, site.id, '?limit=20')
    expect(paged.results).toHaveLength(20)
    const next = await points(user, site.id, `?limit=40&before=${paged.next_before}`)
    expect(next.results).toHaveLength(30)
    expect(next.results[0]!.created_at < paged.results[19]!.created_at).toBe(true)

    for (let i = 0; i < 10; i++) {
      const res = await siteServer.post(`/api/sites/${site.id}/restore-points`, {
        token: user.token,
        body: { name: `Named ${i}` },
      })
      expect(res.status).toBe(201)
    }
    const over = await siteServer.post<ErrorBody>(`/api/sites/${site.id}/restore-points`, {
      token: user.token,
      body: { name: 'One too many' },
    })
    expect(over.status).toBe(400)
    expect(over.body.code).toBe('RestorePointLimitExceeded')
    // Deleting a named one makes room; an automatic one cannot be deleted.
    const all = (await points(user, site.id, '?limit=100')).results
    const namedOne = all.find((p) => p.kind === 'named')!
    const automatic = all.find((p) => p.kind === 'publish')!
    expect(
      (
        await siteServer.delete(`/api/sites/${site.id}/restore-points/${automatic.id}`, {
          token: user.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await siteServer.delete(`/api/sites/${site.id}/restore-points/${namedOne.id}`, {
          token: user.token,
        })
      ).status,
    ).toBe(204)
    const again = await siteServer.post(`/api/sites/${site.id}/restore-points`, {
      token: user.token,
      body: { name: 'Room again' },
    })
    expect(again.status).toBe(201)
  })
})

describe('site-server API: activity', () => {
  it('records the author and the edits of every save, newest first, paged', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    await rename(user, site.id, 'One')
    await rename(user, site.id, 'Two')
    const loaded = await load(user, site.id)
    const parts = await siteServer.patch<SavedBody>(`/api/sites/${site.id}`, {
      token: user.token,
      body: { update_key: loaded.update_key, name: 'Renamed site' },
    })
    expect(parts.status).toBe(200)
    // The editor state alone is not an edit of the site.
    const editorOnly = await siteServer.patch(`/api/sites/${site.id}/steps`, {
      token: user.token,
      body: { save_id: saveId(), editor: JSON.stringify({ builderWidth: 700, builderScale: 1 }) },
    })
    expect(editorOnly.status).toBe(200)
    const res = await siteServer.get<ActivityBody>(`/api/sites/${site.id}/activity?limit=2`, {
      token: user.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.results.map((e) => e.kind)).toEqual(['parts', 'steps'])
    expect(res.body.results.every((e) => e.author_id === user.id)).toBe(true)
    expect(res.body.results[0]!.parts).toEqual(['name'])
    expect(res.body.results[1]!.changes).toEqual([{ step: 'do', type: 'editC' }])
    const next = await siteServer.get<ActivityBody>(
      `/api/sites/${site.id}/activity?limit=2&before=${res.body.next_before}`,
      { token: user.token },
    )
    expect(next.body.results).toHaveLength(1)
    expect(next.body.next_before).toBeNull()
    const rows = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM site_content.saves WHERE site_id = $1 AND author_id IS NULL`,
      [site.id],
    )
    expect(rows[0]!.n).toBe(0)
    const other = await register()
    const foreign = await siteServer.get(`/api/sites/${site.id}/activity`, { token: other.token })
    expect(foreign.status).toBe(403)
  })
})
