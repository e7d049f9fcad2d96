// `make bench` (templates part): every shipped template, created as a site and published by the
// site-server, measured with Lighthouse's mobile preset (its default) in Debian's Chromium.
// Prints the four category scores per page; the targets are accessibility, best practices and
// SEO 100, performance 95 or more. BENCH_TEMPLATES_STRICT=1 makes a miss fail the run.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { withBenchStack } from './bench-kit.mjs'

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const ALL_PAGES = process.env.BENCH_TEMPLATES_ALL_PAGES === '1'

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

let missed = 0
await withBenchStack('templates', async ({ url }) => {
  const gateway = url('gateway')
  const port = new URL(url('site-server')).port
  const { auth_token: token } = await api(gateway, 'POST', '/users/registrations', {
    email: `bench-templates-${Date.now()}@example.test`,
    password: 'bench password',
  })
  const { results } = await api(gateway, 'GET', '/templates')
  const shipped = results.filter((t) => t.preview_url?.startsWith('/template-previews/'))
  const pages = []
  for (const template of shipped) {
    const key = template.preview_url
      .split('/')
      .pop()
      .replace(/\.\w+$/, '')
    const site = await api(
      gateway,
      'POST',
      '/sites',
      {
        name: key,
        subdomain: `bench-${key}-${Date.now()}`,
        version: template.version,
        context: template.context,
        defaults: template.defaults,
        pages: template.pages,
        pageOrder: template.pageOrder,
      },
      token,
    )
    await api(gateway, 'POST', `/sites/${site.id}/actions/publish`, { publish: true }, token)
    const routes = JSON.parse(template.pageOrder)
    for (const [index, route] of (ALL_PAGES ? routes : routes.slice(0, 1)).entries()) {
      const path = index === 0 ? '/' : route
      pages.push({
        name: `${key}${path}`,
        url: `http://${site.subdomain}.localhost:${port}${path}`,
      })
    }
  }

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  })
  const started = Date.now()
  try {
    console.log(
      'templates: Lighthouse, mobile preset (performance, accessibility, best practices, SEO)',
    )
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: Object.keys(TARGETS),
      })
      const scores = Object.fromEntries(
        Object.keys(TARGETS).map((id) => [id, Math.round(result.lhr.categories[id].score * 100)]),
      )
      const misses = Object.entries(TARGETS).filter(([id, target]) => scores[id] < target)
      missed += misses.length
      const failing = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
      console.log(
        `  ${page.name.padEnd(22)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores['best-practices']}  seo ${scores.seo}` +
          (misses.length ? `  below target; failing audits: ${failing.join(', ')}` : ''),
      )
    }
  } finally {
    chrome.kill()
  }
  console.log(`templates: ${pages.length} pages in ${Math.round((Date.now() - started) / 1000)} s`)
})
if (missed > 0 && process.env.BENCH_TEMPLATES_STRICT === '1') process.exit(1)
