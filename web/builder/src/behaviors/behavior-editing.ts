import { makeAutoObservable } from 'mobx'
import {
  behaviorUses,
  newBehaviorId,
  removeBehavior,
  saveBehavior,
  type Command,
  type ValidationResult,
} from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import {
  behaviorFromDraft,
  checkArg,
  checkBehaviorName,
  isBuiltinBehavior,
  type BehaviorDraft,
} from './behavior-draft'

/** The editor-state key the open dialog's draft is copied to (editor.md, Dialog drafts). */
export const BEHAVIOR_DRAFT_KEY = 'behaviorDialogDraft'

/** An event that calls a behaviour, as the delete confirmation lists it. */
export interface BehaviorUseRow {
  /** The component's id. */
  id: string
  /** The component's name. */
  name: string
  event: string
  /** The route of the component's page. */
  route: string
}

export interface SavedBehaviorDraft {
  /** The behaviour's id, '' for a new one. */
  id: string
  draft: BehaviorDraft
}

/** Which behaviour the modal shows, and its save and delete (each one undoable step). */
export class BehaviorEditing {
  /** A behaviour's id, '' for a new one, undefined when the modal is closed. */
  editing: string | undefined = undefined

  constructor(private readonly store: BuilderStore) {
    makeAutoObservable<BehaviorEditing, 'store'>(this, { store: false })
  }

  open(id: string): void {
    this.editing = id
  }

  close(): void {
    this.editing = undefined
    this.store.view.setExtra(BEHAVIOR_DRAFT_KEY, undefined)
  }

  /** The draft kept in the editor state for this behaviour, if any. */
  savedDraft(id: string): BehaviorDraft | undefined {
    const saved = this.store.view.extra<SavedBehaviorDraft>(BEHAVIOR_DRAFT_KEY)
    return saved?.id === id && typeof saved.draft === 'object' ? saved.draft : undefined
  }

  keepDraft(id: string, draft: BehaviorDraft): void {
    this.store.view.setExtra(BEHAVIOR_DRAFT_KEY, { id, draft: structuredClone(draft) })
  }

  /**
   * Saves the draft: a name, and args that pass `checkArg`. Returns the first problem, or the
   * saved behaviour's id. Built-in behaviours are read-only.
   */
  save(id: string, draft: BehaviorDraft): ValidationResult | { id: string } {
    if (isBuiltinBehavior(id)) return undefined
    const nameError = checkBehaviorName(draft.name)
    if (nameError) return nameError
    for (const [index, arg] of draft.args.entries()) {
      const errors = checkArg(arg, draft.args, index)
      if (errors) return { key: errors.name ?? errors.default!, row: index }
    }
    const doc = this.store.editor.doc
    const behaviorId = id === '' ? newBehaviorId(doc.site.context) : id
    const behavior = behaviorFromDraft(behaviorId, draft)
    const old = doc.site.context.behaviors[behaviorId]
    if (!old || JSON.stringify(old) !== JSON.stringify(behavior)) {
      this.run(saveBehavior(doc, behavior))
    }
    return { id: behaviorId }
  }

  /** The events that call the behaviour, by page in the page order. */
  uses(id: string): BehaviorUseRow[] {
    const doc = this.store.editor.doc
    const order = doc.site.pageOrder
    const rows = behaviorUses(doc, id).map((use) => ({
      ...use,
      name: doc.component(use.id).name,
      route: doc.routeOf(use.id),
    }))
    return rows.sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route))
  }

  /** Deletes the behaviour and its calls from every event: one undoable step. */
  remove(id: string): void {
    if (isBuiltinBehavior(id) || !this.store.editor.doc.site.context.behaviors[id]) return
    this.run(removeBehavior(this.store.editor.doc, id))
  }

  private run(command: Command): boolean {
    return this.store.editor.run(command, { merge: false })
  }
}

const editing = new WeakMap<BuilderStore, BehaviorEditing>()

/** The behaviour modal's state and actions of a builder store. */
export function behaviorEditing(store: BuilderStore): BehaviorEditing {
  let found = editing.get(store)
  if (!found) {
    found = new BehaviorEditing(store)
    editing.set(store, found)
  }
  return found
}
