const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** `count` random alphanumerics (platform.md: random ids use alphanumerics). */
export function randomAlphanumerics(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count))
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')
}

/** A new user's identity: 'site' plus 6 random alphanumerics; its subdomain is it in lower case. */
export function defaultIdentity(): { identity: string; subdomain: string } {
  const identity = `site${randomAlphanumerics(6)}`
  return { identity, subdomain: identity.toLowerCase() }
}
