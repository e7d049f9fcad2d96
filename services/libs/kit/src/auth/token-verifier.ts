import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { AuthUser, UserType } from './auth-user.js'

export interface TokenVerifierOptions {
  jwksUrl: string
  issuer: string
  audience: string
  cooldownMs: number
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

  /** The caller, or undefined when the token is not one of ours or has expired. */
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
    return { id: payload.sub, userType: userType as UserType, isAdmin: userType === 'Admin' }
  }
}
