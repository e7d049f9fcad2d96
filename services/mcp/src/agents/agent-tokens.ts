import { createHash } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import {
  AGENT_SCOPES,
  agentGrantRevokedKey,
  type AgentScope,
  agentTokenClaims,
  CONFIG,
  REDIS,
  TokenRevocations,
} from '@tessera/kit'
import type { Redis } from 'ioredis'
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { McpConfig } from '../config.js'
import type { AgentCaller } from './agent-caller.js'

const isScope = (value: string): value is AgentScope =>
  (AGENT_SCOPES as readonly string[]).includes(value)

/**
 * Verifies agent tokens: signed by the auth service (its JWKS and issuer) for the MCP audience.
 * The app's own tokens carry another audience and are refused, as is a token whose grant was
 * revoked or whose user's tokens were voided (a password change).
 */
@Injectable()
export class AgentTokens {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>
  private readonly revocations: TokenRevocations

  constructor(
    @Inject(CONFIG) private readonly config: McpConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.jwks = createRemoteJWKSet(new URL(config.AUTH_JWKS_URL), {
      cooldownDuration: config.AUTH_JWKS_COOLDOWN_MS,
    })
    this.revocations = new TokenRevocations(redis, config.REDIS_PREFIX)
  }

  /** The caller, or undefined when the token is not a valid, live agent token for this server. */
  async verify(token: string): Promise<AgentCaller | undefined> {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, this.jwks, {
        issuer: this.config.AUTH_ISSUER,
        audience: this.config.MCP_AUDIENCE,
        algorithms: ['ES256'],
      }))
    } catch {
      return undefined
    }
    const claims = agentTokenClaims.safeParse(payload)
    if (!claims.success) return undefined
    const { sub, scope, sites, client_id, client_name, grant_id } = claims.data
    const revoked = await this.redis.exists(
      agentGrantRevokedKey(this.config.REDIS_PREFIX, grant_id),
    )
    if (revoked) return undefined
    const voidBefore = await this.revocations.voidBefore(sub)
    const issuedAt = claims.data.iat_ms ?? (payload.iat ?? 0) * 1000
    if (voidBefore !== undefined && issuedAt < voidBefore) return undefined
    return {
      userId: sub,
      scopes: new Set(scope.split(' ').filter(isScope)),
      sites: new Set(sites),
      clientId: client_id,
      clientName: client_name,
      grantId: grant_id,
      tokenKey: createHash('sha256').update(token).digest('base64url').slice(0, 22),
    }
  }
}
