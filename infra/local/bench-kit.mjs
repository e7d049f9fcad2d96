/* global WebSocket */
// What the `make bench` scripts share: the whole stack started for one measurement, load from
// autocannon, and a side-by-side table with ratios.
import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import autocannon from 'autocannon'
import { printLoad } from './load-guard.mjs'
import {
  ensureDatabase,
  freePorts,
  acquireLocalServers,
  releaseLocalServers,
  migrateAll,
  ROOT,
  stackEnv,
  startStack,
  stopStack,
} from './stack.mjs'

/**
 * Starts local servers and every service (production mode, quiet logs) on a fresh database
 * named after the bench, runs `bench`, and stops everything again, whatever happens. `extra`
 * adds settings per service, as stackEnv takes them.
 */
/** A JSON call to the gateway's API; throws with the status and answer when it fails. */
export async function api(gateway, method, path, body, token) {
  const res = await fetch(`${gateway}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

export async function withBenchStack(name, bench, { extra = {} } = {}) {
  let running = []
  try {
    acquireLocalServers(`make bench (${name})`)
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
      extra,
    })
    await migrateAll(envs)
    running = await startStack(envs, { logDir: `${ROOT}/.data/bench-logs` })
    const url = (service) => running.find((s) => s.name === service).url
    const pid = (service) => running.find((s) => s.name === service).child.pid
    printLoad(`before the ${name} bench`)
    const result = await bench({ url, pid, envs, databaseUrl, running })
    printLoad(`after the ${name} bench`)
    return result
  } finally {
    await stopStack(running)
    releaseLocalServers()
  }
}

/**
 * Throughput and latency of GET `url` under load; any non-2xx answer or error fails it. With
 * `core`, the load comes from a process of its own pinned to that core (see `pinned`). With
 * `server` (a pid, or several), also the CPU time those processes spent per request, in
 * microseconds: on shared cores the figure that other work on the machine disturbs least.
 */
export async function loadTest(url, { connections, duration, headers = {}, core, server }) {
  const before = server === undefined ? 0 : cpuTicks(server)
  const result = await (core !== undefined
    ? loadFromCore(core, { url, connections, duration, headers })
    : new Promise((resolve, reject) => {
        autocannon({ url, connections, duration, headers }, (err, r) => {
          if (err) return reject(err)
          resolve({
            rps: r.requests.average,
            total: r.requests.total,
            p50: r.latency.p50,
            p99: r.latency.p99,
            non2xx: r.non2xx,
            errors: r.errors,
          })
        })
      }))
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const cpu =
    server === undefined ? undefined : ((cpuTicks(server) - before) * TICK_US) / result.total
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    ...(cpu === undefined ? {} : { cpu }),
  }
}

/** Clock ticks are 10 ms on Linux (USER_HZ 100). */
const TICK_US = 10_000

/** User and system CPU time of processes, every thread included, in clock ticks. */
function cpuTicks(pids) {
  let ticks = 0
  for (const pid of [pids].flat()) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks
}

function loadFromCore(core, load) {
  return new Promise((resolve, reject) => {
    execFile(
      'taskset',
      [
        '-c',
        String(core),
        process.execPath,
        `${ROOT}/infra/local/bench-load.mjs`,
        JSON.stringify(load),
      ],
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout))),
    )
  })
}

/** Whether the load generator can be given a core of its own (taskset, at least 2 cores). */
export function canPin() {
  return availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0
}

/**
 * Runs `work(core)` with the servers' processes (every thread) on every core but the last, and
 * the last core left for the load generator; the servers get all cores back afterwards.
 */
export async function pinned(pids, work) {
  const last = availableParallelism() - 1
  const set = (cores) => {
    for (const pid of pids) spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)])
  }
  set(last === 1 ? '0' : `0-${last - 1}`)
  try {
    return await work(last)
  } finally {
    set(`0-${last}`)
  }
}

const average = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length

/** The throughput ratio a/b of two sets of runs. */
export const ratio = (runsA, runsB) => average(runsA, 'rps') / average(runsB, 'rps')

/**
 * Says how much of the throughput gap with the load generator sharing the cores goes away when
 * it has a core of its own.
 */
export function printSharedCoresShare(shared, pinnedRatio) {
  const gapShared = 1 - shared
  const gapPinned = 1 - pinnedRatio
  // Under 1% there is no gap to explain; the share is kept within 0 to 100%.
  const explained = Math.min(1, Math.max(0, (gapShared - gapPinned) / gapShared))
  const share = gapShared < 0.01 ? 'none (no gap)' : `${Math.round(explained * 100)}%`
  console.log(
    `ratio ${shared.toFixed(2)} with the load generator on the shared cores, ${pinnedRatio.toFixed(2)} with a core of its own: the shared cores explain ${share} of the gap`,
  )
}

/** Prints rps, p50 and p99 of two sets of runs side by side, with `a / b` for each. */
export function printComparison(title, [a, b], runsA, runsB) {
  console.log(`\n${title}`)
  console.log(`metric          ${a.padEnd(16)} ${b.padEnd(16)} ${a}/${b}`)
  const keys = ['rps', 'p50', 'p99']
  if (runsA.every((r) => r.cpu !== undefined) && runsB.every((r) => r.cpu !== undefined))
    keys.push('cpu')
  for (const key of keys) {
    const x = average(runsA, key)
    const y = average(runsB, key)
    const unit = { rps: 'req/s', p50: 'ms', p99: 'ms', cpu: 'µs/req' }[key]
    // Latency: also how far apart, in ms.
    const apart =
      key === 'p50' || key === 'p99' ? ` (${x - y >= 0 ? '+' : ''}${(x - y).toFixed(1)} ms)` : ''
    console.log(
      `${key.padEnd(15)} ${`${x.toFixed(1)} ${unit}`.padEnd(16)} ${`${y.toFixed(1)} ${unit}`.padEnd(16)} ${y > 0 ? (x / y).toFixed(2) : 'n/a'}${apart}`,
    )
  }
}

/**
 * With BENCH_PROFILE=1: a CPU profile of process `pid` while `work` runs, through the inspector
 * that SIGUSR1 opens on 127.0.0.1:9229. The profile goes to .data/bench-profiles/ (open it in
 * Chrome DevTools) and the functions with the most time of their own are printed.
 */
export async function profileDuring(pid, name, work) {
  if (process.env.BENCH_PROFILE !== '1') return work()
  process.kill(pid, 'SIGUSR1')
  let target
  for (let i = 0; i < 50 && !target; i++) {
    await new Promise((r) => setTimeout(r, 100))
    target = await fetch('http://127.0.0.1:9229/json/list')
      .then((r) => r.json())
      .then((list) => list[0]?.webSocketDebuggerUrl)
      .catch(() => undefined)
  }
  if (!target) throw new Error('the inspector did not open on 127.0.0.1:9229')
  const socket = new WebSocket(target)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let next = 0
  const pending = new Map()
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data)
    pending.get(message.id)?.(message.result)
  }
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++next
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: 100 })
  await send('Profiler.start')
  const result = await work()
  const { profile } = await send('Profiler.stop')
  socket.close()
  const dir = `${ROOT}/.data/bench-profiles`
  mkdirSync(dir, { recursive: true })
  const file = `${dir}/${name}-${Date.now()}.cpuprofile`
  writeFileSync(file, JSON.stringify(profile))
  const self = new Map()
  const total = profile.samples.length
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  for (const id of profile.samples) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + 1)
  }
  console.log(`\nCPU profile of ${name} (${file}), self time:`)
  for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${((count / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
  return result
}
