import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { AuthUser, UserType } from './auth-user.js'
import type { TokenRevocations } from './token-revocations.js'

export interface TokenVerifierOptions {
  jwksUrl: string
  issuer: string
  audience: string
  cooldownMs: number
  /** Per-user revocations (a password change voids older tokens); none without Redis. */
  revocations?: Pick<TokenRevocations, 'voidBefore'>
}

/** When a token was issued, in ms: `iat_ms` when the auth service set it, else `iat`. */
function issuedAtMs(payload: JWTPayload): number {
  const precise = payload['iat_ms']
  if (typeof precise === 'number') return precise
  return (payload.iat ?? 0) * 1000
}

/**
 * Verifies bearer tokens against the auth service's published keys. Keys are cached and
 * refetched when a token names a key id not seen before, so rotation needs no restart.
 */
export class TokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>

  constructor(private readonly options: TokenVerifierOptions) {
    this.jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
      cooldownDuration: options.cooldownMs,
    })
  }

  /** The caller, or undefined when the token is not one of ours, has expired or was revoked. */
  async verify(token: string): Promise<AuthUser | undefined> {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, this.jwks, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ['ES256'],
      }))
    } catch {
      return undefined
    }
    const userType = payload.user_type
    if (typeof payload.sub !== 'string' || (userType !== 'Admin' && userType !== 'Owner')) {
      return undefined
    }
    const voidBefore = await this.options.revocations?.voidBefore(payload.sub)
    if (voidBefore !== undefined && issuedAtMs(payload) < voidBefore) return undefined
    const user: AuthUser = {
      id: payload.sub,
      userType: userType as UserType,
      isAdmin: userType === 'Admin',
    }
    if (typeof payload.email === 'string') user.email = payload.email
    return user
  }
}
