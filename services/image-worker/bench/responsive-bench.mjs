/* global window, document, PerformanceObserver */
// `make bench`: the image bytes a phone (390 px wide, 3 device pixels per CSS pixel) loads from
// the rich published site whose photos are 1600 x 1067 JPEGs as uploaded, with the responsive
// copies the image worker makes (AVIF and WebP, srcset and sizes, lazy below the first screen),
// beside what the same page loaded before them: every image's original, all of them at once.
// Also the page's LCP, as Chromium reports it, and how long the worker took over the copies.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { serializeSite } from '@tessera/site-format'
import { richSite } from '@tessera/site-format/testing'
import { api, withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../infra/local/browsers.mjs'

const PHOTOS = 6
const WIDTH = 1600
const HEIGHT = 1067

/** Photo-like: gradients and shapes under fine grain, each one different. */
function photo(i) {
  const hue = (i * 53) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${400 + i * 90}" cy="420" r="${220 + i * 25}" fill="hsl(${(hue + 60) % 360},80%,70%)" opacity="0.8"/>
    <path d="M0 800 Q 500 ${600 + i * 30} 1000 760 T 1600 700 V 1067 H 0 Z" fill="hsl(${(hue + 200) % 360},40%,25%)"/>
  </svg>`
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer()
    .then((grain) =>
      sharp(Buffer.from(svg))
        .composite([{ input: grain, blend: 'overlay' }])
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    )
}

async function upload(gateway, token, bytes, name, contentType) {
  const created = await api(
    gateway,
    'POST',
    '/site-assets',
    { name, site_id: 'identity', content_type: contentType, content_size: bytes.length },
    token,
  )
  const put = await fetch(created.signed_url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  })
  if (!put.ok) throw new Error(`upload: ${put.status}`)
  return (await api(gateway, 'POST', `/site-assets/${created.id}/actions/verify`, {}, token)).url
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`

await withBenchStack('responsive', async ({ url, databaseUrl }) => {
  const gateway = url('gateway')
  const siteServer = url('site-server')
  const { auth_token: token } = await api(gateway, 'POST', '/users/registrations', {
    email: `responsive-${Date.now()}@example.test`,
    password: 'bench password',
  })
  const originals = new Map()
  const images = []
  const started = performance.now()
  for (let i = 0; i < PHOTOS; i++) {
    const bytes = await photo(i)
    const address = await upload(gateway, token, bytes, `photo-${i + 1}.jpg`, 'image/jpeg')
    originals.set(address, bytes.length)
    images.push(address)
  }
  const logoBytes = await sharp({
    create: { width: 240, height: 80, channels: 3, background: '#1e1e1e' },
  })
    .png()
    .toBuffer()
  const logo = await upload(gateway, token, logoBytes, 'logo.png', 'image/png')
  originals.set(logo, logoBytes.length)

  // The copies are made in the background: wait until every image has them.
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM assets.assets WHERE variants IS NULL AND state = 'Uploaded'`,
    )
    if (rows[0].n === 0) break
    if (performance.now() - started > 300_000) throw new Error('the copies took over 5 minutes')
    await new Promise((r) => setTimeout(r, 250))
  }
  const copiesMs = performance.now() - started
  await db.end()

  const subdomain = `responsive-${Date.now()}`
  const site = await api(
    gateway,
    'POST',
    '/sites',
    { subdomain, ...serializeSite(richSite({ images, logo })) },
    token,
  )
  await api(gateway, 'POST', `/sites/${site.id}/actions/publish`, { publish: true }, token)
  const page = `http://${subdomain}.localhost:${new URL(siteServer).port}/`

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    })
    const tab = await context.newPage()
    let bytes = 0
    const loaded = []
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      bytes += body.length
      loaded.push(response.url())
    })
    await tab.addInitScript(() => {
      window.__lcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await tab.goto(page, { waitUntil: 'networkidle' })
    const firstScreen = bytes
    const lcp = await tab.evaluate(() => window.__lcp)
    // Scrolled to the end: every lazy image is loaded too.
    await tab.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 100))
      }
    })
    await tab.waitForLoadState('networkidle')
    await new Promise((r) => setTimeout(r, 500))
    const after = bytes
    // Before the copies, each image on the page loaded its original, all at once.
    const sources = await tab.$$eval('img', (imgs) => imgs.map((img) => img.getAttribute('src')))
    const before = sources.reduce((sum, src) => sum + (originals.get(src) ?? 0), 0)
    const copies = loaded.filter((u) => /-w\d+\.(avif|webp)$/.test(u)).length
    console.log('\nResponsive images: the rich published site on a phone (390 px, 3x)')
    console.log(`  images on the page          ${sources.length} (${copies} served as copies)`)
    console.log(`  image bytes before          ${kb(before)} (every original, at once)`)
    console.log(
      `  image bytes after           ${kb(after)} scrolled to the end, ${kb(firstScreen)} for the first screen`,
    )
    console.log(
      `  fewer image bytes           ${(100 * (1 - after / before)).toFixed(0)}% (aim: 60% or more)`,
    )
    console.log(`  LCP                         ${lcp.toFixed(0)} ms (local, unthrottled)`)
    console.log(`  copies of ${PHOTOS + 1} images made in  ${(copiesMs / 1000).toFixed(1)} s`)
    await context.close()
  } finally {
    await browser.close()
  }
})
