import { createHash, randomBytes } from 'node:crypto'
import type { AgentScope } from '../auth/agent-token.js'

/** Where the test agent says it listens for the person's answer (a loopback address). */
const REDIRECT = 'http://127.0.0.1:33420/callback'

async function answer<T>(res: Response, expected: number): Promise<T> {
  const text = await res.text()
  if (res.status !== expected) throw new Error(`${res.url} answered ${res.status}: ${text}`)
  return JSON.parse(text) as T
}

/**
 * The whole way an agent gets its access token, through the gateway at `gateway`: it registers,
 * sends the person to the consent, which the person (signed in with `appToken`) allows for
 * `sites` and `scopes`, and exchanges the code with its PKCE verifier.
 */
export async function connectAgent(
  gateway: string,
  appToken: string,
  sites: readonly string[],
  scopes: readonly AgentScope[] = ['sites:read', 'sites:write'],
  clientName = 'Test Agent',
): Promise<{ accessToken: string; refreshToken: string; clientId: string }> {
  const resource = await answer<{ resource: string }>(
    await fetch(new URL('/.well-known/oauth-protected-resource', gateway)),
    200,
  )
  const client = await answer<{ client_id: string }>(
    await fetch(new URL('/oauth/register', gateway), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: clientName,
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'none',
      }),
    }),
    201,
  )
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'test',
    scope: scopes.join(' '),
    resource: resource.resource,
  })
  const start = await fetch(new URL(`/oauth/authorize?${query.toString()}`, gateway), {
    redirect: 'manual',
  })
  if (start.status !== 302) throw new Error(`authorize answered ${start.status}`)
  const request = new URL(start.headers.get('location')!).searchParams.get('request')!
  const decided = await answer<{ redirect_url: string }>(
    await fetch(new URL(`/api/auth/agent-requests/${request}`, gateway), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${appToken}` },
      body: JSON.stringify({ allow: true, sites, scopes }),
    }),
    200,
  )
  const tokens = await answer<{ access_token: string; refresh_token: string }>(
    await fetch(new URL('/oauth/token', gateway), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(decided.redirect_url).searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: client.client_id,
        code_verifier: verifier,
      }).toString(),
    }),
    200,
  )
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    clientId: client.client_id,
  }
}
