import { makeAutoObservable } from 'mobx'
import {
  setBreakpoints,
  validateBreakpoint,
  type Breakpoint,
  type ValidationError,
} from '@tessera/site-format'
import { orderedBreakpoints } from '../store/breakpoints'
import type { EditorStore } from '../store/editor-store'

/** One breakpoint as the dialog edits it: the widths as typed. */
export interface BreakpointRow {
  id: string
  name: string
  min: string
  max: string
}

export type BreakpointField = 'name' | 'min' | 'max'

/** An empty width is no bound; anything else must read as a number (else it fails "above 0"). */
export function parseWidth(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** The fields an error key points at, so each one is marked invalid. */
export function fieldsOf(error: ValidationError): BreakpointField[] {
  switch (error.key) {
    case 'build.breakpoint.errors.name_required':
      return ['name']
    case 'errors.min_width':
      return ['min']
    case 'errors.max_width':
      return ['max']
    default:
      return ['min', 'max']
  }
}

function toBreakpoint(row: BreakpointRow): Breakpoint {
  const minWidth = parseWidth(row.min)
  const maxWidth = parseWidth(row.max)
  return {
    id: row.id,
    name: row.name.trim(),
    ...(minWidth === undefined ? {} : { minWidth }),
    ...(maxWidth === undefined ? {} : { maxWidth }),
  }
}

const sameBreakpoint = (a: Breakpoint | undefined, b: Breakpoint): boolean =>
  a !== undefined && a.name === b.name && a.minWidth === b.minWidth && a.maxWidth === b.maxWidth

/**
 * The breakpoint dialog's draft (editor.md section 5, Breakpoints): rows in display order, each
 * checked against the rows above it; saving is blocked while any row fails, and a save is one
 * `setBP` command. Rows can be added (after confirmation), never removed.
 */
export class BreakpointDraft {
  rows: BreakpointRow[]
  /** The add confirmation is showing. */
  confirmingAdd = false

  constructor(private readonly editor: EditorStore) {
    this.rows = orderedBreakpoints(editor.site).map((bp) => ({
      id: bp.id,
      name: bp.name,
      min: bp.minWidth === undefined ? '' : String(bp.minWidth),
      max: bp.maxWidth === undefined ? '' : String(bp.maxWidth),
    }))
    makeAutoObservable<BreakpointDraft, 'editor'>(this, { editor: false })
  }

  /** Each row's first failed rule, by index. */
  get errors(): (ValidationError | undefined)[] {
    const breakpoints = this.rows.map(toBreakpoint)
    return breakpoints.map((bp, row) => validateBreakpoint(bp, breakpoints.slice(0, row)))
  }

  get blocked(): boolean {
    return this.errors.some((error) => error !== undefined)
  }

  set(index: number, field: BreakpointField, value: string): void {
    const row = this.rows[index]
    if (row) row[field] = value
  }

  requestAdd(): void {
    this.confirmingAdd = true
  }

  cancelAdd(): void {
    this.confirmingAdd = false
  }

  /** Appends a blank row with the next free `breakpoint-N` id. */
  confirmAdd(): void {
    const taken = [
      ...this.rows.map((row) => row.id),
      ...Object.keys(this.editor.site.context.breakpoints),
    ]
    const highest = Math.max(
      0,
      ...taken.map((id) => Number(/^breakpoint-(\d+)$/.exec(id)?.[1] ?? 0)),
    )
    this.rows.push({ id: `breakpoint-${highest + 1}`, name: '', min: '', max: '' })
    this.confirmingAdd = false
  }

  /** One `setBP` command; true when saved or nothing changed, false when blocked or refused. */
  save(): boolean {
    if (this.blocked) return false
    const current = this.editor.site.context.breakpoints
    const next = Object.fromEntries(this.rows.map((row) => [row.id, toBreakpoint(row)]))
    const unchanged =
      Object.keys(current).length === this.rows.length &&
      Object.values(next).every((bp) => sameBreakpoint(current[bp.id], bp))
    if (unchanged) return true
    return this.editor.run(setBreakpoints(this.editor.doc, next), { merge: false })
  }
}
