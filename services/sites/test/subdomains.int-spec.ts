import { randomUUID } from 'node:crypto'
import { grpcClient } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import { uniqueEmail } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'
import {
  api,
  createSiteFor,
  PASSWORD,
  register,
  sql,
  stack,
  uniqueSubdomain,
  type ErrorBody,
} from './helpers.js'

const internal = grpcClient(SitesInternalService, stack.urls['sites:grpc']!)

describe('one subdomain namespace for identities and sites', () => {
  it('reserves the identity subdomain at registration, so no site can take it', async () => {
    const user = await register({ subdomain: uniqueSubdomain('me') })
    const rows = await sql('SELECT user_id, site_id FROM sites.subdomains WHERE subdomain = $1', [
      user.subdomain,
    ])
    expect(rows).toEqual([{ user_id: user.id, site_id: null }])
    const res = await api.post<ErrorBody>('/api/sites', {
      token: user.token,
      body: { name: 'Mine Too', subdomain: user.subdomain },
    })
    expect(res.body.code).toBe('SubdomainTaken')
  })

  it('refuses a registration whose subdomain a site has, and stores no user', async () => {
    const owner = await register()
    const site = await createSiteFor(owner)
    const email = uniqueEmail('late')
    const res = await api.post<ErrorBody>('/api/users/registrations', {
      body: { email, password: PASSWORD, subdomain: site.subdomain },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('SubdomainTaken')
    expect(await sql('SELECT 1 FROM auth.users WHERE email = $1', [email])).toHaveLength(0)
  })

  it('gives a name back when registration fails after reserving it', async () => {
    const first = await register()
    const subdomain = uniqueSubdomain('retry')
    const clash = await api.post<ErrorBody>('/api/users/registrations', {
      body: { email: first.email, password: PASSWORD, subdomain },
    })
    expect(clash.body.code).toBe('UserExists')
    expect(await sql('SELECT 1 FROM sites.subdomains WHERE subdomain = $1', [subdomain])).toEqual(
      [],
    )
  })

  it('reserves idempotently for the same user over gRPC, and never for a second one', async () => {
    const subdomain = uniqueSubdomain('grpc')
    const userId = randomUUID()
    expect((await internal.reserveSubdomain({ subdomain, userId })).reserved).toBe(true)
    expect((await internal.reserveSubdomain({ subdomain, userId })).reserved).toBe(true)
    expect((await internal.reserveSubdomain({ subdomain, userId: randomUUID() })).reserved).toBe(
      false,
    )
    await internal.releaseSubdomain({ subdomain, userId })
    expect((await internal.reserveSubdomain({ subdomain, userId: randomUUID() })).reserved).toBe(
      true,
    )
    await expect(internal.reserveSubdomain({ subdomain: 'www', userId })).rejects.toMatchObject({
      rawMessage: expect.stringMatching(/reserved/),
    })
  })

  it('tells other services who owns a site and on which plan', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    expect(await internal.getSite({ siteId: site.id })).toMatchObject({
      id: site.id,
      userId: user.id,
      siteType: 'Free',
      disabled: false,
    })
    expect((await internal.getSite({ siteId: randomUUID() })).id).toBe('')
    expect((await internal.getSite({ siteId: 'not-an-id' })).id).toBe('')
  })
})
