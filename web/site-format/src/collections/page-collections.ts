import type { CollectionList } from '../types/collection.js'
import type { Component } from '../types/component.js'
import type { Page, Site } from '../types/site.js'

/** A template page a path lands on, and the slug its parameter took. */
export interface TemplateMatch {
  route: string
  slug: string
}

/**
 * The public template page whose route (in `lang`, when the page has its own route in it)
 * matches `path` with its parameter taking one whole segment: `/blog/bread` is `/blog/:slug`
 * with the slug `bread`. Pages are tried in page order; undefined when none matches.
 */
export function matchTemplatePage(
  site: Site,
  path: string,
  lang: string,
): TemplateMatch | undefined {
  const segments = path.split('/')
  for (const route of site.pageOrder) {
    const page = Object.hasOwn(site.pages, route) ? site.pages[route] : undefined
    if (page?.collection === undefined || !page.public) continue
    const pattern = (page.head.localeRoutes?.[lang] ?? page.route).split('/')
    if (pattern.length !== segments.length) continue
    let slug: string | undefined
    const fits = pattern.every((part, i) => {
      const segment = segments[i]!
      if (!part.startsWith(':')) return part === segment
      slug = segment
      return segment !== ''
    })
    if (fits && slug !== undefined) return { route: page.route, slug }
  }
  return undefined
}

/** A template page's address for one item: its parameter replaced by the item's slug. */
export function itemRoute(route: string, slug: string): string {
  return route.replace(/\/:[^/]+/, () => `/${slug}`)
}

/** A list of a page that reads a collection, with its component id. */
export interface PageList {
  id: string
  list: CollectionList & { collection: string }
}

/**
 * The lists of a page that query a collection (lists of a reference field read items the
 * answer already holds), outside other lists: the one level of nesting lists have.
 */
export function pageLists(page: Page): PageList[] {
  const found: PageList[] = []
  const visit = (component: Component) => {
    const list = component.list
    if (list !== undefined) {
      if (list.collection !== undefined) {
        found.push({ id: component.id, list: list as PageList['list'] })
      }
      return
    }
    for (const child of component.children ?? []) visit(child)
  }
  visit(page.root)
  return found
}
