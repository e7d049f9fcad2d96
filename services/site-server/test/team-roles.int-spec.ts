import { randomBytes } from 'node:crypto'
import { MailSinkClient, solidPng, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import {
  deserializeSite,
  editComponent,
  openSite,
  saveBehavior,
  setComponentStyle,
  SiteDocument,
  type Command,
  type EditStep,
} from '@tessera/site-format'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  load,
  siteContent,
  siteServer,
  sql,
  stack,
  type ErrorBody,
  type SiteBody,
  type VersionBody,
} from './helpers.js'

/**
 * Workspaces and roles across the services: invitations by mail, each role against each call
 * (allowed, or refused with Forbidden and nothing changed), and a content editor's crafted
 * steps. One team and one site for the whole file; each test reads what it changes.
 */

const mail = new MailSinkClient(stack.mailSinkUrl)
const saveId = () => randomBytes(18).toString('base64url')

interface Person {
  id: string
  email: string
  token: string
}

type RoleName = 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
const INVITED: RoleName[] = ['Admin', 'Designer', 'ContentEditor', 'Viewer']

async function person(): Promise<Person> {
  const email = uniqueEmail('team')
  const res = await api.post<{ auth_token: string; user: { id: string } }>(
    '/api/users/registrations',
    { body: { email, password: 'correct horse 1' } },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.user.id, email, token: res.body.auth_token }
}

const isInvitation = (m: { text: string }) => m.text.includes('/invitations/accept?token=')

/** The token of the `count`-th invitation mailed to the address. */
async function invitationToken(email: string, count = 1): Promise<string> {
  const message = await mail.waitForMail(email, { count, match: isInvitation })
  const link = /https?:\/\/\S+/.exec(message.text)![0]
  return new URL(link).searchParams.get('token')!
}

function invite(by: Person, workspaceId: string, email: string, role: RoleName) {
  return api.post<{ id: string; email: string; role: string } & ErrorBody>(
    `/api/workspaces/${workspaceId}/invitations`,
    { token: by.token, body: { email, role } },
  )
}

function accept(who: Person, token: string) {
  return api.post<{ id: string; role: string } & ErrorBody>('/api/invitations/actions/accept', {
    token: who.token,
    body: { token },
  })
}

let owner: Person
let stranger: Person
const people = {} as Record<RoleName, Person>
let workspaceId: string
let site: SiteBody

beforeAll(async () => {
  owner = await person()
  stranger = await person()
  people.Owner = owner
  const team = await api.post<{ id: string; role: string }>('/api/workspaces', {
    token: owner.token,
    body: { name: `Agency ${uniqueSuffix().slice(-6)}` },
  })
  expect(team.status, JSON.stringify(team.body)).toBe(201)
  expect(team.body.role).toBe('Owner')
  workspaceId = team.body.id
  const created = await api.post<SiteBody>('/api/sites', {
    token: owner.token,
    body: {
      subdomain: `team-${uniqueSuffix()}`,
      workspace_id: workspaceId,
      ...siteContent('Team Site'),
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  site = created.body
  await Promise.all(
    INVITED.map(async (role) => {
      const member = await person()
      expect((await invite(owner, workspaceId, member.email, role)).status).toBe(201)
      const accepted = await accept(member, await invitationToken(member.email))
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
      expect(accepted.body).toMatchObject({ id: workspaceId, role })
      people[role] = member
    }),
  )
})

/** The site's latest version, as its owner loads it. */
const current = () => load(owner, site.id)

function steps(who: Person, body: Record<string, unknown>) {
  return siteServer.patch<ErrorBody>(`/api/sites/${site.id}/steps`, {
    token: who.token,
    body: { save_id: saveId(), ...body },
  })
}

function editorOn(version: VersionBody) {
  const doc = new SiteDocument(deserializeSite(version))
  const root = doc.site.pages[doc.site.defaults.homePage]!.root
  return { doc, root }
}

const red = { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' } as const

describe('invitations', () => {
  it('mail a single-use link for the address, renewed by resend, refused once withdrawn', async () => {
    const guest = await person()
    const first = await invite(owner, workspaceId, guest.email.toUpperCase(), 'Viewer')
    expect(first.status).toBe(201)
    expect(first.body.email).toBe(guest.email)
    const oldToken = await invitationToken(guest.email)
    const resent = await api.post(
      `/api/workspaces/${workspaceId}/invitations/${first.body.id}/actions/resend`,
      { token: owner.token },
    )
    expect(resent.status).toBe(200)
    const newToken = await invitationToken(guest.email, 2)
    expect(newToken).not.toBe(oldToken)
    // The old link stopped working; another account cannot use the new one.
    expect((await accept(guest, oldToken)).body.code).toBe('InvitationNotFound')
    expect((await accept(stranger, newToken)).body.code).toBe('InvitationNotFound')
    expect((await accept(guest, newToken)).status).toBe(200)
    expect((await accept(guest, newToken)).body.code).toBe('InvitationNotFound')

    const late = await person()
    const withdrawn = await invite(owner, workspaceId, late.email, 'Designer')
    const lateToken = await invitationToken(late.email)
    const revoked = await api.delete(
      `/api/workspaces/${workspaceId}/invitations/${withdrawn.body.id}`,
      {
        token: owner.token,
      },
    )
    expect(revoked.status).toBe(204)
    expect((await accept(late, lateToken)).status).toBe(404)
  })

  it('expire after seven days, and answer alike whether or not the address has an account', async () => {
    const nobody = uniqueEmail('no-account')
    const later = await person()
    const [forNobody, forSomeone] = await Promise.all([
      invite(owner, workspaceId, nobody, 'Viewer'),
      invite(owner, workspaceId, later.email, 'Viewer'),
    ])
    expect(forNobody.status).toBe(forSomeone.status)
    expect(Object.keys(forNobody.body).sort()).toEqual(Object.keys(forSomeone.body).sort())
    expect((await mail.waitForMail(nobody, { match: isInvitation })).subject).toContain('Agency')
    const days =
      (Date.parse((forSomeone.body as unknown as { expires_at: string }).expires_at) - Date.now()) /
      86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    const token = await invitationToken(later.email)
    await sql(
      `UPDATE sites.invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [forSomeone.body.id],
    )
    expect((await accept(later, token)).body.code).toBe('InvitationNotFound')
  })

  it('are sent only by owners and admins, and only owners invite owners', async () => {
    const email = uniqueEmail('team')
    for (const role of ['Designer', 'ContentEditor', 'Viewer'] as const)
      expect((await invite(people[role], workspaceId, email, 'Viewer')).status).toBe(403)
    expect((await invite(stranger, workspaceId, email, 'Viewer')).status).toBe(403)
    expect((await invite(people.Admin, workspaceId, email, 'Owner')).status).toBe(403)
    expect((await invite(people.Admin, workspaceId, email, 'Designer')).status).toBe(201)
  })
})

describe('each role against each call', () => {
  const everyone: RoleName[] = ['Owner', 'Admin', 'Designer', 'ContentEditor', 'Viewer']

  it('reads the site, its members and its activity: every member, no stranger', async () => {
    for (const role of everyone) {
      const who = people[role]
      // The builder is told the role it opens the site with.
      const loaded = await api.get<{ role?: string }>(`/api/sites/${site.id}`, { token: who.token })
      expect(loaded.status).toBe(200)
      expect(loaded.body.role).toBe(role)
      expect((await siteServer.get(`/api/sites/${site.id}`, { token: who.token })).status).toBe(200)
      expect(
        (await siteServer.get(`/api/sites/${site.id}/activity`, { token: who.token })).status,
      ).toBe(200)
      const members = await api.get<{ results: Array<{ user_id: string; role: string }> }>(
        `/api/workspaces/${workspaceId}/members`,
        { token: who.token },
      )
      expect(members.body.results).toContainEqual(
        expect.objectContaining({ user_id: who.id, role }),
      )
    }
    for (const path of [`/api/sites/${site.id}`, `/api/workspaces/${workspaceId}/members`]) {
      const refused = await api.get<ErrorBody>(path, { token: stranger.token })
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('Forbidden')
    }
    expect((await siteServer.get(`/api/sites/${site.id}`, { token: stranger.token })).status).toBe(
      403,
    )
    const listed = await api.get<{ results: SiteBody[] }>(
      `/api/sites?workspace_id=${workspaceId}`,
      {
        token: people.Viewer.token,
      },
    )
    expect(listed.body.results.map((s) => s.id)).toEqual([site.id])
  })

  it("tells the dashboard each member's role on the site, as every route reads it", async () => {
    for (const role of [...INVITED, 'Owner'] as RoleName[]) {
      const listed = await api.get<{ results: Array<SiteBody & { role?: string }> }>(
        `/api/sites?workspace_id=${workspaceId}`,
        { token: people[role].token },
      )
      expect(listed.status).toBe(200)
      expect(listed.body.results.find((s) => s.id === site.id)?.role, role).toBe(role)
    }
  })

  it('names on the dashboard who saved the site last', async () => {
    const who = people.Designer
    const { doc, root } = editorOn(await current())
    const saved = await steps(who, {
      steps: [{ do: editComponent(doc, root.id, { content: 'Saved by the designer' }) }],
    })
    expect(saved.status).toBe(200)
    // The site server reports each save to the sites service, which keeps its author.
    await expect
      .poll(
        async () =>
          (
            await api.get<{ results: Array<SiteBody & { edited_by: unknown }> }>(
              `/api/sites?workspace_id=${workspaceId}`,
              { token: people.Viewer.token },
            )
          ).body.results.find((s) => s.id === site.id)?.edited_by,
      )
      .toEqual({ user_id: who.id, email: who.email })
  })

  it('tells each member who else has the site open, and forgets who closed it', async () => {
    const beat = (who: Person, page?: string) =>
      siteServer.post<{ others: Array<{ user_id: string; email: string | null }> } & ErrorBody>(
        `/api/sites/${site.id}/presence`,
        { token: who.token, ...(page ? { body: { page } } : {}) },
      )
    expect((await beat(people.Designer, '/home')).status).toBe(200)
    const viewer = await beat(people.Viewer)
    expect(viewer.status).toBe(200)
    // With their role on the site and the page they said they show (for the same-page warning).
    expect(viewer.body.others).toContainEqual({
      user_id: people.Designer.id,
      email: people.Designer.email,
      role: 'Designer',
      page: '/home',
      seen_at: expect.any(String),
    })
    expect(viewer.body.others.map((o) => o.user_id)).not.toContain(people.Viewer.id)
    const gone = await siteServer.delete(`/api/sites/${site.id}/presence`, {
      token: people.Designer.token,
    })
    expect(gone.status).toBe(204)
    expect((await beat(people.Viewer)).body.others.map((o) => o.user_id)).not.toContain(
      people.Designer.id,
    )
    expect((await beat(stranger)).status).toBe(403)
  })

  it('changes settings, publishes and manages domains only as the role allows, changing nothing when refused', async () => {
    const settings: RoleName[] = ['Owner', 'Admin', 'Designer']
    const managers: RoleName[] = ['Owner', 'Admin']
    for (const role of everyone) {
      const who = people[role]
      const name = `Renamed by ${role}`
      const renamed = await api.patch<ErrorBody>(`/api/sites/${site.id}`, {
        token: who.token,
        body: { name: name.replace(/[^A-Za-z0-9 ]/g, '') },
      })
      const [row] = await sql<{ name: string }>('SELECT name FROM sites.sites WHERE id = $1', [
        site.id,
      ])
      if (settings.includes(role)) {
        expect(renamed.status, role).toBe(200)
        expect(row!.name).toBe(name)
      } else {
        expect(renamed.status, role).toBe(403)
        expect(renamed.body.code).toBe('Forbidden')
        expect(row!.name).not.toBe(name)
      }
      const published = await api.post<ErrorBody>(`/api/sites/${site.id}/actions/publish`, {
        token: who.token,
        body: { publish: role !== 'Owner' },
      })
      expect(published.status, role).toBe(settings.includes(role) ? 200 : 403)
      const domain = `${role.toLowerCase()}-${uniqueSuffix()}.example.org`
      const added = await api.post<ErrorBody>(`/api/sites/${site.id}/domains`, {
        token: who.token,
        body: { domain },
      })
      expect(added.status, role).toBe(managers.includes(role) ? 201 : 403)
      const stored = await sql('SELECT 1 FROM sites.domains WHERE domain = $1', [domain])
      expect(stored).toHaveLength(managers.includes(role) ? 1 : 0)
    }
    // The owner unpublished it first; the admin and the designer published it again.
    const [row] = await sql<{ published: boolean }>(
      'SELECT published FROM sites.sites WHERE id = $1',
      [site.id],
    )
    expect(row!.published).toBe(true)
  })

  it('saves text edits as a content editor, and style edits only as a designer or above', async () => {
    const canStyle: RoleName[] = ['Owner', 'Admin', 'Designer']
    for (const role of everyone) {
      const who = people[role]
      const before = await current()
      const { doc, root } = editorOn(before)
      const text = await steps(who, {
        steps: [{ do: editComponent(doc, root.id, { content: `Hello from ${role}` }) }],
      })
      expect(text.status, `${role} text`).toBe(role === 'Viewer' ? 403 : 200)
      const afterText = await current()
      const colour = `#${everyone.indexOf(role) + 1}00`
      const styled = await steps(who, {
        steps: [{ do: setComponentStyle(editorOn(afterText).doc, root.id, red, colour) }],
      })
      expect(styled.status, `${role} style`).toBe(canStyle.includes(role) ? 200 : 403)
      const after = await current()
      if (!canStyle.includes(role)) {
        expect(styled.body.code).toBe('Forbidden')
        expect(after.update_key).toBe(afterText.update_key)
        expect(after.pages).toBe(afterText.pages)
      }
    }
  })

  it("shares the site's files: a content editor uploads, every member lists, a viewer changes nothing", async () => {
    const bytes = solidPng(8, 8, [200, 40, 40])
    const upload = async (who: Person) => {
      const created = await api.post<{ id: string; signed_url: string } & ErrorBody>(
        '/api/site-assets',
        {
          token: who.token,
          body: {
            name: 'photo',
            site_id: site.id,
            content_type: 'image/png',
            content_size: bytes.length,
          },
        },
      )
      return created
    }
    const refused = await upload(people.Viewer)
    expect(refused.status).toBe(403)
    const created = await upload(people.ContentEditor)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const put = await fetch(created.body.signed_url, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'image/png' },
    })
    await put.arrayBuffer()
    const verified = await api.post(`/api/site-assets/${created.body.id}/actions/verify`, {
      token: people.ContentEditor.token,
    })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    for (const role of everyone) {
      const listed = await api.get<{ results: Array<{ id: string }> }>(
        `/api/site-assets?site_id=${site.id}`,
        { token: people[role].token },
      )
      expect(
        listed.body.results.map((a) => a.id),
        role,
      ).toContain(created.body.id)
    }
    const renamed = await api.patch(`/api/site-assets/${created.body.id}`, {
      token: people.Viewer.token,
      body: { name: 'renamed' },
    })
    expect(renamed.status).toBe(404)
    const strangers = await api.get<{ results: unknown[] }>(`/api/site-assets?site_id=${site.id}`, {
      token: stranger.token,
    })
    expect(strangers.body.results).toEqual([])
  })

  it('lets owners and admins change roles, only owners rename, and keeps the last owner', async () => {
    for (const role of everyone) {
      const renamed = await api.patch(`/api/workspaces/${workspaceId}`, {
        token: people[role].token,
        body: { name: `Agency ${role}` },
      })
      expect(renamed.status, role).toBe(role === 'Owner' ? 204 : 403)
    }
    const lastOwner = await api.post<ErrorBody>(`/api/workspaces/${workspaceId}/actions/leave`, {
      token: owner.token,
    })
    expect(lastOwner.body.code).toBe('WorkspaceLastOwner')
    const demote = await api.patch<ErrorBody>(
      `/api/workspaces/${workspaceId}/members/${owner.id}`,
      { token: people.Admin.token, body: { role: 'Viewer' } },
    )
    expect(demote.status).toBe(403)
    const bySelf = await api.patch<ErrorBody>(
      `/api/workspaces/${workspaceId}/members/${owner.id}`,
      {
        token: owner.token,
        body: { role: 'Admin' },
      },
    )
    expect(bySelf.body.code).toBe('WorkspaceLastOwner')
    expect(
      (
        await api.patch(`/api/workspaces/${workspaceId}/members/${people.Viewer.id}`, {
          token: people.Designer.token,
          body: { role: 'Admin' },
        })
      ).status,
    ).toBe(403)
  })
})

describe("another member's newer save", () => {
  interface NewerSave {
    author_id: string
    author_email: string | null
    saved_at: string
  }
  type StepsAnswer = ErrorBody & { updated_at: string; newer_save?: NewerSave | null }
  const save = (who: Person, version: VersionBody, edit: Command, seen = true) =>
    siteServer.patch<StepsAnswer>(`/api/sites/${site.id}/steps`, {
      token: who.token,
      body: {
        save_id: saveId(),
        steps: [{ do: edit }],
        ...(seen ? { seen_content_updated_at: version.content_updated_at } : {}),
      },
    })

  it('is named in the answer of a save merged onto it, by the address its author joined with', async () => {
    const editor = people.ContentEditor
    const designer = people.Designer
    // Both open the same version; the designer renames the root, the editor then changes its text.
    const seenByEditor = await load(editor, site.id)
    const seenByDesigner = await load(designer, site.id)
    const theirs = editorOn(seenByDesigner)
    const first = await save(
      designer,
      seenByDesigner,
      editComponent(theirs.doc, theirs.root.id, { name: 'Hero' }),
    )
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // Nothing newer than what the designer had: no one is named.
    expect(first.body.newer_save).toBeNull()
    const mine = editorOn(seenByEditor)
    const merged = await save(
      editor,
      seenByEditor,
      editComponent(mine.doc, mine.root.id, { content: 'Merged text' }),
    )
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    expect(merged.body.newer_save).toEqual({
      author_id: designer.id,
      author_email: designer.email,
      saved_at: first.body.updated_at,
    })
    const { root } = editorOn(await current())
    expect(root).toMatchObject({ name: 'Hero', content: 'Merged text' })
    // The saver's own saves are never "another member's": saving again from the same old view
    // names the designer still, not the editor's own save just made.
    const again = await save(
      editor,
      seenByEditor,
      editComponent(editorOn(await current()).doc, root.id, { content: 'Merged again' }),
    )
    expect(again.body.newer_save?.author_id).toBe(designer.id)
  })

  it('is named beside UpdateStale when the steps meet it, and nothing changes', async () => {
    const editor = people.ContentEditor
    const designer = people.Designer
    const seen = await load(editor, site.id)
    const theirs = editorOn(await load(designer, site.id))
    const first = await save(
      designer,
      seen,
      editComponent(theirs.doc, theirs.root.id, { content: 'The designer was first' }),
    )
    expect(first.status).toBe(200)
    const mine = editorOn(seen)
    const edit = editComponent(mine.doc, mine.root.id, { content: 'The editor was second' })
    const stale = await save(editor, seen, edit)
    expect(stale.status).toBe(400)
    // The spec's code and message, and beside them who saved and when.
    expect(stale.body).toEqual({
      code: 'UpdateStale',
      message: expect.any(String),
      newer_save: {
        author_id: designer.id,
        author_email: designer.email,
        saved_at: first.body.updated_at,
      },
    })
    expect(editorOn(await current()).root.content).toBe('The designer was first')
    // A saver that does not say what it had seen gets the spec's envelope alone.
    const bare = await save(editor, seen, edit, false)
    expect(Object.keys(bare.body).sort()).toEqual(['code', 'message'])
  })

  it('names the authors of restore points and of the activity the same way', async () => {
    const named = await siteServer.post<{ id: string; author_email: string | null }>(
      `/api/sites/${site.id}/restore-points`,
      { token: people.Designer.token, body: { name: `Before ${uniqueSuffix().slice(-6)}` } },
    )
    expect(named.status, JSON.stringify(named.body)).toBe(201)
    expect(named.body.author_email).toBe(people.Designer.email)
    const list = await siteServer.get<{
      results: Array<{ id: string; author_id: string | null; author_email: string | null }>
    }>(`/api/sites/${site.id}/restore-points`, { token: people.Viewer.token })
    expect(list.status).toBe(200)
    expect(list.body.results.find((p) => p.id === named.body.id)).toMatchObject({
      author_id: people.Designer.id,
      author_email: people.Designer.email,
    })
    // Every point of the file's earlier publishes too, whoever took it.
    const emails = new Map(Object.values(people).map((p) => [p.id, p.email]))
    for (const point of list.body.results)
      expect(point.author_email).toBe(emails.get(point.author_id!) ?? null)
    expect(list.body.results.length).toBeGreaterThan(1)
    const one = await siteServer.get<{ author_email: string | null }>(
      `/api/sites/${site.id}/restore-points/${named.body.id}`,
      { token: people.Viewer.token },
    )
    expect(one.body.author_email).toBe(people.Designer.email)
    const activity = await siteServer.get<{
      results: Array<{ author_id: string | null; author_email: string | null }>
    }>(`/api/sites/${site.id}/activity`, { token: people.Viewer.token })
    expect(activity.body.results.length).toBeGreaterThan(1)
    for (const entry of activity.body.results)
      expect(entry.author_email).toBe(emails.get(entry.author_id!) ?? null)
    expect(activity.body.results.map((e) => e.author_email)).toContain(people.ContentEditor.email)
  })
})

describe('a content editor crafting steps', () => {
  it('is refused structure, style and behaviour, alone or hidden in a group or an undo, and nothing changes', async () => {
    const editor = people.ContentEditor
    const before = await current()
    const { doc, root } = editorOn(before)
    const text = editComponent(doc, root.id, { content: 'Allowed text' })
    const style = setComponentStyle(doc, root.id, red, 'green')
    const crafted: EditStep[][] = [
      [{ do: style }],
      [{ do: editComponent(doc, root.id, { tag: 'section' }) }],
      [{ do: text }, { do: { type: 'g', data: { commands: [text, style] } } as Command }],
      [{ undo: style }],
      [{ do: { type: 'mvP', data: { from: 0, to: 0 } } }],
    ]
    for (const body of crafted) {
      const res = await steps(editor, { steps: body })
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(403)
      expect(res.body.code).toBe('Forbidden')
    }
    const whole = await siteServer.patch<ErrorBody>(`/api/sites/${site.id}`, {
      token: editor.token,
      body: { pages: before.pages, update_key: before.update_key },
    })
    expect(whole.status).toBe(403)
    const after = await current()
    expect(after.update_key).toBe(before.update_key)
    expect(after.pages).toBe(before.pages)
    expect(after.history).toBe(before.history)
  })

  it('saves the migration of an older format with the first text edit, and nothing smuggled in it', async () => {
    const editor = people.ContentEditor
    const created = await api.post<SiteBody>('/api/sites', {
      token: owner.token,
      body: {
        subdomain: `old-${uniqueSuffix()}`,
        workspace_id: workspaceId,
        ...siteContent('Old Site'),
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const oldId = created.body.id
    // A site last saved in format 1, as sites from before format 2 are stored.
    await sql(`UPDATE site_content.versions SET format_version = '1' WHERE site_id = $1`, [oldId])
    const stored = await load(editor, oldId)
    expect(stored.version).toBe('1')
    const save = (body: EditStep[]) =>
      siteServer.patch<ErrorBody>(`/api/sites/${oldId}/steps`, {
        token: editor.token,
        body: { save_id: saveId(), steps: body },
      })

    // The builder migrates on open, then the editor changes a text.
    const opened = openSite(deserializeSite(stored))
    expect(opened.migrated).toBe(true)
    const [migration] = opened.opening as [Command<'g'>]
    const root = opened.doc.site.pages[opened.doc.site.defaults.homePage]!.root
    const text = editComponent(opened.doc, root.id, { content: 'New opening hours' })

    // Crafted "migrations": the migrate command grouped with a style, a behaviour's code, or a
    // version other than the stored one's. Each is refused and nothing changes.
    const style = setComponentStyle(opened.doc, root.id, red, 'green')
    const code = saveBehavior(opened.doc, { id: 'b-smuggled', name: 'Smuggled', code: 'alert(1)' })
    const withCommands = (...more: Command[]): Command =>
      ({ type: 'g', data: { commands: [...migration.data.commands, ...more] } }) as Command
    const crafted: EditStep[][] = [
      [{ do: withCommands(style) }, { do: text }],
      [{ do: withCommands(code) }],
      [{ do: { type: 'g', data: { commands: [style, ...migration.data.commands] } } as Command }],
      [
        {
          do: {
            type: 'g',
            data: { commands: [{ type: 'mS', data: { oldVersion: '1', newVersion: '9' } }] },
          } as Command,
        },
      ],
      [{ do: text }, { do: migration }],
    ]
    for (const body of crafted) {
      const res = await save(body)
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(403)
      expect(res.body.code).toBe('Forbidden')
    }
    const untouched = await load(owner, oldId)
    expect(untouched.update_key).toBe(stored.update_key)
    expect(untouched.version).toBe('1')
    expect(untouched.pages).toBe(stored.pages)
    expect(untouched.context).toBe(stored.context)

    // The migration the server computes for the stored version, then the text: saved.
    const saved = await save([{ do: migration }, { do: text }])
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const after = await load(owner, oldId)
    expect(after.version).toBe(opened.doc.site.version)
    expect(after.version).not.toBe('1')
    const afterRoot = editorOn(after).root
    expect(afterRoot.content).toBe('New opening hours')
    expect(afterRoot.style).toEqual(editorOn(stored).root.style)

    // Once migrated, the same migration again is stale, not a way in.
    const again = await save([{ do: migration }, { do: text }])
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('UpdateStale')
  })

  it('gains the builder on one site through a site role, and loses the site when removed', async () => {
    const editor = people.ContentEditor
    const promoted = await api.request('PUT', `/api/sites/${site.id}/roles/${editor.id}`, {
      token: owner.token,
      body: { role: 'Designer' },
    })
    expect(promoted.status).toBe(204)
    // The site's settings list who has a role of their own there; only its managers see it.
    const listed = await api.get<{ results: Array<{ user_id: string; role: string }> }>(
      `/api/sites/${site.id}/roles`,
      { token: people.Admin.token },
    )
    expect(listed.status).toBe(200)
    expect(listed.body.results).toContainEqual({ user_id: editor.id, role: 'Designer' })
    expect((await api.get(`/api/sites/${site.id}/roles`, { token: editor.token })).status).toBe(403)
    const { doc, root } = editorOn(await current())
    await expect
      .poll(
        async () =>
          (await steps(editor, { steps: [{ do: setComponentStyle(doc, root.id, red, 'teal') }] }))
            .status,
      )
      .toBe(200)
    const removed = await api.delete(`/api/workspaces/${workspaceId}/members/${editor.id}`, {
      token: people.Admin.token,
    })
    expect(removed.status).toBe(204)
    const next = editorOn(await current())
    await expect
      .poll(
        async () =>
          (
            await steps(editor, {
              steps: [{ do: editComponent(next.doc, next.root.id, { content: 'Gone' }) }],
            })
          ).status,
      )
      .toBe(403)
  })
})

describe('moving a site between workspaces', () => {
  it('takes an owner of both', async () => {
    const other = await api.post<{ id: string }>('/api/workspaces', {
      token: people.Admin.token,
      body: { name: 'Admin’s own' },
    })
    const byAdmin = await api.post<ErrorBody>(`/api/sites/${site.id}/actions/move`, {
      token: people.Admin.token,
      body: { workspace_id: other.body.id },
    })
    expect(byAdmin.status).toBe(403)
    const notOwnerOfTarget = await api.post<ErrorBody>(`/api/sites/${site.id}/actions/move`, {
      token: owner.token,
      body: { workspace_id: other.body.id },
    })
    expect(notOwnerOfTarget.status).toBe(403)
    const mine = await api.get<{ results: Array<{ id: string; personal: boolean }> }>(
      '/api/workspaces',
      { token: owner.token },
    )
    const personal = mine.body.results.find((w) => w.personal)!
    const moved = await api.post(`/api/sites/${site.id}/actions/move`, {
      token: owner.token,
      body: { workspace_id: personal.id },
    })
    expect(moved.status).toBe(204)
    await expect
      .poll(
        async () =>
          (await siteServer.get(`/api/sites/${site.id}`, { token: people.Viewer.token })).status,
      )
      .toBe(403)
    expect((await siteServer.get(`/api/sites/${site.id}`, { token: owner.token })).status).toBe(200)
  })
})
