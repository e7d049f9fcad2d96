// A rendered page with the runtime bundle in headless Chromium (the system's, never a download).
import { DEFAULT_RUNTIME_URL, toHtml } from '@tessera/renderer'
import { BuiltinComponentId } from '@tessera/site-format'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBundle } from './testing/bundle.js'
import { add, addBlock, behavior, emptySite, named, on } from './testing/page.js'

const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const SITE_ID = 'site-1'
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Widths per breakpoint: Desktop, Tablet (large) <= 980, Tablet (small) <= 760, Mobile <= 480. */
const BOX_WIDTHS: Array<[viewport: number, width: string, columns: number]> = [
  [1200, '1000px', 3],
  [900, '800px', 3],
  [700, '600px', 3],
  [400, '300px', 2],
]

function browserSite() {
  const site = emptySite()
  add(site, {
    id: 'box',
    content: 'Box',
    style: {
      custom: {
        'breakpoint-1': {
          default: { width: '1000px', 'background-color': 'rgb(0, 0, 255)' },
          ':hover': { 'background-color': 'rgb(255, 0, 0)' },
        },
        'breakpoint-2': { default: { width: '800px' } },
        'breakpoint-3': { default: { width: '600px' } },
        'breakpoint-4': { default: { width: '300px' } },
      },
    },
  })
  add(site, { id: 'away', content: 'Away' })
  behavior(
    site,
    'b-count',
    `const n = (getState(component.id, 'n') || 0) + 1
setState(component.id, 'n', n)
helpers.setContent(component.id, String(n))`,
  )
  const ticker = add(site, { id: 'ticker', content: '0' })
  on(ticker, 'periodic', [{ behaviorId: 'b-count' }], {
    interval: { type: 'number', value: '100' },
  })
  const counter = addBlock(site, BuiltinComponentId.viewCounter)
  const block = addBlock(site, BuiltinComponentId.lightboxGallery)
  const gallery = named(block, 'ImageGallery')
  for (const image of gallery.children ?? []) {
    if (image.inputs?.src) image.inputs.src.is = '/photos/sample.png'
  }
  const ids = {
    counter: counter.id,
    gallery: gallery.id,
    first: gallery.children?.[0]?.id ?? '',
    lightbox: named(block, 'Lightbox').id,
    loader: named(block, 'Loading').id,
    image: named(block, 'LightboxImage').id,
    download: named(block, 'DownloadIcon').id,
  }
  return { site, ids }
}

describe('in Chromium', () => {
  const { site, ids } = browserSite()
  const requests: string[] = []
  let server: Server
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const bundle = await buildBundle()
    const html = toHtml(site, '/home', { siteId: SITE_ID, apiBase: '/api' })
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      requests.push(`${request.method} ${path}`)
      const send = (type: string, body: string | Buffer) => {
        response.writeHead(200, { 'Content-Type': type })
        response.end(body)
      }
      if (path === '/') send('text/html; charset=utf-8', html)
      else if (path === DEFAULT_RUNTIME_URL) send('text/javascript', bundle)
      else if (path === '/photos/sample.png') send('image/png', PNG)
      else if (path === `/api/sites/${SITE_ID}/public_usage`) {
        send('application/json', JSON.stringify({ total_site_view_count: 42 }))
      } else {
        response.writeHead(404)
        response.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    })
    page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => 'tessera' in window && window.tessera !== undefined)
    expect(errors).toEqual([])
  }, 20_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  const computed = (id: string, property: string) =>
    page.evaluate(
      ([id, property]) => {
        const element = document.getElementById(id ?? '')
        return element ? getComputedStyle(element).getPropertyValue(property ?? '') : undefined
      },
      [id, property],
    )

  it('loads the runtime from the rendered page', () => {
    expect(requests).toContain(`GET ${DEFAULT_RUNTIME_URL}`)
  })

  it.each(BOX_WIDTHS)(
    'at %i px the styles of that breakpoint apply (box %s, gallery %i columns)',
    async (viewport, width, columns) => {
      await page.setViewportSize({ width: viewport, height: 800 })
      expect(await computed('box', 'width')).toBe(width)
      const template = await computed(ids.gallery, 'grid-template-columns')
      expect(template?.split(' ')).toHaveLength(columns)
    },
  )

  it('applies the hover style under the mouse', async () => {
    await page.setViewportSize({ width: 1200, height: 800 })
    await page.hover('#away')
    expect(await computed('box', 'background-color')).toBe('rgb(0, 0, 255)')
    await page.hover('#box')
    expect(await computed('box', 'background-color')).toBe('rgb(255, 0, 0)')
  })

  it('fires a periodic behaviour', async () => {
    const start = Number(await page.textContent('#ticker'))
    await page.waitForFunction(
      (from) => Number(document.getElementById('ticker')?.textContent) >= from + 3,
      start,
      { timeout: 3000 },
    )
  })

  it('shows the view count once the counter appears', async () => {
    await page.waitForFunction(
      (id) => document.getElementById(id)?.textContent === '42',
      ids.counter,
      { timeout: 3000 },
    )
    expect(requests.filter((r) => r.endsWith('/public_usage'))).toEqual([
      `GET /api/sites/${SITE_ID}/public_usage`,
    ])
  })

  it('opens the lightbox, hides the loader on load and downloads a PNG', async () => {
    await page.click(`[id="${ids.first}"]`)
    await page.waitForSelector(`[id="${ids.lightbox}"]`, { state: 'visible' })
    await page.waitForFunction((id) => document.getElementById(id) === null, ids.loader)
    expect(await page.getAttribute(`[id="${ids.image}"]`, 'src')).toBe('/photos/sample.png')
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 3000 }),
      page.click(`[id="${ids.download}"]`),
    ])
    expect(download.suggestedFilename()).toBe('sample.png')
    await page.keyboard.press('Escape')
    await page.waitForFunction((id) => document.getElementById(id) === null, ids.lightbox)
  })
})

declare global {
  interface Window {
    tessera?: unknown
  }
}
