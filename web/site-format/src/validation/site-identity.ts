import { invalid, type ValidationResult } from './validation-error.js'

export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'app',
  'admin',
  'stg',
  'demo',
  'site-assets',
  'site-backups',
  'api',
]

/** 2 to 50 letters (any script), digits or spaces; matches the auth service's check. */
export function validateSiteName(name: string): ValidationResult {
  if (!/^[\p{L}\p{N} ]{2,50}$/u.test(name) || name.trim().length === 0) {
    return invalid('errors.site_name')
  }
  return undefined
}

/**
 * 2 to 50 lowercase letters, digits or underscores. editor.md says "letters", platform.md says
 * "lowercase letters"; the stored namespace is lowercase, so the stricter reading is used.
 */
export function validateNamespace(namespace: string): ValidationResult {
  if (!/^[a-z0-9_]{2,50}$/.test(namespace)) return invalid('errors.namespace')
  return undefined
}

export function validateSubdomainNotEmpty(subdomain: string): ValidationResult {
  if (subdomain.length === 0) return invalid('errors.site_subdomain_empty')
  return undefined
}

/**
 * A lowercase letter, then lowercase letters, digits or hyphens. Like the auth service, it also
 * keeps to a DNS label (at most 63 characters, no trailing hyphen) so the editor never accepts a
 * subdomain the server refuses.
 */
export function validateSubdomainFormat(subdomain: string): ValidationResult {
  if (!/^[a-z][a-z0-9-]*$/.test(subdomain) || subdomain.length > 63 || subdomain.endsWith('-')) {
    return invalid('errors.site_subdomain_format')
  }
  return undefined
}

export function validateSubdomainNotReserved(subdomain: string): ValidationResult {
  if (RESERVED_SUBDOMAINS.includes(subdomain) || /^s\d+$/.test(subdomain)) {
    return invalid('errors.site_subdomain_reserved')
  }
  return undefined
}

export function validateSubdomain(subdomain: string): ValidationResult {
  return (
    validateSubdomainNotEmpty(subdomain) ??
    validateSubdomainFormat(subdomain) ??
    validateSubdomainNotReserved(subdomain)
  )
}

/**
 * A subdomain made from a site name, offered until one is typed: the name in lower case with
 * hyphens for the rest, `site-` before one the rules refuse; empty when the name has no Latin
 * letter to start from.
 */
export function subdomainFromName(name: string): string {
  const base = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  if (!base) return ''
  return validateSubdomain(base) ? `site-${base}`.slice(0, 50) : base
}

/**
 * Some text, a dot or colon, then more text, with no scheme. The spec's message is
 * 'invalid domain'. `host` is where the product itself is served; a custom domain must not start
 * with it (key errors.custom_domain_host).
 */
export function validateCustomDomain(domain: string, host?: string): ValidationResult {
  // The spec names http://; https:// is refused too, since any scheme makes it a URL.
  if (/^https?:\/\//i.test(domain) || !/^\S+[.:]\S+$/.test(domain)) {
    return invalid('errors.custom_domain')
  }
  if (host && domain.toLowerCase().startsWith(host.toLowerCase())) {
    return invalid('errors.custom_domain_host', { params: { host } })
  }
  return undefined
}

/** Deleting a site needs its name typed exactly (platform.md; the key is ours). */
export function validateSiteDeleteConfirm(typed: string, siteName: string): ValidationResult {
  if (typed !== siteName) return invalid('errors.site_confirm')
  return undefined
}
