import { ALL_SITES } from '@tessera/kit'

interface Entry {
  body: unknown
  expires: number
}

/** Answers kept at most; past it the oldest site's are dropped first. */
const MAX_ENTRIES = 5000

/**
 * The read API's answers by site, kept until the site changes (a collection, a field or an item
 * of it: announced on the site-changes channel every replica and site-server hears) or until
 * they expire: after `ttlMs`, or when a scheduled item of the collection goes live, whichever
 * comes first, since that change is a time rather than a write.
 */
export class PublicItemsCache {
  private readonly sites = new Map<string, Map<string, Entry>>()
  private size = 0
  /**
   * Counts each site's forgetting (and every site's, for `ALL_SITES`): an answer read before
   * one may be stale, and is not kept.
   */
  private readonly epochs = new Map<string, number>()
  private epoch = 0

  constructor(private readonly ttlMs: number) {}

  /** Taken before reading an answer, given back to `set`. */
  mark(siteId: string): string {
    return `${this.epoch}:${this.epochs.get(siteId) ?? 0}`
  }

  get(siteId: string, key: string, now = Date.now()): unknown {
    const entry = this.sites.get(siteId)?.get(key)
    if (!entry) return undefined
    if (entry.expires <= now) {
      this.sites.get(siteId)!.delete(key)
      this.size -= 1
      return undefined
    }
    return entry.body
  }

  set(
    siteId: string,
    key: string,
    body: unknown,
    mark: string,
    nextChange?: Date,
    now = Date.now(),
  ): void {
    if (this.ttlMs <= 0 || mark !== this.mark(siteId)) return
    const expires = Math.min(now + this.ttlMs, nextChange?.getTime() ?? Number.POSITIVE_INFINITY)
    if (expires <= now) return
    while (this.size >= MAX_ENTRIES) {
      const oldest = this.sites.keys().next().value
      if (oldest === undefined) break
      this.forget(oldest)
    }
    let entries = this.sites.get(siteId)
    if (!entries) {
      entries = new Map()
      this.sites.set(siteId, entries)
    }
    if (!entries.has(key)) this.size += 1
    entries.set(key, { body, expires })
  }

  /** Drops a site's answers (`ALL_SITES`: every site's). */
  forget(siteId: string): void {
    if (siteId === ALL_SITES || this.epochs.size >= 100_000) {
      this.epoch += 1
      this.epochs.clear()
      this.sites.clear()
      this.size = 0
      return
    }
    this.epochs.set(siteId, (this.epochs.get(siteId) ?? 0) + 1)
    const entries = this.sites.get(siteId)
    if (!entries) return
    this.size -= entries.size
    this.sites.delete(siteId)
  }
}
