// Vitest global setup for integration tests: migrations once, then the whole stack from its
// builds on free ports, against the test database and a Redis prefix of this run's own.
import { Redis } from 'ioredis'
import { startBrowserServers } from './browsers.mjs'
import {
  ensureDatabase,
  freePorts,
  migrateAll,
  ROOT,
  stackEnv,
  startStack,
  stopStack,
  TEST_PASSWORD_HASHING,
} from './stack.mjs'

export default async function setup(project) {
  const databaseUrl =
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tessera_test'
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1'
  const redisPrefix = `tessera-test-${process.pid}`
  const ports = await freePorts()
  await ensureDatabase(databaseUrl)
  const envs = stackEnv({
    ports,
    databaseUrl,
    redisUrl,
    redisPrefix,
    smtpUrl: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    nodeEnv: 'test',
    logLevel: 'info',
    gatewayHost: '127.0.0.1',
    extra: {
      // Key rotation within a test's patience: activation still longer than the JWKS cooldown.
      all: { AUTH_JWKS_COOLDOWN_MS: '500' },
      auth: {
        KEY_ACTIVATION_SECONDS: '1',
        SIGNING_KEY_CACHE_SECONDS: '0',
        ...TEST_PASSWORD_HASHING,
      },
      // A payment that hangs outlasts billing's patience; failed renewals are retried at once.
      billing: { ECPAY_TIMEOUT_MS: '3000', RENEWAL_RETRY_SECONDS: '1', RENEWAL_ATTEMPTS: '3' },
      'fake-ecpay': { FAKE_ECPAY_HANG_MS: '6000' },
      // Every test comes from 127.0.0.1; the rate-limit test starts a gateway of its own with real limits.
      gateway: {
        RATE_LIMIT_LOGIN: '100000/60',
        RATE_LIMIT_REGISTRATION: '100000/60',
        RATE_LIMIT_PASSWORD_RESET: '100000/60',
      },
      // Likewise for visitors' forms (the rate-limit test starts its own); proofs solve fast.
      'custom-data': {
        RATE_LIMIT_VISITOR_ADDRESS: '100000/60',
        RATE_LIMIT_VISITOR_SITE: '100000/60',
        RATE_LIMIT_MAILING_LIST: '100000/60',
        RATE_LIMIT_READ_ADDRESS: '100000/60',
        RATE_LIMIT_READ_SITE: '100000/60',
        // One site holds every collection of the collections test; its plan test starts its own.
        COLLECTION_LIMITS: 'Free:100/10000',
        ALTCHA_MAX_NUMBER: '2000',
        SITE_CACHE_SECONDS: '0',
      },
      // Agents' calls too (the MCP tests start their own service with their own keys).
      mcp: {
        RATE_LIMIT_READS: '100000/60',
        RATE_LIMIT_APPLIES: '100000/60',
        RATE_LIMIT_PREVIEWS: '100000/60',
      },
    },
  })
  await migrateAll(envs)
  // One browser per test worker, started while the services start.
  const workers = Number(project.globalConfig.poolOptions?.forks?.maxForks ?? 2)
  const [stack, servers] = await Promise.allSettled([
    startStack(envs, { logDir: process.env.TEST_LOG_DIR ?? `${ROOT}/.data/test-logs` }),
    startBrowserServers(workers),
  ])
  if (stack.status === 'rejected' || servers.status === 'rejected') {
    // What did start must not keep the run from ending.
    if (stack.status === 'fulfilled') await stopStack(stack.value)
    if (servers.status === 'fulfilled') await servers.value.stop()
    throw stack.status === 'rejected' ? stack.reason : servers.reason
  }
  const running = stack.value
  const browsers = servers.value
  const urls = Object.fromEntries(running.map((s) => [s.name, s.url]))
  for (const [key, port] of Object.entries(ports))
    if (key.endsWith(':grpc')) urls[key] = `http://127.0.0.1:${port}`
  project.provide('stack', {
    urls,
    gatewayUrl: urls.gateway,
    authUrl: urls.auth,
    mailerUrl: urls.mailer,
    mailSinkUrl: process.env.SMTP_SINK_URL ?? 'http://127.0.0.1:1080',
    redisUrl,
    redisPrefix,
    databaseUrl,
    env: envs,
  })
  project.provide('browsers', browsers.endpoints)

  return async () => {
    await Promise.all([stopStack(running), browsers.stop()])
    const redis = new Redis(redisUrl)
    const keys = []
    let cursor = '0'
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000)
      cursor = next
      keys.push(...batch)
    } while (cursor !== '0')
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  }
}
