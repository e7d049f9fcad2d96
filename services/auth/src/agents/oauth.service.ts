import { randomBytes } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { AGENT_SCOPES, agentScope, CONFIG, REDIS, type AgentScope } from '@tessera/kit'
import type { Redis } from 'ioredis'
import { hashSecret } from '../common/secret-token.js'
import type { AuthConfig } from '../config.js'
import { KeysService } from '../keys/keys.service.js'
import { AgentGrantsService } from './agent-grants.service.js'
import { AgentsRepository, type AgentGrant, type OAuthClient } from './agents.repository.js'
import { ClientDocuments, isClientDocumentUrl } from './client-documents.js'
import type { AuthorizeQuery, RegistrationBody, TokenBody } from './dto.js'
import { OAuthError } from './oauth-error.js'
import { S256_CHALLENGE, verifierMatches } from './pkce.js'
import { isLoopbackUri, redirectUriMatches, redirectUriProblem } from './redirect-uris.js'

/** How long a client's metadata document, once read, is taken as it is without reading it again. */
const DOCUMENT_FRESH_SECONDS = 5 * 60

export interface TokenAnswer {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_token: string
  scope: string
}

/** Authorization server metadata (RFC 8414 2). */
export interface ServerMetadata {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  registration_endpoint: string
  revocation_endpoint: string
  scopes_supported: readonly AgentScope[]
  response_types_supported: string[]
  grant_types_supported: string[]
  code_challenge_methods_supported: string[]
  token_endpoint_auth_methods_supported: string[]
  revocation_endpoint_auth_methods_supported: string[]
  authorization_response_iss_parameter_supported: boolean
  client_id_metadata_document_supported: boolean
}

/** Where the browser goes from /oauth/authorize: the consent screen, or back with an error. */
export type AuthorizeAnswer =
  | { redirect: string }
  /** The client or its redirect could not be trusted: nothing is sent to it (RFC 6749 4.1.2.1). */
  | { error: OAuthError }

function parseScopes(scope: string | undefined): AgentScope[] | undefined {
  if (scope === undefined || scope.trim() === '') return [...AGENT_SCOPES]
  const scopes = scope.trim().split(/\s+/)
  const parsed = scopes.map((s) => agentScope.safeParse(s))
  if (parsed.some((p) => !p.success)) return undefined
  return [...new Set(parsed.map((p) => p.data as AgentScope))]
}

/**
 * Tessera's auth service as an OAuth 2.1 authorization server for agents (MCP clients): public
 * clients register themselves, a person consents in the app, and the agent gets short access
 * tokens for the MCP service with a refresh token that rotates on every use.
 */
@Injectable()
export class OAuthService {
  constructor(
    private readonly repository: AgentsRepository,
    private readonly grants: AgentGrantsService,
    private readonly keys: KeysService,
    private readonly documents: ClientDocuments,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  /** The MCP endpoint tokens are for (RFC 8707's resource indicator). */
  get resource(): string {
    return this.config.MCP_RESOURCE ?? `${this.grants.issuer}/mcp`
  }

  metadata(): ServerMetadata {
    const issuer = this.grants.issuer
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      registration_endpoint: `${issuer}/oauth/register`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      scopes_supported: AGENT_SCOPES,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      revocation_endpoint_auth_methods_supported: ['none'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    }
  }

  /** Dynamic client registration (RFC 7591) of a public client. */
  async register(body: RegistrationBody): Promise<Record<string, unknown>> {
    for (const uri of body.redirect_uris) {
      const problem = redirectUriProblem(uri)
      if (problem) throw new OAuthError('invalid_redirect_uri', problem)
    }
    // The MCP authorization spec asks clients to say which they are; older ones do not.
    const applicationType =
      body.application_type ?? (body.redirect_uris.some(isLoopbackUri) ? 'native' : 'web')
    if (applicationType === 'web' && body.redirect_uris.some(isLoopbackUri))
      throw new OAuthError(
        'invalid_redirect_uri',
        'A web client redirects over https; a client on the person’s machine registers as native',
      )
    if (body.token_endpoint_auth_method !== undefined && body.token_endpoint_auth_method !== 'none')
      throw new OAuthError(
        'invalid_client_metadata',
        'Only public clients register here: token_endpoint_auth_method must be none',
      )
    const unsupportedGrant = body.grant_types?.find(
      (g) => g !== 'authorization_code' && g !== 'refresh_token',
    )
    if (unsupportedGrant)
      throw new OAuthError(
        'invalid_client_metadata',
        `grant type ${unsupportedGrant} is not offered`,
      )
    if (body.response_types?.some((t) => t !== 'code'))
      throw new OAuthError('invalid_client_metadata', 'Only the code response type is offered')
    if (body.scope !== undefined && parseScopes(body.scope) === undefined)
      throw new OAuthError('invalid_client_metadata', `Scopes offered: ${AGENT_SCOPES.join(' ')}`)
    const client = await this.repository.createClient({
      id: randomBytes(16).toString('base64url'),
      // A client that gives no name is shown by where it sends people back to.
      name: body.client_name ?? new URL(body.redirect_uris[0]!).host,
      redirectUris: body.redirect_uris,
    })
    return {
      client_id: client.id,
      client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
      client_name: client.name,
      redirect_uris: client.redirectUris,
      application_type: applicationType,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(body.scope !== undefined ? { scope: body.scope } : {}),
    }
  }

  /**
   * Checks an authorization request and keeps it for the consent screen. Errors about the
   * client or its redirect are answered here; the rest go back to the client's redirect.
   */
  async authorize(query: AuthorizeQuery): Promise<AuthorizeAnswer> {
    let client: OAuthClient | undefined
    try {
      client = await this.clientFor(query.client_id)
    } catch (error) {
      if (error instanceof OAuthError) return { error }
      throw error
    }
    if (!client) return { error: new OAuthError('invalid_client', 'Unknown client_id') }
    if (!query.redirect_uri || !redirectUriMatches(client.redirectUris, query.redirect_uri))
      return {
        error: new OAuthError('invalid_request', 'redirect_uri is not one the client registered'),
      }
    const back = (error: string, description: string) => {
      const url = new URL(query.redirect_uri)
      url.searchParams.set('error', error)
      url.searchParams.set('error_description', description)
      if (query.state !== undefined) url.searchParams.set('state', query.state)
      url.searchParams.set('iss', this.grants.issuer)
      return { redirect: url.href }
    }
    if (query.response_type !== 'code')
      return back('unsupported_response_type', 'response_type must be code')
    if (query.code_challenge_method !== 'S256' || !query.code_challenge)
      return back('invalid_request', 'PKCE is required: code_challenge with method S256')
    if (!S256_CHALLENGE.test(query.code_challenge))
      return back('invalid_request', 'code_challenge is not an S256 challenge')
    if (query.resource !== undefined && !this.isResource(query.resource))
      return back('invalid_target', `resource must be ${this.resource}`)
    const scopes = parseScopes(query.scope)
    if (!scopes) return back('invalid_scope', `Scopes offered: ${AGENT_SCOPES.join(' ')}`)
    const id = await this.grants.holdRequest({
      client_id: client.id,
      redirect_uri: query.redirect_uri,
      code_challenge: query.code_challenge,
      state: query.state,
      scopes,
    })
    const consent = new URL('/agents/authorize', this.config.APP_ORIGIN)
    consent.searchParams.set('request', id)
    return { redirect: consent.href }
  }

  /**
   * A registered client, or one named by the URL of its metadata document, read again when the
   * copy kept here is older than a few minutes (the token endpoint always uses the copy): a burst
   * of authorizations sends no burst of requests to the client's site.
   */
  private async clientFor(clientId: string): Promise<OAuthClient | undefined> {
    if (!clientId) return undefined
    if (!isClientDocumentUrl(clientId)) return this.repository.findClient(clientId)
    const freshKey = `${this.config.REDIS_PREFIX}:auth:client-document:${hashSecret(clientId)}`
    if (await this.redis.exists(freshKey)) {
      const kept = await this.repository.findClient(clientId)
      if (kept) return kept
    }
    const documented = await this.documents.load(clientId)
    await this.repository.saveDocumentedClient(documented)
    await this.redis.set(freshKey, '1', 'EX', DOCUMENT_FRESH_SECONDS)
    return this.repository.findClient(clientId)
  }

  private isResource(resource: string): boolean {
    const trim = (u: string) => u.replace(/\/+$/, '')
    return trim(resource) === trim(this.resource)
  }

  async token(body: TokenBody): Promise<TokenAnswer> {
    const client = await this.repository.findClient(body.client_id)
    if (!client) throw new OAuthError('invalid_client', 'Unknown client_id')
    if (body.resource !== undefined && !this.isResource(body.resource))
      throw new OAuthError('invalid_target', `resource must be ${this.resource}`)
    return body.grant_type === 'authorization_code'
      ? this.exchangeCode(client, body)
      : this.refresh(client, body)
  }

  private async exchangeCode(
    client: OAuthClient,
    body: Extract<TokenBody, { grant_type: 'authorization_code' }>,
  ): Promise<TokenAnswer> {
    const codeHash = hashSecret(body.code)
    const code = await this.repository.findCode(codeHash)
    if (!code || code.expiresAt.getTime() <= Date.now())
      throw new OAuthError('invalid_grant', 'The code is unknown or has expired')
    const grant = await this.repository.findGrant(code.grantId)
    if (!grant || grant.revokedAt || !grant.userActive || grant.clientId !== client.id)
      throw new OAuthError('invalid_grant', 'The code was not issued to this client')
    // A code seen twice has leaked: whatever it gave is taken back (OAuth 2.1 4.1.3).
    if (code.usedAt) {
      await this.grants.revoke(grant.id)
      throw new OAuthError('invalid_grant', 'The code was already used')
    }
    if (code.redirectUri !== body.redirect_uri)
      throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request')
    if (!verifierMatches(body.code_verifier, code.codeChallenge))
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge')
    if (!(await this.repository.useCode(codeHash))) {
      await this.grants.revoke(grant.id)
      throw new OAuthError('invalid_grant', 'The code was already used')
    }
    return this.issue(grant)
  }

  private async refresh(
    client: OAuthClient,
    body: Extract<TokenBody, { grant_type: 'refresh_token' }>,
  ): Promise<TokenAnswer> {
    const tokenHash = hashSecret(body.refresh_token)
    const stored = await this.repository.findRefreshToken(tokenHash)
    const grant = stored && (await this.repository.findGrant(stored.grantId))
    if (!stored || !grant || grant.revokedAt || !grant.userActive || grant.clientId !== client.id)
      throw new OAuthError('invalid_grant', 'The refresh token is unknown or was revoked')
    // Rotation: a used refresh token coming back means two parties hold it, so the grant ends.
    if (stored.usedAt || !(await this.repository.useRefreshToken(tokenHash))) {
      await this.grants.revoke(grant.id)
      throw new OAuthError('invalid_grant', 'The refresh token was already used')
    }
    if (stored.expiresAt.getTime() <= Date.now())
      throw new OAuthError('invalid_grant', 'The refresh token has expired')
    if (body.scope !== undefined) {
      const asked = parseScopes(body.scope)
      if (!asked || asked.some((s) => !grant.scopes.includes(s)))
        throw new OAuthError('invalid_scope', 'A refresh cannot widen the granted scopes')
    }
    return this.issue(grant)
  }

  private async issue(grant: AgentGrant): Promise<TokenAnswer> {
    const { token, expiresIn } = await this.keys.issueAgentToken({
      sub: grant.userId,
      scope: grant.scopes.join(' '),
      sites: grant.siteIds,
      client_id: grant.clientId,
      client_name: grant.clientName,
      grant_id: grant.id,
    })
    const refreshToken = randomBytes(32).toString('base64url')
    const refreshDays = this.config.AGENT_REFRESH_TOKEN_DAYS
    await this.repository.createRefreshToken(
      hashSecret(refreshToken),
      grant.id,
      new Date(Date.now() + refreshDays * 24 * 3600 * 1000),
    )
    await this.repository.touchGrant(grant.id)
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: expiresIn,
      refresh_token: refreshToken,
      scope: grant.scopes.join(' '),
    }
  }

  /**
   * Token revocation (RFC 7009): a refresh or access token of ours ends its whole grant. An
   * unknown token is no error, so the answer tells nothing about which tokens exist.
   */
  async revoke(token: string, clientId: string | undefined): Promise<void> {
    const stored = await this.repository.findRefreshToken(hashSecret(token))
    const grantId = stored?.grantId ?? (await this.keys.verifyAgentToken(token))?.grant_id
    if (!grantId) return
    const grant = await this.repository.findGrant(grantId)
    if (!grant || grant.revokedAt) return
    if (clientId !== undefined && clientId !== grant.clientId) return
    await this.grants.revoke(grant.id)
  }
}
