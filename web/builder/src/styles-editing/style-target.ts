import {
  getStyleValue,
  pseudoClasses,
  removeOverride,
  setComponentStyle,
  setMixinStyle,
  setOverrideStyle,
  type BreakpointStyles,
  type Command,
  type PseudoClass,
  type Site,
  type SiteDocument,
  type StyleSlot,
} from '@tessera/site-format'
import { orderedBreakpoints } from '../store/breakpoints'

/** Whose styles a row belongs to: a component's own, one of its child selectors, or a mixin. */
export type StyleTarget =
  | { kind: 'own'; id: string }
  | { kind: 'child'; id: string; selector: string }
  | { kind: 'mixin'; mixinId: string }

/** One property in one state at one breakpoint, as a row of the styles list shows it. */
export interface StyleRow {
  breakpointId: string
  pseudoClass: PseudoClass
  property: string
  value: string
}

/** The rows of one breakpoint and state, under their heading. */
export interface StyleGroup {
  breakpointId: string
  breakpointName: string
  pseudoClass: PseudoClass
  rows: StyleRow[]
}

export function targetStyles(doc: SiteDocument, target: StyleTarget): BreakpointStyles {
  switch (target.kind) {
    case 'own':
      return doc.findComponent(target.id)?.style.custom ?? {}
    case 'child':
      return doc.findComponent(target.id)?.style.overrides?.[target.selector] ?? {}
    case 'mixin':
      return doc.site.context.styles[target.mixinId]?.breakpoints ?? {}
  }
}

/**
 * The rows of a style, grouped by breakpoint (widest first, as the toolbar orders them) and then
 * by state (in the spec's order); properties in the order they were added.
 */
export function styleGroups(site: Site, styles: BreakpointStyles): StyleGroup[] {
  const known = orderedBreakpoints(site)
  const ids = [
    ...known.map((bp) => bp.id).filter((id) => styles[id] !== undefined),
    ...Object.keys(styles).filter((id) => !known.some((bp) => bp.id === id)),
  ]
  const groups: StyleGroup[] = []
  for (const breakpointId of ids) {
    const pseudo = styles[breakpointId] ?? {}
    for (const pseudoClass of pseudoClasses) {
      const raw = pseudo[pseudoClass]
      if (!raw || Object.keys(raw).length === 0) continue
      groups.push({
        breakpointId,
        breakpointName: site.context.breakpoints[breakpointId]?.name ?? breakpointId,
        pseudoClass,
        rows: Object.entries(raw).map(([property, value]) => ({
          breakpointId,
          pseudoClass,
          property,
          value,
        })),
      })
    }
  }
  return groups
}

/**
 * The command that sets (or, with `value` undefined, removes) one property of a target. With
 * `from`, the row moves from that slot (its property, state or breakpoint changed); a value
 * already at the new slot is replaced, and undo brings both back.
 */
export function entryCommand(
  doc: SiteDocument,
  target: StyleTarget,
  slot: StyleSlot,
  value: string | undefined,
  from?: StyleSlot,
): Command {
  const moved = from !== undefined && !sameSlot(from, slot)
  const taken = moved && getStyleValue(targetStyles(doc, target), slot) !== undefined
  switch (target.kind) {
    case 'own': {
      const set = setComponentStyle(doc, target.id, slot, value, moved ? from : undefined)
      return taken ? group([setComponentStyle(doc, target.id, slot, undefined), set]) : set
    }
    case 'child': {
      const set = setOverrideStyle(doc, target.id, target.selector, slot, value)
      return moved
        ? group([setOverrideStyle(doc, target.id, target.selector, from, undefined), set])
        : set
    }
    case 'mixin': {
      const set = setMixinStyle(doc, target.mixinId, slot, value, moved ? from : undefined)
      return taken ? group([setMixinStyle(doc, target.mixinId, slot, undefined), set]) : set
    }
  }
}

export function sameSlot(a: StyleSlot, b: StyleSlot): boolean {
  return (
    a.breakpointId === b.breakpointId &&
    a.pseudoClass === b.pseudoClass &&
    a.property === b.property
  )
}

/** Several commands as one undo step; one command as itself. */
export function group(commands: Command[]): Command {
  if (commands.length === 1) return commands[0]!
  return { type: 'g', data: { commands } }
}

/** Removes a child selector and all its styles. */
export function removeChildSelector(doc: SiteDocument, id: string, selector: string): Command {
  return removeOverride(doc, id, selector)
}
