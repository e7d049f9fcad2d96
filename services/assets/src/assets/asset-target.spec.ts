import { randomUUID } from 'node:crypto'
import { ConnectError } from '@connectrpc/connect'
import { ApiError, SiteAccess, startGrpcServer, type AuthUser, type GrpcServer } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsSiteRoles } from '../sites/site-roles.js'
import { GrpcSitesDirectory, type SiteRecord } from '../sites/sites-directory.js'
import { resolveTarget } from './asset-target.js'

const owner: AuthUser = { id: randomUUID(), userType: 'Owner', isAdmin: false }
const other: AuthUser = { id: randomUUID(), userType: 'Owner', isAdmin: false }
const admin: AuthUser = { id: randomUUID(), userType: 'Admin', isAdmin: true }

const sites = new Map<string, SiteRecord>()
function addSite(siteType: string, disabled = false): string {
  const id = randomUUID()
  sites.set(id, { id, userId: owner.id, siteType, disabled })
  return id
}

/** A stand-in for the sites service, speaking its contract (SitesInternalService.GetSite). */
let server: GrpcServer
let directory: GrpcSitesDirectory
let access: SiteAccess
beforeAll(async () => {
  server = await startGrpcServer(0, '127.0.0.1', (router) =>
    router.service(SitesInternalService, {
      getSite({ siteId }) {
        const site = sites.get(siteId)
        return site ? { ...site, siteType: site.siteType } : {}
      },
      getSiteRole({ siteId, userId }) {
        const site = sites.get(siteId)
        return { found: site !== undefined, role: site?.userId === userId ? 'Owner' : '' }
      },
      reserveSubdomain: () => ({ reserved: true }),
      releaseSubdomain: () => ({}),
    }),
  )
  directory = new GrpcSitesDirectory(`http://127.0.0.1:${server.port}`)
  const roles = assetsSiteRoles(directory)
  access = new SiteAccess(() => roles)
})
afterAll(() => server.close())

async function failure(promise: Promise<unknown>): Promise<[number, string]> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return [error.status, error.code]
    throw error
  }
  throw new Error('expected a refusal')
}

describe('where an asset goes (site choice)', () => {
  it("puts it on the caller's own site, under that site's plan", async () => {
    const id = addSite('Paid2')
    expect(await resolveTarget(owner, id, directory, access)).toEqual({
      kind: 'site',
      siteId: id,
      ownerId: owner.id,
      tier: 'Paid2',
      scope: `site:${id}`,
    })
  })

  it("refuses another user's site with 403, an unknown one with 404, a disabled one with 403", async () => {
    expect(await failure(resolveTarget(other, addSite('Free'), directory, access))).toEqual([
      403,
      'Forbidden',
    ])
    expect(await failure(resolveTarget(owner, randomUUID(), directory, access))).toEqual([
      404,
      'SiteNotFound',
    ])
    expect(await failure(resolveTarget(owner, addSite('Free', true), directory, access))).toEqual([
      403,
      'Forbidden',
    ])
  })

  it("lets an admin add to anyone's site; the asset stays the owner's", async () => {
    const id = addSite('Paid1')
    expect(await resolveTarget(admin, id, directory, access)).toMatchObject({
      ownerId: owner.id,
      tier: 'Paid1',
    })
  })

  it('treats an unknown plan as Free', async () => {
    expect(await resolveTarget(owner, addSite('Enterprise'), directory, access)).toMatchObject({
      tier: 'Free',
    })
  })

  it("uses the caller's identity site on the Free plan, and the template pseudo-site for admins", async () => {
    expect(await resolveTarget(owner, 'identity', directory, access)).toEqual({
      kind: 'identity',
      siteId: null,
      ownerId: owner.id,
      tier: 'Free',
      scope: `identity:${owner.id}`,
    })
    expect(await resolveTarget(admin, 'template', directory, access)).toMatchObject({
      kind: 'template',
      tier: 'Paid3',
    })
    expect(await failure(resolveTarget(owner, 'template', directory, access))).toEqual([
      403,
      'Forbidden',
    ])
  })

  it.each([undefined, '', 'scratch', 'not-a-site'])(
    'answers site_missing for %j',
    async (choice) => {
      expect(await failure(resolveTarget(owner, choice, directory, access))).toEqual([
        400,
        'site_missing',
      ])
    },
  )

  it('passes on a sites service that is down (a 500, not a wrong answer)', async () => {
    const down = new GrpcSitesDirectory('http://127.0.0.1:1')
    await expect(resolveTarget(owner, randomUUID(), down, access)).rejects.toBeInstanceOf(
      ConnectError,
    )
  })
})
