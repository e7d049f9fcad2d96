import type { Breakpoint } from '../types/site.js'
import type { BreakpointStyles, StyleMixin } from '../types/style.js'
import { getOwn, isPlainObject, setOwn } from '../serialization/records.js'

/** Pasted breakpoints match a site breakpoint whose min or max width is this close (px). */
export const PASTE_BREAKPOINT_TOLERANCE = 50

/**
 * The site breakpoint a pasted one maps to: same name; else the nearest with a min width or max
 * width within the tolerance; else, for a breakpoint without widths (the default one), another
 * without widths.
 */
export function matchBreakpoint(
  pasted: Breakpoint,
  candidates: readonly Breakpoint[],
): Breakpoint | undefined {
  const byName = candidates.find((candidate) => candidate.name === pasted.name)
  if (byName) return byName

  let best: Breakpoint | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const distances: number[] = []
    if (pasted.minWidth !== undefined && candidate.minWidth !== undefined) {
      distances.push(Math.abs(pasted.minWidth - candidate.minWidth))
    }
    if (pasted.maxWidth !== undefined && candidate.maxWidth !== undefined) {
      distances.push(Math.abs(pasted.maxWidth - candidate.maxWidth))
    }
    const distance = Math.min(...distances)
    if (distance <= PASTE_BREAKPOINT_TOLERANCE && distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  if (best) return best

  const unbounded = (bp: Breakpoint): boolean =>
    bp.minWidth === undefined && bp.maxWidth === undefined
  return unbounded(pasted) ? candidates.find(unbounded) : undefined
}

/**
 * Styles with breakpoint keys renamed by `map`. Keys it maps to `undefined` are dropped; two
 * keys mapped to one breakpoint are merged, the later one winning per property.
 */
export function remapBreakpointStyles(
  styles: BreakpointStyles,
  map: (breakpointId: string) => string | undefined,
): BreakpointStyles {
  const remapped: BreakpointStyles = {}
  for (const [breakpointId, pseudo] of Object.entries(styles)) {
    const target = map(breakpointId)
    if (target === undefined) continue
    const merged = getOwn(remapped, target) ?? {}
    for (const [pseudoClass, properties] of Object.entries(pseudo)) {
      setOwn(merged, pseudoClass, { ...getOwn(merged, pseudoClass), ...properties })
    }
    setOwn(remapped, target, merged)
  }
  return remapped
}

export function findMixinByName(
  styles: Record<string, StyleMixin>,
  name: string,
): StyleMixin | undefined {
  return Object.values(styles).find((mixin) => mixin.name === name)
}

export function isGlobalId(id: string): boolean {
  return id.startsWith('global-')
}

/**
 * Replaces whole ids found in `map` inside text (an id followed by more id characters is
 * another id and stays).
 */
export function idReplacer(map: ReadonlyMap<string, string>): (text: string) => string {
  if (map.size === 0) return (text) => text
  const alternatives = [...map.keys()]
    .sort((a, b) => b.length - a.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(?<![\\w-])(?:${alternatives.join('|')})(?!\\w|-\\w)`, 'g')
  return (text) => text.replace(pattern, (id) => map.get(id) ?? id)
}

/** A copy of JSON-like data with `replace` applied to every string value. */
export function replaceInValues(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value)
  if (Array.isArray(value)) return value.map((item) => replaceInValues(item, replace))
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceInValues(item, replace)]),
    )
  }
  return value
}
