import { SITE_FORMAT_VERSION, type Site } from '../types/site.js'
import { rewriteNamespace } from './namespace.js'
import { siteFromData } from './stored-site.js'

/** The import error the editor shows (build.import_error dialog). */
export const SITE_FILE_ERROR_MESSAGE = 'Failed to parse site data from file.'

/** The translation key of the warning shown when an imported file has another format version. */
export const SITE_FORMAT_WARNING_KEY = 'errors.site_format'

export class SiteFileError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(SITE_FILE_ERROR_MESSAGE, options)
    this.name = 'SiteFileError'
  }
}

export interface ParsedSiteFile {
  site: Site
  /** The file has another format version: it is imported but may be broken. */
  versionMismatch: boolean
}

/** The export file: the 8 parts as nested JSON, two-space indented, undefined values dropped. */
export function exportSiteFile(site: Site): string {
  const file = {
    name: site.name,
    version: site.version,
    context: site.context,
    defaults: site.defaults,
    pages: site.pages,
    pageOrder: site.pageOrder,
    editor: site.editor,
    history: site.history,
  }
  return JSON.stringify(file, null, 2)
}

/** `pub-{sitename}{yyyyMMdd-HHmmss}.json`, with the time in UTC. */
export function exportFileName(siteName: string, date: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0')
  const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`
  const time = `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  return `pub-${siteName}${day}-${time}.json`
}

/**
 * Reads an imported file, in the export form or the stored form. With `currentNamespace`, the
 * file's ids move into that namespace. Throws `SiteFileError` when the text is not a site.
 */
export function parseSiteFile(text: string, currentNamespace?: string): ParsedSiteFile {
  let site: Site
  try {
    // The decoded text is this call's own: the site takes it without a copy.
    site = siteFromData(JSON.parse(text), { owned: true })
  } catch (cause) {
    throw new SiteFileError({ cause })
  }
  if (currentNamespace !== undefined && currentNamespace !== site.context.namespace) {
    site = rewriteNamespace(site, currentNamespace)
  }
  return { site, versionMismatch: site.version !== SITE_FORMAT_VERSION }
}
