import { instantiateBuiltin } from '../builtins/components.js'
import { EditorBehaviorId } from '../builtins/behaviors.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import type { Component, EditorEventName } from '../types/component.js'
import { addComponent, editComponent, removeComponent } from './component-edits.js'
import { setInput } from './site-edits.js'

const NAV_ITEM = 'global-c-navmenuitem'

function listens(component: Component, event: EditorEventName, behaviorId: string): boolean {
  return (
    component.editorEvents?.[event]?.behaviors.some((b) => b.behaviorId === behaviorId) ?? false
  )
}

/** Nav menus that follow the pages, except those on `skipRoute` (a page being removed). */
function navMenus(
  doc: SiteDocument,
  event: EditorEventName,
  behaviorId: string,
  skipRoute?: string,
): Component[] {
  const menus: Component[] = []
  for (const id of doc.componentIds()) {
    const component = doc.component(id)
    if (listens(component, event, behaviorId) && doc.routeOf(id) !== skipRoute)
      menus.push(component)
  }
  return menus
}

/** A menu's items that link to a page: the ones the menu keeps in sync. */
function syncedItems(menu: Component, route: string): Component[] {
  return (menu.children ?? []).filter((child) => child.inputs?.href?.is === route)
}

function navItem(doc: SiteDocument, parentId: string, route: string, name: string): Component {
  const item = instantiateBuiltin(doc.site.context, NAV_ITEM, parentId).component
  item.content = name
  item.inputs = { ...item.inputs, href: { name: 'href', type: 'string', attr: true, is: route } }
  return item
}

/** A template page's route holds a parameter its items fill: it is linked per item instead. */
const isTemplateRoute = (route: string) => route.includes(':')

/**
 * A newly added nav menu starts with an item for every page, in page order; so does one that
 * comes inside another component (a Header's built-in menu).
 */
export function navItemsForNewMenu(doc: SiteDocument, component: Component): Component {
  const children = component.children?.map((child) => navItemsForNewMenu(doc, child))
  const withChildren = children ? { ...component, children } : component
  if (!listens(component, 'OnSelfAdded', EditorBehaviorId.navAddChildren)) return withChildren
  // A template page (/blog/:slug) has no address of its own to link to.
  const items = doc.site.pageOrder
    .filter((route) => !isTemplateRoute(route))
    .map((route) => navItem(doc, component.id, route, doc.page(route).name))
  return {
    ...withChildren,
    ...(items.length ? { children: [...(withChildren.children ?? []), ...items] } : {}),
  }
}

/** After adding a page: an item for it at the end of every synced nav menu (not a template). */
export function navCommandsForPageAdded(doc: SiteDocument, route: string, name: string): Command[] {
  if (isTemplateRoute(route)) return []
  return navMenus(doc, 'OnPageAdd', EditorBehaviorId.navAddChildren).map((menu) => {
    const before = doc.site.context.nextId
    return addComponent(doc, navItem(doc, menu.id, route, name), menu.id, before)
  })
}

/** Before removing a page: its items leave every synced nav menu elsewhere. */
export function navCommandsForPageRemoved(doc: SiteDocument, route: string): Command[] {
  return navMenus(doc, 'OnPageRemove', EditorBehaviorId.navRemoveChildren, route).flatMap((menu) =>
    // Removed from the last, so each recorded position is still right when applied in order.
    syncedItems(menu, route)
      .reverse()
      .map((item) => removeComponent(doc, item.id)),
  )
}

/** After a page's route or name changes: its items follow. */
export function navCommandsForPageChanged(
  doc: SiteDocument,
  oldRoute: string,
  route: string,
  name: string,
): Command[] {
  return navMenus(doc, 'OnPageChange', EditorBehaviorId.navChangeChildren).flatMap((menu) =>
    syncedItems(menu, oldRoute).flatMap((item) => {
      const commands: Command[] = []
      if (item.content !== name) commands.push(editComponent(doc, item.id, { content: name }))
      if (route !== oldRoute)
        commands.push(setInput(doc, item.id, 'href', { ...item.inputs!.href!, is: route }))
      return commands
    }),
  )
}
