import { afterAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { apiClient } from '@tessera/kit/testing'
import {
  api,
  call,
  own,
  register,
  rowCount,
  siteOrigin,
  siteWithContacts,
  solve,
  sql,
  stack,
  visitorAdd,
  type ErrorBody,
} from './helpers.js'

const started: RunningService[] = []
afterAll(async () => Promise.all(started.map((s) => s.stop())))

const row = { email: 'visitor@example.test', message: 'hello from a visitor' }

describe('custom data for visitors of published sites', () => {
  it('adds a row and answers its id and a secret, of which only a hash is stored', async () => {
    const site = await siteWithContacts()
    const res = await visitorAdd(site, 'contacts', row)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.body.row_secret.length).toBeGreaterThanOrEqual(32)
    const [stored] = await sql<{ secret_hash: string; values: string }>(
      'SELECT secret_hash, "values"::text AS values FROM custom_data.rows WHERE id = $1',
      [res.body.id],
    )
    expect(stored!.secret_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored!.secret_hash).not.toContain(res.body.row_secret)
    expect(stored!.values).not.toContain(res.body.row_secret)
  })

  it('needs a solved proof of work, and takes each solution once', async () => {
    const site = await siteWithContacts()
    const missing = await call<ErrorBody>(site, 'AddRow', { table_name: 'contacts', row })
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe('InvalidFormData')
    const forged = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'x',
        number: 1,
        salt: 's',
        signature: 'y',
      }),
    ).toString('base64')
    expect(
      (await call(site, 'AddRow', { table_name: 'contacts', row, altcha: forged })).status,
    ).toBe(400)
    const altcha = await solve(site)
    expect((await call(site, 'AddRow', { table_name: 'contacts', row, altcha })).status).toBe(200)
    const replay = await call<ErrorBody>(site, 'AddRow', {
      table_name: 'contacts',
      row: { ...row, email: 'other@example.test' },
      altcha,
    })
    expect(replay.status).toBe(400)
    expect(await rowCount(site)).toBe(1)
  })

  it('reads and updates only its own row, with its secret', async () => {
    const site = await siteWithContacts()
    const mine = await visitorAdd(site, 'contacts', row)
    const theirs = await visitorAdd(site, 'contacts', { ...row, email: 'theirs@example.test' })
    const get = (id: string, secret?: string) =>
      call<Record<string, string> & ErrorBody>(site, 'GetRow', {
        table_name: 'contacts',
        filters: { id },
        ...(secret ? { row_secret: secret } : {}),
      })
    expect((await get(mine.body.id, mine.body.row_secret)).body).toMatchObject({
      id: mine.body.id,
      email: 'visitor@example.test',
    })
    expect((await get(theirs.body.id, mine.body.row_secret)).status).toBe(404)
    expect((await get(mine.body.id)).status).toBe(403)
    // Filters on other rows are refused (the table is not readable by visitors).
    const filtered = await call<ErrorBody>(site, 'GetRow', {
      table_name: 'contacts',
      filters: { email: 'theirs@example.test' },
      row_secret: mine.body.row_secret,
    })
    expect(filtered.status).toBe(403)

    const update = async (id: string, secret: string | undefined, message: string) =>
      call<Record<string, string> & ErrorBody>(site, 'UpdateRow', {
        table_name: 'contacts',
        row_id: id,
        new_row: { message },
        altcha: await solve(site),
        ...(secret ? { row_secret: secret } : {}),
      })
    const ok = await update(mine.body.id, mine.body.row_secret, 'edited by its creator')
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.message).toBe('edited by its creator')
    expect((await update(theirs.body.id, mine.body.row_secret, 'hijacked!')).status).toBe(404)
    expect((await update(theirs.body.id, undefined, 'hijacked!')).status).toBe(404)
    const theirsNow = await own<Record<string, string>>(site, 'GetRow', {
      table_name: 'contacts',
      filters: { id: theirs.body.id },
    })
    expect(theirsNow.body.message).toBe('hello from a visitor')
  })

  it('lets visitors read by filter only where the owner made the table readable', async () => {
    const site = await siteWithContacts()
    await visitorAdd(site, 'contacts', row)
    const byEmail = () =>
      call<Record<string, string>>(site, 'GetRow', {
        table_name: 'contacts',
        filters: { email: 'visitor@example.test' },
      })
    expect((await byEmail()).status).toBe(403)
    await own(site, 'UpdateTable', { old_name: 'contacts', visitor_readable: true })
    const read = await byEmail()
    expect(read.status).toBe(200)
    expect(read.body.message).toBe('hello from a visitor')
  })

  it('treats a signed-in stranger as a visitor: rows yes, owner actions no', async () => {
    const site = await siteWithContacts()
    const stranger = await register()
    const added = await call<{ id: string }>(
      site,
      'AddRow',
      { table_name: 'contacts', row, altcha: await solve(site) },
      { token: stranger.token },
    )
    expect(added.status).toBe(200)
    expect(
      (await call(site, 'ListRows', { table_name: 'contacts' }, { token: stranger.token })).status,
    ).toBe(403)
    expect(
      (
        await call(
          site,
          'UpdateRow',
          {
            table_name: 'contacts',
            row_id: added.body.id,
            new_row: { message: 'no secret, no way' },
            altcha: await solve(site),
          },
          { token: stranger.token },
        )
      ).status,
    ).toBe(404)
  })

  it('answers a filled honeypot with 200 and stores nothing', async () => {
    const site = await siteWithContacts()
    const res = await call<{ id: string }>(site, 'AddRow', {
      table_name: 'contacts',
      row,
      honeypot: 'http://spam.example',
    })
    expect(res.status).toBe(200)
    expect(res.body.id).toBeTruthy()
    expect(await rowCount(site)).toBe(0)
  })

  it('answers 404 on a site that is not published', async () => {
    const site = await siteWithContacts({ publish: false })
    expect((await call(site, 'AddRow', { table_name: 'contacts', row })).status).toBe(404)
    expect((await api.get(`/api/sites/${site.id}/custom_data/challenge`)).status).toBe(404)
  })

  it("allows the site's own origin by CORS, and refuses any other before reading", async () => {
    const site = await siteWithContacts()
    const preflight = await fetch(`${stack.gatewayUrl}/api/sites/${site.id}/custom_data`, {
      method: 'OPTIONS',
      headers: {
        origin: siteOrigin(site),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin(site))
    const posted = await call<{ id: string }>(
      site,
      'AddRow',
      { table_name: 'contacts', row, altcha: await solve(site) },
      { headers: { origin: siteOrigin(site) } },
    )
    expect(posted.status).toBe(200)
    expect(posted.headers.get('access-control-allow-origin')).toBe(siteOrigin(site))
    const other = await siteWithContacts()
    const foreign = await call<ErrorBody>(
      site,
      'AddRow',
      {
        table_name: 'contacts',
        row: { ...row, email: 'x@example.test' },
        altcha: await solve(site),
      },
      { headers: { origin: siteOrigin(other) } },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const evil = await fetch(`${stack.gatewayUrl}/api/sites/${site.id}/custom_data`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    expect(await rowCount(site)).toBe(1)
  })

  it('refuses a visitor body over 16 KB', async () => {
    const site = await siteWithContacts()
    const res = await call<ErrorBody>(site, 'AddRow', {
      table_name: 'contacts',
      row: { ...row, message: 'x'.repeat(17 * 1024) },
      altcha: await solve(site),
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('InvalidFormData')
    expect(await rowCount(site)).toBe(0)
  })

  it('limits anonymous writes per address and per site', async () => {
    const port = await freePort()
    const service = await startService(
      'custom-data',
      {
        ...stack.env['custom-data']!,
        PORT: String(port),
        GRPC_PORT: '0',
        RATE_LIMIT_VISITOR_ADDRESS: '3/86400',
        RATE_LIMIT_VISITOR_SITE: '5/86400',
      },
      { logFile: `${ROOT}/.data/test-logs/custom-data-${port}.log` },
    )
    started.push(service)
    const direct = apiClient(service.url)
    const site = await siteWithContacts()
    const attempt = (address: string, i: number) =>
      call<ErrorBody>(
        site,
        'GetRow',
        { table_name: 'contacts', filters: { email: `${i}@example.test` } },
        { direct, headers: { 'x-forwarded-for': address } },
      )
    const first = []
    for (let i = 0; i < 4; i += 1) first.push((await attempt('203.0.113.1', i)).status)
    expect(first).toEqual([403, 403, 403, 429])
    // Another address has its own allowance, until the site's is spent (every attempt counts).
    expect((await attempt('203.0.113.2', 5)).status).toBe(403)
    const last = await attempt('203.0.113.3', 6)
    expect(last.status).toBe(429)
    expect(last.body.code).toBe('TooManyRequests')
  })
})
