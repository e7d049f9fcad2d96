import { toHtml } from '@tessera/renderer'
import { siteFromData } from '@tessera/site-format'
import type { SiteContentView } from '../api/sites-api'

export interface PreviewOptions {
  /** The page route, with its leading slash. */
  route: string
  /** Where links to other pages lead: the app's own preview route for that page. */
  pageHref(route: string): string
  print: boolean
}

/**
 * One page of a site as a complete HTML document, for a sandboxed iframe. Links open at the top
 * (the app's preview route for that page); the print view prints itself once loaded.
 */
export function previewDocument(content: SiteContentView, options: PreviewOptions): string {
  const site = siteFromData(content)
  const server = content.site_server.address.replace(/\/+$/, '')
  const html = toHtml(site, options.route, {
    mode: 'preview',
    siteId: content.id,
    pageHref: options.pageHref,
    ...(server
      ? { runtimeUrl: `${server}/_tessera/runtime.js`, apiBase: `${location.origin}/api/` }
      : {}),
  })
  const extra = `<base target="_top">${options.print ? '<script>addEventListener("load",()=>setTimeout(()=>print(),100))</script>' : ''}`
  return html.replace(/<head>/i, `<head>${extra}`)
}
