import { createSite, History, SiteDocument, type Theme } from '@tessera/site-format'
import { insertSection } from '@tessera/site-format/sections'
import { renderDocument } from '@tessera/renderer'

/** The width a preview is laid out at before it is scaled down: the desktop breakpoint. */
export const PREVIEW_WIDTH = 1280

const cache = new Map<string, string>()
const CACHE_LIMIT = 120

/**
 * A section as the published page would show it, in the site's theme: the renderer's HTML of a
 * one-page site holding only that section. Kept by theme and language, so the library follows
 * a theme change.
 */
export function sectionPreviewHtml(theme: Theme, sectionId: string, language: string): string {
  const key = `${sectionId}\u0000${language}\u0000${JSON.stringify(theme)}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const site = createSite('Preview', { namespace: 'preview' })
  site.context.theme = structuredClone(theme)
  const doc = new SiteDocument(site)
  const root = site.pages['/home']!.root
  new History(doc).push(insertSection(doc, sectionId, { parentId: root.id }, { language }))
  const { html } = renderDocument(site, '/home', { lang: language })
  // Without the runtime (the frame runs no script) and without the page's own margin.
  const page = html
    .replace(/<script\b[\s\S]*?<\/script>\n?/g, '')
    .replace('</head>', '<style>body{margin:0;overflow:hidden}</style></head>')
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(key, page)
  return page
}
