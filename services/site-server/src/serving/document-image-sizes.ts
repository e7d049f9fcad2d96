import type { ImageSize } from '@tessera/renderer'

/** What a rendering knows of a document's image sizes (and its assets' current addresses). */
export interface ImageSizesAnswer<T extends ImageSize = ImageSize> {
  sizes: ReadonlyMap<string, T>
  /** False when the assets service did not answer: the page goes without, and is kept briefly. */
  complete: boolean
}

const NONE: ReadonlyMap<string, never> = new Map<string, never>()

/** As many URLs as the assets service answers for at once. */
export const MAX_URLS = 2000
const URL_VALUE = /"(https?:\/\/[^"\\\s]{1,2000})"/g
/** An address in a CSS value (a background image): `url("…")`, as JSON text escapes it. */
const CSS_URL = /url\((?:\\?["'])?(https?:\/\/[^"'\\\s()]{1,2000})/g

/**
 * The absolute URLs a site document names as whole string values (an image's `src` among them),
 * first ones first, each once: what to ask the assets service about, whichever site, identity or
 * template the assets belong to.
 */
export function urlsIn(jsonTexts: readonly string[]): string[] {
  const urls = new Set<string>()
  for (const pattern of [URL_VALUE, CSS_URL]) {
    for (const text of jsonTexts) {
      for (const [, url] of text.matchAll(pattern)) {
        urls.add(url!)
        if (urls.size === MAX_URLS) return [...urls]
      }
    }
  }
  return [...urls]
}

/**
 * One loaded document's image sizes: asked for once and kept as long as the document. A failed
 * ask is not kept that long: pages go without sizes until `retryMs` has passed, then the next
 * rendering asks again. Never rejects.
 */
export class DocumentImageSizes<T extends ImageSize = ImageSize> {
  private answer: Promise<ImageSizesAnswer<T>> | undefined
  private failedAt: number | undefined

  constructor(
    private readonly load: () => Promise<ReadonlyMap<string, T>>,
    private readonly retryMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  get(): Promise<ImageSizesAnswer<T>> {
    if (
      this.answer === undefined ||
      (this.failedAt !== undefined && Date.now() - this.failedAt >= this.retryMs)
    ) {
      this.failedAt = undefined
      this.answer = this.load().then(
        (sizes) => ({ sizes, complete: true }),
        (err: unknown) => {
          this.failedAt = Date.now()
          this.onError(err)
          return { sizes: NONE, complete: false }
        },
      )
    }
    return this.answer
  }
}
