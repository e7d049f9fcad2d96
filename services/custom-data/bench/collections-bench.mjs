// `make bench`: collections' figures (issue "Collections").
// - CSV import of 10,000 rows through the gateway: items per second.
// - A collection of 100,000 published items: a list filtered on one field and sorted on
//   another, 20 items a page, read through the public read API (each page once, so no answer
//   comes from its cache; each category, both directions, pages 1 to 5): p50 and p95, with
//   the service's indexes and again without them.
//   Target: p95 under 50 ms with the indexes.
// Item pages, cached pages and publish-to-served are measured by the site-server bench.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { loadNote, steady } from '../../../infra/local/load-guard.mjs'

const ITEMS = Number(process.env.BENCH_COLLECTION_ITEMS ?? 100_000)
const IMPORT_ROWS = 10_000
const CATEGORIES = 10
const PAGES = 100
const PAGE_SIZE = 20
/** The indexes a filtered, sorted list reads through (migration 1767000000000). */
const LIST_INDEXES = [
  'collection_sort_keys_n_idx',
  'collection_sort_keys_t_idx',
  'collection_items_values_idx',
]

async function call(base, method, path, { body, token, text, contentType } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined || text !== undefined
        ? { 'content-type': contentType ?? 'application/json' }
        : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(text !== undefined ? { body: text } : {}),
  })
  const answer = await res.text()
  let parsed = answer
  try {
    parsed = JSON.parse(answer)
  } catch {
    // NDJSON or text: kept as it is.
  }
  return { status: res.status, body: parsed }
}

/** `count` rows from `from`: a title, a category of ten, a rank and a status. */
function csvRows(from, count) {
  const lines = ['title,category,rank,status']
  for (let n = from; n < from + count; n += 1) {
    lines.push(`Item ${n},c${n % CATEGORIES},${(n * 7919) % 100_003},Published`)
  }
  return lines.join('\n') + '\n'
}

async function importRows(api, siteId, collectionId, token, from, count) {
  const mapping = JSON.stringify({ title: 'Title', category: 'Category', rank: 'Rank' })
  const started = performance.now()
  const res = await call(
    api,
    'POST',
    `/sites/${siteId}/custom_data/collections/${collectionId}/import?mapping=${encodeURIComponent(mapping)}`,
    { token, text: csvRows(from, count), contentType: 'text/csv' },
  )
  const seconds = (performance.now() - started) / 1000
  const last = String(res.body).trim().split('\n').at(-1)
  const outcome = JSON.parse(last)
  if (res.status !== 200 || outcome.added !== count) {
    throw new Error(`import: ${res.status} ${last.slice(0, 400)}`)
  }
  return { seconds, perSecond: count / seconds }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/**
 * Reads `PAGES` list pages no answer was cached for: each category, both directions, pages
 * `first` to `first + 4` (a site's lists are mostly read near their start).
 */
async function listPages(api, siteId, first) {
  const latencies = []
  for (let page = first; page < first + 5; page += 1) {
    for (let category = 0; category < CATEGORIES; category += 1) {
      for (const sort of ['-Rank', 'Rank']) {
        if (latencies.length >= PAGES) break
        const filter = encodeURIComponent(
          JSON.stringify([{ field: 'Category', op: 'equals', value: `c${category}` }]),
        )
        const started = performance.now()
        const res = await call(
          api,
          'GET',
          `/sites/${siteId}/collections/Products/items?filter=${filter}&sort=${sort}&page_size=${PAGE_SIZE}&page=${page}`,
        )
        latencies.push(performance.now() - started)
        if (res.status !== 200 || res.body.results?.length !== PAGE_SIZE) {
          throw new Error(
            `list page ${page}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
          )
        }
      }
    }
  }
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) }
}

await withBenchStack(
  'collections',
  async ({ url, databaseUrl }) => {
    const api = `${url('gateway')}/api`
    const registered = await call(api, 'POST', '/users/registrations', {
      body: { email: `bench-${process.pid}@example.test`, password: 'correct horse 1' },
    })
    const token = registered.body.auth_token
    const site = await call(api, 'POST', '/sites', {
      token,
      body: { name: 'Bench Shop', subdomain: `bench-${process.pid}` },
    })
    const siteId = site.body.id
    // The top plan: 100,000 items fit its allowance.
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      await db.query(`UPDATE sites.sites SET site_type = 'Paid3' WHERE id = $1`, [siteId])
      await call(api, 'POST', `/sites/${siteId}/actions/publish`, {
        token,
        body: { publish: true },
      })
      const created = await call(api, 'POST', `/sites/${siteId}/custom_data/collections`, {
        token,
        body: {
          name: 'Products',
          fields: [
            { name: 'Title', type: 'PlainText' },
            { name: 'Category', type: 'PlainText' },
            { name: 'Rank', type: 'Number' },
          ],
        },
      })
      if (created.status !== 201) throw new Error(`collection: ${JSON.stringify(created.body)}`)
      const collectionId = created.body.id

      const importFigure = await importRows(api, siteId, collectionId, token, 0, IMPORT_ROWS)
      for (let from = IMPORT_ROWS; from < ITEMS; from += IMPORT_ROWS) {
        await importRows(
          api,
          siteId,
          collectionId,
          token,
          from,
          Math.min(IMPORT_ROWS, ITEMS - from),
        )
      }

      // As autovacuum would have it after a while: statistics and the visibility map.
      await db.query(
        'VACUUM ANALYZE custom_data.collection_items, custom_data.collection_sort_keys',
      )
      let first = 1
      const indexed = await steady(() => listPages(api, siteId, (first += 5) - 5), { repeats: 1 })
      const definitions = (
        await db.query(
          `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'custom_data'
            AND indexname = ANY($1)`,
          [LIST_INDEXES],
        )
      ).rows
      for (const { indexname } of definitions) await db.query(`DROP INDEX custom_data.${indexname}`)
      await db.query('ANALYZE custom_data.collection_items, custom_data.collection_sort_keys')
      let without
      try {
        without = await steady(() => listPages(api, siteId, (first += 5) - 5), { repeats: 1 })
      } finally {
        for (const { indexdef } of definitions) await db.query(indexdef)
      }

      const verdict = (ok) => (ok ? 'ok' : 'OVER')
      console.log(`\nCollections`)
      console.log(
        `CSV import of ${IMPORT_ROWS} rows via gateway: ${importFigure.perSecond.toFixed(0)} items/s ` +
          `(${importFigure.seconds.toFixed(1)} s)`,
      )
      console.log(
        `list of ${ITEMS} items, filtered on a field and sorted on another, ${PAGE_SIZE} a page, ` +
          `${PAGES} first pages uncached via the read API: with indexes p50 ${indexed.value.p50.toFixed(1)} ms, ` +
          `p95 ${indexed.value.p95.toFixed(1)} ms (< 50 ms: ${verdict(indexed.value.p95 < 50)}) ` +
          `(${loadNote(indexed)}); without them p50 ${without.value.p50.toFixed(1)} ms, ` +
          `p95 ${without.value.p95.toFixed(1)} ms (${loadNote(without)})`,
      )
    } finally {
      await db.end()
    }
  },
  {
    extra: {
      // One client address reads every page here.
      'custom-data': {
        RATE_LIMIT_READ_ADDRESS: '1000000/60',
        RATE_LIMIT_READ_SITE: '1000000/60',
      },
    },
  },
)
