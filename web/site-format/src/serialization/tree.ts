import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'

/** Visits a component and its descendants, parents first. */
export function forEachComponent(root: Component, visit: (component: Component) => void): void {
  visit(root)
  for (const child of root.children ?? []) forEachComponent(child, visit)
}

/** Every component of every page, pages in `pageOrder`. */
export function forEachSiteComponent(site: Site, visit: (component: Component) => void): void {
  for (const route of site.pageOrder) {
    const page = site.pages[route]
    if (page) forEachComponent(page.root, visit)
  }
}

export function findComponent(site: Site, id: string): Component | undefined {
  for (const page of Object.values(site.pages)) {
    const found = findInTree(page.root, id)
    if (found) return found
  }
  return undefined
}

function findInTree(root: Component, id: string): Component | undefined {
  if (root.id === id) return root
  for (const child of root.children ?? []) {
    const found = findInTree(child, id)
    if (found) return found
  }
  return undefined
}
