import type { Site } from '@tessera/site-format'
import { LINK_SCHEMES, safeUrl } from '../safety/urls.js'

export interface LinkContext {
  site: Site
  /** The href of a page route in this output. */
  pageHref: (route: string) => string
}

/** The default page hrefs: the route itself, and `/` for the home page. */
export function defaultPageHref(site: Site): (route: string) => string {
  const home = site.defaults?.homePage
  return (route) => (route === home ? '/' : route)
}

/** A link value as the page's href: a page route, a `#component-id` anchor or an external URL. */
export function resolveHref(raw: string, context: LinkContext): string | undefined {
  const value = raw.trim()
  if (value.startsWith('/') && !value.startsWith('//')) {
    const cut = value.search(/[?#]/)
    const route = cut < 0 ? value : value.slice(0, cut)
    if (Object.hasOwn(context.site.pages ?? {}, route)) {
      const safe = safeUrl(value.slice(route.length))
      return safe === undefined ? undefined : context.pageHref(route) + safe
    }
  }
  return safeUrl(value, LINK_SCHEMES)
}

/** The route a link points to, when it points to a page of the site. */
export function linkedRoute(href: string, site: Site): string | undefined {
  const cut = href.search(/[?#]/)
  const route = cut < 0 ? href : href.slice(0, cut)
  return route.startsWith('/') && Object.hasOwn(site.pages ?? {}, route) ? route : undefined
}
