import {
  applyCommand,
  applyEditSteps,
  deepEqual,
  History,
  SiteDocument,
  StepConflictError,
  undoCommand,
  type Command,
  type EditStep,
  type Site,
} from '@tessera/site-format'
import { Renumbering } from './renumber'

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
  /**
   * This person's new ids that the other saver's took meanwhile: each one's id now (the kept
   * steps hold it), or undefined when the step that made it was dropped.
   */
  renamed: ReadonlyMap<string, string | undefined>
  /** A history entry of this person's unsaved steps as the kept steps have it now. */
  rewrite(command: Command): Command
  /**
   * Whether the incoming steps can be undone before the kept ones (then they go on top of the
   * history, so Ctrl+Z takes back the other saver's call). Otherwise (both added to one parent:
   * undoing theirs first would miss its place) they go below the kept ones, as the document
   * and the server hold them.
   */
  incomingOnTop: boolean
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

/** Whether a step changes content (else it only resets the history). */
function hasCommand(step: EditStep): boolean {
  return 'do' in step || 'undo' in step || 'redo' in step
}

/** The same step with another command. */
function withCommand(step: EditStep, command: Command): EditStep {
  if ('undo' in step) return { undo: command }
  if ('redo' in step) return { redo: command }
  return 'do' in step ? { ...step, do: command } : step
}

/** What `command` (one of the unsaved steps', or equal to one) became, if it changed. */
function rewrittenAs(
  rewritten: ReadonlyMap<Command, Command>,
  command: Command,
): Command | undefined {
  const known = rewritten.get(command)
  if (known) return known
  for (const [original, now] of rewritten) if (deepEqual(original, command)) return now
  return undefined
}

/** Whether what `command` adds is on the site already, just as it adds it. */
function madeAlready(site: Site, command: Command): boolean {
  const context = site.context
  switch (command.type) {
    case 'addS':
      return deepEqual(context.styles[command.data.mixin.id], command.data.mixin)
    case 'setB':
      return (
        !!command.data.new && deepEqual(context.behaviors[command.data.new.id], command.data.new)
      )
    case 'setGS': {
      const added = command.data.new
      return (
        !command.data.old && !!added && deepEqual(context.globalStyles[added.name], added.style)
      )
    }
    case 'addTV':
      return context.theme.variables[command.data.key] === command.data.value
    default:
      return false
  }
}

/**
 * A step whose group brings built-in styles, behaviours or theme variables along (a New-menu
 * block), without those the other saver brought the same way meanwhile.
 */
function withoutMadeAlready(site: Site, step: EditStep): EditStep {
  if (!('do' in step) || step.do.type !== 'g') return step
  const commands = step.do.data.commands.filter((command) => !madeAlready(site, command))
  if (commands.length === step.do.data.commands.length || commands.length === 0) return step
  return { ...step, do: { type: 'g', data: { commands } } }
}

/** What the undo of an edit must give back exactly: everything but the editor state and history. */
const EXACT_PARTS = ['name', 'version', 'context', 'defaults', 'pages', 'pageOrder'] as const

/** Whether `steps`, made before `doc`'s latest edits, can be undone first and made again exactly. */
function undoableFirst(doc: SiteDocument, steps: readonly EditStep[]): boolean {
  const copy = copyOf(doc.site).doc
  const before = EXACT_PARTS.map((part) => structuredClone(copy.site[part]))
  try {
    for (let i = steps.length - 1; i >= 0; i--) revertStep(copy, steps[i]!)
    for (const step of steps) replayStep(copy, step)
  } catch {
    return false
  }
  return EXACT_PARTS.every((part, i) => deepEqual(copy.site[part], before[i]))
}

/**
 * Plans another saver's steps over a document holding this person's unsaved `local` steps (made
 * last, in order): the local steps are taken back, the incoming ones applied, and each local
 * step applied again when the values it replaces still hold, else dropped (with whatever
 * depended on it). What both added lives: the ids the local steps took from the site's counter
 * are taken again above the incoming steps' ones, and every mention of them in the local steps
 * (parents, children, mixins, selectors, the counter values) follows. Worked out on copies, so
 * the document itself only ever takes changes that fit. Undefined when the incoming steps do not
 * fit the document even without the local ones.
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
  // The local steps again as they were made, to see which counter values each one took.
  const made = copyOf(base.site).doc
  let doc = tryOnCopy(base, [...incoming])
  if (!doc) return undefined
  const context = base.site.context
  const renumbering = new Renumbering(context.namespace, context.nextId)
  const kept: EditStep[] = []
  const dropped: EditStep[] = []
  const rewritten = new Map<Command, Command>()
  for (const step of local) {
    if (!hasCommand(step)) {
      kept.push(step)
      continue
    }
    const from = made.site.context.nextId
    try {
      replayStep(made, step)
    } catch {
      return undefined
    }
    const to = made.site.context.nextId
    const now = doc.site.context.nextId
    let next: SiteDocument | undefined
    let moved = step
    if (!renumbering.namesDropped(step)) {
      renumbering.allocate(from, to, now)
      // An undo or redo of an edit made among these steps takes that edit as it is now.
      const earlier = 'do' in step ? undefined : rewrittenAs(rewritten, stepCommand(step)!)
      moved = earlier
        ? withCommand(step, earlier)
        : withoutMadeAlready(doc.site, renumbering.apply(step))
      next = tryOnCopy(doc, [moved])
    }
    if (next) {
      doc = next
      kept.push(moved)
      const command = stepCommand(step)!
      if (moved !== step) rewritten.set(command, stepCommand(moved)!)
    } else {
      renumbering.drop(from, to, now)
      dropped.push(step)
    }
  }
  const renamed = renumbering.renamed()
  const rewrite = (command: Command): Command => {
    const known = rewrittenAs(rewritten, command)
    if (known) return known
    // A history entry that merged several local steps: named ids move the same way.
    return renamed.size > 0 && !renumbering.namesDropped(command)
      ? renumbering.apply(command)
      : command
  }
  const incomingOnTop = kept.length === 0 || undoableFirst(doc, incoming)
  return {
    local: [...local],
    incoming: [...incoming],
    kept,
    dropped,
    renamed,
    rewrite,
    incomingOnTop,
  }
}
