import { randomInt } from 'node:crypto'
import { ruleError } from '@tessera/kit'
import {
  validatePassword,
  validateSiteName,
  validateSubdomain,
  type ValidationResult,
} from '@tessera/site-format'
import { errors } from '../errors.js'

/** The editor checks the same rules (web/site-format), so both always agree. */
function enforce(result: ValidationResult): void {
  if (!result) return
  throw ruleError(errors, result.key)
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
