import type { Site } from '@tessera/site-format'

export const NOT_FOUND_ROUTE = '/not-found'

/** A request path as a page route: decoded, without a trailing slash. Undefined when malformed. */
export function pathToRoute(path: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  if (!decoded.startsWith('/') || decoded.includes('\u0000')) return undefined
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

/** Which page answers a route, and with what status; undefined when the site has no page for it. */
export function pageFor(
  site: Site,
  route: string,
): { route: string; status: 200 | 404 } | undefined {
  const target = route === '/' ? site.defaults.homePage : route
  const page = Object.hasOwn(site.pages, target) ? site.pages[target] : undefined
  if (page?.public && target !== NOT_FOUND_ROUTE) return { route: target, status: 200 }
  if (Object.hasOwn(site.pages, NOT_FOUND_ROUTE)) return { route: NOT_FOUND_ROUTE, status: 404 }
  return undefined
}

/** Routes visitors can reach (public pages, not the not-found page), in page order. */
export function publicRoutes(site: Site): string[] {
  const ordered = [...new Set([...site.pageOrder, ...Object.keys(site.pages)])]
  return ordered.filter((route) => site.pages[route]?.public === true && route !== NOT_FOUND_ROUTE)
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

const href = (site: Site, route: string) =>
  route === site.defaults.homePage ? '/' : encodeURI(route)

export function sitemapXml(site: Site, siteUrl: string): string {
  const urls = publicRoutes(site)
    .map((route) => `  <url><loc>${escapeXml(siteUrl + href(site, route))}</loc></url>\n`)
    .join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls +
    '</urlset>\n'
  )
}

/** Everything public may be crawled; pages not deployed are named as off limits. */
export function robotsTxt(site: Site, siteUrl: string): string {
  const hidden = Object.keys(site.pages).filter(
    (route) => site.pages[route]?.public !== true && route !== NOT_FOUND_ROUTE,
  )
  const rules = hidden.length
    ? hidden.map((route) => `Disallow: ${encodeURI(route)}`).join('\n')
    : 'Allow: /'
  return `User-agent: *\n${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
