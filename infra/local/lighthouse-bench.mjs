// `make bench` (Lighthouse part), from Debian's Chromium: scores of a rich published site
// (1280 px and 390 px), of the app's home, login and templates pages (mobile preset and desktop),
// and of every shipped template, published (mobile preset; the aims: performance 95 or more,
// accessibility, best practices and SEO 100). BENCH_TEMPLATES_ALL_PAGES=1 measures every page of
// each template, not only its home; BENCH_TEMPLATES_STRICT=1 makes a template's miss fail the run.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serializeSite } from '@tessera/site-format'
import { solidPng } from '@tessera/kit/testing/png'
import { richSite } from '@tessera/site-format/testing'
import { withBenchStack } from './bench-kit.mjs'
import { loadNote, steady } from './load-guard.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const TEMPLATE_AIMS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const ALL_TEMPLATE_PAGES = process.env.BENCH_TEMPLATES_ALL_PAGES === '1'

async function api(gateway, method, path, body, token) {
  const res = await fetch(`${gateway}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

async function upload(gateway, token, bytes, name) {
  const created = await api(
    gateway,
    'POST',
    '/site-assets',
    { name, site_id: 'identity', content_type: 'image/png', content_size: bytes.length },
    token,
  )
  const put = await fetch(created.signed_url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/png' },
  })
  if (!put.ok) throw new Error(`upload: ${put.status}`)
  return (await api(gateway, 'POST', `/site-assets/${created.id}/actions/verify`, {}, token)).url
}

const SETTINGS = {
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1 },
    throttlingMethod: 'simulate',
    throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
  },
  mobile: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3 },
  },
}

async function score(port, url, preset) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...SETTINGS[preset],
  })
  const { categories, audits } = result.lhr
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  )
  const failing = []
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id)
    }
  }
  const metrics = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
    .map(
      (id) =>
        `${id
          .split('-')
          .map((w) => w[0])
          .join('')
          .toUpperCase()} ${audits[id]?.displayValue ?? '-'}`,
    )
    .join(', ')
  return { scores, failing, metrics }
}

/** Every shipped template as a published site of `token`'s user: its pages' addresses. */
async function publishTemplates(gateway, token, sitePort) {
  const { results } = await api(gateway, 'GET', '/templates')
  const shipped = results.filter((t) => t.preview_url?.startsWith('/template-previews/'))
  const pages = []
  for (const template of shipped) {
    const key = template.preview_url
      .split('/')
      .pop()
      .replace(/\.\w+$/, '')
    const { version, context, defaults, pages: content, pageOrder } = template
    const site = await api(
      gateway,
      'POST',
      '/sites',
      {
        name: key,
        subdomain: `bench-${key}-${Date.now()}`,
        version,
        context,
        defaults,
        pages: content,
        pageOrder,
      },
      token,
    )
    await api(gateway, 'POST', `/sites/${site.id}/actions/publish`, { publish: true }, token)
    const routes = JSON.parse(pageOrder)
    for (const [index, route] of (ALL_TEMPLATE_PAGES ? routes : routes.slice(0, 1)).entries()) {
      const path = index === 0 ? '/' : route
      pages.push([`${key}${path}`, `http://${site.subdomain}.localhost:${sitePort}${path}`])
    }
  }
  return pages
}

let templateMisses = 0
await withBenchStack('lighthouse', async ({ url }) => {
  const gateway = url('gateway')
  const siteServer = url('site-server')
  const { auth_token: token } = await api(gateway, 'POST', '/users/registrations', {
    email: `lighthouse-${Date.now()}@example.test`,
    password: 'bench password',
  })
  const colours = [
    [30, 64, 120],
    [200, 120, 40],
    [40, 140, 90],
    [150, 40, 60],
    [90, 90, 160],
    [20, 110, 130],
  ]
  const images = []
  for (const [i, colour] of colours.entries()) {
    images.push(await upload(gateway, token, solidPng(900, 600, colour), `photo-${i + 1}.png`))
  }
  const logo = await upload(gateway, token, solidPng(240, 80, [30, 30, 30]), 'logo.png')
  const subdomain = `lighthouse-${Date.now()}`
  const site = await api(
    gateway,
    'POST',
    '/sites',
    { subdomain, ...serializeSite(richSite({ images, logo })) },
    token,
  )
  await api(gateway, 'POST', `/sites/${site.id}/actions/publish`, { publish: true }, token)
  const published = `http://${subdomain}.localhost:${new URL(siteServer).port}/`

  const templates = await publishTemplates(gateway, token, new URL(siteServer).port)

  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  })
  try {
    const targets = [
      ['published rich site', published],
      ['app home', `${gateway}/`],
      ['app login', `${gateway}/login`],
      ['app templates', `${gateway}/templates`],
    ]
    console.log('\nLighthouse (performance / accessibility / best practices / SEO)')
    for (const [name, target] of targets) {
      for (const preset of ['desktop', 'mobile']) {
        const figure = await steady(() => score(chrome.port, target, preset), { repeats: 1 })
        const { scores, failing, metrics } = figure.value
        const line = CATEGORIES.map((id) => String(scores[id]).padStart(3)).join(' / ')
        console.log(
          `  ${name.padEnd(20)} ${preset.padEnd(8)} ${line}   ${metrics}` +
            (failing.length > 0 ? `   below 100: ${failing.join(', ')}` : '') +
            `   (${loadNote(figure)})`,
        )
      }
    }
    console.log('\nShipped templates, published (mobile preset; aims 95 / 100 / 100 / 100)')
    for (const [name, target] of templates) {
      const figure = await steady(() => score(chrome.port, target, 'mobile'), { repeats: 1 })
      const { scores, failing, metrics } = figure.value
      const misses = CATEGORIES.filter((id) => scores[id] < TEMPLATE_AIMS[id])
      templateMisses += misses.length
      const line = CATEGORIES.map((id) => String(scores[id]).padStart(3)).join(' / ')
      console.log(
        `  ${name.padEnd(22)} ${line}   ${metrics}` +
          (misses.length > 0
            ? `   below the aim: ${misses.join(', ')} (${failing.join(', ')})`
            : '') +
          `   (${loadNote(figure)})`,
      )
    }
  } finally {
    await chrome.kill()
  }
})
if (templateMisses > 0 && process.env.BENCH_TEMPLATES_STRICT === '1') process.exit(1)
