import { collectEffects, emptyEffects, type CommandEffects } from './command-effects'
import { ChangeSignals } from './change-signals'
import { action, makeObservable, observable } from 'mobx'
import {
  applyCommand,
  commandPower,
  deepEqual,
  openSite,
  reachInstances,
  type Command,
  type CommandPower,
  type EditStep,
  type History,
  type PushOptions,
  type Site,
  type SiteDocument,
} from '@tessera/site-format'
import { replayStep, revertStep, stepCommand, type RebasePlan } from '../live/rebase'

/** One change of the document as a save sends it (site-format's step): the store emits these. */
export type { EditStep }

/**
 * Told of every change, after the document changed (the canvas styles, the save journal).
 * `remote` is set when the change is another saver's, already saved (it is not saved again).
 */
export type EditListener = (step: EditStep, effects: CommandEffects, remote?: boolean) => void

/** Who made a history entry when it was not this person: an agent's call and its label. */
export interface HistoryMark {
  agent: string
  label: string
}

/** Takes `command` out of `list` (the last equal one); true when it was there. */
/** The lowest place in `list` of a command the steps made (by identity); -1 when none is there. */
function firstIndexOf(list: readonly Command[], steps: readonly EditStep[]): number {
  const made = new Set(steps.map(stepCommand).filter((command) => command !== undefined))
  return list.findIndex((command) => made.has(command))
}

function remove(list: Command[], command: Command): boolean {
  for (let i = list.length - 1; i >= 0; i--) {
    if (list[i] === command || deepEqual(list[i], command)) {
      list.splice(i, 1)
      return true
    }
  }
  return false
}

/**
 * The only writer of the site document. Every edit is a site-format command pushed through its
 * `History`; after each change the components it touched are signalled, so only their canvas
 * elements and tree rows render again, and listeners (stylesheet, saving) hear of it.
 */
export class EditorStore {
  readonly doc: SiteDocument
  readonly history: History
  readonly signals = new ChangeSignals()
  /** The site was in an older format and was migrated on open (an undoable history entry). */
  readonly migrated: boolean

  /** Bumps when every element must render again (translations, custom components, pages). */
  epoch = 0
  /** Bumps on every change of the history stacks. */
  historyVersion = 0
  /** Bumps when pages are added, removed, renamed or reordered. */
  pagesVersion = 0
  /** Bumps when the theme, fonts, global styles or breakpoints change. */
  themeVersion = 0
  /** Bumps when mixins or their order change. */
  mixinsVersion = 0
  behaviorsVersion = 0
  /** Bumps when components are added, removed or moved (the tree's rows). */
  structureVersion = 0
  /** Bumps when the whole site is replaced (import, template, reset, or the undo of one). */
  replacements = 0
  /** The last edit was refused because editing is disabled for this version. */
  editRefused = false
  /** The last edit (or undo, redo) was refused because the person's role may not save it. */
  roleRefused = false
  /**
   * What this person's role may save (site-format's command powers, as the site server checks
   * them): a command beyond it is refused here rather than by the server after the fact.
   */
  readonly power: CommandPower

  /** History entries someone other than this person made (the history menu names them). */
  readonly marks = new WeakMap<Command, HistoryMark>()

  private readonly listeners = new Set<EditListener>()

  constructor(site: Site, options: { editingEnabled?: boolean; power?: CommandPower } = {}) {
    this.power = options.power ?? 'design'
    const opened = openSite(site, { ...options, repair: this.power === 'design' })
    this.doc = opened.doc
    this.history = opened.history
    this.migrated = opened.migrated
    makeObservable<EditorStore, 'changed'>(this, {
      epoch: observable,
      historyVersion: observable,
      pagesVersion: observable,
      themeVersion: observable,
      mixinsVersion: observable,
      behaviorsVersion: observable,
      structureVersion: observable,
      replacements: observable,
      editRefused: observable,
      roleRefused: observable,
      run: action,
      undo: action,
      redo: action,
      jumpTo: action,
      clearHistory: action,
      changed: action,
      applyRemote: action,
      dismissRefusal: action,
    })
    // What opening changed (a migration, instances made whole) is a history entry like any
    // edit: it is sent with the next save.
    for (const command of opened.opening) {
      queueMicrotask(() => this.emit({ do: command }, emptyEffects()))
    }
  }

  get site(): Site {
    return this.doc.site
  }

  get editingEnabled(): boolean {
    return this.history.editingEnabled
  }

  /** There is an undo this role may make (an edit of someone with more power may be next). */
  get canUndo(): boolean {
    const next = this.site.history.back.at(-1)
    return next !== undefined && this.fits(next)
  }

  get canRedo(): boolean {
    const next = this.site.history.forward.at(-1)
    return next !== undefined && this.fits(next)
  }

  onEdit(listener: EditListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Applies and records a command; false (and the disabled alert) when editing is off. */
  run(edit: Command, options: PushOptions = {}): boolean {
    // What is added or moved inside a custom component definition reaches its instances.
    const command = reachInstances(this.doc, edit)
    if (!this.allows(command)) return false
    if (!this.history.push(command, options)) {
      this.editRefused = true
      return false
    }
    this.changed({ do: command, ...(options.merge === false ? { merge: false } : {}) }, command)
    return true
  }

  undo(): Command | undefined {
    const next = this.site.history.back.at(-1)
    if (next && !this.allows(next)) return undefined
    const command = this.history.undo()
    if (command) this.changed({ undo: command }, command)
    return command
  }

  redo(): Command | undefined {
    const next = this.site.history.forward.at(-1)
    if (next && !this.allows(next)) return undefined
    const command = this.history.redo()
    if (command) this.changed({ redo: command }, command)
    return command
  }

  /** Moves to the point where the back stack holds `backLength` commands (the history menu). */
  jumpTo(backLength: number): void {
    while (this.history.canUndo && this.site.history.back.length > backLength) this.undo()
    while (this.history.canRedo && this.site.history.back.length < backLength) this.redo()
  }

  clearHistory(): void {
    this.history.clear()
    this.changed({ clearHistory: true }, undefined)
  }

  dismissRefusal(): void {
    this.editRefused = false
    this.roleRefused = false
  }

  /** Whether this role may save `command` (undoing or redoing it needs the same); else says so. */
  private allows(command: Command): boolean {
    if (this.fits(command)) return true
    this.roleRefused = true
    return false
  }

  private fits(command: Command): boolean {
    return this.power === 'design' || commandPower(command) === 'content'
  }

  /**
   * Another saver's steps, already saved on the server, with this person's unsaved steps rebased
   * over them (`planRebase`): the local steps are taken back, the incoming ones applied and
   * recorded in the history (each entry marked with `mark`, when an agent made them), then the
   * kept local steps made again (with the ids they now take); the dropped ones leave the history. Applied even where this
   * person may not edit (a viewer sees others' edits).
   */
  applyRemote(plan: RebasePlan, mark?: HistoryMark): void {
    const effects = emptyEffects()
    const touched = (command: Command | undefined) => {
      if (command) collectEffects(this.doc, command, effects)
    }
    for (let i = plan.local.length - 1; i >= 0; i--) {
      const step = plan.local[i]!
      revertStep(this.doc, step)
      touched(stepCommand(step))
    }
    const stacks = this.site.history
    for (const step of plan.dropped) {
      const command = stepCommand(step)
      if (command && !remove(stacks.back, command)) remove(stacks.forward, command)
    }
    // The kept entries name this person's new ids as they are now.
    stacks.back = stacks.back.map(plan.rewrite)
    stacks.forward = stacks.forward.map(plan.rewrite)
    // Below the kept entries when the other saver's edits cannot be undone first.
    let at = plan.incomingOnTop ? -1 : firstIndexOf(stacks.back, plan.kept)
    for (const step of plan.incoming) {
      if ('do' in step) {
        applyCommand(this.doc, step.do)
        if (at < 0) stacks.back.push(step.do)
        else stacks.back.splice(at++, 0, step.do)
        stacks.forward = []
        if (mark) this.marks.set(step.do, mark)
      } else if ('undo' in step) {
        replayStep(this.doc, step)
        remove(stacks.back, step.undo)
        stacks.forward.push(step.undo)
      } else if ('redo' in step) {
        replayStep(this.doc, step)
        remove(stacks.forward, step.redo)
        stacks.back.push(step.redo)
      } else if ('clearHistory' in step) {
        stacks.back = []
        stacks.forward = []
      } else {
        stacks.back.splice(0, Math.ceil(stacks.back.length * step.trimHistory))
      }
      touched(stepCommand(step))
    }
    for (const step of plan.kept) {
      replayStep(this.doc, step)
      touched(stepCommand(step))
    }
    this.doc.markChanged('history')
    const commands = plan.incoming.map(stepCommand).filter((c) => c !== undefined)
    this.signal(effects)
    this.emit({ do: { type: 'g', data: { commands } } }, effects, true)
  }

  private changed(step: EditStep, command: Command | undefined): void {
    const effects = emptyEffects()
    if (command) collectEffects(this.doc, command, effects)
    this.signal(effects)
    this.emit(step, effects)
  }

  /** Bumps what the effects changed, so the canvas, the tree and the menus follow. */
  private signal(effects: CommandEffects): void {
    this.historyVersion++
    if (effects.everything) this.epoch++
    if (effects.pages) this.pagesVersion++
    if (effects.theme) this.themeVersion++
    if (effects.mixins) this.mixinsVersion++
    if (effects.behaviors) this.behaviorsVersion++
    if (effects.structure) this.structureVersion++
    if (effects.replaced) {
      this.replacements++
      // An id may now name another component: every follower reads its component again.
      this.signals.changedAll()
    } else this.signals.changed(effects.elements)
  }

  private emit(step: EditStep, effects: CommandEffects, remote = false): void {
    for (const listener of this.listeners) listener(step, effects, remote)
  }
}
