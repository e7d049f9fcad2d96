import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import { DEFAULT_RUNTIME_URL } from '@tessera/renderer'
import type { SiteServerConfig } from '../config.js'
import { CachedResponse, chooseEncoding } from './render-cache.js'
import { sendPlain } from './plain-pages.js'

const RECHECK_MS = 10_000

/**
 * The runtime's forms chunk (proof of work, row secrets, honeypot), which the runtime loads from
 * beside itself on pages with a form. Its URL carries the runtime's version, not its own, so it
 * is cached briefly and revalidated by ETag.
 */
export const FORMS_RUNTIME_URL = DEFAULT_RUNTIME_URL.replace(/runtime\.js$/, 'runtime-forms.js')

/**
 * The published-site runtime (web/runtime's build), served under /_tessera/runtime.js with a
 * long cache: pages link it with its content hash, so a new build is a new URL.
 */
@Injectable()
export class RuntimeScript {
  private script: { response: CachedResponse; version: string; mtimeMs: number } | undefined
  private forms: { response: CachedResponse; version: string; mtimeMs: number } | undefined
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
    const script =
      path === DEFAULT_RUNTIME_URL
        ? this.script
        : path === FORMS_RUNTIME_URL
          ? this.forms
          : undefined
    if (!script) return sendPlain(req, res, 404)
    const { response } = script
    const cacheControl =
      script === this.script ? 'public, max-age=31536000, immutable' : 'public, max-age=300'
    if (req.headers['if-none-match'] === response.etag) {
      res.writeHead(304, { etag: response.etag, 'cache-control': cacheControl })
      return void res.end()
    }
    const { body, headers } = response.variant(chooseEncoding(req.headers['accept-encoding']))
    res.writeHead(200, { ...headers, 'cache-control': cacheControl })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  private refresh(): void {
    const now = Date.now()
    if (now - this.checkedAt < RECHECK_MS) return
    this.checkedAt = now
    this.script = load(this.config.RUNTIME_JS_PATH, this.script)
    this.forms = load(join(dirname(this.config.RUNTIME_JS_PATH), 'runtime-forms.js'), this.forms)
  }
}

/** A built script, read again only when its file changed. */
function load(
  path: string,
  current: { response: CachedResponse; version: string; mtimeMs: number } | undefined,
) {
  try {
    const { mtimeMs } = statSync(path)
    if (current?.mtimeMs === mtimeMs) return current
    const body = readFileSync(path)
    const version = createHash('sha256').update(body).digest('hex').slice(0, 16)
    return {
      response: new CachedResponse(200, 'text/javascript; charset=utf-8', body, version, false),
      version,
      mtimeMs,
    }
  } catch {
    // Not built yet: pages that need it still render, and the script answers 404 until it exists.
    return undefined
  }
}
