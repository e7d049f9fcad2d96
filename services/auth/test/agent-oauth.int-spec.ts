import { createHash, randomBytes } from 'node:crypto'
import {
  AGENT_ACCESS_TOKEN_SECONDS,
  agentGrantRevokedKey,
  agentTokenClaims,
  DEFAULT_MCP_AUDIENCE,
} from '@tessera/kit'
import { uniqueSuffix } from '@tessera/kit/testing'
import { Redis } from 'ioredis'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { api, PASSWORD, register, sql, stack, type Session } from './helpers.js'

const gateway = stack.gatewayUrl
const redis = new Redis(stack.redisUrl)
afterAll(() => redis.quit())

const REDIRECT = 'http://127.0.0.1:33418/callback'

/** The issuer (the public origin) and the MCP resource, as the metadata gives them. */
const issuer = await fetch(new URL('/.well-known/oauth-authorization-server', gateway))
  .then((res) => res.json() as Promise<{ issuer: string }>)
  .then((m) => m.issuer)
const MCP_RESOURCE = `${issuer}/mcp`

interface OAuthAnswer {
  error?: string
  error_description?: string
  [key: string]: unknown
}

interface Tokens {
  access_token: string
  token_type: string
  expires_in: number
  refresh_token: string
  scope: string
}

async function call(
  path: string,
  init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Record<string, string> = {}
  let body: string | undefined
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  const res = await fetch(new URL(path, gateway), {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  })
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    body: (res.headers.get('content-type')?.includes('json')
      ? JSON.parse(text)
      : {}) as OAuthAnswer,
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

async function registerClient(name = 'Test Agent'): Promise<string> {
  const res = await call('/oauth/register', {
    json: { client_name: name, redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return String(res.body.client_id)
}

async function withSite(user: Session): Promise<string> {
  const created = await api.post<{ id: string }>('/api/sites', {
    token: user.auth_token,
    body: { name: 'Agent Test', subdomain: `agent-${uniqueSuffix().slice(-8)}` },
  })
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
  return created.body.id
}

function authorizeUrl(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
    scope: 'sites:read sites:write data:read',
    resource: MCP_RESOURCE,
    ...extra,
  })
  return `/oauth/authorize?${query.toString()}`
}

/** A person goes through the whole consent: the agent's redirect, with its code, comes back. */
async function consent(user: Session, siteId: string, clientId: string, challenge: string) {
  const start = await call(authorizeUrl(clientId, challenge))
  expect(start.status).toBe(302)
  const consentUrl = new URL(start.headers.get('location')!)
  expect(consentUrl.pathname).toBe('/agents/authorize')
  const requestId = consentUrl.searchParams.get('request')!
  const shown = await api.get<{ client_name: string; scopes: string[]; redirect_host: string }>(
    `/api/auth/agent-requests/${requestId}`,
    { token: user.auth_token },
  )
  expect(shown.status).toBe(200)
  expect(shown.body).toEqual({
    client_name: 'Test Agent',
    client_site: null,
    redirect_host: '127.0.0.1:33418',
    scopes: ['sites:read', 'sites:write', 'data:read'],
  })
  const decided = await api.post<{ redirect_url: string }>(
    `/api/auth/agent-requests/${requestId}`,
    {
      token: user.auth_token,
      body: { allow: true, sites: [siteId], scopes: ['sites:read', 'sites:write'] },
    },
  )
  expect(decided.status, JSON.stringify(decided.body)).toBe(200)
  const back = new URL(decided.body.redirect_url)
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
  expect(back.searchParams.get('state')).toBe('state-123')
  expect(back.searchParams.get('iss')).toBe(issuer)
  return back.searchParams.get('code')!
}

function exchange(clientId: string, code: string, verifier: string) {
  return call('/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    },
  })
}

function refresh(clientId: string, refreshToken: string) {
  return call('/oauth/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId },
  })
}

/** A person with a site, an agent registered, and the agent's first tokens. */
async function connected() {
  const user = await register()
  const siteId = await withSite(user)
  const clientId = await registerClient()
  const { verifier, challenge } = pkce()
  const code = await consent(user, siteId, clientId, challenge)
  const res = await exchange(clientId, code, verifier)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { user, siteId, clientId, tokens: res.body as unknown as Tokens }
}

async function revokedMark(grantId: string): Promise<{ value: string | null; ttl: number }> {
  const key = agentGrantRevokedKey(stack.redisPrefix, grantId)
  return { value: await redis.get(key), ttl: await redis.ttl(key) }
}

function grantIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    grant_id: string
  }
  return payload.grant_id
}

describe('authorization server metadata', () => {
  it('is published at the well-known path through the gateway', async () => {
    const res = await call('/.well-known/oauth-authorization-server')
    expect(res.status).toBe(200)
    const issuer = String(res.body.issuer)
    expect(res.body).toMatchObject({
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      registration_endpoint: `${issuer}/oauth/register`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['sites:read', 'sites:write', 'sites:publish', 'data:read', 'assets:write'],
      client_id_metadata_document_supported: true,
    })
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('client registration', () => {
  it('registers a public client with its redirect URIs', async () => {
    const res = await call('/oauth/register', {
      json: {
        client_name: 'Desk Agent',
        redirect_uris: ['https://agent.example/cb', 'http://localhost:5000/cb'],
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      client_name: 'Desk Agent',
      redirect_uris: ['https://agent.example/cb', 'http://localhost:5000/cb'],
      token_endpoint_auth_method: 'none',
      // A loopback redirect: a client on the person's machine.
      application_type: 'native',
      grant_types: ['authorization_code', 'refresh_token'],
    })
    expect(res.body.client_id).toEqual(expect.any(String))
  })

  it('refuses plain http to another host, confidential clients and a missing list', async () => {
    const badUri = await call('/oauth/register', {
      json: { client_name: 'x', redirect_uris: ['http://agent.example/cb'] },
    })
    expect(badUri.status).toBe(400)
    expect(badUri.body.error).toBe('invalid_redirect_uri')
    const secret = await call('/oauth/register', {
      json: {
        redirect_uris: ['https://agent.example/cb'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    })
    expect(secret.body.error).toBe('invalid_client_metadata')
    const webOnLoopback = await call('/oauth/register', {
      json: { application_type: 'web', redirect_uris: ['http://127.0.0.1:4000/cb'] },
    })
    expect(webOnLoopback.body.error).toBe('invalid_redirect_uri')
    const none = await call('/oauth/register', { json: { client_name: 'x' } })
    expect(none.status).toBe(400)
    expect(none.body.error).toBe('invalid_client_metadata')
  })
})

describe('authorization requests', () => {
  it('answers an unknown client or redirect itself, never sending the browser there', async () => {
    const unknown = await call(authorizeUrl('no-such-client', pkce().challenge))
    expect(unknown.status).toBe(401)
    expect(unknown.body.error).toBe('invalid_client')
    const clientId = await registerClient()
    const elsewhere = await call(
      authorizeUrl(clientId, pkce().challenge, { redirect_uri: 'https://evil.example/cb' }),
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.error).toBe('invalid_request')
  })

  it("reads a client's metadata document only from a public address", async () => {
    const res = await call(
      authorizeUrl('https://localhost/client.json', pkce().challenge, {
        redirect_uri: 'https://localhost/cb',
      }),
    )
    expect(res.status).toBe(401)
    expect(res.body.error).toBe('invalid_client')
    expect(res.body.error_description).toMatch(/not a public address/)
  })

  it('sends the other errors back to the client: no PKCE, plain PKCE, another resource, unknown scope', async () => {
    const clientId = await registerClient()
    const { challenge } = pkce()
    const cases: Array<[Record<string, string>, string]> = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: '' }, 'invalid_request'],
      [{ resource: 'https://other.example/mcp' }, 'invalid_target'],
      [{ scope: 'sites:read admin' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ]
    for (const [extra, error] of cases) {
      const res = await call(authorizeUrl(clientId, challenge, extra))
      expect(res.status, JSON.stringify(extra)).toBe(302)
      const back = new URL(res.headers.get('location')!)
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
      expect(back.searchParams.get('error'), JSON.stringify(extra)).toBe(error)
      expect(back.searchParams.get('state')).toBe('state-123')
    }
  })

  it('needs the person signed in, and lets them give only sites they work on', async () => {
    const owner = await register()
    const stranger = await register()
    const strangersSite = await withSite(stranger)
    const clientId = await registerClient()
    const start = await call(authorizeUrl(clientId, pkce().challenge))
    const requestId = new URL(start.headers.get('location')!).searchParams.get('request')!
    expect((await api.get(`/api/auth/agent-requests/${requestId}`)).status).toBe(401)
    const refused = await api.post<{ code: string }>(`/api/auth/agent-requests/${requestId}`, {
      token: owner.auth_token,
      body: { allow: true, sites: [strangersSite], scopes: ['sites:read'] },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('AgentSiteNotAllowed')
    const widened = await api.post<{ code: string }>(`/api/auth/agent-requests/${requestId}`, {
      token: owner.auth_token,
      body: { allow: true, sites: [await withSite(owner)], scopes: ['sites:publish'] },
    })
    expect(widened.body.code).toBe('AgentScopeNotRequested')
  })

  it('Deny sends the browser back with access_denied, once', async () => {
    const user = await register()
    const clientId = await registerClient()
    const start = await call(authorizeUrl(clientId, pkce().challenge))
    const requestId = new URL(start.headers.get('location')!).searchParams.get('request')!
    const denied = await api.post<{ redirect_url: string }>(
      `/api/auth/agent-requests/${requestId}`,
      { token: user.auth_token, body: { allow: false } },
    )
    expect(denied.status).toBe(200)
    const back = new URL(denied.body.redirect_url)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('code')).toBeNull()
    const again = await api.get<{ code: string }>(`/api/auth/agent-requests/${requestId}`, {
      token: user.auth_token,
    })
    expect(again.status).toBe(404)
    expect(again.body.code).toBe('AgentRequestNotFound')
  })
})

describe('the token endpoint', () => {
  it("issues an access token for the MCP audience with the grant's scopes and sites", async () => {
    const { user, siteId, clientId, tokens } = await connected()
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: AGENT_ACCESS_TOKEN_SECONDS,
      scope: 'sites:read sites:write',
    })
    expect(tokens.refresh_token).toEqual(expect.any(String))
    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', stack.authUrl))
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      audience: DEFAULT_MCP_AUDIENCE,
      algorithms: ['ES256'],
    })
    const claims = agentTokenClaims.parse(payload)
    expect(claims).toMatchObject({
      sub: user.user.id,
      scope: 'sites:read sites:write',
      sites: [siteId],
      client_id: clientId,
      client_name: 'Test Agent',
    })
    expect(payload.exp! - payload.iat!).toBe(AGENT_ACCESS_TOKEN_SECONDS)
    // The app's API takes no agent token: another audience.
    expect(
      (await api.get(`/api/users/${user.user.id}`, { token: tokens.access_token })).status,
    ).toBe(401)
  })

  it('refuses a wrong verifier, then still takes the right one, once', async () => {
    const user = await register()
    const siteId = await withSite(user)
    const clientId = await registerClient()
    const { verifier, challenge } = pkce()
    const code = await consent(user, siteId, clientId, challenge)
    const wrong = await exchange(clientId, code, pkce().verifier)
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('invalid_grant')
    const otherClient = await exchange(await registerClient(), code, verifier)
    expect(otherClient.body.error).toBe('invalid_grant')
    const right = await exchange(clientId, code, verifier)
    expect(right.status).toBe(200)
    expect(right.headers.get('cache-control')).toBe('no-store')

    // A replayed code: refused, and what it gave is taken back.
    const replay = await exchange(clientId, code, verifier)
    expect(replay.status).toBe(400)
    expect(replay.body.error).toBe('invalid_grant')
    const tokens = right.body as unknown as Tokens
    expect((await refresh(clientId, tokens.refresh_token)).body.error).toBe('invalid_grant')
    expect((await revokedMark(grantIdOf(tokens.access_token))).value).not.toBeNull()
  })

  it('refuses a code after its 60 seconds', async () => {
    const user = await register()
    const siteId = await withSite(user)
    const clientId = await registerClient()
    const { verifier, challenge } = pkce()
    const code = await consent(user, siteId, clientId, challenge)
    await sql(
      `UPDATE auth.oauth_codes SET expires_at = now() - interval '1 second'
       WHERE code_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [code],
    )
    const res = await exchange(clientId, code, verifier)
    expect(res.body.error).toBe('invalid_grant')
  })

  it('rotates refresh tokens, and a replayed one ends the whole grant', async () => {
    const { clientId, tokens } = await connected()
    const first = await refresh(clientId, tokens.refresh_token)
    expect(first.status).toBe(200)
    const rotated = first.body as unknown as Tokens
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token)
    expect(grantIdOf(rotated.access_token)).toBe(grantIdOf(tokens.access_token))
    const second = await refresh(clientId, rotated.refresh_token)
    expect(second.status).toBe(200)
    const latest = second.body as unknown as Tokens

    // The first refresh token again: someone else holds it.
    const replay = await refresh(clientId, tokens.refresh_token)
    expect(replay.status).toBe(400)
    expect(replay.body.error).toBe('invalid_grant')
    expect((await refresh(clientId, latest.refresh_token)).body.error).toBe('invalid_grant')
    const mark = await revokedMark(grantIdOf(tokens.access_token))
    expect(mark.value).not.toBeNull()
    expect(mark.ttl).toBeGreaterThan(AGENT_ACCESS_TOKEN_SECONDS - 60)
  })

  it("ends the person's agents when their password changes", async () => {
    const { user, clientId, tokens } = await connected()
    const changed = await api.patch('/api/auth/logins/passwords', {
      token: user.auth_token,
      body: { old_password: PASSWORD, password: 'a brand new one' },
    })
    expect(changed.status).toBe(200)
    expect((await refresh(clientId, tokens.refresh_token)).body.error).toBe('invalid_grant')
    expect((await revokedMark(grantIdOf(tokens.access_token))).value).not.toBeNull()
  })

  it('issues nothing more once the person is blocked', async () => {
    const { user, clientId, tokens } = await connected()
    await sql(`UPDATE auth.users SET user_status = 'Blocked' WHERE id = $1`, [user.user.id])
    expect((await refresh(clientId, tokens.refresh_token)).body.error).toBe('invalid_grant')
  })

  it('answers malformed requests in OAuth form', async () => {
    const noGrant = await call('/oauth/token', { form: { code: 'x' } })
    expect(noGrant.body.error).toBe('invalid_request')
    const password = await call('/oauth/token', {
      form: { grant_type: 'password', username: 'a', password: 'b' },
    })
    expect(password.body.error).toBe('unsupported_grant_type')
    const unknownClient = await refresh('no-such-client', 'x')
    expect(unknownClient.status).toBe(401)
    expect(unknownClient.body.error).toBe('invalid_client')
  })
})

describe('revocation', () => {
  it('a revoked refresh token (RFC 7009) ends the grant', async () => {
    const { user, clientId, tokens } = await connected()
    const res = await call('/oauth/revoke', {
      form: { token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: clientId },
    })
    expect(res.status).toBe(200)
    expect((await refresh(clientId, tokens.refresh_token)).body.error).toBe('invalid_grant')
    expect((await revokedMark(grantIdOf(tokens.access_token))).value).not.toBeNull()
    const listed = await api.get<{ grants: unknown[] }>('/api/auth/agent-grants', {
      token: user.auth_token,
    })
    expect(listed.body.grants).toEqual([])
    // Unknown tokens are no error.
    expect((await call('/oauth/revoke', { form: { token: 'nothing' } })).status).toBe(200)
  })

  it('a revoked access token ends the grant too', async () => {
    const { clientId, tokens } = await connected()
    const res = await call('/oauth/revoke', { form: { token: tokens.access_token } })
    expect(res.status).toBe(200)
    expect((await refresh(clientId, tokens.refresh_token)).body.error).toBe('invalid_grant')
  })

  it("Settings lists a person's agents and revokes one at once", async () => {
    const { user, siteId, clientId, tokens } = await connected()
    const listed = await api.get<{ grants: Array<Record<string, unknown>> }>(
      '/api/auth/agent-grants',
      { token: user.auth_token },
    )
    expect(listed.status).toBe(200)
    const grantId = grantIdOf(tokens.access_token)
    expect(listed.body.grants).toEqual([
      {
        id: grantId,
        client_id: clientId,
        client_name: 'Test Agent',
        scopes: ['sites:read', 'sites:write'],
        site_ids: [siteId],
        created_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ])
    // A consent whose code was never exchanged connected nothing: it is not listed.
    await consent(user, siteId, await registerClient(), pkce().challenge)
    const again = await api.get<{ grants: unknown[] }>('/api/auth/agent-grants', {
      token: user.auth_token,
    })
    expect(again.body.grants).toHaveLength(1)

    const stranger = await register()
    const notTheirs = await api.delete<{ code: string }>(`/api/auth/agent-grants/${grantId}`, {
      token: stranger.auth_token,
    })
    expect(notTheirs.status).toBe(404)

    const revoked = await api.delete<{ grants: unknown[] }>(`/api/auth/agent-grants/${grantId}`, {
      token: user.auth_token,
    })
    expect(revoked.status).toBe(200)
    expect(revoked.body.grants).toEqual([])
    const mark = await revokedMark(grantId)
    expect(mark.value).not.toBeNull()
    expect(mark.ttl).toBeGreaterThan(AGENT_ACCESS_TOKEN_SECONDS - 60)
    expect((await refresh(clientId, tokens.refresh_token)).body.error).toBe('invalid_grant')
    const [{ count }] = (await sql(
      `SELECT count(*)::int AS count FROM auth.oauth_refresh_tokens WHERE grant_id = $1`,
      [grantId],
    )) as Array<{ count: number }>
    expect(count).toBe(0)
  })
})

describe('with the MCP service', () => {
  function listTools(accessToken: string) {
    return fetch(new URL('/mcp', gateway), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
  }

  it('is discovered from the resource: its metadata names this server, for this resource', async () => {
    const resource = (await call('/.well-known/oauth-protected-resource')).body
    expect(resource.resource).toBe(MCP_RESOURCE)
    expect(resource.authorization_servers).toEqual([issuer])
  })

  it('takes the tokens issued here, and refuses them once the grant is revoked', async () => {
    const { user, tokens } = await connected()
    expect((await listTools(tokens.access_token)).status).toBe(200)
    const revoked = await api.delete(`/api/auth/agent-grants/${grantIdOf(tokens.access_token)}`, {
      token: user.auth_token,
    })
    expect(revoked.status).toBe(200)
    expect((await listTools(tokens.access_token)).status).toBe(401)
  })
})
