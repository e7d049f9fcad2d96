import { identicon } from '@tessera/kit'
import { MailSinkClient, sqlConnection, uniqueSuffix } from '@tessera/kit/testing'
import type { QueryRunner } from 'typeorm'
import { beforeAll, describe, expect, it } from 'vitest'
import { WorkspaceAvatars1765330000000 } from '../src/migrations/1765330000000-workspace-avatars.js'
import { api, createSiteFor, register, sql, stack, type User } from './helpers.js'

/** Workspaces' avatars: drawn from the id at creation, the same in every answer, backfilled. */

interface WorkspaceBody {
  id: string
  name: string
  personal: boolean
  identicon_avatar: string
  role: string
}

const mail = new MailSinkClient(stack.mailSinkUrl)

const list = async (user: User) => {
  const res = await api.get<{ results: WorkspaceBody[] }>('/api/workspaces', { token: user.token })
  expect(res.status).toBe(200)
  return res.body.results
}

const svg = (uri: string) =>
  Buffer.from(uri.replace('data:image/svg+xml;base64,', ''), 'base64').toString()

let owner: User
let team: WorkspaceBody

beforeAll(async () => {
  owner = await register()
  await createSiteFor(owner)
  const res = await api.post<WorkspaceBody>('/api/workspaces', {
    token: owner.token,
    body: { name: `Team ${uniqueSuffix().slice(-8)}` },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  team = res.body
})

describe('workspace avatars', () => {
  it('gives a new team workspace an identicon of its id', () => {
    expect(team.identicon_avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(team.identicon_avatar).toBe(identicon(team.id))
    expect(svg(team.identicon_avatar)).toMatch(/hsl\(\d+, 95%, 45%\)/)
  })

  it('gives the personal workspace one too, and lists each unchanged', async () => {
    const [personal, listedTeam] = await list(owner)
    expect(personal!.personal).toBe(true)
    expect(personal!.identicon_avatar).toBe(identicon(personal!.id))
    expect(listedTeam).toMatchObject({ id: team.id, identicon_avatar: team.identicon_avatar })
    expect(personal!.identicon_avatar).not.toBe(team.identicon_avatar)
    const [stored] = await sql<{ identicon_avatar: string }>(
      `SELECT identicon_avatar FROM sites.workspaces WHERE id = $1`,
      [team.id],
    )
    expect(stored!.identicon_avatar).toBe(team.identicon_avatar)
  })

  it('shows an invited member the same avatar, also in the accept answer', async () => {
    const member = await register()
    const invited = await api.post(`/api/workspaces/${team.id}/invitations`, {
      token: owner.token,
      body: { email: member.email, role: 'Viewer' },
    })
    expect(invited.status).toBe(201)
    const message = await mail.waitForMail(member.email, {
      match: (m: { text: string }) => m.text.includes('/invitations/accept?token='),
    })
    const token = new URL(/https?:\/\/\S+/.exec(message.text)![0]).searchParams.get('token')!
    const accepted = await api.post<WorkspaceBody>('/api/invitations/actions/accept', {
      token: member.token,
      body: { token },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ id: team.id, identicon_avatar: team.identicon_avatar })
    const theirs = (await list(member)).find((w) => w.id === team.id)
    expect(theirs?.identicon_avatar).toBe(team.identicon_avatar)
  })

  it('backfills every existing workspace with the avatar of its id', async () => {
    const client = await sqlConnection()
    const runner = {
      query: async (text: string, params?: unknown[]) => (await client.query(text, params)).rows,
    } as unknown as QueryRunner
    try {
      // The schema as it was before avatars, with this file's workspaces in it; rolled back.
      await client.query('BEGIN')
      await client.query(`ALTER TABLE sites.workspaces DROP COLUMN identicon_avatar`)
      await new WorkspaceAvatars1765330000000().up(runner)
      const { rows } = await client.query<{ id: string; identicon_avatar: string | null }>(
        `SELECT id, identicon_avatar FROM sites.workspaces`,
      )
      expect(rows.length).toBeGreaterThanOrEqual(2)
      expect(rows.map((r) => r.id)).toContain(team.id)
      for (const row of rows) expect(row.identicon_avatar).toBe(identicon(row.id))
      const { rows: column } = await client.query<{ is_nullable: string }>(
        `SELECT is_nullable FROM information_schema.columns
          WHERE table_schema = 'sites' AND table_name = 'workspaces'
            AND column_name = 'identicon_avatar'`,
      )
      expect(column).toEqual([{ is_nullable: 'NO' }])
    } finally {
      await client.query('ROLLBACK')
      await client.end()
    }
  })
})
