import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

/** A response ready to send, with its compressed forms made on first demand. */
export class CachedResponse {
  readonly etag: string
  private readonly encoded = new Map<Encoding, { body: Buffer; headers: Record<string, string> }>()
  /** How many cache keys point here; its bytes count once. */
  refs = 0

  constructor(
    readonly status: number,
    readonly contentType: string,
    readonly body: Buffer,
    etag: string,
    readonly isPage: boolean,
  ) {
    this.etag = `W/"${etag}"`
  }

  get size(): number {
    let size = this.body.length
    for (const [encoding, { body }] of this.encoded)
      if (encoding !== 'identity') size += body.length
    return size
  }

  /** The body and headers for an encoding; small bodies are always sent as they are. */
  variant(
    encoding: Encoding,
    onGrow?: (bytes: number) => void,
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
      }
      if (use !== 'identity') headers['content-encoding'] = use
      found = { body, headers }
      this.encoded.set(use, found)
      if (use !== 'identity') onGrow?.(body.length)
    }
    return found
  }
}

/** The encoding to answer with: brotli, then gzip, unless the client refuses them (q=0). */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header === '') return 'identity'
  const accepted = (name: string) => {
    const match = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`).exec(header)
    return match !== null && (match[1] === undefined || Number(match[1]) > 0)
  }
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return 'identity'
}

/**
 * Rendered responses by request key (site, version, content stamp, mode, path, language), least
 * recently used first out once they take more than `maxBytes`. Keys are cheap; bodies are shared.
 */
export class RenderCache {
  private readonly entries = new Map<string, CachedResponse>()
  private bytes = 0

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries = 100_000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      // Refresh recency.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: CachedResponse): void {
    const old = this.entries.get(key)
    if (old) this.release(key, old)
    this.entries.set(key, entry)
    if (entry.refs++ === 0) this.bytes += entry.size
    this.evict()
  }

  /** A compressed variant was added to an entry: count it. */
  grew(entry: CachedResponse, by: number): void {
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
  }

  private evict(): void {
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (oldest.done) return
      this.release(oldest.value, this.entries.get(oldest.value)!)
    }
  }
}
