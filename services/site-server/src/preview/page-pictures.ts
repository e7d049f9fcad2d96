import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import { chromium, type Browser } from 'playwright-core'
import type { SiteServerConfig } from '../config.js'

/** The address the page is shown at: a name no request can reach, answered from memory. */
const PAGE_URL = 'http://preview.tessera.invalid/'
/** Widths a picture may be taken at, in CSS pixels. */
export const PREVIEW_WIDTH = { min: 320, max: 1920 } as const
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A container's /dev/shm is small (64 MB): shared memory goes to /tmp instead.
  '--disable-dev-shm-usage',
]

export interface Picture {
  png: Buffer
  width: number
  height: number
  /** The page or component was taller than the cap. */
  cut: boolean
}

/** Thrown when the page has no element of the asked component (it renders to nothing). */
export class NothingToPicture extends Error {}

/**
 * Pictures of rendered pages in Chromium: one browser per process, started on first use; a
 * fresh context per picture (nothing carries from one site to the next), a bounded number at
 * once, each within a time limit. The page's own scripts do not run, and it loads nothing but
 * what the allowed origins serve.
 */
@Injectable()
export class PagePictures implements OnApplicationShutdown {
  private browser: Promise<Browser> | undefined
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(@Inject(CONFIG) private readonly config: SiteServerConfig) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const started = chromium.launch({
        executablePath: this.config.PREVIEW_CHROMIUM_PATH,
        args: CHROMIUM_FLAGS,
      })
      this.browser = started
      started.then(
        (browser) =>
          browser.on('disconnected', () => {
            if (this.browser === started) this.browser = undefined
          }),
        () => {
          if (this.browser === started) this.browser = undefined
        },
      )
    }
    return this.browser
  }

  private async turn(): Promise<() => void> {
    if (this.running >= this.config.PREVIEW_CONCURRENCY)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.running++
    return () => {
      this.running--
      this.waiting.shift()?.()
    }
  }

  /** `html` at `width`, whole (up to the height cap) or the element with id `elementId`. */
  async take(html: string, width: number, elementId?: string): Promise<Picture> {
    const deadline = Date.now() + this.config.PREVIEW_TIMEOUT_MS
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The preview took too long')),
        this.config.PREVIEW_TIMEOUT_MS,
      )
    })
    const turn = this.turn()
    try {
      const done = await Promise.race([turn, timeout]).catch((error: unknown) => {
        // The wait gave up: the turn it is given later is handed straight on, never kept.
        void turn.then((release) => release())
        throw error
      })
      try {
        return await Promise.race([this.shoot(html, width, deadline, elementId), timeout])
      } finally {
        done()
      }
    } finally {
      clearTimeout(timer)
    }
  }

  private async shoot(
    html: string,
    width: number,
    deadline: number,
    elementId: string | undefined,
  ): Promise<Picture> {
    const browser = await this.launch()
    const maxHeight = this.config.PREVIEW_MAX_HEIGHT
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: 1,
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    })
    try {
      const allowed = new Set(this.config.PREVIEW_ALLOWED_ORIGINS)
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url())
        if (url.href === PAGE_URL)
          return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
        return allowed.has(url.origin) ? route.continue() : route.abort('blockedbyclient')
      })
      const page = await context.newPage()
      const left = () => Math.max(1, deadline - Date.now())
      await page.goto(PAGE_URL, { waitUntil: 'load', timeout: left() })
      const target = page.locator(elementId ? `[id="${CSS_ID(elementId)}"]` : 'html').first()
      const box = await target.boundingBox({ timeout: left() })
      if (!box || box.width < 1 || box.height < 1) throw new NothingToPicture()
      const height = Math.min(Math.ceil(box.height), maxHeight)
      const clip = elementId
        ? { x: box.x, y: box.y, width: Math.ceil(box.width), height }
        : { x: 0, y: 0, width, height }
      const png = await page.screenshot({ type: 'png', fullPage: true, clip, timeout: left() })
      return {
        png,
        width: Math.round(clip.width),
        height: Math.round(clip.height),
        cut: box.height > maxHeight,
      }
    } finally {
      await context.close().catch(() => undefined)
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined)
    await browser?.close()
  }
}

/** An id as a quoted attribute selector holds it. */
function CSS_ID(id: string): string {
  return id.replace(/["\\]/g, '\\$&')
}
