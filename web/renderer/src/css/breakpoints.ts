import type { Breakpoint, Site } from '@tessera/site-format'
import type { Warnings } from './warnings.js'

export interface OrderedBreakpoint {
  id: string
  /** The media condition, e.g. `(max-width: 980px)`; undefined for the default breakpoint. */
  condition: string | undefined
}

function width(value: unknown): number | undefined | null {
  if (value === undefined || value === null) return undefined
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/**
 * The site's breakpoints in stylesheet order: the one without limits (Desktop) first, then the
 * others from the widest upper limit to the narrowest, so the narrower rules come later and
 * win. Among ranges with the same upper limit, the larger lower limit (narrower range) is later.
 */
export function orderBreakpoints(site: Site, warnings: Warnings): OrderedBreakpoint[] {
  const entries: Array<{ id: string; min?: number; max?: number }> = []
  for (const [id, breakpoint] of Object.entries(site.context.breakpoints ?? {})) {
    const bp = breakpoint as Partial<Breakpoint>
    const min = width(bp.minWidth)
    const max = width(bp.maxWidth)
    if (min === null || max === null || (min !== undefined && max !== undefined && min > max)) {
      warnings.add(`Breakpoint ${id} has invalid limits and was skipped`)
      continue
    }
    const entry: { id: string; min?: number; max?: number } = { id }
    if (min !== undefined) entry.min = min
    if (max !== undefined) entry.max = max
    entries.push(entry)
  }
  entries.sort((a, b) => {
    const aDefault = a.min === undefined && a.max === undefined
    const bDefault = b.min === undefined && b.max === undefined
    if (aDefault !== bDefault) return aDefault ? -1 : 1
    const byMax = (b.max ?? Infinity) - (a.max ?? Infinity)
    if (byMax !== 0 && !Number.isNaN(byMax)) return byMax
    const byMin = (a.min ?? 0) - (b.min ?? 0)
    if (byMin !== 0) return byMin
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  })
  return entries.map(({ id, min, max }) => {
    const parts: string[] = []
    if (min !== undefined) parts.push(`(min-width: ${min}px)`)
    if (max !== undefined) parts.push(`(max-width: ${max}px)`)
    return { id, condition: parts.length === 0 ? undefined : parts.join(' and ') }
  })
}
