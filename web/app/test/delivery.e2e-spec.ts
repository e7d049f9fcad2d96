import { request } from 'node:http'
import { testStack } from '@tessera/kit/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  bytes: number
}

/** A GET that shows the bytes as sent (fetch would decode them and hide Content-Encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }))
    })
      .on('error', reject)
      .end()
  })
}

/** How the gateway delivers the app: compressed, cached for good when hashed, crawlable. */
describe('web app: delivery through the gateway', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it("sends Chromium the home page's scripts and styles in brotli, cached as immutable", async () => {
    const page = await browser.newPage()
    const assets: Array<{ url: string; headers: Record<string, string> }> = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type === 'script' || type === 'stylesheet')
        assets.push({ url: response.url(), headers: response.headers() })
    })
    const main = await page.goto(app('/'), { waitUntil: 'networkidle' })
    expect(main?.headers()['cache-control']).toBe('no-cache')
    expect(assets.length).toBeGreaterThan(1)
    for (const { url, headers } of assets) {
      expect(headers['content-encoding'], url).toBe('br')
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable')
      expect(headers['vary'], url).toMatch(/accept-encoding/i)
    }
    await page.close()
  })

  it('negotiates: gzip when only gzip is accepted, plain bytes when nothing is', async () => {
    const html = await rawGet(app('/'))
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(
      await (await fetch(app('/'), { headers: { accept: 'text/html' } })).text(),
    )?.[1]
    expect(script).toBeTruthy()
    const plain = await rawGet(app(script!))
    const gzip = await rawGet(app(script!), { 'accept-encoding': 'gzip' })
    const brotli = await rawGet(app(script!), { 'accept-encoding': 'gzip, deflate, br' })
    const refused = await rawGet(app(script!), { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(html.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.bytes).toBe(plain.bytes)
    for (const res of [plain, gzip, brotli]) {
      expect(res.headers['content-type']).toMatch(/javascript/)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    // The largest script goes out at a fraction of its size.
    expect(brotli.bytes).toBeLessThan(plain.bytes / 2.5)
    expect(gzip.bytes).toBeLessThan(plain.bytes / 2)
  })

  it("names a public page's lazily loaded screen in its document, so it loads with the main script", async () => {
    const page = await browser.newPage()
    const requested: string[] = []
    page.on('request', (req) => requested.push(new URL(req.url()).pathname))
    const res = await page.goto(app('/templates'), { waitUntil: 'networkidle' })
    expect(res?.headers()['cache-control']).toBe('no-cache')
    const html = await res!.text()
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    const screen = preloads.map((m) => m[1]!).find((href) => href.includes('templates-screen'))
    expect(screen).toBeTruthy()
    // The main script is loaded anyway: none of its own chunks is named twice.
    const main = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(preloads.map((m) => m[1])).not.toContain(main)
    // The screen it names is the one the page uses, fetched once.
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(requested.filter((path) => path === screen)).toHaveLength(1)
    await page.close()

    // Other paths, and the home page, get the plain document.
    const home = await (await fetch(app('/'), { headers: { accept: 'text/html' } })).text()
    const sites = await (await fetch(app('/sites'), { headers: { accept: 'text/html' } })).text()
    expect(home).not.toContain('templates-screen')
    expect(sites).toBe(home)
    const login = await (await fetch(app('/login/'), { headers: { accept: 'text/html' } })).text()
    expect(login).toMatch(/href="\/assets\/login-screen-[^"]+\.js"/)
  })

  it("names the builder's chunks in the document of every builder path", async () => {
    const page = await browser.newPage()
    const requested: string[] = []
    page.on('request', (req) => requested.push(new URL(req.url()).pathname))
    const res = await page.goto(app('/build/scratch'))
    const html = await res!.text()
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    const screen = preloads.map((m) => m[1]!).find((href) => href.includes('build-screen'))
    expect(screen).toBeTruthy()
    // The builder opens on what was preloaded, each chunk fetched once.
    await page.getByRole('tree', { name: 'Components' }).waitFor()
    for (const href of preloads.map((m) => m[1]!)) {
      expect(requested.filter((path) => path === href)).toHaveLength(1)
    }
    await page.close()
    const site = await (
      await fetch(app('/build/0a1b2c/'), { headers: { accept: 'text/html' } })
    ).text()
    expect(site).toBe(html)
  })

  it('answers /robots.txt and /sitemap.xml as themselves, not the app', async () => {
    const robots = await fetch(app('/robots.txt'))
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    const rules = await robots.text()
    expect(rules).not.toMatch(/<html/i)
    expect(rules).toMatch(/^User-agent: \*$/m)
    expect(rules).toMatch(/^Disallow: \/api\/$/m)
    expect(rules).toContain(`Sitemap: ${new URL(stack.gatewayUrl).origin}/sitemap.xml`)

    const sitemap = await fetch(app('/sitemap.xml'))
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await sitemap.text()
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(locations).toEqual(['/', '/templates', '/signup', '/login', '/privacy', '/terms'])

    // Each listed page is a real page of the app, with a title of its own.
    const page = await browser.newPage()
    for (const path of locations) {
      const res = await page.goto(app(path))
      expect(res?.status(), path).toBe(200)
      await expect.poll(() => page.title()).toMatch(/Tessera/)
    }
    await page.close()
  })
})
