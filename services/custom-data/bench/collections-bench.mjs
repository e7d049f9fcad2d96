// `make bench`: collections' figures (issue "Collections").
// - CSV import of 10,000 rows through the gateway: items per second.
// - A collection of 100,000 published items: a list filtered on one field and sorted on
//   another, 20 items a page, read through the public read API (each page once, so no answer
//   comes from its cache; each category, both directions, pages 1 to 5): p50 and p95, with
//   the service's indexes and again without them.
//   Target: p95 under 50 ms with the indexes.
// - On the same collection, its template page (`/x/:slug`) from the site-server: uncached
//   (each item's first visit) p50 and p95; cached, its throughput and latency against a static
//   page of the same site; and an edited item, from the write to its new page being served,
//   p50 and p95 (target: p95 under 2 s).
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { deserializeSite, serializeSite } from '../../../web/site-format/dist/index.js'
import { loadTest, printComparison, withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { loadNote, steady } from '../../../infra/local/load-guard.mjs'

const ITEMS = Number(process.env.BENCH_COLLECTION_ITEMS ?? 100_000)
const IMPORT_ROWS = 10_000
const CATEGORIES = 10
const PAGES = 100
const PAGE_SIZE = 20
const ITEM_PAGE_VISITS = 100
const EDITS = 20
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const LOAD_CONNECTIONS = 16
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

/** `count` rows from `from`: a title, its slug, a category of ten, a rank and a status. */
function csvRows(from, count) {
  const lines = ['title,slug,category,rank,status']
  for (let n = from; n < from + count; n += 1) {
    lines.push(`Item ${n},item-${n},c${n % CATEGORIES},${(n * 7919) % 100_003},Published`)
  }
  return lines.join('\n') + '\n'
}

async function importRows(api, siteId, collectionId, token, from, count) {
  const mapping = JSON.stringify({
    title: 'Title',
    slug: 'Slug',
    category: 'Category',
    rank: 'Rank',
  })
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
  async ({ url, pid, databaseUrl }) => {
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
            { name: 'Slug', type: 'Slug' },
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

      await itemPages({
        api,
        siteServer: url('site-server'),
        siteServerPid: pid('site-server'),
        token,
        siteId,
        collection: created.body,
      })
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

function get(url, host) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

/**
 * The collection's template page and a static page of the same size, published; then item
 * pages uncached, cached beside the static page, and an edited item until it is served.
 */
async function itemPages({ api, siteServer, siteServerPid, token, siteId, collection }) {
  const fieldId = (name) => collection.fields.find((f) => f.name === name).id
  const loaded = await call(siteServer, 'GET', `/api/sites/${siteId}`, { token })
  if (loaded.status !== 200) throw new Error(`load: ${loaded.status}`)
  const site = deserializeSite(loaded.body)
  const newId = () => `${site.context.namespace}-c-${site.context.nextId++}`
  const page = (route, name, children) => {
    const root = { id: newId(), name: 'Root', tag: 'main', style: { custom: {} } }
    root.children = children.map((c) => ({
      id: newId(),
      name: c.tag,
      style: { custom: {} },
      parentId: root.id,
      ...c,
    }))
    site.pages[route] = { name, route, public: true, head: { title: name }, root }
    site.pageOrder.push(route)
  }
  const bound = (tag, name) => ({ tag, bindings: { content: { field: fieldId(name) } } })
  page('/x/:slug', 'Product', [bound('h1', 'Title'), bound('p', 'Category'), bound('p', 'Rank')])
  site.pages['/x/:slug'].collection = { collection: collection.id, slugField: fieldId('Slug') }
  page('/static', 'Static', [
    { tag: 'h1', content: `Item ${Math.floor(ITEMS / 3)}` },
    { tag: 'p', content: 'c3' },
    { tag: 'p', content: '12345' },
  ])
  const { context, pages, pageOrder } = serializeSite(site)
  const saved = await call(siteServer, 'PATCH', `/api/sites/${siteId}`, {
    token,
    body: { context, pages, pageOrder, update_key: loaded.body.update_key },
  })
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.body)}`)
  const published = await call(api, 'POST', `/sites/${siteId}/actions/publish`, {
    token,
    body: { publish: true },
  })
  if (published.status >= 300) throw new Error(`publish: ${published.status}`)
  const { subdomain } = (await call(api, 'GET', `/sites/${siteId}`, { token })).body
  const host = `${subdomain}.localhost:${new URL(siteServer).port}`
  const title = (html) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html.toString())?.[1]

  // Uncached: items no one asked for yet, spread over the collection.
  let next = 7
  const uncached = await steady(
    async () => {
      const times = []
      for (let i = 0; i < ITEM_PAGE_VISITS; i += 1) {
        const n = (next = (next * 7919 + 13) % ITEMS)
        const started = performance.now()
        const res = await get(`${siteServer}/x/item-${n}`, host)
        times.push(performance.now() - started)
        if (res.status !== 200 || title(res.body) !== `Item ${n}`)
          throw new Error(`/x/item-${n}: ${res.status} ${title(res.body)}`)
      }
      return times.sort((a, b) => a - b)
    },
    { repeats: 1 },
  )

  // Cached: one item page against the static page, alternating.
  const itemUrl = `${siteServer}/x/item-${Math.floor(ITEMS / 3)}`
  const staticUrl = `${siteServer}/static`
  const sizes = {}
  for (const [name, address] of [
    ['item', itemUrl],
    ['static', staticUrl],
  ]) {
    const res = await get(address, host)
    if (res.status !== 200) throw new Error(`${address}: ${res.status}`)
    sizes[name] = res.body.length
  }
  const load = { connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers: { host } }
  await loadTest(itemUrl, load)
  await loadTest(staticUrl, load)
  const cached = await steady(async () => {
    const runs = { item: [], static: [] }
    for (let round = 0; round < 2; round += 1) {
      for (const name of round % 2 ? ['static', 'item'] : ['item', 'static']) {
        runs[name].push(
          await loadTest(name === 'item' ? itemUrl : staticUrl, {
            ...load,
            server: siteServerPid,
          }),
        )
      }
    }
    return runs
  })

  // An edited item until its new page is served: its page cached first, as a visitor had it.
  // Each run edits items no run edited before (a run is taken again when the load moved).
  let nextEdit = Math.floor(ITEMS / 2)
  const edits = await steady(
    async () => {
      const times = []
      for (let i = 0; i < EDITS; i += 1) {
        const n = nextEdit++
        const address = `${siteServer}/x/item-${n}`
        await get(address, host)
        const items = await call(
          api,
          'GET',
          `/sites/${siteId}/custom_data/collections/${collection.id}/items?search=${encodeURIComponent(`item ${n}`)}&page_size=25`,
          { token },
        )
        const item = items.body.results?.find(
          (r) => r.values[fieldId('Title')]['*'] === `Item ${n}`,
        )
        if (!item)
          throw new Error(`item ${n} not found: ${JSON.stringify(items.body).slice(0, 300)}`)
        const edited = `Item ${n} edited ${Date.now()}`
        const started = performance.now()
        const res = await call(
          api,
          'PATCH',
          `/sites/${siteId}/custom_data/collections/${collection.id}/items/${item.id}`,
          { token, body: { values: { [fieldId('Title')]: edited } } },
        )
        if (res.status !== 200) throw new Error(`edit: ${res.status} ${JSON.stringify(res.body)}`)
        for (;;) {
          const seen = await get(address, host)
          if (title(seen.body) === edited) break
          if (performance.now() - started > 10_000) throw new Error(`${address}: never changed`)
          await new Promise((r) => setTimeout(r, 10))
        }
        times.push(performance.now() - started)
      }
      return times.sort((a, b) => a - b)
    },
    { repeats: 1 },
  )

  const ms = (v) => `${v.toFixed(1)} ms`
  const pick = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
  console.log(
    `item page of a ${ITEMS}-item collection (/x/:slug), ${ITEM_PAGE_VISITS} items' first visits ` +
      `(uncached): p50 ${ms(pick(uncached.value, 0.5))}, p95 ${ms(pick(uncached.value, 0.95))} ` +
      `(${loadNote(uncached)})`,
  )
  printComparison(
    `Cached item page (${sizes.item} bytes) beside a static page of the site (${sizes.static} bytes) — ` +
      `${LOAD_CONNECTIONS} connections, 2 x ${LOAD_SECONDS} s each (${loadNote(cached)})`,
    ['item', 'static'],
    cached.value.item,
    cached.value.static,
  )
  const p95 = pick(edits.value, 0.95)
  console.log(
    `an edited item until its new page is served, ${EDITS} edits: p50 ${ms(pick(edits.value, 0.5))}, ` +
      `p95 ${ms(p95)} (< 2 s: ${p95 < 2000 ? 'ok' : 'OVER'}) (${loadNote(edits)})`,
  )
}
