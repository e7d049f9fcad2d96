import { describe, expect, it } from 'vitest'
import type { MemberView, WorkspacesApi } from '../api/workspaces-api'
import { SitePeopleStore } from './site-people-store'

const ana: MemberView = {
  user_id: '0f8e4f9a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  email: 'ana@studio.test',
  role: 'ContentEditor',
  created_at: new Date(0),
} as unknown as MemberView

function fakeApi(overrides: Array<{ user_id: string; role: MemberView['role'] }>) {
  const calls: Array<[string, string, string | null]> = []
  const api = {
    members: () => Promise.resolve({ results: [ana] }),
    siteRoles: () => Promise.resolve({ results: overrides }),
    setSiteRole: (siteId: string, userId: string, role: string | null) => {
      calls.push([siteId, userId, role])
      return Promise.resolve()
    },
  } as unknown as WorkspacesApi
  return { api, calls }
}

describe("a site's people and their role on it", () => {
  const site = { id: 'site-1', workspace_id: 'ws-1' }

  it('shows the workspace role until the site gives one of its own, and back', async () => {
    const { api, calls } = fakeApi([])
    const people = new SitePeopleStore(api, site)
    await people.load()
    expect(people.roleOn(people.members![0]!)).toBe('ContentEditor')
    await people.setRole(ana.user_id, 'Designer')
    expect(people.roleOn(ana)).toBe('Designer')
    expect(people.savedFor).toBe(ana.user_id)
    await people.setRole(ana.user_id, null)
    expect(people.roleOn(ana)).toBe('ContentEditor')
    expect(calls).toEqual([
      ['site-1', ana.user_id, 'Designer'],
      ['site-1', ana.user_id, null],
    ])
  })

  it('reads the overrides the site already has', async () => {
    const { api } = fakeApi([{ user_id: ana.user_id, role: 'Viewer' }])
    const people = new SitePeopleStore(api, site)
    await people.load()
    expect(people.roleOn(ana)).toBe('Viewer')
  })
})
