import { ApiError, commonErrors, type ErrorEnvelope } from '@tessera/kit'
import {
  deserializeSite,
  InvalidSiteError,
  localeRoutesProblem,
  articlesProblem,
  siteSeoProblem,
  validateSiteName,
  type Site,
  type StoredSite,
} from '@tessera/site-format'
import { errors } from '../errors.js'
import type { NewerSaveView } from './dto.js'

export type ContentParts = Partial<StoredSite>

export const partNames = [
  'name',
  'version',
  'context',
  'defaults',
  'pages',
  'pageOrder',
  'editor',
  'history',
] as const satisfies ReadonlyArray<keyof StoredSite>

export interface SaveLimits {
  pagesLimit: number
  historyLimit: number
}

export const byteLength = (text: string | undefined): number =>
  text === undefined ? 0 : Buffer.byteLength(text, 'utf8')

export const siteNotFound = () => errors.SiteNotFound()
export const noUpdates = () => errors.NoUpdates()
export const updateStale = () => errors.UpdateStale()

/**
 * UpdateStale that also names the other member's save the steps met (`newer_save`), so the
 * editor can say who saved; without one, the spec's envelope alone.
 */
export class StaleError extends ApiError {
  constructor(readonly newerSave: NewerSaveView | null) {
    super(errors.UpdateStale.status, errors.UpdateStale.code, errors.UpdateStale.message)
  }

  override toEnvelope(): ErrorEnvelope & { newer_save?: NewerSaveView } {
    const envelope = super.toEnvelope()
    return this.newerSave ? { ...envelope, newer_save: this.newerSave } : envelope
  }
}

/** Only the parts a request set. */
export function pickParts(body: Partial<Record<string, unknown>>): ContentParts {
  const parts: ContentParts = {}
  for (const name of partNames) {
    const value = body[name]
    if (typeof value === 'string') parts[name] = value
  }
  return parts
}

/** Editor state alone is not content: it moves `updated_at` but not `content_updated_at`. */
export function changesContent(parts: ContentParts): boolean {
  return Object.keys(parts).some((part) => part !== 'editor')
}

/**
 * Checks a save: the name rule, the whole site still reads as a site once the parts are in, and
 * the plan's limits on pages and history. Throws the spec's errors; stores nothing.
 */
export function checkSave(stored: StoredSite, parts: ContentParts, limits: SaveLimits): Site {
  if (parts.name !== undefined && validateSiteName(parts.name)) {
    throw errors.site_name()
  }
  if (parts.pages !== undefined && byteLength(parts.pages) > limits.pagesLimit) {
    throw errors.DataLimitExceeded(
      `Data limit exceeded: the site's pages may be at most ${limits.pagesLimit} bytes on its plan`,
    )
  }
  if (parts.history !== undefined && byteLength(parts.history) > limits.historyLimit) {
    throw errors.HistoryLimitExceeded(
      `History is too large (at most ${limits.historyLimit} bytes on this plan): clear the history and save again`,
    )
  }
  let site: Site
  try {
    site = deserializeSite({ ...stored, ...parts })
  } catch (error) {
    if (error instanceof InvalidSiteError) {
      throw commonErrors.InvalidFormData(error.message.slice(0, 300))
    }
    throw error
  }
  if (parts.defaults !== undefined) {
    const problem = siteSeoProblem(site.defaults.seo)
    if (problem) {
      throw commonErrors.InvalidFormData(`defaults.seo.${problem.field}: ${problem.error.key}`)
    }
  }
  if (parts.pages !== undefined) {
    const problem = localeRoutesProblem(site) ?? articlesProblem(site)
    if (problem) throw commonErrors.InvalidFormData(`${problem.field}: ${problem.error.key}`)
  }
  return site
}
