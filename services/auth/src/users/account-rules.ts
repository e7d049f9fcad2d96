import { randomInt } from 'node:crypto'
import { ApiError } from '@tessera/kit'

/** The spec's account rules (platform.md section 5); each failure carries its `errors.*` key. */

const RESERVED_SUBDOMAINS = new Set([
  'www',
  'app',
  'admin',
  'stg',
  'demo',
  'site-assets',
  'site-backups',
  'api',
])
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

export function checkPassword(password: string): void {
  const length = [...password].length
  if (length < 8 || length > 50) {
    throw ApiError.badRequest('password_length', 'Password must be 8 to 50 characters')
  }
}

/** 2 to 50 letters (any script), digits or spaces. */
export function checkSiteName(name: string): void {
  if (!/^[\p{L}\p{N} ]{2,50}$/u.test(name) || name.trim().length === 0) {
    throw ApiError.badRequest('site_name', 'Names are 2 to 50 letters, digits or spaces')
  }
}

export function checkSubdomain(subdomain: string): void {
  if (subdomain.length === 0) {
    throw ApiError.badRequest('site_subdomain_empty', 'Subdomain cannot be empty')
  }
  // A DNS label: at most 63 characters, and it cannot end with a hyphen.
  if (!/^[a-z][a-z0-9-]*$/.test(subdomain) || subdomain.length > 63 || subdomain.endsWith('-')) {
    throw ApiError.badRequest(
      'site_subdomain_format',
      'Subdomains start with a lowercase letter, then lowercase letters, digits or hyphens',
    )
  }
  if (RESERVED_SUBDOMAINS.has(subdomain) || /^s\d+$/.test(subdomain)) {
    throw ApiError.badRequest('site_subdomain_reserved', 'That subdomain is reserved')
  }
}

export function randomAlphanumerics(count: number): string {
  return Array.from({ length: count }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')
}

/** The identity a new user gets when they do not choose one: 'site' and 6 random alphanumerics. */
export function defaultIdentityName(): string {
  return `site${randomAlphanumerics(6)}`
}

/** The subdomain that goes with an identity: its name in lower case, spaces as hyphens. */
export function subdomainFor(identityName: string): string {
  return identityName.trim().toLowerCase().replace(/\s+/g, '-')
}
