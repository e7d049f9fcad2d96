import type { HeadLink, HeadMeta, HeadScript, Site } from '@tessera/site-format'
import { isRtlLanguage, siteLanguages } from '../content/i18n.js'
import { escapeAttr, escapeText, jsonForScript } from '../safety/escape.js'
import { RESOURCE_SCHEMES, safeAbsoluteUrl, safeUrl, strictResourceUrl } from '../safety/urls.js'
import { metaKey, type RenderHead } from '../tree/head.js'
import { findPage, renderPage, type RenderOptions, type RenderResult } from '../tree/render-page.js'
import { serializeAttributes, serializeTree } from './serialize.js'
import { structuredData, structuredDataJson } from './structured-data.js'

/** Where a published page loads the runtime from, unless the options say otherwise. */
export const DEFAULT_RUNTIME_URL = '/_tessera/runtime.js'
/** The id of the JSON data element the runtime reads. */
export const RUNTIME_DATA_ID = 'tessera-data'

export interface HtmlOptions {
  /** `preview` pages are the same, but ask search engines not to index them. */
  mode?: 'published' | 'preview'
  lang?: string
  /** The site's address (e.g. `https://shop.example.com`), for canonical and Open Graph URLs. */
  siteUrl?: string
  /** The runtime script's URL; defaults to `DEFAULT_RUNTIME_URL`. */
  runtimeUrl?: string
  /** Given to the runtime for custom-data and usage calls. */
  siteId?: string
  apiBase?: string
  pageHref?: (route: string) => string
  /**
   * Where a page is in a language, when each language has its own address: links follow the
   * page's language and published pages name their other languages (`hreflang`, `x-default`).
   */
  localeHref?: RenderOptions['localeHref']
  /** Intrinsic image sizes by `src` (see `RenderOptions.imageSize`). */
  imageSize?: RenderOptions['imageSize']
  /** The collection items the page shows (see `RenderOptions.collections`). */
  collections?: RenderOptions['collections']
  /** The site's icon files, linked from the head; none are linked without them. */
  icons?: SiteIcons
}

/** The icon files made from a site's chosen image, by the address each is served at. */
export interface SiteIcons {
  /** favicon.ico, holding 16, 32 and 48 px. */
  ico?: string
  /** 180 px, opaque: what iOS puts on a home screen. */
  appleTouch?: string
  /** A square PNG browsers may take over the ICO where they show icons large. */
  png?: { href: string; size: number }
  /** The web app manifest naming the larger icons. */
  manifest?: string
}

export interface HtmlDocument {
  html: string
  render: RenderResult
}

const TARGET = /^[_A-Za-z0-9-]{1,64}$/
const CROSSORIGIN: ReadonlySet<string> = new Set(['', 'anonymous', 'use-credentials'])
const LINK_FIELDS = [
  'id',
  'title',
  'sizes',
  'imagesizes',
  'media',
  'type',
  'as',
  'blocking',
] as const

/** A complete HTML document for one page of a site. */
export function toHtml(site: Site, route: string, options: HtmlOptions = {}): string {
  return renderDocument(site, route, options).html
}

/** The document and what went into it (warnings, whether it loads the runtime, stats). */
export function renderDocument(site: Site, route: string, options: HtmlOptions = {}): HtmlDocument {
  const mode = options.mode ?? 'published'
  const render = renderPage(site, route, {
    mode,
    ...(options.lang === undefined ? {} : { lang: options.lang }),
    ...(options.pageHref === undefined ? {} : { pageHref: options.pageHref }),
    ...(options.localeHref === undefined ? {} : { localeHref: options.localeHref }),
    ...(options.imageSize === undefined ? {} : { imageSize: options.imageSize }),
    ...(options.collections === undefined ? {} : { collections: options.collections }),
  })
  const runtimeUrl = strictResourceUrl(options.runtimeUrl ?? DEFAULT_RUNTIME_URL)
  if (runtimeUrl === undefined) throw new Error('Invalid runtime URL')

  const siteUrl =
    options.siteUrl === undefined ? undefined : safeAbsoluteUrl(options.siteUrl.replace(/\/+$/, ''))
  const pageUrl = siteUrl === undefined ? undefined : siteUrl + encodeURI(render.head.href)
  const languages = siteLanguages(site)
  const alternates =
    siteUrl === undefined ||
    mode !== 'published' ||
    options.localeHref === undefined ||
    languages.length < 2
      ? []
      : alternateLinks(siteUrl, languages, (lang) => options.localeHref!(route, lang))

  const out: string[] = []
  const dir = isRtlLanguage(render.lang) ? ' dir="rtl"' : ''
  out.push(`<!doctype html>\n<html lang="${escapeAttr(render.lang)}"${dir}>\n<head>\n`)
  out.push('<meta charset="utf-8">\n')
  head(render.head, pageUrl, mode, out)
  if (options.icons !== undefined) iconLinks(options.icons, out)
  for (const [lang, href] of alternates) {
    out.push(`<link rel="alternate" hreflang="${escapeAttr(lang)}" href="${escapeAttr(href)}">\n`)
  }
  if (siteUrl !== undefined && pageUrl !== undefined) {
    const graph = structuredDataJson(
      structuredData(site, {
        route: findPage(site, route).route,
        lang: render.lang,
        head: render.head,
        siteUrl,
        pageUrl,
        absolute: (src) => absoluteImage(src, pageUrl),
      }),
    )
    // jsonForScript escapes `<`, so no text can end the element early (`</script>`).
    if (graph !== undefined) {
      out.push(`<script type="application/ld+json">${jsonForScript(graph)}</script>\n`)
    }
  }
  // Built so that no `<` can occur; kept as a last guard for the element's end tag.
  const css = render.css.includes('<') ? render.css.replace(/</g, '\\3c ') : render.css
  if (css !== '') out.push(`<style>${css}</style>\n`)
  for (const script of render.head.script) scriptTag(script, out)
  if (render.runtimeData !== undefined) {
    const data = { ...render.runtimeData }
    if (options.siteId !== undefined) data.siteId = options.siteId
    if (options.apiBase !== undefined) data.apiBase = options.apiBase
    // In the head, before any content: no element of the page can take its id first.
    out.push(
      `<script type="application/json" id="${RUNTIME_DATA_ID}">${jsonForScript(data)}</script>\n`,
    )
    out.push(`<script src="${escapeAttr(runtimeUrl)}" defer></script>\n`)
  }
  out.push('</head>\n<body>')
  out.push(serializeTree(render.tree))
  out.push('\n</body>\n</html>\n')
  return { html: out.join(''), render }
}

function head(h: RenderHead, pageUrl: string | undefined, mode: string, out: string[]): void {
  // The page's own entries replace the generated ones with the same name or property.
  const meta = new Map<string, HeadMeta>()
  const add = (entry: HeadMeta) => meta.set(metaKey(entry) ?? '', entry)
  add({ name: 'viewport', content: 'width=device-width, initial-scale=1' })
  if (h.description !== undefined) add({ name: 'description', content: h.description })
  if (mode === 'preview') add({ name: 'robots', content: 'noindex' })
  add({ property: 'og:title', content: h.title })
  if (h.description !== undefined) add({ property: 'og:description', content: h.description })
  if (pageUrl !== undefined) add({ property: 'og:url', content: pageUrl })
  add({ property: 'og:type', content: 'website' })
  const image = h.image === undefined ? undefined : absoluteImage(h.image, pageUrl)
  if (image !== undefined) add({ property: 'og:image', content: image })
  add({ name: 'twitter:card', content: image === undefined ? 'summary' : 'summary_large_image' })
  add({ name: 'twitter:title', content: h.title })
  if (h.description !== undefined) add({ name: 'twitter:description', content: h.description })
  if (image !== undefined) add({ name: 'twitter:image', content: image })
  for (const entry of h.meta) add(entry)

  const base = h.base
  if (base !== undefined && typeof base.href === 'string') {
    const href = strictResourceUrl(base.href)
    if (href !== undefined) {
      const target =
        typeof base.target === 'string' && TARGET.test(base.target) ? base.target : undefined
      out.push(`<base${serializeAttributes(target === undefined ? { href } : { href, target })}>\n`)
    }
  }
  out.push(`<title>${escapeText(h.title)}</title>\n`)
  for (const entry of meta.values()) metaTag(entry, out)
  if (pageUrl !== undefined) out.push(`<link rel="canonical" href="${escapeAttr(pageUrl)}">\n`)
  for (const href of h.fontStylesheets) {
    out.push(`<link rel="stylesheet" href="${escapeAttr(href)}">\n`)
  }
  for (const link of h.link) linkTag(link, out)
}

/** The icon links, each only when its file is there and its address may be linked. */
function iconLinks(icons: SiteIcons, out: string[]): void {
  const link = (attrs: Record<string, string | undefined>) => {
    const href = attrs.href === undefined ? undefined : strictResourceUrl(attrs.href)
    if (href === undefined) return
    const safe: Record<string, string> = {}
    for (const [name, value] of Object.entries({ ...attrs, href })) {
      if (value !== undefined) safe[name] = value
    }
    out.push(`<link${serializeAttributes(safe)}>\n`)
  }
  link({ rel: 'icon', href: icons.ico, sizes: '16x16 32x32 48x48' })
  if (icons.png !== undefined && Number.isInteger(icons.png.size) && icons.png.size > 0) {
    const side = String(icons.png.size)
    link({ rel: 'icon', href: icons.png.href, type: 'image/png', sizes: `${side}x${side}` })
  }
  link({ rel: 'apple-touch-icon', href: icons.appleTouch })
  link({ rel: 'manifest', href: icons.manifest })
}

/** Each language's address of the page, and the default language's as `x-default`. */
function alternateLinks(
  siteUrl: string,
  languages: string[],
  href: (lang: string) => string,
): Array<[string, string]> {
  const links = languages.map((lang): [string, string] => [lang, siteUrl + encodeURI(href(lang))])
  return [...links, ['x-default', links[0]![1]]]
}

/** Shared-link pictures need an absolute address: a site path is made one with the page's. */
function absoluteImage(src: string, pageUrl: string | undefined): string | undefined {
  const safe = strictResourceUrl(src.trim())
  if (safe === undefined) return undefined
  if (/^https?:\/\//i.test(safe)) return safe
  if (pageUrl === undefined || !safe.startsWith('/') || safe.startsWith('//')) return undefined
  return new URL(safe, pageUrl).href
}

function metaTag(entry: HeadMeta, out: string[]): void {
  const attrs: Record<string, string> = {}
  if (typeof entry.name === 'string') attrs.name = entry.name
  else if (typeof entry.property === 'string') attrs.property = entry.property
  else if (typeof entry['http-equiv'] === 'string') {
    const equiv = entry['http-equiv'].toLowerCase()
    if (equiv === 'set-cookie') return
    if (equiv === 'refresh' && !safeRefresh(entry.content)) return
    attrs['http-equiv'] = entry['http-equiv']
  } else return
  if (typeof entry.content === 'string') attrs.content = entry.content
  out.push(`<meta${serializeAttributes(attrs)}>\n`)
}

/** `refresh` may redirect: only to a URL a link could have. */
function safeRefresh(content: unknown): boolean {
  if (typeof content !== 'string') return false
  const match = /^\s*\d*\.?\d*\s*(?:[;,]\s*(?:url\s*=\s*)?(.*))?$/i.exec(content)
  if (!match) return false
  const url = (match[1] ?? '').trim().replace(/^['"]|['"]$/g, '')
  return url === '' || safeUrl(url, RESOURCE_SCHEMES) !== undefined
}

function linkTag(link: HeadLink, out: string[]): void {
  if (typeof link.href !== 'string') return
  const href = strictResourceUrl(link.href)
  if (href === undefined) return
  const attrs: Record<string, string> = {}
  if (typeof link.rel === 'string') attrs.rel = link.rel
  attrs.href = href
  for (const field of LINK_FIELDS) {
    const value = link[field]
    if (typeof value === 'string') attrs[field] = value
  }
  if (attrs.id === RUNTIME_DATA_ID) delete attrs.id
  if (typeof link.crossorigin === 'string' && CROSSORIGIN.has(link.crossorigin)) {
    attrs.crossorigin = link.crossorigin
  }
  out.push(`<link${serializeAttributes(attrs)}>\n`)
}

/** Head scripts are external files the owner added; inline code has no place here. */
function scriptTag(script: HeadScript, out: string[]): void {
  if (typeof script.src !== 'string') return
  const src = strictResourceUrl(script.src)
  if (src === undefined) return
  const attrs: Record<string, string> = { src }
  if (typeof script.type === 'string') attrs.type = script.type
  if (script.async === true) attrs.async = ''
  if (typeof script.crossorigin === 'string' && CROSSORIGIN.has(script.crossorigin)) {
    attrs.crossorigin = script.crossorigin
  }
  if (typeof script.blocking === 'string') attrs.blocking = script.blocking
  if (typeof script.id === 'string' && script.id !== RUNTIME_DATA_ID) attrs.id = script.id
  out.push(`<script${serializeAttributes(attrs)}></script>\n`)
}
