// Custom data keeps what the sites service says of a site (SITE_CACHE_SECONDS, 0 in the test
// stack): publishing, unpublishing, disabling and deleting must reach that cache at once.
import { grpcClient } from '@tessera/kit'
import { apiClient, type ApiClient } from '@tessera/kit/testing'
import { SitesInternalService } from '@tessera/proto'
import { solveChallenge } from 'altcha-lib/v1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { api, call, siteWithContacts, stack, type Site } from './helpers.js'

let service: RunningService
/** A custom-data instance of its own, keeping sites for a minute as a deployment does. */
let direct: ApiClient

beforeAll(async () => {
  const port = await freePort()
  service = await startService(
    'custom-data',
    { ...stack.env['custom-data']!, PORT: String(port), GRPC_PORT: '0', SITE_CACHE_SECONDS: '60' },
    { logFile: `${ROOT}/.data/test-logs/custom-data-${port}.log` },
  )
  direct = apiClient(service.url)
})
afterAll(() => service?.stop())

const challenge = (site: Site) =>
  direct.get<{ algorithm: string; challenge: string; salt: string; signature: string }>(
    `/sites/${site.id}/custom_data/challenge`,
  )

/** A visitor's row: the challenge fetched and solved, then AddRow, all on that instance. */
async function visitorAdd(site: Site, email: string) {
  const res = await challenge(site)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const solution = await solveChallenge(
    res.body.challenge,
    res.body.salt,
    res.body.algorithm,
    100_000,
  ).promise
  const altcha = Buffer.from(JSON.stringify({ ...res.body, number: solution!.number })).toString(
    'base64',
  )
  return call<{ id: string }>(
    site,
    'AddRow',
    { table_name: 'contacts', row: { email, message: 'Hello right after publishing' }, altcha },
    { direct },
  )
}

const publish = (site: Site, on: boolean) =>
  api.post(`/api/sites/${site.id}/actions/publish`, {
    token: site.owner.token,
    body: { publish: on },
  })

describe('a site change reaches custom data before its call answers', () => {
  it('publish, then at once a challenge and a row; unpublish, and the form is closed', async () => {
    const site = await siteWithContacts({ publish: false })
    // The instance now keeps the site as unpublished.
    expect((await challenge(site)).status).toBe(404)

    expect((await publish(site, true)).status).toBe(200)
    const added = await visitorAdd(site, 'first@example.test')
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.id).toBeTruthy()

    expect((await publish(site, false)).status).toBe(200)
    expect((await challenge(site)).status).toBe(404)
  })

  it('disabling and enabling a site, and deleting it', async () => {
    const site = await siteWithContacts()
    expect((await challenge(site)).status).toBe(200)
    const sites = grpcClient(SitesInternalService, stack.urls['sites:grpc']!)

    expect((await sites.setSiteDisabled({ siteId: site.id, disabled: true })).found).toBe(true)
    expect((await challenge(site)).status).toBe(404)
    await sites.setSiteDisabled({ siteId: site.id, disabled: false })
    expect((await visitorAdd(site, 'again@example.test')).status).toBe(200)

    const deleted = await api.delete(`/api/sites/${site.id}`, { token: site.owner.token })
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300)
    expect((await challenge(site)).status).toBe(404)
  })
})
