import { ApiError, commonErrors, safeText } from '@tessera/kit'
import {
  deserializeSite,
  InvalidSiteError,
  type Site,
  type StoredSite,
  type StoredSiteInput,
} from '@tessera/site-format'
import { errors } from '../errors.js'

/** A JSON-text part; the body limit bounds its size, the site-format decides its shape. */
const jsonText = safeText(200_000_000)

/** The content parts a request may carry, in the stored API form. */
export const contentPartsShape = {
  version: safeText(20).optional(),
  context: jsonText.optional(),
  defaults: jsonText.optional(),
  pages: jsonText.optional(),
  pageOrder: jsonText.optional(),
  editor: jsonText.optional(),
  history: jsonText.optional(),
}

export type ContentParts = Partial<Omit<StoredSite, 'name'>>

const partNames = [
  'version',
  'context',
  'defaults',
  'pages',
  'pageOrder',
  'editor',
  'history',
] as const

/** Only the content parts of a body, leaving out everything else it carries. */
export function pickContentParts(body: Partial<Record<string, unknown>>): ContentParts {
  const parts: ContentParts = {}
  for (const name of partNames) {
    const value = body[name]
    if (typeof value === 'string') parts[name] = value
  }
  return parts
}

export function hasParts(parts: ContentParts): boolean {
  return Object.keys(parts).length > 0
}

/** Reads stored content as a site, or answers InvalidFormData saying what is wrong. */
export function readSite(stored: StoredSiteInput): Site {
  try {
    return deserializeSite(stored)
  } catch (error) {
    if (error instanceof InvalidSiteError) {
      throw commonErrors.InvalidFormData(error.message.slice(0, 300))
    }
    throw error
  }
}

export const byteLength = (text: string | undefined): number =>
  text === undefined ? 0 : Buffer.byteLength(text, 'utf8')

export function dataLimitExceeded(limit: number): ApiError {
  return errors.DataLimitExceeded(
    `Data limit exceeded: the site's pages may be at most ${limit} bytes on its plan`,
  )
}

/** The editor offers to clear history when the message starts with 'History'. */
export function historyLimitExceeded(limit: number): ApiError {
  return errors.HistoryLimitExceeded(
    `History is too large (at most ${limit} bytes on this plan): clear the history and save again`,
  )
}
