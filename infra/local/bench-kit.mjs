// What the `make bench` scripts share: the whole stack started for one measurement, load from
// autocannon, and a side-by-side table with ratios.
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

/**
 * Starts local servers and every service (production mode, quiet logs) on a fresh database
 * named after the bench, runs `bench`, and stops everything again, whatever happens.
 */
export async function withBenchStack(name, bench) {
  let running = []
  try {
    infra('up.sh')
    const databaseUrl =
      process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/tessera_bench_${name}`
    await ensureDatabase(databaseUrl, { fresh: true })
    const envs = stackEnv({
      ports: await freePorts(),
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: `tessera-bench-${name}-${process.pid}`,
      smtpUrl: 'smtp://127.0.0.1:1025',
      nodeEnv: 'production',
      logLevel: 'warn',
      gatewayHost: '127.0.0.1',
    })
    await migrateAll(envs)
    running = await startStack(envs, { logDir: `${ROOT}/.data/bench-logs` })
    const url = (service) => running.find((s) => s.name === service).url
    return await bench({ url, envs, databaseUrl })
  } finally {
    await stopStack(running)
    infra('down.sh')
  }
}

/** Throughput and latency of GET `url` under load; any non-2xx answer or error fails it. */
export function loadTest(url, { connections, duration, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => {
      if (err) return reject(err)
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`))
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 })
    })
  })
}

const average = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length

/** Prints rps, p50 and p99 of two sets of runs side by side, with `a / b` for each. */
export function printComparison(title, [a, b], runsA, runsB) {
  console.log(`\n${title}`)
  console.log(`metric          ${a.padEnd(16)} ${b.padEnd(16)} ${a}/${b}`)
  for (const key of ['rps', 'p50', 'p99']) {
    const x = average(runsA, key)
    const y = average(runsB, key)
    const unit = key === 'rps' ? 'req/s' : 'ms'
    console.log(
      `${key.padEnd(15)} ${`${x.toFixed(1)} ${unit}`.padEnd(16)} ${`${y.toFixed(1)} ${unit}`.padEnd(16)} ${y > 0 ? (x / y).toFixed(2) : 'n/a'}`,
    )
  }
}
