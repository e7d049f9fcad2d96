import { createHash } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import { defaultPageHref, renderDocument } from '@tessera/renderer'
import { deserializeSite, type Site } from '@tessera/site-format'
import type { Logger } from 'pino'
import { AssetsClient } from '../assets/assets.client.js'
import type { SiteServerConfig } from '../config.js'
import { ContentRepository } from '../content/content.repository.js'
import { toStored } from '../content/content.service.js'
import type { HostedSite } from '../hosting/host-router.js'
import { DocumentImageSizes, urlsIn } from './document-image-sizes.js'
import { CachedResponse, type RenderCache } from './render-cache.js'
import { pageFor, pathToRoute, robotsTxt, sitemapXml } from './routes.js'
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
}

/** A site document as pages are rendered from it, with the sizes of the site's images. */
interface LoadedDocument {
  site: Site
  images: DocumentImageSizes
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
   * The response for a request: a page, the sitemap, robots.txt, 204 for /favicon.ico, or
   * undefined for a plain 404.
   */
  async respond(request: SiteRequest, cache: RenderCache): Promise<CachedResponse | undefined> {
    const { site: hosted } = request
    const loaded = await this.document(hosted.siteId, request.version, request.stamp)
    if (!loaded) return undefined
    const { site } = loaded
    if (request.path === '/sitemap.xml') {
      return text('application/xml; charset=utf-8', sitemapXml(site, hosted.siteUrl))
    }
    if (request.path === '/robots.txt') {
      return text('text/plain; charset=utf-8', robotsTxt(site, hosted.siteUrl))
    }
    // Browsers ask for it on every site; sites carry no icon file, so: nothing, never a 404.
    if (request.path === '/favicon.ico') return noContent()
    const route = pathToRoute(request.path)
    const target = route === undefined ? pageFor(site, '/not-found') : pageFor(site, route)
    if (!target) return undefined
    // Every path that lands on the same page shares one rendering.
    const pageKey = `${request.key.slice(0, request.key.lastIndexOf('|'))}|#${target.route}`
    const cached = cache.get(pageKey)
    if (cached) return cached
    // Images get their asset's width and height, so nothing shifts as they load.
    const images = await loaded.images.get()
    const previewHref = defaultPageHref(site)
    const { html } = renderDocument(site, target.route, {
      mode: request.preview ? 'preview' : 'published',
      ...(request.lang === undefined ? {} : { lang: request.lang }),
      siteUrl: hosted.siteUrl,
      runtimeUrl: this.runtime.url(),
      siteId: hosted.siteId,
      apiBase: this.config.PUBLIC_API_URL,
      imageSize: (src) => images.sizes.get(src),
      ...(request.preview
        ? {
            pageHref: (r: string) =>
              `${previewHref(r)}?preview_id=${encodeURIComponent(hosted.previewId ?? '')}`,
          }
        : {}),
    })
    const body = Buffer.from(html)
    const response = new CachedResponse(
      target.status,
      'text/html; charset=utf-8',
      body,
      etagOf(body),
      true,
      // Made without the sizes: kept only until they are asked for again.
      images.complete ? undefined : Date.now() + this.config.ASSETS_RETRY_MS,
    )
    cache.set(pageKey, response)
    return response
  }

  private document(
    siteId: string,
    version: number,
    stamp: number,
  ): Promise<LoadedDocument | undefined> {
    const key = `${siteId}|${version}|${stamp}`
    let found = this.documents.get(key)
    if (!found) {
      found = this.content.findVersion(siteId, version).then((row) => {
        if (!row) return undefined
        const stored = toStored(row)
        const urls = urlsIn([stored.context, stored.defaults, stored.pages])
        const images = new DocumentImageSizes(
          () => this.assets.imageSizes(urls),
          this.config.ASSETS_RETRY_MS,
          (err) =>
            this.logger.warn({ err, siteId }, 'no image sizes from assets: rendering without them'),
        )
        // Asked for as the document loads; a page waits for the answer only when it renders.
        void images.get()
        return { site: deserializeSite(stored), images }
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

function noContent(): CachedResponse {
  const body = Buffer.alloc(0)
  return new CachedResponse(204, 'image/x-icon', body, etagOf(body), false)
}

function text(contentType: string, content: string): CachedResponse {
  const body = Buffer.from(content)
  return new CachedResponse(200, contentType, body, etagOf(body), false)
}
