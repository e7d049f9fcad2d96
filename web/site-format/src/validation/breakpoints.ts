import type { Breakpoint } from '../types/site.js'
import { invalid, type ValidationResult } from './validation-error.js'

type Widths = Pick<Breakpoint, 'minWidth' | 'maxWidth'>

export function validateBreakpointName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('build.breakpoint.errors.name_required')
  return undefined
}

/** A breakpoint may leave its min width out; when set, it must be above 0. */
export function validateBreakpointMinWidth(minWidth: number | undefined): ValidationResult {
  if (minWidth !== undefined && !(minWidth > 0)) return invalid('errors.min_width')
  return undefined
}

export function validateBreakpointMaxWidth(maxWidth: number | undefined): ValidationResult {
  if (maxWidth !== undefined && !(maxWidth > 0)) return invalid('errors.max_width')
  return undefined
}

/**
 * Only ranges with both bounds can overlap: a breakpoint with just a max width is a cascading
 * media query, and the defaults (no bound, max 980, 760, 480) nest by design. Touching ends
 * count as overlap, since both media queries would match that width.
 */
export function validateBreakpointOverlap(
  breakpoint: Widths,
  earlier: readonly Widths[],
): ValidationResult {
  const { minWidth: min, maxWidth: max } = breakpoint
  if (min === undefined || max === undefined) return undefined
  const overlaps = earlier.some(
    (other) =>
      other.minWidth !== undefined &&
      other.maxWidth !== undefined &&
      min <= other.maxWidth &&
      other.minWidth <= max,
  )
  return overlaps ? invalid('errors.overlapped') : undefined
}

/** No two breakpoints share the same min/max pair (a missing bound counts as a value). */
export function validateBreakpointWidthUnique(
  breakpoint: Widths,
  earlier: readonly Widths[],
): ValidationResult {
  const same = earlier.some(
    (other) => other.minWidth === breakpoint.minWidth && other.maxWidth === breakpoint.maxWidth,
  )
  return same ? invalid('errors.width_unique') : undefined
}

/** Every breakpoint rule; `earlier` are the breakpoints listed before it. */
export function validateBreakpoint(
  breakpoint: Pick<Breakpoint, 'name' | 'minWidth' | 'maxWidth'>,
  earlier: readonly Widths[],
): ValidationResult {
  return (
    validateBreakpointName(breakpoint.name) ??
    validateBreakpointMinWidth(breakpoint.minWidth) ??
    validateBreakpointMaxWidth(breakpoint.maxWidth) ??
    validateBreakpointOverlap(breakpoint, earlier) ??
    validateBreakpointWidthUnique(breakpoint, earlier)
  )
}

/**
 * The first error in the edited list, with `row` its index; saving is blocked while there is one.
 * The list is in display order (widest first), as the breakpoint dialog shows it.
 */
export function validateBreakpoints(
  breakpoints: ReadonlyArray<Pick<Breakpoint, 'name' | 'minWidth' | 'maxWidth'>>,
): ValidationResult {
  for (const [row, breakpoint] of breakpoints.entries()) {
    const error = validateBreakpoint(breakpoint, breakpoints.slice(0, row))
    if (error) return { ...error, row }
  }
  return undefined
}
