export interface TokenClaims {
  userId: string
  expiresAt: Date
}

/** The user id and expiry a token carries (its signature is the server's business). */
export function readTokenClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
    const binary = atob(padded)
    const json: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    )
    if (!json || typeof json !== 'object') return undefined
    const { sub, exp } = json as { sub?: unknown; exp?: unknown }
    if (typeof sub !== 'string' || typeof exp !== 'number') return undefined
    return { userId: sub, expiresAt: new Date(exp * 1000) }
  } catch {
    return undefined
  }
}
