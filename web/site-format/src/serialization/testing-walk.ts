// Test support only: walks JSON-like data.
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import { isPlainObject } from './records.js'
import { forEachComponent } from './tree.js'

/** Every string in the data, object keys included. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) allStrings(item, out)
  else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      out.push(key)
      allStrings(item, out)
    }
  }
  return out
}

/** Problems with parent links: each child must name its parent, a page root has none. */
export function parentLinkProblems(site: Site): string[] {
  const problems: string[] = []
  for (const page of Object.values(site.pages)) {
    if (page.root.parentId !== undefined) problems.push(`root ${page.root.id} has a parent`)
    forEachComponent(page.root, (component: Component) => {
      for (const child of component.children ?? []) {
        if (child.parentId !== component.id)
          problems.push(`${child.id} is not linked to ${component.id}`)
      }
    })
  }
  return problems
}

export function allComponents(site: Site): Component[] {
  const components: Component[] = []
  for (const page of Object.values(site.pages))
    forEachComponent(page.root, (c) => components.push(c))
  return components
}
