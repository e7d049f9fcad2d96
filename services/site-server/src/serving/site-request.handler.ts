import type { IncomingMessage, ServerResponse } from 'node:http'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, LOGGER, Metrics } from '@tessera/kit'
import { Counter } from 'prom-client'
import type { Logger } from 'pino'
import type { SiteServerConfig } from '../config.js'
import { HostRouter, type HostedSite } from '../hosting/host-router.js'
import { HostingInvalidation } from '../hosting/hosting-invalidation.js'
import { parseHost } from '../hosting/hosts.js'
import { UsageCounters } from '../usage/usage-counters.js'
import { PageRenderer, type SiteRequest } from './page-renderer.js'
import { sendPlain } from './plain-pages.js'
import { LANGUAGE_CHOICE_COOKIE, preferredLanguage, withRequestQuery } from '@tessera/site-format'
import {
  chooseEncoding,
  RenderCache,
  type CachedResponse,
  type LanguageHomes,
} from './render-cache.js'
import { RuntimeScript } from './runtime-script.js'

const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i
const CHOSE_LANGUAGE = new RegExp(`(?:^|;)\\s*${LANGUAGE_CHOICE_COOKIE}=`)
const MAX_LANGUAGE_HEADERS = 1000
/** `?page=N` of a collection list: pages past this one answer as the last one asked for. */
const LIST_PAGE = /^[1-9]\d{0,3}$/

/** A Host header as serving needs it; `own` when it names this server rather than a site. */
interface KnownHost {
  host: string
  hostname: string
  own: boolean
}

/** Bounds of the per-header and per-site memos below (cleared whole when full). */
const MAX_HOSTS = 10_000
const MAX_PATHS_PER_SITE = 2_000

/** Responses by status and cache use, added to the Prometheus counter when it is read. */
type Tally = Map<number, { hit: number; miss: number }>

/**
 * Visitors' requests, by Host: `{subdomain}.{base}` or a verified custom domain. The live version
 * of a published, enabled site, or the latest version with the site's preview id; anything else
 * gets a plain 404 page of our own. A cached page costs two map lookups and a write.
 */
@Injectable()
export class SiteRequestHandler {
  private readonly cache: RenderCache
  private readonly inflight = new Map<string, Promise<CachedResponse | undefined>>()
  /** Visitors' responses skip the kit's per-request logging and timing: counted here instead. */
  private readonly responses: Counter<'status' | 'cache'>
  private readonly tally: Tally = new Map()
  /** Parsed Host headers by their raw value: a returning host is one lookup. */
  private readonly hosts = new Map<string, KnownHost | null>()
  /**
   * Requests by URL for each site as the router last loaded it (a changed site is a new object,
   * so its stale requests go with the old one): a cached page needs no key built per request.
   */
  private readonly requests = new WeakMap<HostedSite, Map<string, SiteRequest | null>>()

  constructor(
    private readonly router: HostRouter,
    private readonly renderer: PageRenderer,
    private readonly runtime: RuntimeScript,
    private readonly counters: UsageCounters,
    @Inject(CONFIG) config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(Metrics) metrics: Metrics,
    invalidation: HostingInvalidation,
  ) {
    this.cache = new RenderCache(config.RENDER_CACHE_MB * 1_000_000)
    // A changed collection drops the pages that show its items, and only those.
    invalidation.onCollectionChanged((siteId, collectionId) =>
      this.cache.dropCollection(siteId, collectionId),
    )
    const tally = this.tally
    this.responses = new Counter({
      name: 'site_responses_total',
      help: 'Responses to visitors of published sites, by status and whether the page was cached',
      labelNames: ['status', 'cache'],
      registers: [metrics.registry],
      // Counting in plain numbers costs less per response than labelled increments.
      collect() {
        for (const [status, counts] of tally) {
          for (const cache of ['hit', 'miss'] as const) {
            if (counts[cache] > 0) this.inc({ status: String(status), cache }, counts[cache])
            counts[cache] = 0
          }
        }
      },
    })
  }

  private count(status: number, cache: 'hit' | 'miss'): void {
    let counts = this.tally.get(status)
    if (counts === undefined) {
      counts = { hit: 0, miss: 0 }
      this.tally.set(status, counts)
    }
    counts[cache]++
  }

  private knownHost(header: string | undefined): KnownHost | null {
    if (header === undefined) return null
    let known = this.hosts.get(header)
    if (known === undefined) {
      const parsed = parseHost(header)
      known = parsed ? { ...parsed, own: this.router.isOwnHost(parsed.hostname) } : null
      if (this.hosts.size >= MAX_HOSTS) this.hosts.clear()
      this.hosts.set(header, known)
    }
    return known
  }

  /** The request for a URL of a site, made once per site object and URL. */
  private requestFor(site: HostedSite | null, url: string): SiteRequest | undefined {
    if (site === null) return undefined
    let byUrl = this.requests.get(site)
    if (byUrl === undefined) {
      byUrl = new Map()
      this.requests.set(site, byUrl)
    }
    let request = byUrl.get(url)
    if (request === undefined) {
      request = this.request(site, url) ?? null
      if (byUrl.size >= MAX_PATHS_PER_SITE) byUrl.clear()
      byUrl.set(url, request)
    }
    return request ?? undefined
  }

  /** Takes the request when it is for a site (true), or leaves it to the API (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/'
    if (url.startsWith('/api/')) return false
    if (url.startsWith('/_tessera/')) {
      this.runtime.serve(req, res)
      return true
    }
    const host = this.knownHost(req.headers.host)
    if (host === null || host.own) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendPlain(req, res, 405)
      return true
    }
    const known = this.router.cached(host.host)
    if (known !== undefined) {
      const request = this.requestFor(known, url)
      if (!request) {
        sendPlain(req, res, 404)
        return true
      }
      const hit = this.cache.get(request.key)
      if (hit) {
        this.send(req, res, hit, request)
        return true
      }
    }
    this.serveSlowly(host, url, req, res).catch((err: unknown) => {
      this.logger.error({ err, host: host.host, url }, 'serving a site failed')
      if (!res.headersSent) sendPlain(req, res, 500)
      else res.destroy()
    })
    return true
  }

  private async serveSlowly(
    host: { host: string; hostname: string },
    url: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const site = await this.router.resolve(host.host, host.hostname)
    const request = this.requestFor(site, url)
    if (!request) return sendPlain(req, res, 404)
    let entry = this.cache.get(request.key)
    if (!entry) {
      let pending = this.inflight.get(request.key)
      if (!pending) {
        pending = this.renderer
          .respond(request, this.cache)
          .finally(() => this.inflight.delete(request.key))
        this.inflight.set(request.key, pending)
      }
      entry = await pending
      if (!entry) return sendPlain(req, res, 404)
      this.cache.set(request.key, entry)
    }
    this.send(req, res, entry, request, 'miss')
  }

  private request(site: HostedSite | null, url: string): SiteRequest | undefined {
    if (!site || site.disabled) return undefined
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    let previewId: string | null = null
    let lang: string | undefined
    let listPage = 1
    if (q >= 0) {
      const params = new URLSearchParams(url.slice(q + 1))
      previewId = params.get('preview_id')
      const asked = params.get('lang')
      if (asked !== null && LANG.test(asked)) lang = asked.toLowerCase()
      const page = params.get('page')
      if (page !== null && LIST_PAGE.test(page)) listPage = Number(page)
    }
    const preview = previewId !== null && site.previewId !== null && previewId === site.previewId
    if (!preview && !site.published) return undefined
    const draft = preview && site.draftVersion !== null
    const version = draft ? site.draftVersion! : site.liveVersion
    const stamp = draft ? site.draftStamp : site.liveStamp
    const mode = preview ? 'p' : 'l'
    return {
      site,
      key: `${site.siteId}|${version}|${stamp}|${site.assetsStamp}|${site.hostingStamp}|${mode}|${lang ?? ''}|${listPage}|${path}`,
      path,
      listPage,
      preview,
      lang,
      version,
      stamp,
      assetsStamp: site.assetsStamp,
      query: q < 0 ? '' : url.slice(q + 1),
    }
  }

  /** Best site language by Accept-Language header and the site's languages, memoised. */
  private readonly preferred = new Map<string, string | undefined>()

  /**
   * Where `/` sends this visitor: the home page in the language their browser asks for first,
   * unless that is the default language, the request names none (crawlers send no
   * Accept-Language: they get `/` and its alternates) or the visitor picked one in the switch.
   */
  private languageHome(req: IncomingMessage, homes: LanguageHomes): string | undefined {
    const accept = req.headers['accept-language']
    if (typeof accept !== 'string' || accept.trim() === '') return undefined
    const cookie = req.headers.cookie
    if (cookie !== undefined && CHOSE_LANGUAGE.test(cookie)) return undefined
    const key = `${homes.languages.join(',')}|${accept}`
    let best = this.preferred.get(key)
    if (best === undefined && !this.preferred.has(key)) {
      best = preferredLanguage(accept, homes.languages)
      if (this.preferred.size >= MAX_LANGUAGE_HEADERS) this.preferred.clear()
      this.preferred.set(key, best)
    }
    return best === undefined || best === homes.languages[0] ? undefined : homes.hrefs[best]
  }

  /**
   * A redirect takes the visitor's query along (`/old?x=1` to `/new?x=1`); a preview's id
   * stays on the site's own addresses, never sent to another site.
   */
  private redirectHeaders(
    entry: CachedResponse,
    request: SiteRequest,
    headers: Record<string, string>,
  ): Record<string, string> {
    const target = entry.redirectTo
    if (target === undefined || request.query === '') return headers
    const drop = target.startsWith('/') ? [] : ['preview_id']
    return { ...headers, location: withRequestQuery(target, request.query, drop) }
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedResponse,
    request: SiteRequest,
    cache: 'hit' | 'miss' = 'hit',
  ): void {
    if (entry.languageHomes !== undefined) {
      const location = this.languageHome(req, entry.languageHomes)
      if (location !== undefined) {
        res.writeHead(302, {
          location: encodeURI(location),
          vary: 'Accept-Language, Cookie',
          'cache-control': 'private, max-age=0',
          'content-length': '0',
        })
        res.end()
        this.counters.count(request.site.siteId, 0, 0)
        this.count(302, cache)
        return
      }
    }
    const views = entry.isPage && entry.status === 200 && !request.preview ? 1 : 0
    const match = req.headers['if-none-match']
    if (match !== undefined && (match === entry.etag || match.includes(entry.etag))) {
      res.writeHead(304, {
        etag: entry.etag,
        'cache-control': 'public, max-age=0, must-revalidate',
        vary:
          entry.languageHomes === undefined
            ? 'Accept-Encoding'
            : 'Accept-Encoding, Accept-Language, Cookie',
      })
      res.end()
      this.counters.count(request.site.siteId, views, 0)
      this.count(304, cache)
      return
    }
    this.count(entry.status, cache)
    const { body, headers } = entry.variant(
      chooseEncoding(req.headers['accept-encoding']),
      this.cache.grew,
    )
    res.writeHead(entry.status, this.redirectHeaders(entry, request, headers))
    if (req.method === 'HEAD') {
      res.end()
      this.counters.count(request.site.siteId, views, 0)
    } else {
      res.end(body)
      this.counters.count(request.site.siteId, views, body.length)
    }
  }
}
