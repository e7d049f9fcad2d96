import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The home page in each language, for `/` of a site that sends visitors to their browser's
 * language: languages with the default one first, and each one's address.
 */
export interface LanguageHomes {
  languages: readonly string[]
  hrefs: Readonly<Record<string, string>>
}

/** A response ready to send, with its compressed forms made on first demand. */
export class CachedResponse {
  readonly etag: string
  /** Set on `/` when the site sends visitors to their language (see SiteRequestHandler). */
  languageHomes?: LanguageHomes
  private readonly encoded = new Map<Encoding, { body: Buffer; headers: Record<string, string> }>()
  /** How many cache keys point here; its bytes count once. */
  refs = 0
  /**
   * The collections whose items it shows, as `{siteId}|{collectionId}`: a change of one of
   * them drops it (see `RenderCache.dropCollection`).
   */
  collections: readonly string[] = []

  constructor(
    readonly status: number,
    readonly contentType: string,
    readonly body: Buffer,
    etag: string,
    readonly isPage: boolean,
    /** When (ms since the epoch) a response made without everything it needs is made again. */
    readonly expiresAt?: number,
    /** Headers of this response alone (a redirect's `location`). */
    private readonly extraHeaders?: Readonly<Record<string, string>>,
    /** A redirect's target before the request's query is added to it. */
    readonly redirectTo?: string,
  ) {
    this.etag = `W/"${etag}"`
  }

  /** The same page for `/`, answered by the visitor's languages (and varying with them). */
  withLanguageHomes(homes: LanguageHomes): CachedResponse {
    const copy = new CachedResponse(
      this.status,
      this.contentType,
      this.body,
      this.etag.slice(3, -1),
      this.isPage,
      this.expiresAt,
      { ...this.extraHeaders, vary: 'Accept-Encoding, Accept-Language, Cookie' },
      this.redirectTo,
    )
    copy.languageHomes = homes
    copy.collections = this.collections
    return copy
  }

  get size(): number {
    let size = this.body.length
    for (const [encoding, { body }] of this.encoded)
      if (encoding !== 'identity') size += body.length
    return size
  }

  /**
   * The body and headers for an encoding; small bodies are always sent as they are. `onGrow`
   * hears of a compressed form made now (a function made once, not per request).
   */
  variant(
    encoding: Encoding,
    onGrow?: (entry: CachedResponse, bytes: number) => void,
  ): { body: Buffer; headers: Record<string, string> } {
    const use = this.body.length < 1024 ? 'identity' : encoding
    let found = this.encoded.get(use)
    if (!found) {
      const body =
        use === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : use === 'gzip'
            ? gzipSync(this.body, { level: 9 })
            : this.body
      const headers: Record<string, string> = {
        'content-type': this.contentType,
        'content-length': String(body.length),
        etag: this.etag,
        'cache-control': 'public, max-age=0, must-revalidate',
        vary: 'Accept-Encoding',
        ...this.extraHeaders,
      }
      if (use !== 'identity') headers['content-encoding'] = use
      found = { body, headers }
      this.encoded.set(use, found)
      if (use !== 'identity') onGrow?.(this, body.length)
    }
    return found
  }
}

const encodings = new Map<string, Encoding>()
const MAX_ENCODING_HEADERS = 1000

/** The encoding to answer with: brotli, then gzip, unless the client refuses them (q=0). */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header === '') return 'identity'
  // Clients send a handful of distinct headers: each is read once.
  let known = encodings.get(header)
  if (known === undefined) {
    known = readEncoding(header)
    if (encodings.size >= MAX_ENCODING_HEADERS) encodings.clear()
    encodings.set(header, known)
  }
  return known
}

function readEncoding(header: string): Encoding {
  const accepted = (name: string) => {
    const match = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`).exec(header)
    return match !== null && (match[1] === undefined || Number(match[1]) > 0)
  }
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return 'identity'
}

/** A cache entry, and whether it was read since eviction last passed it. */
interface Slot {
  entry: CachedResponse
  used: boolean
}

/**
 * Rendered responses by request key (site, version, content stamp, mode, path, language), least
 * recently used first out once they take more than `maxBytes`. Keys are cheap; bodies are shared.
 * Recency is kept as a second chance (CLOCK): a read only marks its slot, and eviction moves a
 * marked slot to the back instead of dropping it, so a cached read does not reorder the map.
 */
export class RenderCache {
  private readonly entries = new Map<string, Slot>()
  private bytes = 0
  /** Keys of the entries showing each collection's items, by `{siteId}|{collectionId}`. */
  private readonly byCollection = new Map<string, Set<string>>()
  /** Collection changes heard, per site and for every site: see `mark`. */
  private readonly changes = new Map<string, number>()
  private allChanges = 0

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries = 100_000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const slot = this.entries.get(key)
    if (slot === undefined) return undefined
    const { expiresAt } = slot.entry
    if (expiresAt !== undefined && expiresAt <= Date.now()) {
      this.release(key, slot.entry)
      return undefined
    }
    slot.used = true
    return slot.entry
  }

  set(key: string, entry: CachedResponse): void {
    const old = this.entries.get(key)
    if (old) this.release(key, old.entry)
    this.entries.set(key, { entry, used: false })
    if (entry.refs++ === 0) this.bytes += entry.size
    for (const tag of entry.collections) {
      let keys = this.byCollection.get(tag)
      if (keys === undefined) {
        keys = new Set()
        this.byCollection.set(tag, keys)
      }
      keys.add(key)
    }
    this.evict()
  }

  /**
   * Taken before a page reads collection items, and checked with `changedSince` before it is
   * kept: a change heard in between may not be in what it read.
   */
  mark(siteId: string): string {
    return `${this.allChanges}.${this.changes.get(siteId) ?? 0}`
  }

  changedSince(siteId: string, mark: string): boolean {
    return mark !== this.mark(siteId)
  }

  /**
   * Drops every response that shows the collection's items, and nothing else of the site
   * (`*` as the site: every response that shows any collection's items).
   */
  dropCollection(siteId: string, collectionId: string): void {
    if (siteId === '*') {
      this.allChanges++
      this.changes.clear()
      for (const keys of [...this.byCollection.values()]) this.dropKeys(keys)
      return
    }
    this.changes.set(siteId, (this.changes.get(siteId) ?? 0) + 1)
    if (this.changes.size > 100_000) {
      this.changes.clear()
      this.allChanges++
    }
    const keys = this.byCollection.get(`${siteId}|${collectionId}`)
    if (keys !== undefined) this.dropKeys(keys)
  }

  private dropKeys(keys: ReadonlySet<string>): void {
    for (const key of [...keys]) {
      const slot = this.entries.get(key)
      if (slot !== undefined) this.release(key, slot.entry)
    }
  }

  /** A compressed variant was added to an entry: count it. */
  readonly grew = (entry: CachedResponse, by: number): void => {
    if (entry.refs > 0) this.bytes += by
    this.evict()
  }

  get usedBytes(): number {
    return this.bytes
  }

  get size(): number {
    return this.entries.size
  }

  private release(key: string, entry: CachedResponse): void {
    this.entries.delete(key)
    if (--entry.refs === 0) this.bytes -= entry.size
    for (const tag of entry.collections) {
      const keys = this.byCollection.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.byCollection.delete(tag)
    }
  }

  private evict(): void {
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.entries().next()
      if (oldest.done) return
      const [key, slot] = oldest.value
      if (slot.used) {
        // Read since it was last passed: a second chance, at the back.
        slot.used = false
        this.entries.delete(key)
        this.entries.set(key, slot)
        continue
      }
      this.release(key, slot.entry)
    }
  }
}
