import { applyCommand, mergeCommands, undoCommand } from '../commands/apply.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'

export interface PushOptions {
  /** Fold into the previous command when it edits the same thing (default true). */
  merge?: boolean
}

/**
 * Undo and redo over a document. Every edit is a command applied and pushed onto
 * `site.history.back`; undo moves it to `forward`, redo moves it back, a new edit clears
 * `forward`. The stacks live in the site, so history is saved and restored with it.
 */
export class History {
  /** Off when the site's version disallows editing: nothing is applied or recorded. */
  editingEnabled = true

  constructor(readonly doc: SiteDocument) {}

  private get stacks() {
    return this.doc.site.history
  }

  get canUndo(): boolean {
    return this.stacks.back.length > 0
  }

  get canRedo(): boolean {
    return this.stacks.forward.length > 0
  }

  /** Applies and records a command; false when editing is disabled. */
  push(command: Command, options: PushOptions = {}): boolean {
    if (!this.editingEnabled) return false
    applyCommand(this.doc, command)
    const { back } = this.stacks
    const last = back[back.length - 1]
    const merged = options.merge !== false && last ? mergeCommands(last, command) : undefined
    if (merged) back[back.length - 1] = merged
    else back.push(command)
    this.stacks.forward = []
    this.doc.markChanged('history')
    return true
  }

  /** Several commands as one undo step. */
  pushGroup(commands: Command[]): boolean {
    if (commands.length === 0) return false
    if (commands.length === 1) return this.push(commands[0]!, { merge: false })
    return this.push({ type: 'g', data: { commands } }, { merge: false })
  }

  undo(): Command | undefined {
    if (!this.editingEnabled) return undefined
    const command = this.stacks.back.pop()
    if (!command) return undefined
    undoCommand(this.doc, command)
    this.stacks.forward.push(command)
    this.doc.markChanged('history')
    return command
  }

  redo(): Command | undefined {
    if (!this.editingEnabled) return undefined
    const command = this.stacks.forward.pop()
    if (!command) return undefined
    applyCommand(this.doc, command)
    this.stacks.back.push(command)
    this.doc.markChanged('history')
    return command
  }

  /** Moves to the point where `back` holds `backLength` commands (the history menu's entries). */
  jumpTo(backLength: number): void {
    const total = this.stacks.back.length + this.stacks.forward.length
    if (backLength < 0 || backLength > total) throw new Error(`No history entry ${backLength}`)
    while (this.stacks.back.length > backLength) this.undo()
    while (this.stacks.back.length < backLength) this.redo()
  }

  /** Forgets the oldest `fraction` of the undo history (redo is kept). */
  trim(fraction: number): void {
    if (!(fraction > 0 && fraction <= 1)) throw new Error('Trim fraction must be in (0, 1]')
    const count = Math.ceil(this.stacks.back.length * fraction)
    this.stacks.back.splice(0, count)
    this.doc.markChanged('history')
  }

  clear(): void {
    this.stacks.back = []
    this.stacks.forward = []
    this.doc.markChanged('history')
  }
}
