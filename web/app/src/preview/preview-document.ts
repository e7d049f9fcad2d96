import { toHtml } from '@tessera/renderer'
import { siteFromData } from '@tessera/site-format'
import type { SiteContentView } from '../api/sites-api'
import { printDocument } from './print-document'

export interface PreviewOptions {
  /** The page route, with its leading slash. */
  route: string
  /** Where links to other pages lead: the app's own preview route for that page. */
  pageHref(route: string): string
  print: boolean
}

/** The site has no page at the route asked for (the preview says Not Found). */
export class PageNotFoundError extends Error {
  constructor(readonly route: string) {
    super(`The site has no page at ${route}`)
    this.name = 'PageNotFoundError'
  }
}

/**
 * One page of a site as a complete HTML document, for a sandboxed iframe. Links open at the top
 * (the app's preview route for that page). The print view is every page, printing itself.
 */
export function previewDocument(content: SiteContentView, options: PreviewOptions): string {
  // Visitors get the site without its history (an empty part): a preview needs none.
  const { history, editor, ...parts } = content
  const site = siteFromData({
    ...parts,
    ...(history ? { history } : {}),
    ...(editor ? { editor } : {}),
  })
  if (options.print) return printDocument(site, options.pageHref)
  const pages = site.pages ?? {}
  const home = site.defaults?.homePage
  const known = (route: string) => Object.hasOwn(pages, route) && Boolean(pages[route])
  if (!known(options.route) && !(options.route === '/' && home !== undefined && known(home)))
    throw new PageNotFoundError(options.route)
  const server = content.site_server.address.replace(/\/+$/, '')
  const html = toHtml(site, options.route, {
    mode: 'preview',
    siteId: content.id,
    pageHref: options.pageHref,
    ...(server
      ? { runtimeUrl: `${server}/_tessera/runtime.js`, apiBase: `${location.origin}/api/` }
      : {}),
  })
  return html.replace(/<head>/i, '<head><base target="_top">')
}
