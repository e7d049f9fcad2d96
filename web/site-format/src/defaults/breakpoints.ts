import type { Breakpoint } from '../types/site.js'

/** The breakpoint without a media query; every style has at least this one. */
export const DEFAULT_BREAKPOINT_ID = 'breakpoint-1'

/** The four default breakpoints, with fixed ids and no namespace (FORMAT.md section 3). */
export const defaultBreakpoints: Readonly<Record<string, Readonly<Breakpoint>>> = {
  'breakpoint-1': { id: 'breakpoint-1', name: 'Desktop' },
  'breakpoint-2': { id: 'breakpoint-2', name: 'Tablet (large)', maxWidth: 980 },
  'breakpoint-3': { id: 'breakpoint-3', name: 'Tablet (small)', maxWidth: 760 },
  'breakpoint-4': { id: 'breakpoint-4', name: 'Mobile', maxWidth: 480 },
}

/** A fresh copy of the default breakpoints for a new site. */
export function createDefaultBreakpoints(): Record<string, Breakpoint> {
  return Object.fromEntries(Object.entries(defaultBreakpoints).map(([id, bp]) => [id, { ...bp }]))
}

/**
 * The widest default breakpoint whose upper limit is below `width`, e.g. the one under 600 px
 * where the image gallery drops to two columns.
 */
export function defaultBreakpointBelow(width: number): Breakpoint | undefined {
  return Object.values(defaultBreakpoints)
    .filter((bp) => bp.maxWidth !== undefined && bp.maxWidth < width)
    .sort((a, b) => (b.maxWidth ?? 0) - (a.maxWidth ?? 0))[0]
}
