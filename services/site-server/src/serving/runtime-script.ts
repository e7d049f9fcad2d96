import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import { DEFAULT_RUNTIME_URL } from '@tessera/renderer'
import type { SiteServerConfig } from '../config.js'
import { CachedResponse, chooseEncoding } from './render-cache.js'
import { sendPlain } from './plain-pages.js'

const RECHECK_MS = 10_000

/**
 * The published-site runtime (web/runtime's build), served under /_tessera/runtime.js with a
 * long cache: pages link it with its content hash, so a new build is a new URL.
 */
@Injectable()
export class RuntimeScript {
  private script: { response: CachedResponse; version: string; mtimeMs: number } | undefined
  private checkedAt = 0

  constructor(@Inject(CONFIG) private readonly config: SiteServerConfig) {}

  /** The URL pages load the runtime from. */
  url(): string {
    this.refresh()
    return this.script ? `${DEFAULT_RUNTIME_URL}?v=${this.script.version}` : DEFAULT_RUNTIME_URL
  }

  serve(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '').split('?')[0]
    this.refresh()
    if (path !== DEFAULT_RUNTIME_URL || !this.script) return sendPlain(req, res, 404)
    const { response } = this.script
    if (req.headers['if-none-match'] === response.etag) {
      res.writeHead(304, {
        etag: response.etag,
        'cache-control': 'public, max-age=31536000, immutable',
      })
      return void res.end()
    }
    const { body, headers } = response.variant(chooseEncoding(req.headers['accept-encoding']))
    res.writeHead(200, { ...headers, 'cache-control': 'public, max-age=31536000, immutable' })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  private refresh(): void {
    const now = Date.now()
    if (now - this.checkedAt < RECHECK_MS) return
    this.checkedAt = now
    try {
      const { mtimeMs } = statSync(this.config.RUNTIME_JS_PATH)
      if (this.script?.mtimeMs === mtimeMs) return
      const body = readFileSync(this.config.RUNTIME_JS_PATH)
      const version = createHash('sha256').update(body).digest('hex').slice(0, 16)
      this.script = {
        response: new CachedResponse(200, 'text/javascript; charset=utf-8', body, version, false),
        version,
        mtimeMs,
      }
    } catch {
      // Not built yet: pages that need it still render, and the script answers 404 until it exists.
      this.script = undefined
    }
  }
}
