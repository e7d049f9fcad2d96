import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { apiClient, waitFor, type ApiClient } from '@tessera/kit/testing'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { register, stack, uniqueName, type ErrorBody, type SiteBody, type User } from './helpers.js'

const logDir = process.env.TEST_LOG_DIR ?? `${ROOT}/.data/test-logs`

/**
 * Tier assignment needs pools it can fill, so this file runs its own sites service and site-server
 * pools against a database of its own: the shared stack's pool is never filled.
 */
const run = promisify(execFile)
const database = new URL(stack.databaseUrl)
database.pathname = `/tessera_tiers_${randomBytes(4).toString('hex')}`
const databaseUrl = database.toString()
const redisPrefix = `${stack.redisPrefix}:tiers`
const started: RunningService[] = []
let sites: RunningService
let sitesApi: ApiClient
let sitesGrpc: string
let user: User

async function admin(query: string) {
  const url = new URL(stack.databaseUrl)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** Rows of a query on this file's database. */
async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(query, params)).rows as T[]
  } finally {
    await client.end()
  }
}

async function startPool(name: string, env: Record<string, string>): Promise<RunningService> {
  const port = await freePort()
  const server = await startService(
    'site-server',
    {
      ...stack.env['site-server']!,
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: redisPrefix,
      PORT: String(port),
      GRPC_PORT: String(await freePort()),
      SITES_GRPC_URL: sitesGrpc,
      SITE_SERVER_ADDRESS: `http://localhost:${port}`,
      HEARTBEAT_SECONDS: '1',
      REPLICA_ID: `${name}-${port}`,
      ...env,
    },
    { logFile: `${logDir}/tiers-${name}-${port}.log` },
  )
  started.push(server)
  return server
}

async function createSite(): Promise<{ status: number; body: SiteBody & ErrorBody }> {
  return sitesApi.post<SiteBody & ErrorBody>('/sites', {
    token: user.token,
    body: { name: uniqueName() },
  })
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${database.pathname.slice(1)}`)
  for (const service of ['sites', 'site-server']) {
    await run(process.execPath, [`${ROOT}/services/${service}/dist/migrate.js`], {
      env: { ...process.env, ...stack.env[service], DATABASE_URL: databaseUrl },
    })
  }
  const port = await freePort()
  const grpcPort = await freePort()
  sites = await startService(
    'sites',
    {
      ...stack.env.sites!,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      GRPC_PORT: String(grpcPort),
      SITE_SERVER_TTL_SECONDS: '2',
    },
    { logFile: `${logDir}/tiers-sites-${port}.log` },
  )
  started.push(sites)
  sitesApi = apiClient(sites.url)
  sitesGrpc = `http://127.0.0.1:${grpcPort}`
  user = await register()
}, 60_000)

afterAll(async () => {
  for (const service of started.reverse()) await service.stop()
  await admin(`DROP DATABASE IF EXISTS ${database.pathname.slice(1)} WITH (FORCE)`)
})

describe('site-server tiers', () => {
  it('answers NoAvailableSiteServer with no pool of the tier at all', async () => {
    const res = await createSite()
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('NoAvailableSiteServer')
  })

  // Three site-server pools start one after another here, each taking seconds on a busy machine.
  it('fills a pool, adds capacity with a replica, takes a new pool, and drops a silent one', async () => {
    const first = await startPool('p1', { SITE_SERVER_CAPACITY: '2' })
    const p1Address = `http://localhost:${new URL(first.url).port}`
    for (let i = 0; i < 2; i++) {
      const res = await createSite()
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.site_server.address).toBe(p1Address)
    }
    const full = await createSite()
    expect(full.status).toBe(400)
    expect(full.body.code).toBe('NoAvailableSiteServer')
    expect(full.body.message).toMatch(/lower tier|later/)

    // Another replica of the same pool (same address) adds its capacity.
    await startPool('p1b', { SITE_SERVER_CAPACITY: '1', SITE_SERVER_ADDRESS: p1Address })
    const third = await createSite()
    expect(third.status).toBe(201)
    expect(third.body.site_server.address).toBe(p1Address)
    expect((await createSite()).body.code).toBe('NoAvailableSiteServer')

    // A second pool of the tier takes the next sites.
    const second = await startPool('p2', { SITE_SERVER_CAPACITY: '5', SITE_SERVER_IP: '10.0.0.2' })
    const fourth = await createSite()
    expect(fourth.status).toBe(201)
    expect(fourth.body.site_server).toEqual({
      address: `http://localhost:${new URL(second.url).port}`,
      ip_address: '10.0.0.2',
    })
    // Its content lives on that pool.
    const full4 = await sitesApi.get<SiteBody>(`/sites/${fourth.body.id}`, { token: user.token })
    expect(full4.status).toBe(200)

    // A pool that stops heartbeating (killed: no goodbye) takes no new sites once its TTL passes.
    const exited = new Promise((resolve) => second.child.once('exit', resolve))
    second.child.kill('SIGKILL')
    await exited
    started.splice(started.indexOf(second), 1)
    const replica = `p2-${new URL(second.url).port}`
    await waitFor(
      async () => {
        const [row] = await rows<{ silent: boolean }>(
          `SELECT last_seen_at <= now() - interval '2 seconds' AS silent
           FROM sites.site_server_replicas WHERE replica_id = $1`,
          [replica],
        )
        return row?.silent ? true : undefined
      },
      { what: 'the killed pool to outlive its TTL' },
    )
    const afterSilence = await createSite()
    expect(afterSilence.status).toBe(400)
    expect(afterSilence.body.code).toBe('NoAvailableSiteServer')
  }, 120_000)
})
