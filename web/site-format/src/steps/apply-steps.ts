import type { z } from 'zod'
import { applyCommand, commandParts, undoCommand } from '../commands/apply.js'
import type { SiteDocument } from '../document/site-document.js'
import type { History } from '../history/history.js'
import { deepEqual } from '../serialization/deep-equal.js'
import type { Command } from '../types/command.js'
import type { ContentPart, Site } from '../types/site.js'
import { editStepsSchema, FORBIDDEN_KEYS } from './step-schema.js'

/**
 * One change of a site as the editor makes it and a save sends it: an edit (`do`, possibly
 * merged into the previous history entry), an undo or a redo of a history entry, or a reset of
 * the history.
 */
export type EditStep =
  | { do: Command; merge?: boolean }
  | { undo: Command }
  | { redo: Command }
  | { clearHistory: true }
  | { trimHistory: number }

/** The steps do not have the shape of edit steps (answered as `InvalidFormData`). */
export class InvalidStepsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidStepsError'
  }
}

/**
 * A step does not fit the site it is applied to: the values it says it replaces are not the
 * site's (another editor changed them), or what it edits is gone (answered as `UpdateStale`).
 */
export class StepConflictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StepConflictError'
  }
}

function forbiddenKey(value: unknown, depth = 0): string | undefined {
  if (depth > 200) return 'nesting'
  if (typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = forbiddenKey(item, depth + 1)
      if (found) return found
    }
    return undefined
  }
  for (const [k, v] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(k)) return k
    const found = forbiddenKey(v, depth + 1)
    if (found) return found
  }
  return undefined
}

/** Reads untrusted steps (a save's body); throws `InvalidStepsError` when they are malformed. */
export function parseEditSteps(data: unknown): EditStep[] {
  const forbidden = forbiddenKey(data)
  if (forbidden) throw new InvalidStepsError(`steps: reserved key ${forbidden}`)
  const parsed = editStepsSchema.safeParse(data)
  if (!parsed.success) {
    let issue: z.core.$ZodIssue | undefined = parsed.error.issues[0]
    let path: PropertyKey[] = issue?.path ?? []
    // A step is one of several shapes: name what the first shape lacked.
    while (issue?.code === 'invalid_union' && issue.errors[0]?.[0]) {
      issue = issue.errors[0][0]
      path = [...path, ...issue.path]
    }
    const where = path.map(String).join('.')
    throw new InvalidStepsError(`steps.${where}: ${issue?.message ?? 'invalid'}`.slice(0, 300))
  }
  return parsed.data as EditStep[]
}

/** The content parts the steps change (always `history` too). */
export function stepParts(steps: readonly EditStep[]): ContentPart[] {
  const parts = new Set<ContentPart>(['history'])
  for (const step of steps) {
    const command = stepCommand(step)
    if (command) for (const part of commandParts(command)) parts.add(part)
  }
  return [...parts]
}

function stepCommand(step: EditStep): Command | undefined {
  if ('do' in step) return step.do
  if ('undo' in step) return step.undo
  if ('redo' in step) return step.redo
  return undefined
}

/** Parts whose old values the steps' commands state, so a changed value means a conflict. */
const CHECKED_PARTS = ['name', 'version', 'context', 'defaults', 'pages', 'pageOrder'] as const

function forward(doc: SiteDocument, step: EditStep): void {
  if ('undo' in step) undoCommand(doc, step.undo)
  else if ('do' in step) applyCommand(doc, step.do)
  else if ('redo' in step) applyCommand(doc, step.redo)
}

function backward(doc: SiteDocument, step: EditStep): void {
  if ('undo' in step) applyCommand(doc, step.undo)
  else if ('do' in step) undoCommand(doc, step.do)
  else if ('redo' in step) undoCommand(doc, step.redo)
}

function lastIndexOf(list: Command[], command: Command): number {
  for (let i = list.length - 1; i >= 0; i--) if (deepEqual(list[i], command)) return i
  return -1
}

function conflict(error: unknown): StepConflictError {
  return new StepConflictError(error instanceof Error ? error.message : String(error))
}

/**
 * Applies edit steps to a site as its editor made them, and records them in its history the way
 * the editor's `History` did. Every command carries the values it replaces: when the site holds
 * other values there (another editor changed the same thing), or what a command edits is gone,
 * this throws `StepConflictError`, so edits of different things by two editors both land and
 * only a real conflict is refused.
 *
 * The check: the steps are applied, then reverted in reverse; the site must be exactly as it
 * was, which holds only when each command found the values it expected. Then they are applied
 * again, with their history. On any error the document is left changed and must be discarded.
 * Returns the parts that changed.
 */
export function applyEditSteps(
  doc: SiteDocument,
  history: History,
  steps: readonly EditStep[],
): ContentPart[] {
  const parts = stepParts(steps)
  const site = doc.site
  const checked = CHECKED_PARTS.filter((part) => parts.includes(part))
  const before: Partial<Site> = {}
  for (const part of checked)
    (before as Record<string, unknown>)[part] = structuredClone(site[part])

  let done = 0
  try {
    for (const step of steps) {
      forward(doc, step)
      done++
    }
  } catch (error) {
    throw conflict(error)
  }
  try {
    for (let i = done - 1; i >= 0; i--) backward(doc, steps[i]!)
  } catch (error) {
    throw conflict(error)
  }
  for (const part of checked) {
    if (!deepEqual(site[part], before[part])) {
      throw new StepConflictError(`The site's ${part} changed since these edits were made`)
    }
  }

  const stacks = site.history
  try {
    for (const step of steps) {
      if ('do' in step) {
        if (!history.push(step.do, step.merge === false ? { merge: false } : {})) {
          throw new StepConflictError('Editing is disabled for this version')
        }
      } else if ('undo' in step) {
        undoCommand(doc, step.undo)
        const at = lastIndexOf(stacks.back, step.undo)
        if (at >= 0) stacks.back.splice(at, 1)
        stacks.forward.push(step.undo)
      } else if ('redo' in step) {
        applyCommand(doc, step.redo)
        const at = lastIndexOf(stacks.forward, step.redo)
        if (at >= 0) stacks.forward.splice(at, 1)
        stacks.back.push(step.redo)
      } else if ('clearHistory' in step) {
        history.clear()
      } else {
        history.trim(step.trimHistory)
      }
    }
  } catch (error) {
    throw error instanceof StepConflictError ? error : conflict(error)
  }
  doc.markChanged('history')
  return parts
}
