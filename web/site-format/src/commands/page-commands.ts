import type { SiteDocument } from '../document/site-document.js'
import type { PageFields } from '../types/command.js'
import type { Page, SiteSeo } from '../types/site.js'
import { counterDone, counterUndone } from '../ids/ids.js'
import { clone, moveItem, putKeyAt, renameKeyTo, type CommandHandlers } from './command-handler.js'

function addPage(doc: SiteDocument, page: Page, index: number, at?: number): void {
  const site = doc.site
  if (site.pages[page.route]) throw new Error(`A page with route ${page.route} exists`)
  const copy = clone(page)
  putKeyAt(site.pages, copy.route, copy, at)
  site.pageOrder.splice(index, 0, copy.route)
  doc.indexSubtree(copy.root, copy.route)
}

function removePage(doc: SiteDocument, route: string, index: number): void {
  const site = doc.site
  const page = doc.page(route)
  if (site.pageOrder[index] !== route) throw new Error(`Cannot find page with route ${route}`)
  site.pageOrder.splice(index, 1)
  delete site.pages[route]
  doc.unindexSubtree(page.root)
}

function editPage(doc: SiteDocument, from: PageFields, to: PageFields, home: string): void {
  const site = doc.site
  const page = doc.page(from.route)
  page.name = to.name
  page.public = to.public
  if (from.route !== to.route) {
    if (site.pages[to.route]) throw new Error(`A page with route ${to.route} exists`)
    page.route = to.route
    renameKeyTo(site.pages, from.route, to.route, page)
    site.pageOrder[site.pageOrder.indexOf(from.route)] = to.route
    doc.moveSubtreeToRoute(page.root, to.route)
    if (site.editor?.active === from.route) site.editor.active = to.route
  }
  site.defaults.homePage = home
}

export const pageCommands: CommandHandlers<
  'addP' | 'editP' | 'rmP' | 'mvP' | 'changeP' | 'shP' | 'setPH' | 'setDH' | 'setSeo'
> = {
  addP: {
    parts: ['pages', 'pageOrder', 'context'],
    apply(doc, d) {
      addPage(doc, d.page, d.index)
      counterDone(doc.site.context, d.nextId)
    },
    undo(doc, d) {
      removePage(doc, d.page.route, d.index)
      counterUndone(doc.site.context, d.nextId)
    },
  },
  editP: {
    parts: ['pages', 'pageOrder', 'defaults', 'editor'],
    apply: (doc, d) => editPage(doc, d.old, d.new, d.newHome),
    undo: (doc, d) => editPage(doc, d.new, d.old, d.oldHome),
  },
  rmP: {
    parts: ['pages', 'pageOrder', 'defaults'],
    apply(doc, d) {
      removePage(doc, d.page.route, d.index)
      doc.site.defaults.homePage = d.newHome
    },
    undo(doc, d) {
      addPage(doc, d.page, d.index, d.at)
      doc.site.defaults.homePage = d.oldHome
    },
  },
  mvP: {
    parts: ['pageOrder'],
    apply: (doc, d) => moveItem(doc.site.pageOrder, d.from, d.to),
    undo: (doc, d) => moveItem(doc.site.pageOrder, d.to, d.from),
  },
  changeP: {
    parts: ['editor'],
    apply(doc, d) {
      doc.page(d.to)
      ;(doc.site.editor ??= { builderWidth: 1080, builderScale: 1 }).active = d.to
    },
    undo(doc, d) {
      const editor = (doc.site.editor ??= { builderWidth: 1080, builderScale: 1 })
      if (d.from === undefined) delete editor.active
      else editor.active = d.from
    },
  },
  shP: {
    parts: ['defaults', 'pageOrder'],
    apply(doc, d) {
      const order = doc.site.pageOrder
      doc.page(d.new)
      moveItem(order, order.indexOf(d.new), 0)
      doc.site.defaults.homePage = d.new
    },
    undo(doc, d) {
      doc.site.pageOrder = [...d.oldOrder]
      doc.site.defaults.homePage = d.old
    },
  },
  setPH: {
    parts: ['pages'],
    apply: (doc, d) => void (doc.page(d.route).head = clone(d.new)),
    undo: (doc, d) => void (doc.page(d.route).head = clone(d.old)),
  },
  setDH: {
    parts: ['defaults'],
    apply: (doc, d) => void (doc.site.defaults.head = clone(d.new)),
    undo: (doc, d) => void (doc.site.defaults.head = clone(d.old)),
  },
  setSeo: {
    parts: ['defaults'],
    apply: (doc, d) => setSeo(doc, d.new),
    undo: (doc, d) => setSeo(doc, d.old),
  },
}

function setSeo(doc: SiteDocument, seo: SiteSeo | undefined): void {
  if (seo === undefined) delete doc.site.defaults.seo
  else doc.site.defaults.seo = clone(seo)
}
