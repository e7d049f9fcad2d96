import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import express, { type RequestHandler } from 'express'

const placeholder = fileURLToPath(new URL('../../public', import.meta.url))
const builtApp = fileURLToPath(new URL('../../../../web/app/dist', import.meta.url))

/** Paths that never fall back to the app's index.html. */
const serverPaths = /^\/(api|health|metrics|\.well-known)(\/|$)/

/**
 * Serves the built web app, and its index.html for any other page path so the app's router
 * can take over (SPA fallback). Assets with hashed names are cached for a year.
 */
export function webApp(dist?: string): RequestHandler[] {
  const root =
    [dist, builtApp].find((dir) => dir && existsSync(join(dir, 'index.html'))) ?? placeholder
  const index = join(root, 'index.html')
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || serverPaths.test(req.path)) return next()
    if (!req.accepts('html')) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.sendFile(index)
  }
  const assets = express.static(root, {
    index: false,
    setHeaders: (res, file) => {
      res.setHeader(
        'Cache-Control',
        /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg|webp)$/.test(file)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      )
    },
  })
  return [assets, fallback]
}
