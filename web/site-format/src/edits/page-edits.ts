import { keyPosition } from '../commands/command-handler.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command, PageFields } from '../types/command.js'
import type { Page, PageHead, SiteSeo } from '../types/site.js'

export const LAST_PAGE = 'Cannot remove page when page count is less than 2'

/** Adds a page (its root's ids allocated from `context.nextId`, which stood at `nextIdBefore`). */
export function addPage(
  doc: SiteDocument,
  page: Page,
  nextIdBefore: number,
  index?: number,
): Command<'addP'> {
  if (doc.site.pages[page.route]) throw new Error(`A page with route ${page.route} exists`)
  const root = structuredClone(page.root)
  delete root.parentId
  return {
    type: 'addP',
    data: {
      page: { ...structuredClone(page), root },
      index: index ?? doc.site.pageOrder.length,
      nextId: [nextIdBefore, doc.site.context.nextId],
    },
  }
}

/** Renaming a route also moves the home page and the page being edited along with it. */
export function editPage(doc: SiteDocument, route: string, fields: PageFields): Command<'editP'> {
  const page = doc.page(route)
  if (fields.route !== route && doc.site.pages[fields.route])
    throw new Error(`A page with route ${fields.route} exists`)
  const home = doc.site.defaults.homePage
  return {
    type: 'editP',
    data: {
      old: { name: page.name, route: page.route, public: page.public },
      new: { ...fields },
      oldHome: home,
      newHome: home === route ? fields.route : home,
    },
  }
}

/** Removing the home page makes the first remaining page the home page. */
export function removePage(doc: SiteDocument, route: string): Command<'rmP'> {
  const site = doc.site
  if (site.pageOrder.length < 2) throw new Error(LAST_PAGE)
  const page = doc.page(route)
  const index = site.pageOrder.indexOf(route)
  const oldHome = site.defaults.homePage
  const newHome = oldHome === route ? site.pageOrder.find((r) => r !== route)! : oldHome
  return {
    type: 'rmP',
    data: {
      page: structuredClone(page),
      index,
      oldHome,
      newHome,
      at: keyPosition(doc.site.pages, page.route),
    },
  }
}

export function movePage(doc: SiteDocument, from: number, to: number): Command<'mvP'> {
  const length = doc.site.pageOrder.length
  if (!isIndex(from, length) || !isIndex(to, length)) throw new Error('No page at that position')
  return { type: 'mvP', data: { from, to } }
}

export function changeActivePage(doc: SiteDocument, route: string): Command<'changeP'> {
  doc.page(route)
  const from = doc.site.editor?.active
  return { type: 'changeP', data: { ...(from === undefined ? {} : { from }), to: route } }
}

/** The home page also moves to the front of the page order. */
export function setHomePage(doc: SiteDocument, route: string): Command<'shP'> {
  doc.page(route)
  return {
    type: 'shP',
    data: { old: doc.site.defaults.homePage, new: route, oldOrder: [...doc.site.pageOrder] },
  }
}

export function setPageHead(doc: SiteDocument, route: string, head: PageHead): Command<'setPH'> {
  return {
    type: 'setPH',
    data: { route, old: structuredClone(doc.page(route).head), new: structuredClone(head) },
  }
}

export function setDefaultHead(doc: SiteDocument, head: PageHead): Command<'setDH'> {
  return {
    type: 'setDH',
    data: { old: structuredClone(doc.site.defaults.head), new: structuredClone(head) },
  }
}

/**
 * Sets the site's SEO settings; a blank robots.txt, an empty list or setting is left out, and
 * settings with nothing left are none.
 */
export function setSiteSeo(doc: SiteDocument, seo: SiteSeo): Command<'setSeo'> {
  const old = doc.site.defaults.seo
  const next: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(seo)) {
    const blank =
      value === undefined ||
      value === false ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0)
    if (!blank) next[key] = structuredClone(value)
  }
  return {
    type: 'setSeo',
    data: {
      old: old === undefined ? undefined : structuredClone(old),
      new: Object.keys(next).length === 0 ? undefined : (next as SiteSeo),
    },
  }
}

const isIndex = (n: number, length: number): boolean => Number.isInteger(n) && n >= 0 && n < length
