// A version change (deleting a draft, publishing one) or a site's deletion, racing a save of a
// version it removes. A save takes the version's row and then the site's; the others must take
// them in the same order, or the two wait on each other until PostgreSQL aborts one (after
// deadlock_timeout), and an editor's delete, publish or site deletion fails for a save it never
// saw.
import { randomBytes } from 'node:crypto'
import { sqlConnection, waitFor } from '@tessera/kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
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
} from './helpers.js'

let holder: Awaited<ReturnType<typeof sqlConnection>> | undefined

afterEach(async () => {
  await holder?.query('ROLLBACK').catch(() => undefined)
  await holder?.end()
  holder = undefined
})

/** Waits until `count` statements of the site's requests wait on a lock (held here or chained). */
async function waitingStatements(count: number): Promise<void> {
  await waitFor(
    async () => {
      const [row] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND query LIKE '%site_content%'`,
      )
      return row!.n >= count ? true : undefined
    },
    { what: `${count} statements waiting on a lock` },
  )
}

function saveEditorState(user: User, siteId: string, versionId: number) {
  return siteServer.patch<SavedBody & ErrorBody>(`/api/sites/${siteId}/steps`, {
    token: user.token,
    body: {
      save_id: randomBytes(18).toString('base64url'),
      editor: JSON.stringify({ builderWidth: 800, builderScale: 1, active: '/home' }),
      version_id: versionId,
    },
  })
}

/**
 * Sends `change` and then a save of `versionId`, ordered by a row this test holds: the change
 * waits on the site's row first, the save is sent once it does and waits too, then the row is let
 * go and both are answered.
 */
async function raceWithSave<T>(
  user: User,
  siteId: string,
  change: () => Promise<T>,
  versionId: number,
) {
  const client = await sqlConnection()
  holder = client
  await client.query('BEGIN')
  await client.query('SELECT 1 FROM site_content.sites WHERE site_id = $1 FOR UPDATE', [siteId])
  const changing = change()
  await waitingStatements(1)
  const saving = saveEditorState(user, siteId, versionId)
  await waitingStatements(2)
  await client.query('COMMIT')
  return Promise.all([changing, saving])
}

async function siteWithDraft(): Promise<{
  user: User
  siteId: string
  live: number
  draft: number
}> {
  const user = await register()
  const site = await createSiteFor(user, undefined, { publish: true })
  const live = (await load(user, site.id)).version_id
  const created = await api.post(`/api/sites/${site.id}/actions/create_draft`, {
    token: user.token,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const draft = (await load(user, site.id)).version_id
  expect(draft).not.toBe(live)
  return { user, siteId: site.id, live, draft }
}

describe('site-server: version changes racing a save', () => {
  it('deletes the draft a save is writing: the delete lands, the save answers SiteNotFound', async () => {
    const { user, siteId, live, draft } = await siteWithDraft()
    const [deleted, saved] = await raceWithSave(
      user,
      siteId,
      () => api.delete(`/api/sites/${siteId}/actions/delete_draft`, { token: user.token }),
      draft,
    )
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(deleted.body).toMatchObject({ draft_version: null, live_version: live })
    expect(saved.status, JSON.stringify(saved.body)).toBe(404)
    expect(saved.body.code).toBe('SiteNotFound')
    expect((await load(user, siteId)).version_id).toBe(live)
  }, 30_000)

  it('publishes the draft while a save writes the live version it replaces: the publish lands', async () => {
    const { user, siteId, live, draft } = await siteWithDraft()
    const [published, saved] = await raceWithSave(
      user,
      siteId,
      () =>
        api.post(`/api/sites/${siteId}/actions/publish`, {
          token: user.token,
          body: { publish: true },
        }),
      live,
    )
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body).toMatchObject({ draft_version: null, live_version: draft })
    expect(saved.status, JSON.stringify(saved.body)).toBe(404)
    expect(saved.body.code).toBe('SiteNotFound')
  }, 30_000)

  it('deletes the site a save is writing: the deletion lands, the save answers SiteNotFound', async () => {
    const { user, siteId, draft } = await siteWithDraft()
    const [deleted, saved] = await raceWithSave(
      user,
      siteId,
      () => api.delete(`/api/sites/${siteId}`, { token: user.token }),
      draft,
    )
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204)
    expect(saved.status, JSON.stringify(saved.body)).toBe(404)
    expect(saved.body.code).toBe('SiteNotFound')
    const left = await sql('SELECT 1 FROM site_content.versions WHERE site_id = $1', [siteId])
    expect(left).toEqual([])
  }, 30_000)
})
