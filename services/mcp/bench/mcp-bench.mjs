// `make bench`: the agents' MCP service on the 10,000-component site (issue "Tessera for AI
// agents"): the size of what an agent reads (tools/list, the default outline, the largest single
// result) against its limits, and one `apply` of one operation, p95, in the service (the time
// its audit row holds) and as the agent sees it through the gateway.
import { performance } from 'node:perf_hooks'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { connectAgent } from '@tessera/kit/testing/agent-oauth'
import pg from 'pg'
import { serializeSite } from '../../../web/site-format/dist/index.js'
import { generateSite } from '../../../web/site-format/dist/testing/generate-site.js'
import { withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { loadNote, steady } from '../../../infra/local/load-guard.mjs'

const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 10_000)
const APPLIES = Number(process.env.BENCH_APPLIES ?? 60)
/** The top plan's room for pages and history, in bytes. */
const ROOM = 100_000_000
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

function p95(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]
}

/** A person registered through the gateway, with the app's token. */
async function register(gateway) {
  const res = await fetch(`${gateway}/api/users/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `mcp-bench-${Date.now()}@example.test`,
      password: 'bench pass 1',
    }),
  })
  if (res.status !== 201) throw new Error(`registration answered ${res.status}`)
  const body = await res.json()
  return { id: body.user.id, token: body.auth_token }
}

async function json(res, expected) {
  const text = await res.text()
  if (res.status !== expected) throw new Error(`${res.url} answered ${res.status}: ${text}`)
  return text ? JSON.parse(text) : {}
}

/** A result's size as the client receives it: its text and its structured content. */
const resultBytes = (result) => Buffer.byteLength(JSON.stringify(result))

await withBenchStack(
  'mcp',
  async ({ url, databaseUrl }) => {
    // The MCP service checks the Host the agent named: the app's origin, as agents reach it.
    const gateway = url('gateway').replace('127.0.0.1', 'localhost')
    const user = await register(gateway)
    const site = generateSite({ components: COMPONENTS, pages: 1, breadth: 6 })
    // A site of the top plan (the only one with room for it), its content sent whole.
    const created = await json(
      await fetch(`${gateway}/api/sites`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ name: 'Bench Agent', subdomain: `mcp-bench-${Date.now()}` }),
      }),
      201,
    )
    const siteId = created.id
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    await db.query(`UPDATE sites.sites SET site_type = 'Paid3' WHERE id = $1`, [siteId])
    await db.query(
      `UPDATE site_content.sites SET site_type = 'Paid3', pages_limit = $2, history_limit = $2
        WHERE site_id = $1`,
      [siteId, ROOM],
    )
    await json(
      await fetch(`${created.site_server.address.replace(/\/$/, '')}/api/sites/${siteId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ ...serializeSite(site), force: true }),
      }),
      200,
    )
    const { accessToken: token } = await connectAgent(
      gateway,
      user.token,
      [siteId],
      ['sites:read', 'sites:write', 'sites:publish', 'data:read'],
      'Bench Agent',
    )
    const client = new Client({ name: 'tessera-bench', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gateway}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      }),
    )

    const { tools } = await client.listTools()
    const listBytes = Buffer.byteLength(JSON.stringify({ tools }))
    const call = async (name, args) => {
      const result = await client.callTool({ name, arguments: args })
      if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`)
      return result
    }
    // What an agent reads first: each read tool with its defaults, and the largest answer.
    const page = site.pages[site.pageOrder[0]]
    const leaf = (function first(component) {
      return component.children?.length ? first(component.children[0]) : component
    })(page.root)
    const reads = {
      get_site: await call('get_site', { siteId }),
      get_outline: await call('get_outline', { siteId }),
      find_components: await call('find_components', { siteId, tag: 'div' }),
      inspect: await call('inspect', { siteId, ids: [page.root.id] }),
      describe_ops: await call('describe_ops', {}),
    }
    const sizes = Object.entries(reads).map(([name, result]) => [name, resultBytes(result)])
    const [largestName, largest] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a))
    const pageBytes = Buffer.byteLength(JSON.stringify(page))
    console.log(`\nThe MCP service on a page of ${COMPONENTS.toLocaleString('en')} components`)
    console.log(`  tools/list: ${kb(listBytes)} for ${tools.length} tools (aim at most 20 KB)`)
    // A result carries its answer twice, as the protocol asks: structured, and as JSON text for
    // clients that read only text. A model reads one of them.
    const outlineBytes = Buffer.byteLength(JSON.stringify(reads.get_outline.structuredContent))
    console.log(
      `  default outline of the page: ${kb(outlineBytes)} (aim at most 12 KB; the whole answer, text and structured, ${kb(resultBytes(reads.get_outline))}), the page's JSON ${kb(pageBytes)}`,
    )
    console.log(
      `  largest single result: ${kb(largest)} (${largestName}; results are capped at 32 KB)`,
    )

    // One apply of one operation, again and again: through the gateway as the agent waits for
    // it, and in the service as its audit row times it.
    const figure = await steady(async () => {
      const seen = []
      for (let i = 0; i < APPLIES; i++) {
        const start = performance.now()
        await call('apply', {
          siteId,
          label: 'Bench padding',
          ops: [{ op: 'set_style', id: leaf.id, property: 'padding-top', value: `${i % 40}px` }],
        })
        seen.push(performance.now() - start)
      }
      const { rows } = await db.query(
        `SELECT duration_ms FROM mcp.calls WHERE tool = 'apply' ORDER BY id DESC LIMIT $1`,
        [APPLIES],
      )
      return { gateway: seen, service: rows.map((r) => Number(r.duration_ms)) }
    })
    await db.end()
    await client.close()
    const { gateway: viaGateway, service } = figure.value
    console.log(
      `  apply of one operation, p95 of ${APPLIES}: in the service ${p95(service).toFixed(0)} ms (aim 30 ms), through the gateway ${p95(viaGateway).toFixed(1)} ms (aim 100 ms); ${loadNote(figure)}`,
    )
  },
  {
    extra: {
      mcp: { RATE_LIMIT_READS: '100000/60', RATE_LIMIT_APPLIES: '100000/60' },
      gateway: { GATEWAY_BODY_LIMIT: String(20 * 1024 * 1024), BODY_LIMIT: '20mb' },
      sites: { BODY_LIMIT: '20mb' },
      'site-server': { BODY_LIMIT: '20mb' },
    },
  },
)
