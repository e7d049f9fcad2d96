// Faults: PostgreSQL and then Redis restarted while requests and saves run. The services run
// against a PostgreSQL cluster and a Redis server of this test's own, so restarting them
// disturbs no other test. Each server comes back; the services must answer again within 10 s
// of it, and every save they acknowledged must still be there at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ensureDatabase,
  freePorts,
  migrateAll,
  ROOT,
  stackEnv,
  startService,
  stopStack,
  TEST_PASSWORD_HASHING,
  type RunningService,
} from '../stack.mjs'
import {
  dedicatedPostgres,
  dedicatedRedis,
  type DedicatedPostgres,
  type DedicatedRedis,
} from './dedicated-servers.js'

/** The services a visitor's request and an editor's save go through. */
const SERVICES = ['auth', 'sites', 'site-server', 'gateway']
const RECOVERY_MS = 10_000
/** No request of the load waits longer than this: a hung one counts as unanswered. */
const REQUEST_TIMEOUT_MS = 3_000

let postgres: DedicatedPostgres | undefined
let redis: DedicatedRedis | undefined
const running: RunningService[] = []
let gateway = ''

beforeAll(async () => {
  postgres = await dedicatedPostgres()
  redis = await dedicatedRedis()
  const databaseUrl = postgres.url('tessera_faults')
  await ensureDatabase(databaseUrl)
  const envs = stackEnv({
    ports: await freePorts(),
    databaseUrl,
    redisUrl: redis.url,
    redisPrefix: 'tessera-faults',
    smtpUrl: 'smtp://127.0.0.1:1',
    nodeEnv: 'test',
    logLevel: 'info',
    gatewayHost: '127.0.0.1',
    extra: {
      gateway: { RATE_LIMIT_REGISTRATION: '100000/60', RATE_LIMIT_LOGIN: '100000/60' },
      auth: TEST_PASSWORD_HASHING,
    },
  })
  await migrateAll(envs, SERVICES)
  const logDir = `${process.env.TEST_LOG_DIR ?? `${ROOT}/.data/test-logs`}/faults`
  for (const name of SERVICES) {
    running.push(await startService(name, envs[name]!, { logFile: `${logDir}/${name}.log` }))
  }
  gateway = running.find((s) => s.name === 'gateway')!.url
}, 180_000)

afterAll(async () => {
  await stopStack(running)
  await redis?.stop()
  postgres?.remove()
})

interface Answer {
  status: number
  body: Record<string, unknown>
}

/** One call through the gateway; a refused connection or a timeout is status 0. */
async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  try {
    const res = await fetch(`${gateway}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await res.text()
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} }
  } catch {
    return { status: 0, body: {} }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Every attempt and answer of the load, by time. */
interface Log {
  reads: Array<{ at: number; ok: boolean }>
  saves: Array<{ at: number; ok: boolean }>
  /** Per site: the names tried in order, and the last one acknowledged. */
  sites: Map<string, { tried: string[]; acknowledged?: string }>
}

/**
 * Reads (the user, through auth) and saves (each site renamed in turn, through the sites
 * service and the site-server) running until `stop()`: one after another per site, so the
 * order of saves is known.
 */
function startLoad(token: string, userId: string, siteIds: string[]) {
  const log: Log = { reads: [], saves: [], sites: new Map() }
  let stopped = false
  const readLoop = async () => {
    while (!stopped) {
      const res = await call('GET', `/users/${userId}`, token)
      log.reads.push({ at: Date.now(), ok: res.status === 200 })
      await sleep(50)
    }
  }
  const saveLoop = async (siteId: string) => {
    const site = { tried: [] as string[], acknowledged: undefined as string | undefined }
    log.sites.set(siteId, site)
    for (let n = 1; !stopped; n++) {
      const name = `Save ${n}`
      site.tried.push(name)
      const res = await call('PATCH', `/sites/${siteId}`, token, { name })
      const ok = res.status === 200
      if (ok) site.acknowledged = name
      log.saves.push({ at: Date.now(), ok })
      await sleep(50)
    }
  }
  const loops = [readLoop(), ...siteIds.map(saveLoop)]
  return {
    log,
    stop: async () => {
      stopped = true
      await Promise.all(loops)
    },
  }
}

/** How long after `since` both a read and a save succeeded again (Infinity if not yet). */
function recoveredAfter(log: Log, since: number): number {
  const first = (list: Array<{ at: number; ok: boolean }>) =>
    list.find((e) => e.at >= since && e.ok)?.at ?? Infinity
  return Math.max(first(log.reads), first(log.saves)) - since
}

async function waitRecovered(log: Log, since: number): Promise<number> {
  const deadline = since + RECOVERY_MS + REQUEST_TIMEOUT_MS
  while (recoveredAfter(log, since) === Infinity && Date.now() < deadline) await sleep(100)
  return recoveredAfter(log, since)
}

async function everyServiceReady(since: number): Promise<number> {
  for (;;) {
    const answers = await Promise.all(
      running.map((s) =>
        fetch(`${s.url}/health/ready`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
          .then((r) => r.ok)
          .catch(() => false),
      ),
    )
    if (answers.every(Boolean)) return Date.now() - since
    if (Date.now() - since > RECOVERY_MS + REQUEST_TIMEOUT_MS) return Infinity
    await sleep(100)
  }
}

describe('faults', () => {
  it(
    'answers again within 10 s of PostgreSQL and then Redis restarting, losing no acknowledged save',
    { timeout: 180_000 },
    async () => {
      const registered = await call('POST', '/users/registrations', undefined, {
        email: `faults-${Date.now()}@example.test`,
        password: 'fault tolerant',
      })
      expect(registered.status, JSON.stringify(registered.body)).toBe(201)
      const token = registered.body.auth_token as string
      const userId = (registered.body.user as { id: string }).id
      const siteIds: string[] = []
      for (let i = 0; i < 3; i++) {
        const site = await call('POST', '/sites', token, {
          name: `Fault Site ${i}`,
          subdomain: `faults-${Date.now()}-${i}`,
        })
        expect(site.status, JSON.stringify(site.body)).toBe(201)
        siteIds.push(site.body.id as string)
      }

      const load = startLoad(token, userId, siteIds)
      try {
        await sleep(1_500)
        expect(load.log.saves.filter((s) => s.ok).length).toBeGreaterThan(0)

        // PostgreSQL: a fast shutdown (every session cut), down for a second, then back.
        postgres!.stop()
        await sleep(1_000)
        postgres!.start()
        const pgBack = Date.now()
        const afterPostgres = await waitRecovered(load.log, pgBack)
        console.info(`answering again ${afterPostgres} ms after PostgreSQL came back`)
        expect(afterPostgres, 'requests and saves answered again after PostgreSQL').toBeLessThan(
          RECOVERY_MS,
        )
        expect(await everyServiceReady(pgBack)).toBeLessThan(RECOVERY_MS)
        await sleep(1_500)

        // Redis: killed (it keeps nothing on disk), down for a second, then back empty.
        await redis!.stop()
        await sleep(1_000)
        await redis!.start()
        const redisBack = Date.now()
        const afterRedis = await waitRecovered(load.log, redisBack)
        console.info(`answering again ${afterRedis} ms after Redis came back`)
        expect(afterRedis, 'requests and saves answered again after Redis').toBeLessThan(
          RECOVERY_MS,
        )
        expect(await everyServiceReady(redisBack)).toBeLessThan(RECOVERY_MS)
        await sleep(1_500)
      } finally {
        await load.stop()
      }

      // Every site holds its last acknowledged save, or a later one whose answer was lost:
      // never an earlier one. Both the content (site-server) and the record (sites) say so.
      const listed = await call('GET', '/sites', token)
      expect(listed.status).toBe(200)
      const records = listed.body.results as Array<{ id: string; name: string }>
      for (const [siteId, site] of load.log.sites) {
        expect(site.acknowledged, siteId).toBeDefined()
        const last = site.tried.indexOf(site.acknowledged!)
        const content = await call('GET', `/sites/${siteId}`, token)
        expect(content.status).toBe(200)
        const name = content.body.name as string
        expect(site.tried.indexOf(name), `${siteId} holds ${name}`).toBeGreaterThanOrEqual(last)
        const record = records.find((r) => r.id === siteId)!
        expect(site.tried.indexOf(record.name), `${siteId}'s record`).toBeGreaterThanOrEqual(last)
      }
    },
  )
})
