// `make bench`: custom data's figures (issue "Custom data").
// - Anonymous AddRow through the gateway at a fixed 200 requests per second (open loop, each with
//   its own solved proof of work and a new address on a Unique column): p50, p99, any non-2xx.
//   Target: p99 under 50 ms.
// - Export of 100,000 rows by 10 columns through the gateway: time to the first byte and to the
//   whole file, and the custom-data process's extra memory (RSS sampled during the export).
//   Targets: first byte under 200 ms, whole file under 3 s, under 50 MB extra.
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { clearInterval, setInterval } from 'node:timers'
import { solveChallenge } from 'altcha-lib/v1'
import pg from 'pg'
import { withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { loadNote, steady } from '../../../infra/local/load-guard.mjs'

const RATE = Number(process.env.BENCH_ADDROW_RPS ?? 200)
const SECONDS = Number(process.env.BENCH_ADDROW_SECONDS ?? 10)
const WARMUP = 200
/** The AddRow run, and one more when the load moved during it (load-guard.mjs). */
const ADDROW_RUNS = 2
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000)
const EXPORT_COLUMNS = 10

async function json(res) {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await json(res) }
}

/** Proofs of work solved ahead, as visitors' browsers would have them ready. */
async function proofs(api, siteId, count) {
  const out = []
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${api}/sites/${siteId}/custom_data/challenge`)
    const c = await res.json()
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
    out.push(
      Buffer.from(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number: solution.number,
          salt: c.salt,
          signature: c.signature,
        }),
      ).toString('base64'),
    )
  }
  return out
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** Sends `count` AddRows at `rate` per second whatever the answers' pace; latency of each. */
async function openLoop(api, siteId, altchas, count, rate, offset) {
  const latencies = []
  let failures = 0
  const start = performance.now()
  const pending = []
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const sent = performance.now()
    pending.push(
      post(api, `/sites/${siteId}/custom_data`, {
        action: 'AddRow',
        data: {
          table_name: 'signups',
          row: { email: `visitor${offset + i}@example.test`, message: 'hello from the bench' },
          altcha: altchas[offset + i],
        },
      }).then(
        (res) => {
          latencies.push(performance.now() - sent)
          if (res.status !== 200) failures += 1
        },
        () => (failures += 1),
      ),
    )
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return {
    sent: count,
    rps: count / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
  }
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024
}

async function fillTable(databaseUrl, siteId, tableName, rows) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const [{ id }] = (
      await client.query('SELECT id FROM custom_data.tables WHERE site_id = $1 AND name = $2', [
        siteId,
        tableName,
      ])
    ).rows
    // Ten columns of 20 to 40 characters each, some needing quotes or neutralising.
    await client.query(
      `INSERT INTO custom_data.rows (table_id, "values", size)
       SELECT $1, v, octet_length(v::text) FROM (
         SELECT jsonb_build_object(
           '1', 'user' || n || '@example.test', '2', 'First, "quoted" ' || n, '3', '=SUM(A' || n || ')',
           '4', 'Street ' || n || ' of the long road', '5', 'City number ' || (n % 500),
           '6', 'Country ' || (n % 27), '7', '+886 2 ' || n, '8', 'A note about row ' || n,
           '9', md5(n::text), '10', 'Last column value ' || n) AS v
         FROM generate_series(1, $2) AS n) s`,
      [id, rows],
    )
    await client.query('UPDATE custom_data.tables SET row_count = $2 WHERE id = $1', [id, rows])
  } finally {
    await client.end()
  }
}

await withBenchStack(
  'custom_data',
  async ({ url, databaseUrl, running }) => {
    const api = `${url('gateway')}/api`
    const registered = await post(api, '/users/registrations', {
      email: `bench-${process.pid}@example.test`,
      password: 'correct horse 1',
    })
    const token = registered.body.auth_token
    const site = await post(
      api,
      '/sites',
      { name: 'Bench Site', subdomain: `bench-${process.pid}` },
      token,
    )
    const siteId = site.body.id
    // The largest plan, so 100,000 rows fit its allowance.
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    await db.query(`UPDATE sites.sites SET site_type = 'Paid3' WHERE id = $1`, [siteId])
    await db.end()
    await post(api, `/sites/${siteId}/actions/publish`, { publish: true }, token)
    const created = await post(
      api,
      `/sites/${siteId}/custom_data`,
      {
        action: 'CreateTable',
        data: {
          table_name: 'signups',
          columns: {
            email: {
              name: 'email',
              validation_rules: [
                { rule_type: 'Required' },
                { rule_type: 'Email' },
                { rule_type: 'Unique' },
              ],
            },
            message: {
              name: 'message',
              validation_rules: [{ rule_type: 'MaxLength', parameter: 800 }],
            },
          },
        },
      },
      token,
    )
    if (created.status !== 200) throw new Error(`CreateTable: ${JSON.stringify(created.body)}`)

    const total = WARMUP + ADDROW_RUNS * RATE * SECONDS
    console.log(`solving ${total} proofs of work ...`)
    const altchas = await proofs(api, siteId, total)
    await openLoop(api, siteId, altchas, WARMUP, RATE, 0)
    let runs = 0
    const addRowFigure = await steady(
      () => openLoop(api, siteId, altchas, RATE * SECONDS, RATE, WARMUP + RATE * SECONDS * runs++),
      { repeats: ADDROW_RUNS - 1 },
    )
    const addRow = addRowFigure.value

    const columns = Object.fromEntries(
      Array.from({ length: EXPORT_COLUMNS }, (_, i) => [
        `column ${i + 1}`,
        { name: `column ${i + 1}` },
      ]),
    )
    await post(
      api,
      `/sites/${siteId}/custom_data`,
      { action: 'CreateTable', data: { table_name: 'big', columns } },
      token,
    )
    await fillTable(databaseUrl, siteId, 'big', EXPORT_ROWS)
    const service = running.find((s) => s.name === 'custom-data')
    const exportFigure = await steady(async () => {
      const baseline = rssOf(service.child.pid)
      let peak = baseline
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(service.child.pid))), 10)
      const started = performance.now()
      const res = await fetch(`${api}/sites/${siteId}/custom_data/export?table_name=big`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const reader = res.body.getReader()
      let firstByte
      let bytes = 0
      let lines = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        firstByte ??= performance.now() - started
        bytes += value.length
        for (const b of value) if (b === 10) lines += 1
      }
      const whole = performance.now() - started
      clearInterval(sampler)
      peak = Math.max(peak, rssOf(service.child.pid))
      return { firstByte, whole, bytes, lines, extraMb: (peak - baseline) / 1024 / 1024 }
    })
    const { firstByte, whole, bytes, lines, extraMb } = exportFigure.value

    const verdict = (ok) => (ok ? 'ok' : 'OVER')
    console.log(`\nCustom data`)
    console.log(
      `anonymous AddRow via gateway  ${addRow.sent} at ${addRow.rps.toFixed(0)} req/s: ` +
        `p50 ${addRow.p50.toFixed(1)} ms, p99 ${addRow.p99.toFixed(1)} ms (target < 50 ms: ${verdict(addRow.p99 < 50)}), ` +
        `non-2xx ${addRow.failures} (${loadNote(addRowFigure)})`,
    )
    console.log(
      `export ${EXPORT_ROWS} x ${EXPORT_COLUMNS} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${lines} lines): ` +
        `first byte ${firstByte.toFixed(0)} ms (< 200: ${verdict(firstByte < 200)}), ` +
        `whole ${(whole / 1000).toFixed(2)} s (< 3 s: ${verdict(whole < 3000)}), ` +
        `extra memory ${extraMb.toFixed(1)} MB (< 50: ${verdict(extraMb < 50)}) (${loadNote(exportFigure)})`,
    )
    if (addRow.failures > 0 || lines !== EXPORT_ROWS + 1) process.exitCode = 1
  },
  {
    extra: {
      // One client address sends everything here; proofs stay cheap to prepare.
      'custom-data': {
        RATE_LIMIT_VISITOR_ADDRESS: '1000000/60',
        RATE_LIMIT_VISITOR_SITE: '1000000/60',
        ALTCHA_MAX_NUMBER: '1000',
      },
    },
  },
)
