import { randomInt } from 'node:crypto'
import { ApiError } from '@tessera/kit'
import {
  validatePassword,
  validateSiteName,
  validateSubdomain,
  type ValidationResult,
} from '@tessera/site-format'

/** The server's wording for each shared rule; the code is the key without `errors.`. */
const messages: Record<string, string> = {
  'errors.password_length': 'Password must be 8 to 50 characters',
  'errors.site_name': 'Names are 2 to 50 letters, digits or spaces',
  'errors.site_subdomain_empty': 'Subdomain cannot be empty',
  'errors.site_subdomain_format':
    'Subdomains start with a lowercase letter, then lowercase letters, digits or hyphens',
  'errors.site_subdomain_reserved': 'That subdomain is reserved',
}

/** The editor checks the same rules (web/site-format), so both always agree. */
function enforce(result: ValidationResult): void {
  if (!result) return
  throw ApiError.badRequest(
    result.key.replace(/^errors\./, ''),
    messages[result.key] ?? 'Invalid value',
  )
}

export const checkPassword = (password: string): void => enforce(validatePassword(password))
export const checkSiteName = (name: string): void => enforce(validateSiteName(name))
export const checkSubdomain = (subdomain: string): void => enforce(validateSubdomain(subdomain))

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

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
