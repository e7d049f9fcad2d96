import type { Component, Site } from '@tessera/site-format'

/**
 * Every component of the site by id, built only when a page has custom-component instances:
 * their definitions can sit on any page. A caller that already indexes the site (the editor)
 * passes its own lookup instead.
 */
export class ComponentIndex {
  private map: Map<string, Component> | undefined

  constructor(
    private readonly site: Site,
    private readonly lookup?: (id: string) => Component | undefined,
  ) {}

  get(id: string): Component | undefined {
    if (this.lookup !== undefined) return this.lookup(id)
    if (this.map === undefined) {
      this.map = new Map()
      for (const page of Object.values(this.site.pages ?? {})) {
        if (page?.root) this.add(page.root)
      }
    }
    return this.map.get(id)
  }

  private add(component: Component): void {
    // The first definition wins if an id repeats (broken data), like a DOM lookup would.
    if (!this.map!.has(component.id)) this.map!.set(component.id, component)
    for (const child of component.children ?? []) this.add(child)
  }
}
