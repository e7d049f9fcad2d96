import { createHash, randomBytes } from 'node:crypto'

/** A URL-safe secret for e-mailed links (confirmation codes, reset tokens). */
export function newSecret(): string {
  return randomBytes(24).toString('base64url')
}

/** Secrets are stored only as hashes, so a database leak reveals no usable link. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}
