import type { Component } from '../types/component.js'
import type { ContentPart, Page, Site } from '../types/site.js'
import { canonicalizeComponent } from './canonical.js'

/**
 * A site with an index from component id to component and page, so commands find what
 * they edit in constant time however large the site is. Commands keep the index current.
 */
export class SiteDocument {
  private readonly components = new Map<string, Component>()
  private readonly routes = new Map<string, string>()
  /** Parts changed since the last `takeChangedParts()`. */
  private readonly changed = new Set<ContentPart>()

  constructor(readonly site: Site) {
    for (const route of Object.keys(site.pages)) {
      const page = site.pages[route]!
      canonicalizeComponent(page.root)
      this.indexSubtree(page.root, route)
    }
  }

  component(id: string): Component {
    const component = this.components.get(id)
    if (!component) throw new Error(`Cannot find component with ID ${id}`)
    return component
  }

  findComponent(id: string): Component | undefined {
    return this.components.get(id)
  }

  hasComponent(id: string): boolean {
    return this.components.has(id)
  }

  /** The route of the page a component is on. */
  routeOf(id: string): string {
    const route = this.routes.get(id)
    if (route === undefined) throw new Error(`Cannot find component with ID ${id}`)
    return route
  }

  page(route: string): Page {
    const page = this.site.pages[route]
    if (!page) throw new Error(`Cannot find page with route ${route}`)
    return page
  }

  parent(component: Component): Component {
    if (component.parentId === undefined) throw new Error('Cannot remove component with no parent')
    return this.component(component.parentId)
  }

  get componentCount(): number {
    return this.components.size
  }

  componentIds(): IterableIterator<string> {
    return this.components.keys()
  }

  indexSubtree(component: Component, route: string): void {
    this.components.set(component.id, component)
    this.routes.set(component.id, route)
    for (const child of component.children ?? []) this.indexSubtree(child, route)
  }

  unindexSubtree(component: Component): void {
    this.components.delete(component.id)
    this.routes.delete(component.id)
    for (const child of component.children ?? []) this.unindexSubtree(child)
  }

  /** Re-points a subtree at another route (a page's route was renamed). */
  moveSubtreeToRoute(component: Component, route: string): void {
    this.routes.set(component.id, route)
    for (const child of component.children ?? []) this.moveSubtreeToRoute(child, route)
  }

  markChanged(...parts: ContentPart[]): void {
    for (const part of parts) this.changed.add(part)
  }

  /** The parts changed since the last call, for a save that sends only those. */
  takeChangedParts(): ContentPart[] {
    const parts = [...this.changed]
    this.changed.clear()
    return parts
  }

  peekChangedParts(): ContentPart[] {
    return [...this.changed]
  }
}
