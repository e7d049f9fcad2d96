import type { Breakpoint, Site } from '@tessera/site-format'
import { DEFAULT_BREAKPOINT_ID } from '@tessera/site-format'

/** Breakpoints as the toolbar shows them: the widest (no limit) first, then narrower and narrower. */
export function orderedBreakpoints(site: Site): Breakpoint[] {
  return Object.values(site.context.breakpoints).sort((a, b) => {
    const aMax = a.maxWidth ?? Infinity
    const bMax = b.maxWidth ?? Infinity
    return bMax - aMax || (a.minWidth ?? 0) - (b.minWidth ?? 0)
  })
}

/** Whether a breakpoint's range holds a width. */
export function holds(breakpoint: Breakpoint, width: number): boolean {
  return (
    (breakpoint.minWidth === undefined || width >= breakpoint.minWidth) &&
    (breakpoint.maxWidth === undefined || width <= breakpoint.maxWidth)
  )
}

/**
 * The breakpoint whose styles an edit at this builder width changes: the narrowest one that
 * holds it (the one whose media query is in force last), else the default.
 */
export function activeBreakpoint(site: Site, width: number): Breakpoint {
  const matching = orderedBreakpoints(site).filter((bp) => holds(bp, width))
  return (
    matching[matching.length - 1] ??
    site.context.breakpoints[DEFAULT_BREAKPOINT_ID] ??
    orderedBreakpoints(site)[0]!
  )
}

/** The builder width a breakpoint button switches to: its upper limit, else its lower, else the default width. */
export function breakpointWidth(breakpoint: Breakpoint, defaultWidth: number): number {
  return breakpoint.maxWidth ?? breakpoint.minWidth ?? defaultWidth
}
