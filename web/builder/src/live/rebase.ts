import {
  applyCommand,
  applyEditSteps,
  History,
  SiteDocument,
  StepConflictError,
  undoCommand,
  type Command,
  type EditStep,
  type Site,
} from '@tessera/site-format'

/** What another saver's steps do to this builder's document and to its unsaved steps. */
export interface RebasePlan {
  /** This person's unsaved steps, as the document holds them (made last, in order). */
  local: EditStep[]
  /** The other saver's steps, as they are applied after this person's steps are taken back. */
  incoming: EditStep[]
  /** This person's unsaved steps that still apply over them (their old values still hold). */
  kept: EditStep[]
  /** Those that no longer apply: taken back for good. */
  dropped: EditStep[]
}

/** The command a step applies, undoes or redoes; undefined for a history reset. */
export function stepCommand(step: EditStep): Command | undefined {
  if ('do' in step) return step.do
  if ('undo' in step) return step.undo
  if ('redo' in step) return step.redo
  return undefined
}

/** Takes a step's content change back (its history is left as it is). */
export function revertStep(doc: SiteDocument, step: EditStep): void {
  if ('undo' in step) applyCommand(doc, step.undo)
  else if ('do' in step) undoCommand(doc, step.do)
  else if ('redo' in step) undoCommand(doc, step.redo)
}

/** Makes a step's content change again (its history is left as it is). */
export function replayStep(doc: SiteDocument, step: EditStep): void {
  if ('undo' in step) undoCommand(doc, step.undo)
  else if ('do' in step) applyCommand(doc, step.do)
  else if ('redo' in step) applyCommand(doc, step.redo)
}

/** A document of its own over a copy of `site`, with its history. */
function copyOf(site: Site) {
  const doc = new SiteDocument(structuredClone(site))
  return { doc, history: new History(doc) }
}

/** Applies `steps` to a copy of `doc` (checked as the site server checks a save): the copy, or undefined. */
function tryOnCopy(doc: SiteDocument, steps: EditStep[]): SiteDocument | undefined {
  const copy = copyOf(doc.site)
  try {
    applyEditSteps(copy.doc, copy.history, steps)
    return copy.doc
  } catch (error) {
    if (error instanceof StepConflictError) return undefined
    throw error
  }
}

/**
 * Plans another saver's steps over a document holding this person's unsaved `local` steps (made
 * last, in order): the local steps are taken back, the incoming ones applied, and each local
 * step applied again when the values it replaces still hold, else dropped (with whatever
 * depended on it). Worked out on copies, so the document itself only ever takes changes that
 * fit. Undefined when the incoming steps do not fit the document even without the local ones.
 */
export function planRebase(
  site: Site,
  local: readonly EditStep[],
  incoming: readonly EditStep[],
): RebasePlan | undefined {
  const base = copyOf(site).doc
  try {
    for (let i = local.length - 1; i >= 0; i--) revertStep(base, local[i]!)
  } catch {
    return undefined
  }
  let doc = tryOnCopy(base, [...incoming])
  if (!doc) return undefined
  const kept: EditStep[] = []
  const dropped: EditStep[] = []
  for (const step of local) {
    if (!('do' in step || 'undo' in step || 'redo' in step)) {
      kept.push(step)
      continue
    }
    const next = tryOnCopy(doc, [step])
    if (next) {
      doc = next
      kept.push(step)
    } else dropped.push(step)
  }
  return { local: [...local], incoming: [...incoming], kept, dropped }
}
