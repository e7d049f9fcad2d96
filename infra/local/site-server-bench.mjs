// `make bench` (site-server part): a cached published page from the site-server, next to a bare
// node:http server answering the same bytes with the same headers, in one run, with the ratio.
import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import {
  api,
  canPin,
  loadTest,
  pinned,
  printComparison,
  printSharedCoresShare,
  profileDuring,
  ratio,
  withBenchStack,
} from './bench-kit.mjs'
import { loadNote, steady } from './load-guard.mjs'
import { freePort } from './stack.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = 2
/** The two languages' rounds alternate; more of them, as the two pages differ less than the servers. */
const LOCALE_ROUNDS = 4

function get(url, host) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** A page of realistic size: a few dozen text blocks. */
function pages(name) {
  const ns = name.toLowerCase().replace(/\s/g, '-')
  const paragraphs = Array.from({ length: 40 }, (_, i) => ({
    id: `${ns}-c-${i + 2}`,
    name: 'Text',
    tag: 'p',
    content: `Paragraph ${i}: a published page served from the site-server's cache, as visitors see it.`,
    style: { custom: {}, mixins: [] },
    parent: `${ns}-c-0`,
  }))
  return paragraphs
}

/**
 * The same page in two languages: each paragraph a translation key, filled in en and zh-tw. The
 * zh-tw text is of about the English one's weight in bytes (a Chinese character takes three), so
 * that the two pages weigh the same and the figure compares the locale address's serving, not the
 * bytes written.
 */
function translatedPages(name) {
  const texts = { en: {}, 'zh-tw': {} }
  const paragraphs = pages(name).map((c, i) => {
    texts.en[`p${i}`] = c.content
    texts['zh-tw'][`p${i}`] = `第 ${i} 段：從網站伺服器的快取送出的頁面，就像訪客看到的一樣`
    return { ...c, content: `\${p${i}}` }
  })
  return { paragraphs, texts }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Answers every request with the bytes read from stdin; prints once it listens. */
const BARE_SERVER = `
const { createServer } = require('node:http')
const [port, headers] = process.argv.slice(1)
const chunks = []
process.stdin.on('data', (c) => chunks.push(c)).on('end', () => {
  const body = Buffer.concat(chunks)
  createServer((_req, res) => { res.writeHead(200, JSON.parse(headers)); res.end(body) })
    .listen(Number(port), '127.0.0.1', () => console.log('listening'))
})`

let bare
try {
  await withBenchStack('sites', async ({ url, pid }) => {
    const gateway = url('gateway')
    const siteServer = url('site-server')

    const { auth_token: token } = await api(gateway, 'POST', '/users/registrations', {
      email: `bench-${Date.now()}@example.test`,
      password: 'bench password',
    })
    /** A published site whose home page holds `children`, with `i18n` when given. */
    const publishedSite = async (name, children, i18n) => {
      const site = await api(
        gateway,
        'POST',
        '/sites',
        { name, subdomain: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 6)}` },
        token,
      )
      const full = await api(gateway, 'GET', `/sites/${site.id}`, undefined, token)
      const stored = JSON.parse(full.pages)
      const home = stored['/home']
      const extra = children.map((c) => ({ ...c, parent: home.root.id }))
      home.root.children = extra
      const context = JSON.parse(full.context)
      context.nextId = extra.length + 10
      if (i18n) context.i18n = i18n
      await api(
        gateway,
        'PATCH',
        `/sites/${site.id}`,
        {
          pages: JSON.stringify(stored),
          context: JSON.stringify(context),
          update_key: full.update_key,
        },
        token,
      )
      await api(gateway, 'POST', `/sites/${site.id}/actions/publish`, { publish: true }, token)
      return site
    }
    const name = 'Bench Site'
    const site = await publishedSite(name, pages(name))

    const host = `${site.subdomain}.localhost:${new URL(siteServer).port}`
    const page = await get(`${siteServer}/`, host)
    if (page.status !== 200) throw new Error(`the page answered ${page.status}`)
    const headers = {}
    for (const key of ['content-type', 'content-length', 'etag', 'cache-control', 'vary'])
      headers[key] = page.headers[key]
    // The bare server gets a process of its own, as the site-server has: sharing this process's
    // event loop with the load generator would handicap it.
    const barePort = await freePort()
    bare = spawn(process.execPath, ['-e', BARE_SERVER, String(barePort), JSON.stringify(headers)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    bare.stdin.end(page.body)
    await new Promise((resolve, reject) => {
      bare.stdout.once('data', resolve)
      bare.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)))
    })
    const bareUrl = `http://127.0.0.1:${barePort}/`

    // Warm both (JIT, the page cache), then alternate so drift hits both alike.
    const load = { connections: CONNECTIONS, duration: DURATION, headers: { host } }
    await profileDuring(pid('site-server'), 'site-server', () => loadTest(`${siteServer}/`, load))
    await loadTest(bareUrl, load)
    // Rounds alternate which server goes first, so a change in the machine's load mid-round
    // does not always fall on the same one.
    const measure = async (core) => {
      const results = { site: [], bare: [] }
      const runs = {
        bare: async () =>
          results.bare.push(await loadTest(bareUrl, { ...load, core, server: bare.pid })),
        site: async () =>
          results.site.push(
            await loadTest(`${siteServer}/`, { ...load, core, server: pid('site-server') }),
          ),
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const name of round % 2 ? ['site', 'bare'] : ['bare', 'site']) await runs[name]()
      }
      return results
    }
    const title = `GET / of a cached published page (${page.body.length} bytes) — ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per server`
    // Throughput: higher is better, the aim is at least 0.9. Latency: lower is better, p99 within 1 ms.
    const sharedFigure = await steady(() => measure())
    const shared = sharedFigure.value
    printComparison(
      `${title}, load generator on the shared cores (${loadNote(sharedFigure)})`,
      ['site-server', 'bare'],
      shared.site,
      shared.bare,
    )
    if (canPin()) {
      const ownFigure = await steady(() =>
        pinned([pid('site-server'), bare.pid], (core) => measure(core)),
      )
      const own = ownFigure.value
      printComparison(
        `${title}, load generator on a core of its own (${loadNote(ownFigure)})`,
        ['site-server', 'bare'],
        own.site,
        own.bare,
      )
      printSharedCoresShare(ratio(shared.site, shared.bare), ratio(own.site, own.bare))
    }

    // A page at its locale address (/zh-tw/) beside the same page in the default language (/),
    // both cached and as first rendered after a publish. The aim: the locale page keeps at least
    // 0.95 of the default page's throughput, and its first render is as fast.
    const translated = translatedPages('Bench Locales')
    const multilingual = await publishedSite(
      'Bench Locales',
      translated.paragraphs,
      translated.texts,
    )
    const localeHost = `${multilingual.subdomain}.localhost:${new URL(siteServer).port}`
    const addresses = { 'zh-tw': `${siteServer}/zh-tw/`, en: `${siteServer}/` }
    // The two pages' sizes: a language's page may weigh more (three bytes a Chinese character).
    const sizes = {}
    for (const [language, address] of Object.entries(addresses)) {
      const answer = await get(address, localeHost)
      const lang = /<html lang="([^"]+)"/.exec(answer.body.toString())?.[1]
      if (answer.status !== 200 || lang !== language)
        throw new Error(`${address} answered ${answer.status} in ${lang}, not ${language}`)
      sizes[language] = answer.body.length
    }
    const localeLoad = {
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { host: localeHost },
    }
    for (const [language, address] of Object.entries(addresses))
      await profileDuring(pid('site-server'), `site-server-${language}`, () =>
        loadTest(address, localeLoad),
      )
    // As for the page above: once with the load generator on the shared cores, and once on a
    // core of its own, where the figure is the site server's own serving of the two addresses.
    const measureLocales = async (core) => {
      const results = { 'zh-tw': [], en: [] }
      for (let round = 0; round < LOCALE_ROUNDS; round++) {
        for (const language of round % 2 ? ['en', 'zh-tw'] : ['zh-tw', 'en']) {
          results[language].push(
            await loadTest(addresses[language], {
              ...localeLoad,
              core,
              server: pid('site-server'),
            }),
          )
        }
      }
      return results
    }
    const localeTitle = `GET /zh-tw/ (${sizes['zh-tw']} bytes) beside GET / (${sizes.en} bytes) of the same cached page in two languages — ${CONNECTIONS} connections, ${LOCALE_ROUNDS} x ${DURATION} s per address`
    const cachedFigure = await steady(() => measureLocales())
    printComparison(
      `${localeTitle}, load generator on the shared cores (${loadNote(cachedFigure)}); aim: rps ratio at least 0.95`,
      ['zh-tw', 'en'],
      cachedFigure.value['zh-tw'],
      cachedFigure.value.en,
    )
    if (canPin()) {
      const ownFigure = await steady(() =>
        pinned([pid('site-server')], (core) => measureLocales(core)),
      )
      printComparison(
        `${localeTitle}, load generator on a core of its own (${loadNote(ownFigure)}); aim: rps ratio at least 0.95`,
        ['zh-tw', 'en'],
        ownFigure.value['zh-tw'],
        ownFigure.value.en,
      )
    }
    // Uncached: each publish drops the rendered pages, so the next request renders again.
    const FIRST_RENDERS = Number(process.env.BENCH_FIRST_RENDERS ?? 40)
    const firstFigure = await steady(async () => {
      const times = { 'zh-tw': [], en: [] }
      for (let i = 0; i < FIRST_RENDERS; i++) {
        await api(
          gateway,
          'POST',
          `/sites/${multilingual.id}/actions/publish`,
          { publish: true },
          token,
        )
        // The first request after a publish also loads the new version: robots.txt takes that
        // cost, so that it falls on neither page (with an odd count it fell on one more often).
        await get(`${siteServer}/robots.txt`, localeHost)
        for (const language of i % 2 ? ['en', 'zh-tw'] : ['zh-tw', 'en']) {
          const started = performance.now()
          const answer = await get(addresses[language], localeHost)
          times[language].push(performance.now() - started)
          if (answer.status !== 200) throw new Error(`${addresses[language]}: ${answer.status}`)
        }
      }
      return times
    })
    const first = firstFigure.value
    console.log(
      `\nFirst render after a publish, ${FIRST_RENDERS} publishes (${loadNote(firstFigure)}); aim: en/zh-tw at least 0.95`,
    )
    console.log(`metric          zh-tw            en               en/zh-tw`)
    for (const p of [50, 95]) {
      const zh = percentile(first['zh-tw'], p)
      const en = percentile(first.en, p)
      console.log(
        `${`p${p}`.padEnd(15)} ${`${zh.toFixed(1)} ms`.padEnd(16)} ${`${en.toFixed(1)} ms`.padEnd(16)} ${(en / zh).toFixed(2)}`,
      )
    }

    await roleCheckOnSave({ gateway, siteServer, token })
  })
} finally {
  bare?.kill()
}

/**
 * A save's latency with and without the per-step role check: the same text edits saved through
 * the site server by the site's owner (whose design power covers every kind, so no step is
 * walked) and by a content editor (each step's kind checked against site-format's command
 * powers), alternating, sequential. Both pay the same cached role lookup in the access guard.
 * Beside it, the check's own cost in this process (stepBeyond over the same steps). The aim:
 * the owner's p50 over the editor's at least 0.95.
 */
async function roleCheckOnSave({ gateway, siteServer, token }) {
  const { stepBeyond } = await import('../../web/site-format/dist/index.js')
  const SAVES = Number(process.env.BENCH_ROLE_SAVES ?? 100)
  const STEPS = 20
  const editor = await api(gateway, 'POST', '/users/registrations', {
    email: `bench-editor-${Date.now()}@example.test`,
    password: 'bench password',
  })
  const site = await api(
    gateway,
    'POST',
    '/sites',
    { name: 'Bench Roles', subdomain: `bench-roles-${Date.now().toString(36)}` },
    token,
  )
  const roleRes = await fetch(`${gateway}/api/sites/${site.id}/roles/${editor.user.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'ContentEditor' }),
  })
  if (roleRes.status !== 204) throw new Error(`site role: ${roleRes.status}`)
  const full = await api(gateway, 'GET', `/sites/${site.id}`, undefined, token)
  const home = JSON.parse(full.pages)[JSON.parse(full.defaults).homePage ?? '/home']
  const root = home.root
  // An absent value is null in a command's old values.
  let text = root.content ?? null
  let saveCount = 0
  const stepsFrom = () =>
    Array.from({ length: STEPS }, (_, i) => {
      const next = `Opening hours ${saveCount}.${i}`
      const step = {
        do: {
          type: 'editC',
          data: { id: root.id, old: { content: text }, new: { content: next } },
        },
      }
      text = next
      return step
    })
  const save = async (who) => {
    const steps = stepsFrom()
    saveCount++
    const started = performance.now()
    const res = await fetch(`${siteServer}/api/sites/${site.id}/steps`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who}` },
      body: JSON.stringify({
        save_id: `bench${String(saveCount).padStart(19, '0')}`,
        version_id: full.version_id,
        steps,
      }),
    })
    const took = performance.now() - started
    if (res.status !== 200) throw new Error(`save: ${res.status} ${await res.text()}`)
    await res.arrayBuffer().catch(() => undefined)
    return { took, steps }
  }
  // Warm both paths (role caches, the site's first reads).
  for (let i = 0; i < 4; i++) await save(i % 2 ? token : editor.auth_token)
  const figure = await steady(async () => {
    const times = { owner: [], editor: [] }
    let checkMs = 0
    for (let i = 0; i < SAVES; i++) {
      for (const who of i % 2 ? ['owner', 'editor'] : ['editor', 'owner']) {
        const { took, steps } = await save(who === 'owner' ? token : editor.auth_token)
        times[who].push(took)
        if (who === 'editor') {
          const started = performance.now()
          if (stepBeyond(steps, 'content') !== undefined) throw new Error('a text edit refused')
          checkMs += performance.now() - started
        }
      }
    }
    return { times, checkMs }
  })
  const { times, checkMs } = figure.value
  console.log(
    `\nRole check on save: ${SAVES} saves of ${STEPS} text edits each by the owner (no step walked) and by a content editor (every step checked), alternating (${loadNote(figure)}); aim: owner/editor at least 0.95`,
  )
  console.log(`metric          editor (check)   owner (none)     owner/editor`)
  for (const p of [50, 95]) {
    const withCheck = percentile(times.editor, p)
    const without = percentile(times.owner, p)
    console.log(
      `${`p${p}`.padEnd(15)} ${`${withCheck.toFixed(1)} ms`.padEnd(16)} ${`${without.toFixed(1)} ms`.padEnd(16)} ${(without / withCheck).toFixed(2)}`,
    )
  }
  console.log(
    `the check itself (stepBeyond over ${STEPS} steps, in this process): ${((checkMs / SAVES) * 1000).toFixed(1)} µs per save`,
  )
}
