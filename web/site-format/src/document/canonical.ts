import type { Component } from '../types/component.js'
import type { BreakpointStyles } from '../types/style.js'

/**
 * One representation per meaning: no empty style maps, no empty input/event/state maps, no
 * empty children array. Commands keep this form, which is what makes every undo exact.
 */
export function canonicalizeComponent(component: Component): void {
  pruneBreakpointStyles(component.style.custom)
  const overrides = component.style.overrides
  if (overrides) {
    for (const selector of Object.keys(overrides)) {
      pruneBreakpointStyles(overrides[selector]!)
      if (Object.keys(overrides[selector]!).length === 0) delete overrides[selector]
    }
    if (Object.keys(overrides).length === 0) delete component.style.overrides
  }
  if (component.style.mixins?.length === 0) delete component.style.mixins
  for (const key of ['inputs', 'events', 'editorEvents', 'state', 'bindings'] as const) {
    const map = component[key]
    if (map && Object.keys(map).length === 0) delete component[key]
  }
  if (component.children?.length === 0) delete component.children
  for (const child of component.children ?? []) canonicalizeComponent(child)
}

export function pruneBreakpointStyles(styles: BreakpointStyles): void {
  for (const breakpointId of Object.keys(styles)) {
    const pseudo = styles[breakpointId]!
    for (const pseudoClass of Object.keys(pseudo) as Array<keyof typeof pseudo>) {
      if (Object.keys(pseudo[pseudoClass]!).length === 0) delete pseudo[pseudoClass]
    }
    if (Object.keys(pseudo).length === 0) delete styles[breakpointId]
  }
}
