import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { NestExpressApplication } from '@nestjs/platform-express'
import {
  type AgentScope,
  agentGrantRevokedKey,
  bootstrap,
  CONFIG,
  DEFAULT_MCP_AUDIENCE,
  grpcClient,
  runMigrations,
} from '@tessera/kit'
import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import { SiteContentService } from '@tessera/proto'
import { createSite, serializeSite } from '@tessera/site-format'
import { generateSite } from '@tessera/site-format/testing'
import { solveChallenge } from 'altcha-lib/v1'
import { Redis } from 'ioredis'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../infra/local/stack.mjs'
import { AppModule } from '../src/app.module.js'
import { loadMcpConfig, type McpConfig } from '../src/config.js'
import { mcpDatabase } from '../src/database.js'
import { digestOf } from '../src/mcp/tool-results.js'
import { Confirmations } from '../src/safety/confirmations.js'
import { RateLimits } from '../src/safety/rate-limits.js'

const stack = testStack()
const api = apiClient(stack.gatewayUrl)
const ISSUER = 'tessera-auth'

let app: NestExpressApplication
let jwks: Server
let key: CryptoKey
let mcpUrl: string
let redis: Redis

interface User {
  id: string
  token: string
}

async function register(): Promise<User> {
  const res = await api.post<{ auth_token: string; user: { id: string } }>(
    '/api/users/registrations',
    { body: { email: uniqueEmail('mcp'), password: 'correct horse 1' } },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.user.id, token: res.body.auth_token }
}

async function createSiteFor(user: User): Promise<string> {
  const res = await api.post<{ id: string }>('/api/sites', {
    token: user.token,
    body: { subdomain: `mcp-${uniqueSuffix()}`, ...serializeSite(createSite('Bakery')) },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id
}

interface TokenOptions {
  sites: string[]
  scopes?: AgentScope[]
  audience?: string
  grantId?: string
}

function agentToken(user: User, options: TokenOptions): Promise<string> {
  return new SignJWT({
    scope: (options.scopes ?? ['sites:read', 'sites:write', 'sites:publish', 'data:read']).join(
      ' ',
    ),
    sites: options.sites,
    client_id: 'test-client',
    client_name: 'Test Agent',
    grant_id: options.grantId ?? randomUUID(),
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(options.audience ?? DEFAULT_MCP_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key)
}

/** A token of the app's own kind (its audience), signed by the same keys as agent tokens. */
function appToken(user: User): Promise<string> {
  return new SignJWT({ user_type: 'Owner' })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience('tessera')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key)
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'tessera-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(mcpUrl), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  )
  // Cached by the client: every later call's result is checked against its output schema.
  await client.listTools()
  return client
}

async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as T
}

async function refused(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  expect(result.isError).toBe(true)
  return (result.content[0] as { text: string }).text
}

/** A raw JSON-RPC post, for what the SDK's client does not show (statuses, headers). */
function post(token: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

const toolCall = (name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name, arguments: args },
})

/** A solved proof-of-work challenge, as a visitor's browser sends it with a form. */
async function solvedChallenge(siteId: string): Promise<string> {
  const res = await api.get<{
    algorithm: string
    challenge: string
    salt: string
    signature: string
  }>(`/api/sites/${siteId}/custom_data/challenge`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { algorithm, challenge, salt, signature } = res.body
  const solution = await solveChallenge(challenge, salt, algorithm, 100_000).promise
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution!.number, salt, signature }),
  ).toString('base64')
}

/**
 * The stored draft as the site server has it (its history aside): each part's JSON text as
 * stored, so comparing two of them compares the site byte for byte.
 */
async function storedSite(user: User, siteId: string) {
  const content = grpcClient(SiteContentService, stack.urls['site-server:grpc']!)
  const loaded = await content.loadForUser({ siteId, userId: user.id })
  const { pages, context, defaults, pageOrder, name } = loaded.content!
  return {
    name,
    pages,
    context,
    defaults,
    pageOrder,
  }
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256')
  key = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' }
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  const port = await freePort()
  mcpUrl = `http://127.0.0.1:${port}/mcp`
  const config = loadMcpConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    REDIS_PREFIX: stack.redisPrefix,
    AUTH_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`,
    SITES_GRPC_URL: stack.urls['sites:grpc'],
    MCP_PUBLIC_URL: mcpUrl,
    CONFIRMATION_SECRET: 'a test secret of at least thirty-two characters',
    RATE_LIMIT_READS: '100000/60',
    RATE_LIMIT_APPLIES: '100000/60',
    CUSTOM_DATA_GRPC_URL: stack.urls['custom-data:grpc'],
  })
  await runMigrations(config, mcpDatabase)
  app = await bootstrap(AppModule.register(config))
  redis = new Redis(stack.redisUrl)
})

afterAll(async () => {
  await app?.close()
  jwks?.close()
  await redis?.quit()
})

describe('the tool list', () => {
  it('names at most 15 snake_case tools, each with input and output schemas, in 20 KB', async () => {
    const owner = await register()
    const client = await connect(await agentToken(owner, { sites: [] }))
    const { tools } = await client.listTools()
    const size = Buffer.byteLength(JSON.stringify({ tools }))
    console.log(`tools/list: ${tools.length} tools, ${size} bytes`)
    expect(size).toBeLessThanOrEqual(20 * 1024)
    expect(tools.length).toBeLessThanOrEqual(15)
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'apply',
        'describe_ops',
        'find_components',
        'get_outline',
        'get_site',
        'history',
        'inspect',
        'list_tables',
        'publish',
        'read_rows',
        'render_preview',
      ].sort(),
    )
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-z]+(_[a-z]+)*$/)
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.outputSchema?.type).toBe('object')
    }
    await client.close()
  })
})

describe('authorisation', () => {
  it('answers 401 with the resource metadata without a token, for another audience, for an app token', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const args = { siteId }
    const none = await post(undefined, toolCall('get_site', args))
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toContain('resource_metadata="http://127.0.0.1:')
    const metadata = await fetch(new URL('/.well-known/oauth-protected-resource/mcp', mcpUrl)).then(
      (r) => r.json() as Promise<{ resource: string; authorization_servers: string[] }>,
    )
    expect(metadata.resource).toBe(mcpUrl)
    expect(metadata.authorization_servers).toHaveLength(1)

    const other = await agentToken(owner, { sites: [siteId], audience: 'someone-else' })
    expect((await post(other, toolCall('get_site', args))).status).toBe(401)
    // The app's own kind of token, signed by the same keys.
    expect((await post(await appToken(owner), toolCall('get_site', args))).status).toBe(401)
  })

  it('answers 403 insufficient_scope for a tool beyond the scopes', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const reader = await agentToken(owner, { sites: [siteId], scopes: ['sites:read'] })
    const res = await post(reader, toolCall('apply', { siteId, ops: [], label: 'x' }))
    expect(res.status).toBe(403)
    expect(res.headers.get('www-authenticate')).toContain('error="insufficient_scope"')
    expect(res.headers.get('www-authenticate')).toContain('scope="sites:write"')
    expect((await post(reader, toolCall('get_site', { siteId }))).status).toBe(200)
  })

  it("refuses another person's site, and a site the token does not name, as unknown", async () => {
    const owner = await register()
    const stranger = await register()
    const siteId = await createSiteFor(owner)
    const mine = await createSiteFor(stranger)
    const client = await connect(await agentToken(stranger, { sites: [siteId, mine] }))
    expect(await refused(client, 'get_site', { siteId })).toContain('SiteNotFound')
    const unnamed = await connect(await agentToken(owner, { sites: [] }))
    expect(await refused(unnamed, 'get_outline', { siteId })).toContain('SiteNotFound')
    expect((await call(client, 'get_site', { siteId: mine }))['name']).toBe('Bakery')
  })

  it('refuses a token whose grant was revoked', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const grantId = randomUUID()
    const token = await agentToken(owner, { sites: [siteId], grantId })
    expect((await post(token, toolCall('get_site', { siteId }))).status).toBe(200)
    await redis.set(agentGrantRevokedKey(stack.redisPrefix, grantId), '1', 'EX', 60)
    expect((await post(token, toolCall('get_site', { siteId }))).status).toBe(401)
  })

  it('refuses a Host or an Origin it does not serve', async () => {
    const owner = await register()
    const token = await agentToken(owner, { sites: [] })
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' }
    expect((await post(token, list, { origin: 'https://evil.example' })).status).toBe(403)
    const res = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${token}`,
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify(list),
    })
    expect(res.status).toBe(403)
  })
})

/** Adds `count` buttons to the home page; answers the short ids. */
async function addButtons(client: Client, siteId: string, count: number): Promise<void> {
  const outline = await call<{ lines: string[] }>(client, 'get_outline', { siteId })
  const root = outline.lines[0]!.trim().split(' ')[0]!
  const ops = Array.from({ length: count }, (_, i) => ({
    op: 'add_component',
    parentId: root,
    component: { tag: 'button', name: `Order ${i}`, content: `Order ${i}` },
  }))
  await call(client, 'apply', { siteId, ops, label: 'Add buttons' })
}

describe('editing', () => {
  it('makes every button rounded in 2 calls, stored in the site', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    await addButtons(client, siteId, 3)

    const found = await call<{ matches: Array<{ id: string }> }>(client, 'find_components', {
      siteId,
      tag: 'button',
    })
    expect(found.matches).toHaveLength(3)
    const applied = await call<{ status: string }>(client, 'apply', {
      siteId,
      label: 'Round the buttons',
      ops: found.matches.map(({ id }) => ({
        op: 'set_style',
        id,
        property: 'border-radius',
        value: '999px',
      })),
    })
    expect(applied.status).toBe('applied')

    const rounded = await call<{ matches: unknown[] }>(client, 'find_components', {
      siteId,
      css: 'border-radius: 999px',
    })
    expect(rounded.matches).toHaveLength(3)
    const stored = await storedSite(owner, siteId)
    expect(stored.pages!.match(/"border-radius":"999px"/g)).toHaveLength(3)
    const inspected = await call<{ components: Array<{ resolved: object }> }>(client, 'inspect', {
      siteId,
      ids: [found.matches[0]!.id],
    })
    expect(JSON.stringify(inspected.components[0]!.resolved)).toContain('999px')
  })

  it("reaches the site's open builders as the agent's save, named by its label", async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    const abort = new AbortController()
    const stream = await fetch(`${stack.urls['site-server']}/api/sites/${siteId}/events`, {
      headers: { authorization: `Bearer ${owner.token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    })
    expect(stream.status).toBe(200)
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    /** The data of the next event named `name`. */
    const next = async (name: string): Promise<Record<string, unknown>> => {
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) throw new Error('the stream ended')
        buffer += value
        for (const frame of buffer.split('\n\n')) {
          if (/^event: (.*)$/m.exec(frame)?.[1] === name)
            return JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as Record<string, unknown>
        }
      }
    }
    try {
      await next('ready')
      await addButtons(client, siteId, 1)
      const saved = await next('saved')
      expect(saved['origin']).toEqual({ client_name: 'Test Agent', label: 'Add buttons' })
      expect(saved['author_id']).toBe(owner.id)
    } finally {
      abort.abort()
    }
  })

  it('gives the site back byte for byte after apply then history undo, and redoes it', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    await addButtons(client, siteId, 2)
    const before = await storedSite(owner, siteId)
    const { matches } = await call<{ matches: Array<{ id: string }> }>(client, 'find_components', {
      siteId,
      tag: 'button',
    })
    await call(client, 'apply', {
      siteId,
      label: 'Restyle',
      ops: [
        { op: 'set_style', id: matches[0]!.id, property: 'color', value: 'red' },
        { op: 'edit_component', id: matches[1]!.id, content: 'Buy' },
        { op: 'remove_component', id: matches[0]!.id },
        { op: 'create_style', name: 'Pill' },
        { op: 'add_page', name: 'About', route: '/about' },
      ],
    })
    expect(await storedSite(owner, siteId)).not.toEqual(before)

    const undone = await call<{ done: { label: string } }>(client, 'history', {
      siteId,
      action: 'undo',
    })
    expect(undone.done.label).toBe('Restyle')
    expect(await storedSite(owner, siteId)).toEqual(before)

    await call(client, 'history', { siteId, action: 'redo' })
    const pages = await call<{ pages: unknown[] }>(client, 'get_site', { siteId })
    expect(pages.pages).toHaveLength(2)
    const listed = await call<{ entries: Array<{ label: string; undone: boolean }> }>(
      client,
      'history',
      { siteId },
    )
    expect(listed.entries.map((e) => [e.label, e.undone])).toEqual([
      ['Restyle', false],
      ['Add buttons', false],
    ])
  })

  it('applies a requestId once, however often it is sent', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    await addButtons(client, siteId, 1)
    const { matches } = await call<{ matches: Array<{ id: string }> }>(client, 'find_components', {
      siteId,
      tag: 'button',
    })
    const args = {
      siteId,
      label: 'One more',
      requestId: `req-${uniqueSuffix()}`,
      ops: [
        {
          op: 'add_component',
          parentId: matches[0]!.id,
          component: { tag: 'span', content: 'Hot' },
        },
      ],
    }
    const first = await call<{ version: string }>(client, 'apply', args)
    const again = await call<{ version: string }>(client, 'apply', args)
    expect(again).toEqual(first)
    const spans = await call<{ matches: unknown[] }>(client, 'find_components', {
      siteId,
      tag: 'span',
    })
    expect(spans.matches).toHaveLength(1)
  })

  it('refuses an unknown operation or id with near misses, and applies nothing', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    const before = await storedSite(owner, siteId)
    const text = await refused(client, 'apply', {
      siteId,
      label: 'Typos',
      ops: [{ op: 'set_styel', id: 'c-1', property: 'color', value: 'red' }],
    })
    expect(text).toContain('set_style')
    expect(text).toContain('Operation 0')
    expect(await storedSite(owner, siteId)).toEqual(before)
    const ops = await call<{ operations: Array<{ op: string; input?: object }> }>(
      client,
      'describe_ops',
      { ops: ['set_style'] },
    )
    expect(ops.operations[0]!.input).toBeDefined()
  })
})

describe('confirmation', () => {
  it('publishes only with a fresh, unaltered, unused token for this call', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    const plan = await call<{ status: string; confirmation: { token: string } }>(
      client,
      'publish',
      { siteId },
    )
    expect(plan.status).toBe('needs_confirmation')
    const token = plan.confirmation.token
    const [body, mac] = token.split('.') as [string, string]
    const altered = `${body}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`
    expect(await refused(client, 'publish', { siteId, confirmation: altered })).toContain(
      'ConfirmationRefused',
    )
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { e: number }
    const forged = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 1 })).toString(
      'base64url',
    )
    expect(
      await refused(client, 'publish', { siteId, confirmation: `${forged}.${mac}` }),
    ).toContain('ConfirmationRefused')

    const done = await call<{ status: string }>(client, 'publish', { siteId, confirmation: token })
    expect(done.status).toBe('published')
    expect(await refused(client, 'publish', { siteId, confirmation: token })).toContain(
      'used already',
    )
    const site = await api.get<{ published: boolean }>(`/api/sites/${siteId}`, {
      token: owner.token,
    })
    expect(site.body.published).toBe(true)
  })

  it('asks to confirm removing a page, and refuses an expired token', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    await call(client, 'apply', {
      siteId,
      label: 'About page',
      ops: [{ op: 'add_page', name: 'About', route: '/about' }],
    })
    const args = { siteId, label: 'Drop About', ops: [{ op: 'remove_page', route: '/about' }] }
    const plan = await call<{ status: string; confirmation: { token: string } }>(
      client,
      'apply',
      args,
    )
    expect(plan.status).toBe('needs_confirmation')
    const site = await call<{ pages: unknown[]; version: string }>(client, 'get_site', { siteId })
    expect(site.pages).toHaveLength(2)
    const expired = app
      .get(Confirmations)
      .issue(
        { userId: owner.id, siteId, version: site.version, digest: digestOf(args.ops) },
        Date.now() - 6 * 60 * 1000,
      )
    expect(await refused(client, 'apply', { ...args, confirmation: expired.token })).toContain(
      'expired',
    )

    const done = await call<{ status: string }>(client, 'apply', {
      ...args,
      confirmation: plan.confirmation.token,
    })
    expect(done.status).toBe('applied')
    expect((await call<{ pages: unknown[] }>(client, 'get_site', { siteId })).pages).toHaveLength(1)
  })

  it('asks to confirm removing more than 50 components, and checks a dry run without saving', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    const outline = await call<{ lines: string[] }>(client, 'get_outline', { siteId })
    const root = outline.lines[0]!.trim().split(' ')[0]!
    const items = Array.from({ length: 55 }, (_, i) => ({ tag: 'li', content: `Loaf ${i}` }))
    await call(client, 'apply', {
      siteId,
      label: 'Menu',
      ops: [{ op: 'add_component', parentId: root, component: { tag: 'ul', children: items } }],
    })
    const { matches } = await call<{ matches: Array<{ id: string }> }>(client, 'find_components', {
      siteId,
      tag: 'ul',
    })
    const before = await storedSite(owner, siteId)
    const remove = {
      siteId,
      label: 'No menu',
      ops: [{ op: 'remove_component', id: matches[0]!.id }],
    }
    const dry = await call<{ status: string }>(client, 'apply', { ...remove, dryRun: true })
    expect(dry.status).toBe('dry_run')
    const plan = await call<{ status: string; confirmation: { reason: string; token: string } }>(
      client,
      'apply',
      remove,
    )
    expect(plan.status).toBe('needs_confirmation')
    expect(plan.confirmation.reason).toContain('56 components')
    expect(await storedSite(owner, siteId)).toEqual(before)
    // Any save after the plan voids its token.
    const token = plan.confirmation.token
    const applied = await call<{ status: string }>(client, 'apply', {
      ...remove,
      ops: [{ op: 'set_style', id: matches[0]!.id, property: 'color', value: 'red' }],
    })
    expect(applied.status).toBe('applied')
    expect(await refused(client, 'apply', { ...remove, confirmation: token })).toContain(
      'site changed',
    )
  })

  it('lets the owner read every call in the agent activity', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    await call(client, 'get_site', { siteId })
    await refused(client, 'apply', { siteId, label: 'x', ops: [{ op: 'nope' }] })
    const url = `${new URL(mcpUrl).origin}/sites/${siteId}/agent_activity`
    const res = await fetch(url, { headers: { authorization: `Bearer ${await appToken(owner)}` } })
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as { results: Array<{ tool: string; outcome: string }> }
    expect(results.map((r) => [r.tool, r.outcome])).toEqual([
      ['apply', 'OperationRefused'],
      ['get_site', 'ok'],
    ])
    const stranger = await register()
    const denied = await fetch(url, {
      headers: { authorization: `Bearer ${await appToken(stranger)}` },
    })
    expect(denied.status).toBe(403)
  })
})

describe('data tables', () => {
  it('lists tables and reads rows, marking what visitors wrote as untrusted', async () => {
    const owner = await register()
    const siteId = await createSiteFor(owner)
    const customData = (action: string, data: Record<string, unknown>, token?: string) =>
      api.post<{ code?: string }>(`/api/sites/${siteId}/custom_data`, {
        body: { action, data },
        ...(token ? { token } : {}),
      })
    const created = await customData(
      'CreateTable',
      {
        table_name: 'orders',
        columns: { email: { name: 'email', validation_rules: [{ rule_type: 'Email' }] } },
        events: [],
      },
      owner.token,
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const added = await customData(
      'AddRow',
      { table_name: 'orders', row: { email: 'owner@example.test' } },
      owner.token,
    )
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const published = await api.post(`/api/sites/${siteId}/actions/publish`, {
      token: owner.token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
    const visitor = await customData('AddRow', {
      table_name: 'orders',
      row: { email: 'visitor@example.test' },
      altcha: await solvedChallenge(siteId),
    })
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200)

    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    const { tables } = await call<{ tables: Array<{ name: string; rows: number }> }>(
      client,
      'list_tables',
      { siteId },
    )
    expect(tables).toEqual([expect.objectContaining({ name: 'orders', rows: 2 })])
    const read = await call<{ rows: Array<{ values: { email: string }; untrusted: boolean }> }>(
      client,
      'read_rows',
      { siteId, table: 'orders' },
    )
    expect(read.rows.map((r) => [r.values.email, r.untrusted])).toEqual([
      ['owner@example.test', false],
      ['visitor@example.test', true],
    ])
    expect(await refused(client, 'read_rows', { siteId, table: 'order' })).toContain(
      'TableNotFound',
    )
    const noData = await agentToken(owner, { sites: [siteId], scopes: ['sites:read'] })
    expect((await post(noData, toolCall('list_tables', { siteId }))).status).toBe(403)
  })
})

describe('limits', () => {
  it("keeps a big page's outline within a client's result cap, with a cursor for the rest", async () => {
    const owner = await register()
    const site = generateSite({ namespace: 'big', pages: 1, components: 2500, breadth: 6 })
    const res = await api.post<{ id: string }>('/api/sites', {
      token: owner.token,
      body: { subdomain: `mcp-${uniqueSuffix()}`, ...serializeSite(site) },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const siteId = res.body.id
    const client = await connect(await agentToken(owner, { sites: [siteId] }))
    const result = (await client.callTool({
      name: 'get_outline',
      arguments: { siteId, depth: 30, limit: 500 },
    })) as CallToolResult
    const size = Buffer.byteLength(JSON.stringify(result.structuredContent))
    const page = result.structuredContent as { lines: string[]; cursor?: string; total: number }
    console.log(`outline of ${page.total} components: ${page.lines.length} lines, ${size} bytes`)
    expect(size).toBeLessThanOrEqual(32 * 1024)
    expect(page.cursor).toBeDefined()
    const next = await call<{ lines: string[] }>(client, 'get_outline', {
      siteId,
      depth: 30,
      limit: 500,
      cursor: page.cursor,
    })
    expect(next.lines[0]).not.toEqual(page.lines[0])
  })

  it('counts calls per token and refuses those over the limit', async () => {
    const limits = new RateLimits(
      { ...app.get<McpConfig>(CONFIG), RATE_LIMIT_APPLIES: { points: 2, seconds: 60 } },
      redis,
    )
    const token = `rate-${uniqueSuffix()}`
    expect(await limits.take(token, 'applies')).toBeUndefined()
    expect(await limits.take(token, 'applies')).toBeUndefined()
    expect(await limits.take(token, 'applies')).toBeGreaterThan(0)
    expect(await limits.take(`${token}-other`, 'applies')).toBeUndefined()
  })
})

describe('through the gateway', () => {
  it('serves the protected resource metadata and answers /mcp with a 401 challenge', async () => {
    const metadata = await fetch(`${stack.gatewayUrl}/.well-known/oauth-protected-resource`)
    expect(metadata.status).toBe(200)
    const body = (await metadata.json()) as { resource: string; authorization_servers: string[] }
    expect(body.resource).toMatch(/\/mcp$/)
    expect(body.authorization_servers).toHaveLength(1)

    const res = await fetch(`${stack.gatewayUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toContain('resource_metadata="http://localhost:')
    expect((await fetch(`${stack.gatewayUrl}/mcp`)).status).toBe(405)
  })
})
