import { ApiError } from './api-error.js'

/** One answer a service can fail with: its HTTP status and its default message. */
export interface ErrorSpec {
  readonly status: number
  readonly message: string
}

/** Makes the ApiError of one catalogue entry; a call may word the message for its case. */
export interface ErrorFactory<C extends string = string> extends ErrorSpec {
  (message?: string): ApiError
  readonly code: C
}

export type ErrorCatalogue<T extends Record<string, ErrorSpec>> = {
  readonly [C in keyof T & string]: ErrorFactory<C>
}

/**
 * A service's error codes, defined once: the service throws from the catalogue, the OpenAPI
 * document lists each route's entries, and the app's translations are checked against them.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  specs: T,
): ErrorCatalogue<T> {
  const catalogue: Record<string, ErrorFactory> = {}
  for (const [code, spec] of Object.entries(specs)) {
    const factory = (message?: string) => new ApiError(spec.status, code, message ?? spec.message)
    catalogue[code] = Object.assign(factory, { code, status: spec.status, message: spec.message })
  }
  return Object.freeze(catalogue) as ErrorCatalogue<T>
}

/** The entries of one or more catalogues, for the document and for checks. */
export function catalogueEntries(
  ...catalogues: Array<Record<string, ErrorFactory>>
): ErrorFactory[] {
  return catalogues.flatMap((catalogue) => Object.values(catalogue))
}

/**
 * A site's name and subdomain: the shared rules of web/site-format (which the editor checks too)
 * and the one namespace of subdomains. Several services answer them, or pass them on; each
 * catalogue spreads these in rather than wording them again.
 */
export const siteIdentityErrorSpecs = {
  SubdomainTaken: { status: 400, message: 'That subdomain is already taken' },
  site_name: { status: 400, message: 'Names are 2 to 50 letters, digits or spaces' },
  site_subdomain_empty: { status: 400, message: 'Subdomain cannot be empty' },
  site_subdomain_format: {
    status: 400,
    message: 'Subdomains start with a lowercase letter, then lowercase letters, digits or hyphens',
  },
  site_subdomain_reserved: { status: 400, message: 'That subdomain is reserved' },
} as const satisfies Record<string, ErrorSpec>

/** Codes every service can answer with, whatever the route (platform.md's common errors). */
export const commonErrors = defineErrors({
  InvalidFormData: { status: 400, message: 'Check the submission and try again' },
  Unauthorized: { status: 401, message: 'Your session has expired, please log in again.' },
  Forbidden: { status: 403, message: 'You do not have permission to do that' },
  NotFound: { status: 404, message: 'Not found' },
  TooManyRequests: { status: 429, message: 'Too many attempts, try again later' },
  None: { status: 500, message: 'Unknown error, try again later' },
})

/**
 * The entry for a shared rule's key (`errors.site_name` is code `site_name`), which every
 * catalogue that enforces the rule lists; a key it does not list is a mistake in the service.
 */
export function ruleError(
  catalogue: Record<string, ErrorFactory>,
  key: string,
  message?: string,
): ApiError {
  const code = key.replace(/^errors\./, '')
  const entry = catalogue[code]
  if (!entry) throw new Error(`${code} is not in the service's error catalogue`)
  return entry(message)
}
