import { describe, expect, it } from 'vitest'
import { CachedSiteRoles, type SiteRoleAnswer } from './cached-site-roles.js'

function counting(answers: Record<string, SiteRoleAnswer | Error>) {
  const calls: string[] = []
  const roles = new CachedSiteRoles(
    (siteId, userId) => {
      calls.push(`${siteId}:${userId}`)
      const answer = answers[`${siteId}:${userId}`] ?? { found: true, role: '' }
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    },
    () => new Error('not found'),
    60_000,
  )
  return { roles, calls }
}

describe('roles asked of the sites service', () => {
  it('asks once per site and user while an answer is fresh, and again once forgotten', async () => {
    const { roles, calls } = counting({ 's1:u1': { found: true, role: 'Designer' } })
    expect(await roles.roleOn('u1', 's1')).toBe('Designer')
    expect(await roles.roleOn('u1', 's1')).toBe('Designer')
    expect(await roles.roleOn('u2', 's1')).toBeNull()
    expect(calls).toEqual(['s1:u1', 's1:u2'])
    roles.forget('s1')
    await roles.roleOn('u1', 's1')
    expect(calls).toHaveLength(3)
    roles.forget('*')
    await roles.roleOn('u1', 's1')
    expect(calls).toHaveLength(4)
  })

  it('throws the service’s not-found for a missing site, and never keeps a failed call', async () => {
    const { roles, calls } = counting({
      'gone:u1': { found: false, role: '' },
      'down:u1': new Error('unavailable'),
    })
    await expect(roles.roleOn('u1', 'gone')).rejects.toThrow('not found')
    await expect(roles.roleOn('u1', 'down')).rejects.toThrow('unavailable')
    await expect(roles.roleOn('u1', 'down')).rejects.toThrow('unavailable')
    expect(calls.filter((c) => c === 'down:u1')).toHaveLength(2)
  })

  it('reads no role from an answer that names none it knows', async () => {
    const { roles } = counting({ 's1:u1': { found: true, role: 'Root' } })
    expect(await roles.roleOn('u1', 's1')).toBeNull()
  })
})
