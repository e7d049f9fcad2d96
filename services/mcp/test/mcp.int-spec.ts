import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { NestExpressApplication } from '@nestjs/platform-express'
import {
  type AgentScope,
  bootstrap,
  DEFAULT_MCP_AUDIENCE,
  runMigrations,
} from '@tessera/kit'
import { apiClient, testStack, uniqueEmail } from '@tessera/kit/testing'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../infra/local/stack.mjs'
import { AppModule } from '../src/app.module.js'
import { loadMcpConfig } from '../src/config.js'
import { mcpDatabase } from '../src/database.js'

const stack = testStack()
const api = apiClient(stack.gatewayUrl)
const ISSUER = 'tessera-auth'

let app: NestExpressApplication
let jwks: Server
let key: CryptoKey
let mcpUrl: string

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
  })
  await runMigrations(config, mcpDatabase)
  app = await bootstrap(AppModule.register(config))
})

afterAll(async () => {
  await app?.close()
  jwks?.close()
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
        'publish',
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
