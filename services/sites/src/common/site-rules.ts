import { randomInt } from 'node:crypto'
import { ruleError } from '@tessera/kit'
import {
  subdomainFromName as suggestedSubdomain,
  validateCustomDomain,
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

export const checkSiteName = (name: string): void => enforce(validateSiteName(name))
export const checkSubdomain = (subdomain: string): void => enforce(validateSubdomain(subdomain))

/**
 * The spec's format rule, and never on the sites host itself: `x.{base}` would shadow a
 * subdomain, and a domain starting with the base is refused by the shared rule.
 */
export function checkCustomDomain(domain: string, baseDomain: string): void {
  enforce(validateCustomDomain(domain, baseDomain))
  const host = domain.split(':')[0]!
  if (host === baseDomain || host.endsWith(`.${baseDomain}`)) {
    enforce({ key: 'errors.custom_domain_host' })
  }
}

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
const ALPHANUMERIC = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${LOWER_ALPHANUMERIC}`

export function randomId(count: number, alphabet = ALPHANUMERIC): string {
  return Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('')
}

/** A subdomain for a site that was given none: the one its name suggests, or `site`. */
export function subdomainFromName(name: string): string {
  return suggestedSubdomain(name) || 'site'
}

/** The name with a random suffix, for when the plain one is taken. */
export function withRandomSuffix(subdomain: string): string {
  return `${subdomain.slice(0, 50)}-${randomId(6, LOWER_ALPHANUMERIC)}`
}
