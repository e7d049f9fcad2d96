import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import document from './openapi.json' with { type: 'json' }

/** The document as sent: written once, served from memory. */
const documentBody = Buffer.from(JSON.stringify(document))

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tessera API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`

const start = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true })\n`

/** The browsable documentation's files: the page, its start script, and the viewer's own. */
const files: Record<string, { type: string; body: () => Buffer }> = {
  '/docs': { type: 'text/html; charset=utf-8', body: () => Buffer.from(page) },
  '/docs/start.js': { type: 'text/javascript; charset=utf-8', body: () => Buffer.from(start) },
  '/docs/swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    body: () => readFileSync(join(swaggerDir, 'swagger-ui.css')),
  },
  '/docs/swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(join(swaggerDir, 'swagger-ui-bundle.js')),
  },
}

const cache = new Map<string, Buffer>()

/**
 * Answers `/api/openapi.json` (the API's contract) and `/api/docs` (the same, browsable) and
 * returns true; any other path (below /api) is left to the proxy.
 */
export function serveContract(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const bare = path.split('?')[0]!.replace(/\/$/, '')
  const file =
    bare === '/openapi.json'
      ? { type: 'application/json; charset=utf-8', body: () => documentBody }
      : files[bare]
  if (!file) return false
  let body = cache.get(bare)
  if (!body) cache.set(bare, (body = file.body()))
  res.statusCode = 200
  res.setHeader('content-type', file.type)
  res.setHeader('content-length', body.length)
  res.setHeader('cache-control', 'public, max-age=300')
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
