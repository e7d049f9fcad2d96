import {
  defaultLanguage,
  itemRoute,
  localeHref,
  localeHrefs,
  type Site,
} from '@tessera/site-format'

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

/**
 * Routes visitors can reach (public pages, not the not-found page nor template pages, which
 * are reached through their items), in page order.
 */
export function publicRoutes(site: Site): string[] {
  const ordered = [...new Set([...site.pageOrder, ...Object.keys(site.pages)])]
  return ordered.filter((route) => {
    const page = site.pages[route]
    return page?.public === true && page.collection === undefined && route !== NOT_FOUND_ROUTE
  })
}

/** Published items of a template page: their slugs by language (`*`: the default language's). */
export type TemplateItems = ReadonlyMap<
  string,
  ReadonlyArray<{ slugs: Readonly<Record<string, string>>; updatedAt: string }>
>

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/** Each language's address of a page, or the one address of a site in one language. */
function addresses(
  site: Site,
  route: string,
  slugs?: Readonly<Record<string, string>>,
): Array<{ lang: string; href: string }> {
  const hrefs = localeHrefs(site, route)
  const all =
    hrefs.length > 1
      ? hrefs
      : [{ lang: '', href: localeHref(site, route, defaultLanguage(site.context.i18n)) }]
  if (slugs === undefined) return all
  // An item's address in a language holds its slug in that language, else its default one.
  return all.flatMap(({ lang, href }) => {
    const slug = slugs[lang] ?? slugs['*']
    return slug === undefined ? [] : [{ lang, href: itemRoute(href, slug) }]
  })
}

/**
 * Every public page, and every published item of each template page, in every language, each
 * naming its other languages (`xhtml:link`, with `x-default` for the default language), and
 * when it last changed: the published content, or the item.
 */
export function sitemapXml(
  site: Site,
  siteUrl: string,
  lastmod: Date,
  templateItems: TemplateItems = new Map(),
): string {
  const stamp = (at: Date) =>
    `<lastmod>${at.toISOString().replace(/\.\d{3}Z$/, '+00:00')}</lastmod>`
  const urls: string[] = []
  const add = (found: Array<{ lang: string; href: string }>, modified: string) => {
    const all = found.map(({ lang, href }) => ({
      lang,
      url: escapeXml(siteUrl + encodeURI(href)),
    }))
    const links =
      all.length > 1
        ? [...all, { lang: 'x-default', url: all[0]!.url }]
            .map(
              ({ lang, url }) =>
                `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`,
            )
            .join('')
        : ''
    for (const { url } of all)
      urls.push(`  <url>\n    <loc>${url}</loc>${modified}${links}\n  </url>\n`)
  }
  for (const route of publicRoutes(site)) add(addresses(site, route), stamp(lastmod))
  for (const [route, items] of templateItems) {
    for (const { slugs, updatedAt } of items) {
      const changed = new Date(Math.max(lastmod.getTime(), Date.parse(updatedAt) || 0))
      add(addresses(site, route, slugs), stamp(changed))
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  )
}

/**
 * The site's own rules when it has them, else everything may be crawled; always the sitemap.
 * A preview is never to be crawled. Pages that are not public answer 404 and are not named, so
 * their routes stay private.
 */
export function robotsTxt(site: Site, siteUrl: string, preview = false): string {
  if (preview) return 'User-agent: *\nDisallow: /\n'
  const own = site.defaults.seo?.robots?.trim()
  const rules = own ? own.replace(/\r\n?/g, '\n') : 'User-agent: *\nAllow: /'
  const sitemap = `Sitemap: ${siteUrl}/sitemap.xml`
  return rules.split('\n').some((line) => line.trim() === sitemap)
    ? `${rules}\n`
    : `${rules}\n\n${sitemap}\n`
}

/** The public pages for language models (llmstxt.org): the site, then a list per language. */
export function llmsTxt(site: Site, siteUrl: string): string {
  const line = (text: string) => text.replace(/\s+/g, ' ').trim()
  const description = site.defaults.head.description
  const out = [`# ${line(site.defaults.head.title || site.name)}\n`]
  if (description?.trim()) out.push(`> ${line(description)}\n`)
  const languages = localeHrefs(site, site.defaults.homePage).map(({ lang }) => lang)
  for (const lang of languages.length > 1 ? languages : ['']) {
    out.push(languages.length > 1 ? `## Pages (${lang})\n` : '## Pages\n')
    for (const route of publicRoutes(site)) {
      const page = site.pages[route]!
      const href = lang === '' ? addresses(site, route)[0]!.href : localeHref(site, route, lang)
      const title = line(page.head.title || page.name)
      const about = page.head.description?.trim() ? `: ${line(page.head.description)}` : ''
      out.push(`- [${title.replace(/[[\]]/g, '')}](${siteUrl}${encodeURI(href)})${about}`)
    }
    out.push('')
  }
  return out.join('\n')
}
