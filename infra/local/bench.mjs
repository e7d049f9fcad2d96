// `make bench`: measures the same authenticated GET through the gateway and straight to the
// auth service, in one run, and prints throughput and latency side by side with their ratios.
import autocannon from 'autocannon'
import {
  ensureDatabase,
  freePorts,
  infra,
  migrateAll,
  ROOT,
  stackEnv,
  startStack,
  stopStack,
} from './stack.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const ROUNDS = 2

function measure(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { authorization: `Bearer ${token}` },
      },
      (err, result) => {
        if (err) return reject(err)
        if (result.non2xx > 0 || result.errors > 0)
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`))
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 })
      },
    )
  })
}

const average = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length

let running = []
try {
  infra('up.sh')
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tessera_bench'
  await ensureDatabase(databaseUrl, { fresh: true })
  const ports = await freePorts()
  const envs = stackEnv({
    ports,
    databaseUrl,
    redisUrl: 'redis://127.0.0.1:6379/2',
    redisPrefix: `tessera-bench-${process.pid}`,
    smtpUrl: 'smtp://127.0.0.1:1025',
    nodeEnv: 'production',
    logLevel: 'warn',
    gatewayHost: '127.0.0.1',
  })
  await migrateAll(envs)
  running = await startStack(envs, { logDir: `${ROOT}/.data/bench-logs` })
  const gateway = running.find((s) => s.name === 'gateway').url
  const auth = running.find((s) => s.name === 'auth').url

  const res = await fetch(`${gateway}/api/users/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench password' }),
  })
  const { auth_token: token, user } = await res.json()

  // Warm both paths (JIT, connection pools, the JWKS cache), then alternate so drift hits both alike.
  await measure(`${gateway}/api/users/${user.id}`, token)
  const results = { gateway: [], direct: [] }
  for (let round = 0; round < ROUNDS; round++) {
    results.direct.push(await measure(`${auth}/users/${user.id}`, token))
    results.gateway.push(await measure(`${gateway}/api/users/${user.id}`, token))
  }

  const rows = ['rps', 'p50', 'p99'].map((key) => {
    const g = average(results.gateway, key)
    const d = average(results.direct, key)
    return { key, g, d, ratio: g / d }
  })
  console.log(
    `\nGET /users/{id} with a bearer token — ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per path`,
  )
  console.log('metric          via gateway      direct to auth   gateway/direct')
  for (const { key, g, d, ratio } of rows) {
    const unit = key === 'rps' ? 'req/s' : 'ms'
    console.log(
      `${key.padEnd(15)} ${`${g.toFixed(1)} ${unit}`.padEnd(16)} ${`${d.toFixed(1)} ${unit}`.padEnd(16)} ${ratio.toFixed(2)}`,
    )
  }
} finally {
  await stopStack(running)
  infra('down.sh')
}
