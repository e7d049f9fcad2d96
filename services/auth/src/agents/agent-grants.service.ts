import { randomBytes } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import {
  AGENT_ACCESS_TOKEN_SECONDS,
  agentGrantRevokedKey,
  type AuthUser,
  CONFIG,
  REDIS,
} from '@tessera/kit'
import type { Redis } from 'ioredis'
import { hashSecret } from '../common/secret-token.js'
import type { AuthConfig } from '../config.js'
import { errors } from '../errors.js'
import { AgentsRepository, type AgentGrant } from './agents.repository.js'
import { isClientDocumentUrl } from './client-documents.js'
import {
  pendingRequest,
  type AgentGrantView,
  type AgentRequestView,
  type DecisionBody,
  type PendingRequest,
} from './dto.js'
import { SiteMembership } from './site-membership.js'

/** How long a person has to answer the consent screen. */
const REQUEST_TTL_SECONDS = 10 * 60
/** How long an authorization code can be exchanged (OAuth 2.1 asks for a short life). */
export const CODE_TTL_SECONDS = 60

function grantView(grant: AgentGrant): AgentGrantView {
  return {
    id: grant.id,
    client_id: grant.clientId,
    client_name: grant.clientName,
    scopes: grant.scopes as AgentGrantView['scopes'],
    site_ids: grant.siteIds,
    created_at: grant.createdAt.toISOString(),
    last_used_at: grant.lastUsedAt?.toISOString() ?? null,
  }
}

/**
 * The person's side of agent access: the pending requests the consent screen answers, the
 * grants it creates, and their listing and revocation in Settings.
 */
@Injectable()
export class AgentGrantsService {
  constructor(
    private readonly repository: AgentsRepository,
    private readonly sites: SiteMembership,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  /** The public origin of the authorization server (the gateway's, where the app lives). */
  get issuer(): string {
    return this.config.APP_ORIGIN.replace(/\/+$/, '')
  }

  private requestKey(id: string): string {
    return `${this.config.REDIS_PREFIX}:auth:agent-request:${id}`
  }

  /** Keeps a checked authorization request for the consent screen; answers its id. */
  async holdRequest(request: PendingRequest): Promise<string> {
    const id = randomBytes(24).toString('base64url')
    await this.redis.set(this.requestKey(id), JSON.stringify(request), 'EX', REQUEST_TTL_SECONDS)
    return id
  }

  private async pending(id: string): Promise<PendingRequest> {
    const raw = await this.redis.get(this.requestKey(id))
    const parsed = raw === null ? undefined : pendingRequest.safeParse(JSON.parse(raw))
    if (!parsed?.success) throw errors.AgentRequestNotFound()
    return parsed.data
  }

  async describeRequest(id: string): Promise<AgentRequestView> {
    const request = await this.pending(id)
    const client = await this.repository.findClient(request.client_id)
    if (!client) throw errors.AgentRequestNotFound()
    return {
      client_name: client.name,
      client_site: isClientDocumentUrl(client.id) ? new URL(client.id).host : null,
      redirect_host: new URL(request.redirect_uri).host,
      scopes: request.scopes,
    }
  }

  /**
   * The person's answer: Allow creates the grant and a code for it; either way the answer is
   * where the browser goes next, back to the agent with the code or `access_denied`.
   */
  async decide(caller: AuthUser, id: string, decision: DecisionBody): Promise<string> {
    const request = await this.pending(id)
    const redirect = new URL(request.redirect_uri)
    if (request.state !== undefined) redirect.searchParams.set('state', request.state)
    redirect.searchParams.set('iss', this.issuer)
    if (!decision.allow) {
      await this.redis.del(this.requestKey(id))
      redirect.searchParams.set('error', 'access_denied')
      return redirect.href
    }
    const scopes = [...new Set(decision.scopes)]
    if (scopes.some((s) => !request.scopes.includes(s))) throw errors.AgentScopeNotRequested()
    const siteIds = [...new Set(decision.sites)]
    if (!(await this.sites.holdsRoleOnAll(caller.id, siteIds))) throw errors.AgentSiteNotAllowed()
    // One answer per request: a second click finds nothing.
    if ((await this.redis.del(this.requestKey(id))) === 0) throw errors.AgentRequestNotFound()
    const grantId = await this.repository.createGrant({
      userId: caller.id,
      clientId: request.client_id,
      scopes,
      siteIds,
    })
    const code = randomBytes(32).toString('base64url')
    await this.repository.createCode(hashSecret(code), {
      grantId,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    })
    redirect.searchParams.set('code', code)
    return redirect.href
  }

  async list(caller: AuthUser): Promise<AgentGrantView[]> {
    return (await this.repository.listGrants(caller.id)).map(grantView)
  }

  async revokeOwn(caller: AuthUser, grantId: string): Promise<void> {
    const grant = await this.repository.findGrant(grantId)
    // Another person's grant is as unknown as a missing one.
    if (!grant || grant.revokedAt || grant.userId !== caller.id) throw errors.AgentGrantNotFound()
    await this.revoke(grantId)
  }

  /**
   * Ends every grant of the user (a password change or reset): whoever got into the account
   * keeps no agent that works for it.
   */
  async revokeAllOf(userId: string): Promise<void> {
    for (const grantId of await this.repository.liveGrantIds(userId)) await this.revoke(grantId)
  }

  /**
   * Ends a grant: its refresh tokens are deleted, and the MCP service, which reads the Redis
   * mark on every call, refuses its live access tokens at once.
   */
  async revoke(grantId: string): Promise<void> {
    await this.redis.set(
      agentGrantRevokedKey(this.config.REDIS_PREFIX, grantId),
      String(Date.now()),
      'EX',
      AGENT_ACCESS_TOKEN_SECONDS,
    )
    await this.repository.revokeGrant(grantId)
  }
}
