// `make bench` (Lighthouse part), from Debian's Chromium: scores of a rich published site, of
// the app's home, login and templates pages, of every shipped template, published (its home in
// each of its languages), and of every library section alone on a published page, each on the
// desktop and the mobile preset. Each score is printed beside its limit (100), with the audits
// that kept it below.
//   BENCH_TEMPLATES_ALL_PAGES=1  every page of each template, not only its home
//   BENCH_LIGHTHOUSE_ONLY=a,b    only the targets whose name contains one of these
//                                (names: "template restaurant/", "section hero-split", …)
//   BENCH_LIGHTHOUSE_FORMS=mobile   only that form factor (mobile or desktop)
//   BENCH_LIGHTHOUSE_CATEGORIES=accessibility,seo   only these categories (quicker)
//   BENCH_LIGHTHOUSE_STRICT=1    a template or section below a limit fails the run
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serializeSite } from '@tessera/site-format'
import { solidPng } from '@tessera/kit/testing/png'
import { SECTION_LIBRARY } from '@tessera/site-format/sections'
import { richSite, sectionSite } from '@tessera/site-format/testing'
import { api, withBenchStack } from './bench-kit.mjs'
import { loadNote, steady } from './load-guard.mjs'

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CATEGORIES = ALL_CATEGORIES.filter(
  (id) =>
    !process.env.BENCH_LIGHTHOUSE_CATEGORIES?.trim() ||
    process.env.BENCH_LIGHTHOUSE_CATEGORIES.split(',').includes(id),
)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** What the issue asks of every section and template, in every category and form factor. */
const LIMIT = 100
const ALL_TEMPLATE_PAGES = process.env.BENCH_TEMPLATES_ALL_PAGES === '1'
const ONLY = (process.env.BENCH_LIGHTHOUSE_ONLY ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter((part) => part !== '')
const FORMS = ['desktop', 'mobile'].filter(
  (form) => !process.env.BENCH_LIGHTHOUSE_FORMS || process.env.BENCH_LIGHTHOUSE_FORMS === form,
)
const wanted = (name) => ONLY.length === 0 || ONLY.some((part) => name.includes(part))

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
  for (const id of CATEGORIES) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id)
    }
  }
  const measured = CATEGORIES.includes('performance')
  const metrics = (
    measured ? ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'] : []
  )
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
    // Its home in each language: the first (the default) at /, each further one at /<language>/.
    const languages = Object.keys(JSON.parse(context).i18n ?? {})
    const localeHomes = languages.slice(1).map((language) => `/${language}/`)
    if (![`template ${key}/`, ...localeHomes.map((path) => `template ${key}${path}`)].some(wanted))
      continue
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
    const paths = (ALL_TEMPLATE_PAGES ? routes : routes.slice(0, 1)).map((route, index) =>
      index === 0 ? '/' : route,
    )
    for (const path of [...paths, ...localeHomes]) {
      if (!wanted(`template ${key}${path}`)) continue
      pages.push([
        `template ${key}${path}`,
        `http://${site.subdomain}.localhost:${sitePort}${path}`,
      ])
    }
  }
  return pages
}

/** Every library section alone on the home page of a published site of its own. */
async function publishSections(gateway, token, sitePort) {
  const pages = []
  for (const section of SECTION_LIBRARY) {
    const name = `section ${section.id}`
    if (!wanted(name)) continue
    const subdomain = `bench-section-${section.id}-${Date.now()}`
    const site = await api(
      gateway,
      'POST',
      '/sites',
      { subdomain, ...serializeSite(sectionSite(section.id)) },
      token,
    )
    await api(gateway, 'POST', `/sites/${site.id}/actions/publish`, { publish: true }, token)
    pages.push([name, `http://${subdomain}.localhost:${sitePort}/`])
  }
  return pages
}

/** "100/100" per category, in the categories' order; a miss carries a mark. */
function scoreLine(scores) {
  return CATEGORIES.map((id) => {
    const text = `${scores[id]}/${LIMIT}`.padStart(7)
    return scores[id] < LIMIT ? `${text}!` : `${text} `
  }).join(' ')
}

async function measureAll(port, heading, targets, { counted }) {
  if (targets.length === 0) return 0
  console.log(`\n${heading}`)
  const columns = CATEGORIES.map((id) => id.slice(0, 7).padStart(7)).join('  ')
  console.log(`  ${''.padEnd(34)} ${''.padEnd(8)} ${columns}`)
  let misses = 0
  for (const [name, target] of targets) {
    for (const preset of FORMS) {
      // Only the performance figures move with the machine's load.
      const repeats = CATEGORIES.includes('performance') ? 1 : 0
      const figure = await steady(() => score(port, target, preset), { repeats })
      const { scores, failing, metrics } = figure.value
      const below = CATEGORIES.filter((id) => scores[id] < LIMIT)
      if (counted) misses += below.length
      console.log(
        `  ${name.padEnd(34)} ${preset.padEnd(8)} ${scoreLine(scores)}  ${metrics}` +
          (failing.length > 0 ? `   below 1: ${failing.join(', ')}` : '') +
          `   (${loadNote(figure)})`,
      )
    }
  }
  return misses
}

let misses = 0
await withBenchStack('lighthouse', async ({ url }) => {
  const gateway = url('gateway')
  const siteServer = url('site-server')
  const sitePort = new URL(siteServer).port
  const { auth_token: token } = await api(gateway, 'POST', '/users/registrations', {
    email: `lighthouse-${Date.now()}@example.test`,
    password: 'bench password',
  })
  const general = []
  if (wanted('published rich site')) {
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
    general.push(['published rich site', `http://${subdomain}.localhost:${sitePort}/`])
  }
  for (const [name, path] of [
    ['app home', '/'],
    ['app login', '/login'],
    ['app templates', '/templates'],
  ]) {
    if (wanted(name)) general.push([name, `${gateway}${path}`])
  }
  const templates = await publishTemplates(gateway, token, sitePort)
  const sections = await publishSections(gateway, token, sitePort)

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
    const started = Date.now()
    await measureAll(chrome.port, 'Lighthouse: published rich site and the app', general, {
      counted: false,
    })
    misses += await measureAll(
      chrome.port,
      `Lighthouse: shipped templates, published (limit ${LIMIT} in each category)`,
      templates,
      { counted: true },
    )
    misses += await measureAll(
      chrome.port,
      `Lighthouse: library sections, each alone on a published page (limit ${LIMIT})`,
      sections,
      { counted: true },
    )
    const runs = (general.length + templates.length + sections.length) * FORMS.length
    console.log(
      `\nLighthouse: ${runs} runs in ${Math.round((Date.now() - started) / 1000)} s; ` +
        `${misses} template or section scores below ${LIMIT}`,
    )
  } finally {
    await chrome.kill()
  }
})
if (misses > 0 && process.env.BENCH_LIGHTHOUSE_STRICT === '1') process.exit(1)
