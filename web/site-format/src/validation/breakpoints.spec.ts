import { describe, expect, it } from 'vitest'
import type { Breakpoint } from '../types/site.js'
import {
  validateBreakpoint,
  validateBreakpointMaxWidth,
  validateBreakpointMinWidth,
  validateBreakpointName,
  validateBreakpointOverlap,
  validateBreakpoints,
  validateBreakpointWidthUnique,
} from './breakpoints.js'

const defaults: Breakpoint[] = [
  { id: 'breakpoint-1', name: 'Desktop (default)' },
  { id: 'breakpoint-2', name: 'Tablet (large)', maxWidth: 980 },
  { id: 'breakpoint-3', name: 'Tablet (small)', maxWidth: 760 },
  { id: 'breakpoint-4', name: 'Mobile', maxWidth: 480 },
]

describe('breakpoints', () => {
  it('requires a name', () => {
    expect(validateBreakpointName('Wide')).toBeUndefined()
    expect(validateBreakpointName('')).toEqual({ key: 'build.breakpoint.errors.name_required' })
    expect(validateBreakpointName(' ')).toEqual({ key: 'build.breakpoint.errors.name_required' })
  })

  it.each([undefined, 1, 480])('accepts the width %j', (width) => {
    expect(validateBreakpointMinWidth(width)).toBeUndefined()
    expect(validateBreakpointMaxWidth(width)).toBeUndefined()
  })

  it.each([0, -1, Number.NaN])('rejects the width %j', (width) => {
    expect(validateBreakpointMinWidth(width)).toEqual({ key: 'errors.min_width' })
    expect(validateBreakpointMaxWidth(width)).toEqual({ key: 'errors.max_width' })
  })

  it.each([
    [{ minWidth: 500, maxWidth: 700 }],
    [{ minWidth: 700, maxWidth: 900 }],
    [{ minWidth: 300, maxWidth: 500 }],
    [{ minWidth: 400, maxWidth: 800 }],
    [{ minWidth: 550, maxWidth: 650 }],
    [{ minWidth: 300, maxWidth: 600 }],
    [{ minWidth: 600, maxWidth: 1000 }],
  ])('refuses %j overlapping an earlier 500-700', (widths) => {
    expect(validateBreakpointOverlap(widths, [{ minWidth: 500, maxWidth: 700 }])).toEqual({
      key: 'errors.overlapped',
    })
  })

  it.each([
    [{ minWidth: 701, maxWidth: 900 }],
    [{ minWidth: 100, maxWidth: 499 }],
    [{ maxWidth: 600 }],
    [{ minWidth: 600 }],
  ])('accepts %j beside an earlier 500-700', (widths) => {
    expect(validateBreakpointOverlap(widths, [{ minWidth: 500, maxWidth: 700 }])).toBeUndefined()
  })

  it('lets max-only defaults nest and ignores later breakpoints', () => {
    expect(validateBreakpoints(defaults)).toBeUndefined()
    expect(validateBreakpointOverlap({ minWidth: 1, maxWidth: 100 }, [])).toBeUndefined()
  })

  it('refuses a min/max pair an earlier breakpoint has', () => {
    expect(validateBreakpointWidthUnique({ maxWidth: 760 }, defaults)).toEqual({
      key: 'errors.width_unique',
    })
    expect(validateBreakpointWidthUnique({}, defaults)).toEqual({ key: 'errors.width_unique' })
    expect(validateBreakpointWidthUnique({ maxWidth: 600 }, defaults)).toBeUndefined()
    expect(validateBreakpointWidthUnique({ minWidth: 760 }, defaults)).toBeUndefined()
  })

  it('checks the rules in order', () => {
    expect(validateBreakpoint({ name: '', minWidth: 0 }, [])?.key).toBe(
      'build.breakpoint.errors.name_required',
    )
    expect(validateBreakpoint({ name: 'x', minWidth: 0, maxWidth: 0 }, [])?.key).toBe(
      'errors.min_width',
    )
    expect(validateBreakpoint({ name: 'x', maxWidth: 0 }, [])?.key).toBe('errors.max_width')
  })

  it('reports the first bad breakpoint of a list with its index', () => {
    const added = { id: 'site-bp-9', name: 'Small desktop', minWidth: 900, maxWidth: 1200 }
    expect(validateBreakpoints([...defaults, added])).toBeUndefined()
    expect(validateBreakpoints([...defaults, added, { ...added, minWidth: 1000 }])).toEqual({
      key: 'errors.overlapped',
      row: 5,
    })
    expect(validateBreakpoints([...defaults, { id: 'x', name: 'Copy', maxWidth: 480 }])).toEqual({
      key: 'errors.width_unique',
      row: 4,
    })
    expect(validateBreakpoints([...defaults, { id: 'x', name: 'New' }])).toEqual({
      key: 'errors.width_unique',
      row: 4,
    })
    expect(validateBreakpoints([{ id: 'x', name: '' }, ...defaults])).toEqual({
      key: 'build.breakpoint.errors.name_required',
      row: 0,
    })
  })
})
