import { createHash, timingSafeEqual } from 'node:crypto'

/** A PKCE code verifier's form (RFC 7636 4.1): 43 to 128 unreserved characters. */
export const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

/** An S256 challenge's form: 32 bytes in base64url, no padding. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** True when `verifier` is the one `challenge` was made from (S256, the only method offered). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!CODE_VERIFIER.test(verifier)) return false
  const expected = Buffer.from(challenge)
  const actual = Buffer.from(s256(verifier))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
