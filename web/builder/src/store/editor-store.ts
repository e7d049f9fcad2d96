import { collectEffects, emptyEffects, type CommandEffects } from './command-effects'
import { ChangeSignals } from './change-signals'
import { action, makeObservable, observable } from 'mobx'
import {
  commandPower,
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

/** One change of the document as a save sends it (site-format's step): the store emits these. */
export type { EditStep }

/** Told of every change, after the document changed (the canvas styles, the save journal). */
export type EditListener = (step: EditStep, effects: CommandEffects) => void

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

  private changed(step: EditStep, command: Command | undefined): void {
    const effects = emptyEffects()
    if (command) collectEffects(this.doc, command, effects)
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
    this.emit(step, effects)
  }

  private emit(step: EditStep, effects: CommandEffects): void {
    for (const listener of this.listeners) listener(step, effects)
  }
}
