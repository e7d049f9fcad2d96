import { createHash } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import { renderDocument, resolvePlaceholders, type SiteIcons } from '@tessera/renderer'
import {
  defaultLanguage,
  deserializeSite,
  itemRoute,
  localeHref,
  matchTemplatePage,
  pageLists,
  RedirectTable,
  resolveLocalePath,
  siteLanguages,
  type Site,
  type StoredSite,
} from '@tessera/site-format'
import type { Logger } from 'pino'
import { AssetsClient, type ResolvedAsset, type ResolvedIcon } from '../assets/assets.client.js'
import { CollectionItemsClient, type PageItems } from '../collections/collection-items.client.js'
import { itemAssetIds, withAssetUrls } from '../collections/item-assets.js'
import type { SiteServerConfig } from '../config.js'
import { ContentRepository } from '../content/content.repository.js'
import { toStored } from '../content/content.service.js'
import type { HostedSite } from '../hosting/host-router.js'
import { DocumentImageSizes, MAX_URLS, urlsIn } from './document-image-sizes.js'
import type { ImageSize } from '@tessera/renderer'
import { CachedResponse, type RenderCache } from './render-cache.js'
import { llmsTxt, NOT_FOUND_ROUTE, pageFor, pathToRoute, robotsTxt, sitemapXml } from './routes.js'
import { plainPage } from './plain-pages.js'
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
  /** The page collection lists show (`?page=N`), 1-based. */
  listPage: number
}

/** The page a request lands on; a template page's with the slug its parameter took. */
interface PageTarget {
  route: string
  status: 200 | 404
  slug?: string
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
  /** The image the site chose as its icon, as stored. */
  iconUrl: string | undefined
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
    private readonly items: CollectionItemsClient,
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
    if (request.path === '/sitemap.xml') return this.sitemap(request, site, cache)
    if (request.path === '/robots.txt') {
      return text('text/plain; charset=utf-8', robotsTxt(site, hosted.siteUrl, request.preview))
    }
    if (request.path === '/llms.txt') {
      return text('text/plain; charset=utf-8', llmsTxt(site, hosted.siteUrl))
    }
    const icon = ICON_PATHS[request.path]
    if (icon !== undefined) {
      const files = iconFiles(loaded, (await loaded.assets.get()).sizes)
      const file = icon === 'ico' ? files?.ico : files?.appleTouch
      if (file !== undefined) return redirect(302, file)
      // Browsers ask for it on every site: a site without an icon answers nothing, never a 404.
      return icon === 'ico' ? noContent() : undefined
    }
    if (request.path === MANIFEST_PATH) {
      const files = iconFiles(loaded, (await loaded.assets.get()).sizes)
      if (files === undefined || files.large.length === 0) return undefined
      return text('application/manifest+json', webManifest(site, files.large))
    }
    const located = path === undefined ? undefined : resolveLocalePath(site, path)
    const template =
      located === undefined ? undefined : matchTemplatePage(site, located.route, located.lang)
    const target: PageTarget | undefined = template
      ? { route: template.route, status: 200, slug: template.slug }
      : pageFor(site, located?.route ?? NOT_FOUND_ROUTE)
    if (!target) return undefined
    // `/zh-tw/…` is in zh-tw; a path without a language is in the default one, unless the old
    // `?lang=` asks for another.
    const fallback = defaultLanguage(site.context.i18n)
    const lang =
      located !== undefined && located.lang !== fallback
        ? located.lang
        : (request.lang ?? (siteLanguages(site).length > 1 ? fallback : undefined))
    // Every path that lands on the same page in the same language shares one rendering.
    const slugPart = target.slug === undefined ? '' : `|${target.slug}`
    const pageKey = `${request.key.slice(0, request.key.lastIndexOf('|'))}|#${lang ?? ''}|${target.route}${slugPart}`
    let page = cache.get(pageKey)
    if (!page) {
      page = await this.renderPage(request, loaded, target, lang, preview, cache)
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
    target: PageTarget,
    lang: string | undefined,
    preview: string,
    cache: RenderCache,
  ): Promise<CachedResponse> {
    const hosted = request.site
    // Taken before the items are read: a change heard while they are, and the page is not kept.
    const mark = cache.mark(hosted.siteId)
    const items = await this.pageItems(request, loaded.site, target, lang)
    if (items?.missing) {
      // No such item (or not published yet): the site's own not-found page, or ours. Dropped
      // like the item's page would be, so the item shows once it is published.
      const notFound = pageFor(loaded.site, NOT_FOUND_ROUTE)
      const response =
        notFound?.route === NOT_FOUND_ROUTE
          ? await this.renderPage(request, loaded, notFound, lang, preview, cache)
          : plainNotFound(cache.changedSince(hosted.siteId, mark) ? Date.now() : undefined)
      response.collections = [
        ...response.collections,
        ...items.collectionIds.map((id) => `${hosted.siteId}|${id}`),
      ]
      return response
    }
    // Assets are referred to by the id their address names: pages carry each one's current
    // address, and images their asset's width and height, so nothing shifts as they load.
    const images = await loaded.assets.get()
    const current = currentDocument(loaded, images.sizes)
    const slugs = items?.itemSlugs ?? {}
    const hrefOf = (r: string, l: string): string => {
      const href = localeHref(current.site, r, l) + preview
      if (r !== target.route || target.slug === undefined) return href
      // The item's address in each language: its slug in that language, else its default one.
      const slug = slugs[l] ?? slugs['*'] ?? target.slug
      return itemRoute(href, slug)
    }
    const shown = items === undefined ? undefined : await this.itemAssets(hosted.siteId, items)
    const icons = iconFiles(loaded, images.sizes)
    const { html } = renderDocument(current.site, target.route, {
      mode: request.preview ? 'preview' : 'published',
      ...(lang === undefined ? {} : { lang }),
      siteUrl: hosted.siteUrl,
      runtimeUrl: this.runtime.url(),
      siteId: hosted.siteId,
      apiBase: this.config.PUBLIC_API_URL,
      imageSize: (src) => current.sizes.get(src),
      localeHref: hrefOf,
      ...(shown === undefined ? {} : { collections: shown.collections }),
      ...(icons === undefined ? {} : { icons: siteIcons(icons) }),
    })
    const body = Buffer.from(html)
    const expires = [
      // Made without the sizes: kept only until they are asked for again.
      images.complete ? undefined : Date.now() + this.config.ASSETS_RETRY_MS,
      shown === undefined || shown.complete ? undefined : Date.now() + this.config.ASSETS_RETRY_MS,
      // A scheduled item goes live then.
      items?.nextChange,
      // An item changed while this was made: it may show the old one, so it is not kept.
      items !== undefined && cache.changedSince(hosted.siteId, mark) ? Date.now() : undefined,
    ].filter((at) => at !== undefined)
    const response = new CachedResponse(
      target.status,
      'text/html; charset=utf-8',
      body,
      etagOf(body),
      true,
      expires.length === 0 ? undefined : Math.min(...expires),
    )
    if (items !== undefined) {
      response.collections = items.collectionIds.map((id) => `${hosted.siteId}|${id}`)
    }
    return response
  }

  /**
   * The items with their pictures and files at their assets' addresses (items hold asset ids).
   * Without an answer from the assets service they show none, and the page is kept only a
   * while.
   */
  private async itemAssets(
    siteId: string,
    items: PageItems,
  ): Promise<{ collections: PageItems['collections']; complete: boolean }> {
    const ids = itemAssetIds(items.collections)
    if (ids.length === 0) return { collections: items.collections, complete: true }
    try {
      const urls = await this.assets.addresses(ids)
      return { collections: withAssetUrls(items.collections, urls), complete: true }
    } catch (err) {
      this.logger.warn({ err, siteId }, 'no asset addresses for the items: shown without them')
      return { collections: withAssetUrls(items.collections, new Map()), complete: false }
    }
  }

  /**
   * The collection items a page shows, when it shows any: a template page's item by its slug,
   * its lists' items. Drafts only on preview links.
   */
  private async pageItems(
    request: SiteRequest,
    site: Site,
    target: PageTarget,
    lang: string | undefined,
  ): Promise<PageItems | undefined> {
    const page = site.pages[target.route]
    if (!page) return undefined
    const lists = pageLists(page)
    const binding = page.collection
    const item =
      binding !== undefined && target.slug !== undefined
        ? { collectionId: binding.collection, slugFieldId: binding.slugField, slug: target.slug }
        : undefined
    if (item === undefined && lists.length === 0) return undefined
    // The default language's text is the `*` text: it is asked for as no language.
    const fallback = defaultLanguage(site.context.i18n)
    return this.items.pageItems({
      siteId: request.site.siteId,
      lang: lang === undefined || lang === fallback ? undefined : lang,
      drafts: request.preview,
      ...(item === undefined ? {} : { item }),
      lists,
      page: request.listPage,
    })
  }

  /** Every public page and every published item of each template page, in each language. */
  private async sitemap(
    request: SiteRequest,
    site: Site,
    cache: RenderCache,
  ): Promise<CachedResponse> {
    const hosted = request.site
    const mark = cache.mark(hosted.siteId)
    const items = new Map<string, Array<{ slugs: Record<string, string>; updatedAt: string }>>()
    const tags: string[] = []
    for (const route of site.pageOrder) {
      const page = site.pages[route]
      if (!page?.public || page.collection === undefined) continue
      const { collection, slugField } = page.collection
      items.set(route, await this.items.itemSlugs(hosted.siteId, collection, slugField))
      tags.push(`${hosted.siteId}|${collection}`)
    }
    const lastmod = new Date(request.stamp)
    const changed = tags.length > 0 && cache.changedSince(hosted.siteId, mark)
    const response = text(
      'application/xml; charset=utf-8',
      sitemapXml(site, hosted.siteUrl, lastmod, items),
      // An item changed while the slugs were read: answered, not kept.
      changed ? Date.now() : undefined,
    )
    response.collections = tags
    return response
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
        const site = deserializeSite(stored)
        const iconUrl = site.defaults.seo?.icon
        const urls = urlsIn([stored.context, stored.defaults, stored.pages])
        // The icon is asked about first, within the answer's limit.
        if (iconUrl !== undefined && !urls.includes(iconUrl)) {
          urls.splice(MAX_URLS - 1)
          urls.unshift(iconUrl)
        }
        const assets = new DocumentImageSizes(
          () => this.assets.resolve(urls, iconUrl === undefined ? [] : [iconUrl]),
          this.config.ASSETS_RETRY_MS,
          (err) =>
            this.logger.warn(
              { err, siteId },
              'no asset addresses from assets: rendering with the stored ones',
            ),
        )
        // Asked for as the document loads; a page waits for the answer only when it renders.
        void assets.get()
        const redirects = new RedirectTable(site.defaults.seo?.redirects ?? [])
        return { stored, site, assets, redirects, iconUrl, current: new WeakMap() }
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

/** Paths browsers and crawlers ask for a site's icon at, without reading its pages. */
const ICON_PATHS: Readonly<Record<string, 'ico' | 'appleTouch'>> = {
  '/favicon.ico': 'ico',
  '/apple-touch-icon.png': 'appleTouch',
  '/apple-touch-icon-precomposed.png': 'appleTouch',
}
const MANIFEST_PATH = '/manifest.webmanifest'
/** The PNG a page links beside the ICO, for browsers that show icons larger. */
const LINKED_PNG = 192
const APPLE_TOUCH = 180

/** The site's icon files, by their use, once the image worker has made them. */
interface IconFiles {
  ico: string | undefined
  appleTouch: string | undefined
  png: ResolvedIcon | undefined
  /** PNGs of 192 px and more, for the manifest. */
  large: ResolvedIcon[]
}

function iconFiles(
  loaded: LoadedDocument,
  assets: ReadonlyMap<string, ResolvedAsset>,
): IconFiles | undefined {
  const icons = loaded.iconUrl === undefined ? undefined : assets.get(loaded.iconUrl)?.icons
  if (icons === undefined || icons.length === 0) return undefined
  const png = (size: number) => icons.find((i) => i.type === 'image/png' && i.size === size)
  return {
    ico: icons.find((icon) => icon.type === 'image/x-icon')?.url,
    appleTouch: png(APPLE_TOUCH)?.url,
    png: png(LINKED_PNG),
    large: icons.filter((icon) => icon.type === 'image/png' && icon.size >= LINKED_PNG),
  }
}

function siteIcons(files: IconFiles): SiteIcons {
  const icons: SiteIcons = {}
  if (files.ico !== undefined) icons.ico = files.ico
  if (files.png !== undefined) icons.png = { href: files.png.url, size: files.png.size }
  if (files.appleTouch !== undefined) icons.appleTouch = files.appleTouch
  if (files.large.length > 0) icons.manifest = MANIFEST_PATH
  return icons
}

/** A web app manifest: the site's name and larger icons, so a phone's home screen shows them. */
function webManifest(site: Site, large: readonly ResolvedIcon[]): string {
  const i18n = site.context.i18n ?? {}
  const title = site.defaults.head.title?.trim() || site.name
  return JSON.stringify({
    name: resolvePlaceholders(title, i18n, defaultLanguage(i18n)),
    start_url: '/',
    display: 'browser',
    icons: large.map((icon) => ({
      src: icon.url,
      sizes: `${icon.size}x${icon.size}`,
      type: icon.type,
    })),
  })
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

function text(contentType: string, content: string, expiresAt?: number): CachedResponse {
  const body = Buffer.from(content)
  return new CachedResponse(200, contentType, body, etagOf(body), false, expiresAt)
}

function plainNotFound(expiresAt: number | undefined): CachedResponse {
  const body = plainPage(404)
  return new CachedResponse(404, 'text/html; charset=utf-8', body, etagOf(body), false, expiresAt)
}
