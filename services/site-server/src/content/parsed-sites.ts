import type { SiteDocument } from '@tessera/site-format'
import type { SiteVersion } from './site-version.entity.js'

/** What identifies one state of a version's row: its key, its row stamp and its write time. */
export interface VersionStamp {
  updateKey: string
  /** PostgreSQL's `xmin` of the row: a new one with every write of it. */
  rowStamp: string
  updatedAt: Date
}

/** A version's stored row, and the document read from it once a save needed one. */
export interface ParsedVersion {
  stamp: VersionStamp
  version: SiteVersion
  doc?: SiteDocument
}

/** At most this many versions are kept (the sites being edited right now). */
const MAX_ENTRIES = 4
/** At most this much stored text in all (a document takes a few times its text in memory). */
const MAX_TEXT_BYTES = 24 * 1024 * 1024

const entryKey = (siteId: string, version: number) => `${siteId}/${version}`

const sameStamp = (a: VersionStamp, b: VersionStamp) =>
  a.updateKey === b.updateKey &&
  a.rowStamp === b.rowStamp &&
  a.updatedAt.getTime() === b.updatedAt.getTime()

/** The stored parts' size in characters (UTF-16 units: a bound, not the exact bytes). */
function textSize(version: SiteVersion): number {
  return (
    version.name.length +
    version.context.length +
    version.defaults.length +
    version.pages.length +
    version.pageOrder.length +
    (version.editor?.length ?? 0) +
    version.history.length
  )
}

/**
 * The last versions read or saved here, so a save onto an unchanged version neither reads its
 * whole row again nor parses and validates the whole site again. An entry serves only the exact
 * row it was made from (its stamp is checked against the database on each use), and a save takes
 * the document out while it changes it: a refused or failed save leaves nothing behind.
 */
export class ParsedSites {
  /** In use order, least recently used first. */
  private readonly entries = new Map<string, ParsedVersion & { size: number }>()
  private textBytes = 0

  /** The entry made from exactly this row, or undefined. */
  get(siteId: string, version: number, stamp: VersionStamp): ParsedVersion | undefined {
    const key = entryKey(siteId, version)
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (!sameStamp(entry.stamp, stamp)) {
      this.remove(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /**
   * The entry for this row, taken out: its document is the caller's to change, and comes back
   * only through `put` once the change is saved.
   */
  take(siteId: string, version: number, stamp: VersionStamp): ParsedVersion | undefined {
    const entry = this.get(siteId, version, stamp)
    if (entry) this.remove(entryKey(siteId, version))
    return entry
  }

  put(siteId: string, entry: ParsedVersion): void {
    const key = entryKey(siteId, entry.version.version)
    this.remove(key)
    const size = textSize(entry.version)
    if (size > MAX_TEXT_BYTES) return
    this.entries.set(key, { ...entry, size })
    this.textBytes += size
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.textBytes <= MAX_TEXT_BYTES) break
      this.entries.delete(oldest)
      this.textBytes -= old.size
    }
  }

  /** Forgets every version of a site. */
  drop(siteId: string): void {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(`${siteId}/`)) this.remove(key)
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.textBytes -= entry.size
  }
}
