import { createHash } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import { renderDocument } from '@tessera/renderer'
import {
  defaultLanguage,
  deserializeSite,
  localeHref,
  RedirectTable,
  resolveLocalePath,
  siteLanguages,
  type Site,
  type StoredSite,
} from '@tessera/site-format'
import type { Logger } from 'pino'
import { AssetsClient, type ResolvedAsset } from '../assets/assets.client.js'
import type { SiteServerConfig } from '../config.js'
import { ContentRepository } from '../content/content.repository.js'
import { toStored } from '../content/content.service.js'
import type { HostedSite } from '../hosting/host-router.js'
import { DocumentImageSizes, urlsIn } from './document-image-sizes.js'
import type { ImageSize } from '@tessera/renderer'
import { CachedResponse, type RenderCache } from './render-cache.js'
import { llmsTxt, NOT_FOUND_ROUTE, pageFor, pathToRoute, robotsTxt, sitemapXml } from './routes.js'
import { RuntimeScript } from './runtime-script.js'

/** One visitor request, reduced to what decides its response. */
export interface SiteRequest {
  site: HostedSite
  /** Site, version, content and hosting stamps, mode, language and path. */
  key: string
  path: string
  preview: boolean
  lang: string | undefined
  version: number
  stamp: number
  /** Changes when the site's assets serve other bytes. */
  assetsStamp: string
  /** The URL's query as sent, without `?` (empty when none): redirects carry it. */
  query: string
}

/**
 * A site document as pages are rendered from it: as stored, and the assets it names with their
 * current addresses and sizes.
 */
interface LoadedDocument {
  stored: StoredSite
  site: Site
  assets: DocumentImageSizes<ResolvedAsset>
  redirects: RedirectTable
  /** The document with its assets' current addresses, made once per answer. */
  current: WeakMap<ReadonlyMap<string, ResolvedAsset>, CurrentDocument>
}

interface CurrentDocument {
  site: Site
  /** Image sizes (and lighter copies) by the address pages now carry. */
  sizes: ReadonlyMap<string, ImageSize>
}

const MAX_DOCUMENTS = 64
const etagOf = (body: Buffer) => createHash('sha1').update(body).digest('base64url').slice(0, 20)

/** Site documents (parsed once per version and content stamp) rendered to responses. */
@Injectable()
export class PageRenderer {
  private readonly documents = new Map<string, Promise<LoadedDocument | undefined>>()

  constructor(
    private readonly content: ContentRepository,
    private readonly runtime: RuntimeScript,
    private readonly assets: AssetsClient,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The response for a request: a redirect, a page, the sitemap, robots.txt, 204 for
   * /favicon.ico, or undefined for a plain 404.
   */
  async respond(request: SiteRequest, cache: RenderCache): Promise<CachedResponse | undefined> {
    const { site: hosted } = request
    const loaded = await this.document(
      hosted.siteId,
      request.version,
      `${request.stamp}|${request.assetsStamp}`,
    )
    if (!loaded) return undefined
    const { site } = loaded
    const path = pathToRoute(request.path)
    const preview = request.preview
      ? `?preview_id=${encodeURIComponent(hosted.previewId ?? '')}`
      : ''
    // The site's redirects come first: a moved address answers even where a page or file was.
    const moved = path === undefined ? undefined : loaded.redirects.match(path)
    // The request's query (a preview's id included) is added as it is sent: see SiteRequestHandler.
    if (moved) return redirect(moved.status, moved.location)
    if (request.path === '/sitemap.xml') {
      const lastmod = new Date(request.stamp)
      return text('application/xml; charset=utf-8', sitemapXml(site, hosted.siteUrl, lastmod))
    }
    if (request.path === '/robots.txt') {
      return text('text/plain; charset=utf-8', robotsTxt(site, hosted.siteUrl, request.preview))
    }
    if (request.path === '/llms.txt') {
      return text('text/plain; charset=utf-8', llmsTxt(site, hosted.siteUrl))
    }
    // Browsers ask for it on every site; sites carry no icon file, so: nothing, never a 404.
    if (request.path === '/favicon.ico') return noContent()
    const located = path === undefined ? undefined : resolveLocalePath(site, path)
    const target = pageFor(site, located?.route ?? NOT_FOUND_ROUTE)
    if (!target) return undefined
    // `/zh-tw/…` is in zh-tw; a path without a language is in the default one, unless the old
    // `?lang=` asks for another.
    const fallback = defaultLanguage(site.context.i18n)
    const lang =
      located !== undefined && located.lang !== fallback
        ? located.lang
        : (request.lang ?? (siteLanguages(site).length > 1 ? fallback : undefined))
    // Every path that lands on the same page in the same language shares one rendering.
    const pageKey = `${request.key.slice(0, request.key.lastIndexOf('|'))}|#${lang ?? ''}|${target.route}`
    let page = cache.get(pageKey)
    if (!page) {
      page = await this.renderPage(request, loaded, target, lang, preview)
      cache.set(pageKey, page)
    }
    // `/` of a site that sends visitors to their language: the handler picks by their headers.
    const languages = siteLanguages(site)
    if (
      request.path === '/' &&
      !request.preview &&
      request.lang === undefined &&
      site.defaults.seo?.languageRedirect === true &&
      languages.length > 1
    ) {
      const hrefs = Object.fromEntries(
        languages.map((code) => [code, localeHref(site, site.defaults.homePage, code)]),
      )
      return page.withLanguageHomes({ languages, hrefs })
    }
    return page
  }

  private async renderPage(
    request: SiteRequest,
    loaded: LoadedDocument,
    target: { route: string; status: 200 | 404 },
    lang: string | undefined,
    preview: string,
  ): Promise<CachedResponse> {
    const hosted = request.site
    // Assets are referred to by the id their address names: pages carry each one's current
    // address, and images their asset's width and height, so nothing shifts as they load.
    const images = await loaded.assets.get()
    const current = currentDocument(loaded, images.sizes)
    const { html } = renderDocument(current.site, target.route, {
      mode: request.preview ? 'preview' : 'published',
      ...(lang === undefined ? {} : { lang }),
      siteUrl: hosted.siteUrl,
      runtimeUrl: this.runtime.url(),
      siteId: hosted.siteId,
      apiBase: this.config.PUBLIC_API_URL,
      imageSize: (src) => current.sizes.get(src),
      localeHref: (r: string, l: string) => localeHref(current.site, r, l) + preview,
    })
    const body = Buffer.from(html)
    return new CachedResponse(
      target.status,
      'text/html; charset=utf-8',
      body,
      etagOf(body),
      true,
      // Made without the sizes: kept only until they are asked for again.
      images.complete ? undefined : Date.now() + this.config.ASSETS_RETRY_MS,
    )
  }

  private document(
    siteId: string,
    version: number,
    stamp: string,
  ): Promise<LoadedDocument | undefined> {
    const key = `${siteId}|${version}|${stamp}`
    let found = this.documents.get(key)
    if (!found) {
      found = this.content.findVersion(siteId, version).then((row) => {
        if (!row) return undefined
        const stored = toStored(row)
        const urls = urlsIn([stored.context, stored.defaults, stored.pages])
        const assets = new DocumentImageSizes(
          () => this.assets.resolve(urls),
          this.config.ASSETS_RETRY_MS,
          (err) =>
            this.logger.warn(
              { err, siteId },
              'no asset addresses from assets: rendering with the stored ones',
            ),
        )
        // Asked for as the document loads; a page waits for the answer only when it renders.
        void assets.get()
        const site = deserializeSite(stored)
        const redirects = new RedirectTable(site.defaults.seo?.redirects ?? [])
        return { stored, site, assets, redirects, current: new WeakMap() }
      })
      found.catch(() => this.documents.delete(key))
      if (this.documents.size >= MAX_DOCUMENTS) {
        this.documents.delete(this.documents.keys().next().value!)
      }
      this.documents.set(key, found)
    }
    return found
  }
}

/**
 * The document as pages show it: every address of an asset it names replaced by the asset's
 * current one (a replaced asset serves new bytes at a new address), and the images' sizes.
 */
function currentDocument(
  loaded: LoadedDocument,
  assets: ReadonlyMap<string, ResolvedAsset>,
): CurrentDocument {
  let found = loaded.current.get(assets)
  if (found) return found
  const sizes = new Map<string, ImageSize>()
  const moved: Array<[string, string]> = []
  for (const [url, asset] of assets) {
    if (asset.width > 0 && asset.height > 0) {
      sizes.set(asset.url, { width: asset.width, height: asset.height, variants: asset.variants })
    }
    if (url !== asset.url) moved.push([url, asset.url])
  }
  // Longest first, so an address never rewrites part of a longer one.
  moved.sort(([a], [b]) => b.length - a.length)
  const rewrite = (text: string) =>
    moved.reduce((out, [from, to]) => (out.includes(from) ? out.split(from).join(to) : out), text)
  const { stored } = loaded
  const site =
    moved.length === 0
      ? loaded.site
      : deserializeSite({
          ...stored,
          context: rewrite(stored.context),
          defaults: rewrite(stored.defaults),
          pages: rewrite(stored.pages),
        })
  found = { site, sizes }
  loaded.current.set(assets, found)
  return found
}

function noContent(): CachedResponse {
  const body = Buffer.alloc(0)
  return new CachedResponse(204, 'image/x-icon', body, etagOf(body), false)
}

function redirect(status: 301 | 302, location: string): CachedResponse {
  const body = Buffer.from(`Redirecting to ${location}\n`)
  return new CachedResponse(
    status,
    'text/plain; charset=utf-8',
    body,
    etagOf(body),
    false,
    undefined,
    { location },
    location,
  )
}

function text(contentType: string, content: string): CachedResponse {
  const body = Buffer.from(content)
  return new CachedResponse(200, contentType, body, etagOf(body), false)
}
