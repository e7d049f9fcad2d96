import { makeAutoObservable } from 'mobx'
import {
  addPageSynced,
  editPageSynced,
  movePage,
  newPageRoot,
  nextId,
  normalizeRoute,
  removePageSynced,
  setHomePage,
  setPageCollection,
  validateTemplateRoute,
  validatePageName,
  validatePageNameUnique,
  validatePageRoute,
  validatePageRouteUnique,
  type Command,
  type Component,
  type Page,
  type PageCollection,
  type ValidationError,
} from '@tessera/site-format'
import type { EditorStore } from './editor-store'
import type { ViewState } from './view-state'

export interface PageInput {
  name: string
  route: string
  public?: boolean
  /** The route of a page whose content the new page starts with. */
  copyFrom?: string
  /** A template page's collection (its route holds a parameter, like `/blog/:slug`). */
  collection?: PageCollection
}

/** The first failed page rule (editor.md section 5, Pages), or undefined. */
export function pageErrors(
  input: Pick<PageInput, 'name' | 'route'>,
  pages: readonly Pick<Page, 'name' | 'route'>[],
  editing?: Pick<Page, 'name' | 'route'>,
): { name?: ValidationError; route?: ValidationError } {
  const name =
    validatePageName(input.name) ?? validatePageNameUnique(input.name, pages, editing?.name)
  const route =
    validatePageRoute(input.route) ?? validatePageRouteUnique(input.route, pages, editing?.route)
  return { ...(name ? { name } : {}), ...(route ? { route } : {}) }
}

/** A copy of a component tree with fresh ids from the site's counter. */
function copyTree(component: Component, fresh: () => string, parentId?: string): Component {
  const { children, parentId: _old, ...fields } = component
  const copy: Component = { ...structuredClone(fields), id: fresh() }
  if (parentId !== undefined) copy.parentId = parentId
  if (children?.length) copy.children = children.map((child) => copyTree(child, fresh, copy.id))
  return copy
}

/** The page menu's edits (editor.md sections 2, 4 and 5): each one undo step, nav menus in sync. */
export class PageActions {
  constructor(
    private readonly editor: EditorStore,
    private readonly view: ViewState,
  ) {
    makeAutoObservable<PageActions, 'editor' | 'view'>(this, { editor: false, view: false })
  }

  /** Pages in page order. */
  get list(): Page[] {
    void this.editor.pagesVersion
    const site = this.editor.site
    return site.pageOrder.map((route) => site.pages[route]!).filter(Boolean)
  }

  get homePage(): string {
    void this.editor.pagesVersion
    return this.editor.site.defaults.homePage
  }

  errors(input: Pick<PageInput, 'name' | 'route'>, editingRoute?: string) {
    const editing = editingRoute === undefined ? undefined : this.editor.site.pages[editingRoute]
    return pageErrors(input, this.list, editing)
  }

  /** Adds a page and shows it; undefined when a rule fails (the caller shows the errors). */
  add(input: PageInput): string | undefined {
    if (Object.keys(this.errors(input)).length > 0) return undefined
    const doc = this.editor.doc
    const context = doc.site.context
    const before = context.nextId
    const route = normalizeRoute(input.route)
    const source = input.copyFrom === undefined ? undefined : doc.site.pages[input.copyFrom]
    const root: Component = source
      ? copyTree(source.root, () => nextId(context, 'c'))
      : newPageRoot(doc.site, () => nextId(context, 'c'))
    const page: Page = {
      name: input.name.trim(),
      route,
      public: input.public ?? true,
      head: source ? structuredClone(source.head) : {},
      root,
      ...(input.collection !== undefined && validateTemplateRoute(route) === undefined
        ? { collection: structuredClone(input.collection) }
        : {}),
    }
    if (!this.editor.run(addPageSynced(doc, page, before), { merge: false })) {
      context.nextId = before
      return undefined
    }
    this.view.showPage(route)
    return route
  }

  edit(route: string, input: Omit<PageInput, 'copyFrom'>): boolean {
    if (Object.keys(this.errors(input, route)).length > 0) return false
    const page = this.editor.doc.page(route)
    const fields = {
      name: input.name.trim(),
      route: normalizeRoute(input.route),
      public: input.public ?? page.public,
    }
    if (fields.name === page.name && fields.route === page.route && fields.public === page.public) {
      return true
    }
    let command = editPageSynced(this.editor.doc, route, fields)
    if (page.collection !== undefined && validateTemplateRoute(fields.route) !== undefined) {
      // A route without its parameter has no item to show: the page is no longer a template.
      const unbind: Command = { type: 'setPC', data: { route: fields.route, old: page.collection } }
      const edits = command.type === 'g' ? (command as Command<'g'>).data.commands : [command]
      command = { type: 'g', data: { commands: [...edits, unbind] } }
    }
    const ok = this.editor.run(command, { merge: false })
    if (ok && this.view.activeRoute === route) this.view.showPage(fields.route)
    if (ok && this.view.editingPage === route) this.view.editPage(fields.route)
    return ok
  }

  /** Binds a template page to a collection, or unbinds it: one undo step. */
  setCollection(route: string, binding: PageCollection | undefined): boolean {
    const command = setPageCollection(this.editor.doc, route, binding)
    return command === undefined || this.editor.run(command, { merge: false })
  }

  /** Only offered while more than one page exists. */
  remove(route: string): boolean {
    if (this.list.length < 2) return false
    const ok = this.editor.run(removePageSynced(this.editor.doc, route), { merge: false })
    if (ok) {
      if (this.view.editingPage === route) this.view.editPage(undefined)
      if (!this.editor.site.pages[this.view.activeRoute]) this.view.showPage(this.homePage)
    }
    return ok
  }

  move(from: number, to: number): void {
    if (from === to) return
    this.editor.run(movePage(this.editor.doc, from, to), { merge: false })
  }

  /** The home page also moves first in the page order. */
  setHome(route: string): void {
    if (route === this.homePage) return
    this.editor.run(setHomePage(this.editor.doc, route), { merge: false })
  }

  show(route: string): void {
    if (this.editor.site.pages[route]) this.view.showPage(route)
  }
}
