/* global localStorage */
// `make bench`, restore points: a snapshot of the site of 10,000 components as stored against its
// JSON, the time the site server takes to keep one, and a restore until it shows again, in the
// builder (Chromium) and through the API alone.
import { performance } from 'node:perf_hooks'
import { brotliCompressSync, constants } from 'node:zlib'
import pg from 'pg'
import { api } from '../../../infra/local/bench-kit.mjs'
import { loadNote, printLoad, steady } from '../../../infra/local/load-guard.mjs'
import { createSite, serializeSite } from '../../site-format/dist/index.js'

const SNAPSHOTS = Number(process.env.BENCH_SNAPSHOTS ?? 20)
const API_RESTORES = Number(process.env.BENCH_API_RESTORES ?? 5)
const BUILDER_RESTORES = Number(process.env.BENCH_BUILDER_RESTORES ?? 3)
/** The top plan's room, so a site of 10,000 components fits and named points are unlimited. */
const ROOM = 100_000_000

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value) => `${value.toFixed(0)} ms`
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
const spread = (times) =>
  `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} of ${times.length}`

/** A JSON call to the site's own server; throws with the status and answer when it fails. */
async function siteServer(address, method, path, token, body) {
  const res = await fetch(`${address.replace(/\/$/, '')}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : undefined
}

/**
 * Prints the figures, on a site of its own in the top plan. `stored` is the site of `components`
 * components in its stored form; `canvasFrame` the canvas frame's selector.
 */
export async function restorePointFigures({
  browser,
  gateway,
  databaseUrl,
  stored,
  components,
  canvasFrame,
}) {
  printLoad('before the restore-point figures')
  const stamp = Date.now().toString(36)
  const owner = await api(gateway, 'POST', '/users/registrations', {
    email: `bench-restore-${stamp}@example.test`,
    password: 'bench password',
  })
  const token = owner.auth_token
  const site = await api(
    gateway,
    'POST',
    '/sites',
    { name: 'Bench Restore', subdomain: `bench-restore-${stamp}` },
    token,
  )
  const address = site.site_server.address
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(`UPDATE sites.sites SET site_type = 'Paid3' WHERE id = $1`, [site.id])
    await db.query(
      `UPDATE site_content.sites SET site_type = 'Paid3', pages_limit = $2, history_limit = $2
        WHERE site_id = $1`,
      [site.id, ROOM],
    )
  } finally {
    await db.end()
  }
  const big = { ...stored, name: 'Bench Restore' }
  const small = { ...serializeSite(createSite('Bench Restore')) }
  const replaceWith = (parts) =>
    siteServer(address, 'PATCH', `/sites/${site.id}`, token, { ...parts, force: true })
  await replaceWith(big)
  const siteJson = Buffer.byteLength(JSON.stringify(big))

  // Taking a point: the version read, its parts as JSON compressed (brotli) and stored.
  let point
  const takeFigure = await steady(async () => {
    const times = []
    for (let i = 0; i < SNAPSHOTS; i++) {
      const began = performance.now()
      point = await siteServer(address, 'POST', `/sites/${site.id}/restore-points`, token, {
        name: `Bench snapshot ${i}`,
      })
      times.push(performance.now() - began)
    }
    return times
  })
  // The compression alone, as the site server does it, in this process.
  const pointJson = Buffer.from(
    JSON.stringify({
      name: big.name,
      version: big.version,
      context: big.context,
      defaults: big.defaults,
      pages: big.pages,
      pageOrder: big.pageOrder,
    }),
  )
  const compressing = []
  for (let i = 0; i < 5; i++) {
    const began = performance.now()
    brotliCompressSync(pointJson, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: pointJson.length,
      },
    })
    compressing.push(performance.now() - began)
  }
  console.log(
    `\nRestore points of the site of ${components.toLocaleString('en')} components (the site's JSON: ${kb(siteJson)})`,
  )
  console.log(
    `  bytes stored: ${kb(point.stored_bytes)} compressed of ${kb(point.content_bytes)} of JSON (${((point.stored_bytes / point.content_bytes) * 100).toFixed(1)}%; a point keeps the content, not the history)`,
  )
  console.log(
    `  time to take one through the site server's API: ${spread(takeFigure.value)}; ${loadNote(takeFigure)}`,
  )
  console.log(`    of which compressing (brotli 5, in this process): ${spread(compressing)}`)

  // Restoring through the API until the restored version reads back whole.
  const last = stored.pages.match(/"id":"([^"]+)"/g)?.at(-1)
  const apiFigure = await steady(async () => {
    const times = []
    for (let i = 0; i < API_RESTORES; i++) {
      await replaceWith(small)
      const began = performance.now()
      await siteServer(
        address,
        'POST',
        `/sites/${site.id}/restore-points/${point.id}/restore`,
        token,
        {},
      )
      const version = await siteServer(address, 'GET', `/sites/${site.id}`, token)
      times.push(performance.now() - began)
      if (!last || !version.pages.includes(last)) throw new Error('the restore did not read back')
    }
    return times
  })
  console.log(
    `  restore through the API until the version reads back: ${spread(apiFigure.value)}; ${loadNote(apiFigure)}`,
  )

  // Restoring in the builder: the site is small again; from the confirmation until the canvas
  // shows the point's last component.
  const builderFigure = await steady(async () => {
    const times = []
    for (let i = 0; i < BUILDER_RESTORES; i++) {
      await replaceWith(small)
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
      await context.addInitScript(
        (session) => {
          localStorage.setItem('tessera.session', JSON.stringify(session))
          localStorage.setItem(
            'tessera.preferences',
            JSON.stringify({ cookiesAccepted: true, locale: 'en', scratchPopupViewed: true }),
          )
        },
        { token },
      )
      try {
        const page = await context.newPage()
        await page.goto(`${gateway}/build/${site.id}`)
        await page.getByRole('tree', { name: 'Components' }).waitFor({ timeout: 60_000 })
        await page
          .getByRole('navigation', { name: 'Build menu' })
          .getByRole('button', { name: 'History' })
          .click()
        await page.getByRole('tab', { name: 'Restore points' }).click()
        await page
          .getByRole('button', { name: new RegExp(`^${point.name}\\b`) })
          .first()
          .click()
        await page.getByRole('button', { name: 'Restore', exact: true }).click()
        const confirm = page
          .getByRole('group')
          .getByRole('button', { name: 'Restore', exact: true })
        await confirm.waitFor()
        const shown = page
          .frameLocator(canvasFrame)
          .locator('[data-component-id]')
          .nth(components - 1)
        const began = performance.now()
        await confirm.click()
        await shown.waitFor({ state: 'attached', timeout: 60_000 })
        times.push(performance.now() - began)
      } finally {
        await context.close()
      }
    }
    return times
  })
  console.log(
    `  restore in the builder, from the confirmation until the canvas shows its last component: ${spread(builderFigure.value)}; ${loadNote(builderFigure)}`,
  )
  printLoad('after the restore-point figures')
}
