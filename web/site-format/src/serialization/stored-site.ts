import type { ContentPart, Site } from '../types/site.js'
import { normalizeSite } from './normalize.js'
import { cloneJson, isPlainObject } from './records.js'
import { rawSiteSchema } from './schema.js'

/** The site API form: `name` and `version` are plain, every other part is JSON text. */
export interface StoredSite {
  name: string
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  editor?: string
  history: string
}

type JsonPart = Exclude<ContentPart, 'name' | 'version'>

const JSON_PARTS: readonly JsonPart[] = [
  'context',
  'defaults',
  'pages',
  'pageOrder',
  'editor',
  'history',
]

/**
 * What `deserializeSite` reads: each JSON part as JSON text, as an already parsed value, or as
 * JSON text of JSON text (the 2023 backup rows).
 */
export type StoredSiteInput = Pick<StoredSite, 'name' | 'version'> &
  Partial<Record<JsonPart, unknown>>

/** Thrown when data does not have the shape of a site. */
export class InvalidSiteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'InvalidSiteError'
  }
}

/** Only the named parts, for a save that sends what changed. */
export function serializeParts(site: Site, parts: readonly ContentPart[]): Partial<StoredSite> {
  const stored: Partial<StoredSite> = {}
  for (const part of parts) {
    if (part === 'name' || part === 'version') {
      stored[part] = site[part]
    } else if (site[part] !== undefined) {
      stored[part] = JSON.stringify(site[part])
    }
  }
  return stored
}

export function serializeSite(site: Site): StoredSite {
  const stored: StoredSite = {
    name: site.name,
    version: site.version,
    context: JSON.stringify(site.context),
    defaults: JSON.stringify(site.defaults),
    pages: JSON.stringify(site.pages),
    pageOrder: JSON.stringify(site.pageOrder),
    history: JSON.stringify(site.history),
  }
  if (site.editor !== undefined) stored.editor = JSON.stringify(site.editor)
  return stored
}

/** Reads the stored form (or the export form) and applies the loader defaults. */
export function deserializeSite(stored: StoredSiteInput): Site {
  return siteFromData(stored)
}

/**
 * Reads a site from untrusted data in either container: parts may be JSON text, double-encoded
 * JSON text, or parsed values. Throws `InvalidSiteError` when it is not a site. Parts given as
 * values are copied, so the site shares nothing with the caller, unless `owned` says the data
 * was made for this call alone (just decoded from JSON text) and can be taken as it is.
 */
export function siteFromData(data: unknown, { owned = false }: { owned?: boolean } = {}): Site {
  if (!isPlainObject(data)) throw new InvalidSiteError('Site data is not an object')
  const decoded: Record<string, unknown> = { ...data }
  for (const part of JSON_PARTS) {
    const value = decodePart(part, data[part], owned)
    if (value === undefined) delete decoded[part]
    else decoded[part] = value
  }
  const result = rawSiteSchema.safeParse(decoded)
  if (!result.success) {
    throw new InvalidSiteError(`Invalid site data: ${result.error.message}`, {
      cause: result.error,
    })
  }
  // The parse result is new, except for values the schema passes through (history entries,
  // state and input values), which come from JSON text decoded here or were copied above.
  return normalizeSite(result.data)
}

function decodePart(part: JsonPart, value: unknown, owned: boolean): unknown {
  if (value === null) return undefined
  // A part given as a value belongs to the caller, unless owned: the site gets a copy of it.
  if (typeof value !== 'string') return owned ? value : cloneJson(value)
  let decoded: unknown = value
  // JSON text, or JSON text holding JSON text (old backup rows): decode at most twice.
  for (let depth = 0; depth < 2 && typeof decoded === 'string'; depth += 1) {
    try {
      decoded = JSON.parse(decoded)
    } catch (cause) {
      throw new InvalidSiteError(`Site part ${part} is not valid JSON`, { cause })
    }
  }
  // A null part (e.g. an empty database column) counts as missing.
  return decoded === null ? undefined : decoded
}
