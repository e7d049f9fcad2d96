import { existsSync, readdirSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import express, { type Request, type RequestHandler, type Response } from 'express'
import { crawlerFiles } from './public-pages.js'

const placeholder = fileURLToPath(new URL('../../public', import.meta.url))
const builtApp = fileURLToPath(new URL('../../../../web/app/dist', import.meta.url))

/** Paths that never fall back to the app's index.html. */
const serverPaths = /^\/(api|health|metrics|\.well-known)(\/|$)/

/** Files whose names carry a content hash (Vite's `name-Hash123.js`): they never change. */
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg|webp)$/
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The encodings the build writes next to a file (web/app/vite-plugins/precompress.ts). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const path = join(prefix, name)
    return statSync(join(dir, path)).isDirectory() ? filesUnder(dir, path) : [path]
  })
}

/**
 * The encoding to send among `offered` (the server's order of preference): the highest q the
 * client gives it (`*` for those it does not name), the server's order on a tie; undefined for
 * none (no header, or every offer refused). Clients list gzip before br, so the header's own
 * order is no guide.
 */
export function chooseEncoding(
  header: string | undefined,
  offered: readonly string[],
): string | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    weights.set(name, q === undefined ? 1 : Number(q))
  }
  let best: { name: string; q: number } | undefined
  for (const name of offered) {
    const q = weights.get(name) ?? weights.get('*') ?? 0
    if (q > 0 && (!best || q > best.q)) best = { name, q }
  }
  return best?.name
}

/** Paths whose every sub-path shows one screen: the builder at `/build/{siteId}`. */
const SCREEN_PREFIXES = ['/build']

/**
 * The build's own document for a page path, which preloads that page's screen
 * (web/app/vite-plugins/route-preloads.ts): `/routes/login.html` for `/login`,
 * `/routes/build.html` for `/build/scratch` and `/build/{siteId}`.
 */
export function routePage(path: string): string {
  const page = path.replace(/\/+$/, '')
  const prefix = SCREEN_PREFIXES.find((p) => page.startsWith(`${p}/`))
  return `/routes${prefix ?? page}.html`
}

function cacheControl(file: string): string {
  return HASHED.test(file) ? IMMUTABLE : 'no-cache'
}

/**
 * Sends `file` (a path under `root`) in the best encoding the client accepts that the build
 * precompressed, else as it is: Content-Encoding and Vary say which.
 */
function sendEncoded(
  root: string,
  file: string,
  compressed: ReadonlySet<string>,
  req: Request,
  res: Response,
): void {
  const offered = ENCODINGS.filter((e) => compressed.has(`${file}${e.suffix}`))
  res.setHeader('Cache-Control', cacheControl(file))
  if (offered.length === 0) {
    res.sendFile(join(root, file), { cacheControl: false })
    return
  }
  res.vary('Accept-Encoding')
  const chosen = chooseEncoding(
    req.get('accept-encoding'),
    offered.map((e) => e.name),
  )
  const encoding = offered.find((e) => e.name === chosen)
  if (!encoding) {
    res.sendFile(join(root, file), { cacheControl: false })
    return
  }
  res.type(extname(file))
  res.setHeader('Content-Encoding', encoding.name)
  res.sendFile(join(root, `${file}${encoding.suffix}`), { cacheControl: false })
}

/**
 * Serves the built web app, precompressed (brotli or gzip, as the client accepts), and its
 * index.html for any other page path so the app's router can take over (SPA fallback). Assets
 * with hashed names are cached for a year; robots.txt and sitemap.xml say what to crawl.
 */
export function webApp(dist?: string): RequestHandler[] {
  const root =
    [dist, builtApp].find((dir) => dir && existsSync(join(dir, 'index.html'))) ?? placeholder
  const files = filesUnder(root).map((file) => `/${file.split('\\').join('/')}`)
  const compressed = new Set(files.filter((file) => /\.(br|gz)$/.test(file)))
  const served = new Set(files.filter((file) => !compressed.has(file)))

  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!served.has(req.path) || !ENCODINGS.some((e) => compressed.has(`${req.path}${e.suffix}`)))
      return next()
    sendEncoded(root, req.path, compressed, req, res)
  }
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || serverPaths.test(req.path)) return next()
    if (!req.accepts('html')) return next()
    const page = routePage(req.path)
    sendEncoded(root, served.has(page) ? page : '/index.html', compressed, req, res)
  }
  const assets = express.static(root, {
    index: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControl(file)),
  })
  return [crawlerFiles(), precompressed, assets, fallback]
}
