import { makeAutoObservable } from 'mobx'
import {
  moveMixin,
  removeMixin,
  validateGlobalStyleName,
  validateGlobalStyleNameUnique,
  type Command,
  type ValidationResult,
} from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { isBuiltinMixin } from '../panels/styles/mixins-section'

export type StylesTab = 'reusable' | 'global'

/** The Styles menu's own state: its tab and what it edits (not part of the site). */
export class StylesMenuState {
  tab: StylesTab = 'reusable'
  /** A mixin's id, '' for a new one, undefined for the list. */
  editingMixin: string | undefined = undefined
  /** A global style's name, '' for a new one, undefined for the list. */
  editingGlobal: string | undefined = undefined

  constructor() {
    makeAutoObservable(this)
  }

  setTab(tab: StylesTab): void {
    this.tab = tab
  }

  editMixin(id: string | undefined): void {
    this.tab = 'reusable'
    this.editingMixin = id
  }

  editGlobal(name: string | undefined): void {
    this.tab = 'global'
    this.editingGlobal = name
  }
}

/**
 * The site-wide style edits of the Styles menu (editor.md sections 2 and 5): the order and
 * removal of reusable styles, and global styles (a name and CSS text), each one undoable step.
 */
export class SiteStyleActions {
  readonly menu = new StylesMenuState()

  constructor(private readonly store: BuilderStore) {}

  private get doc() {
    return this.store.editor.doc
  }

  private run(command: Command): boolean {
    return this.store.editor.run(command, { merge: false })
  }

  /** Moves a reusable style within the site's style order. */
  moveMixin(from: number, to: number): void {
    const length = this.doc.site.context.styleOrder.length
    if (from === to || from < 0 || to < 0 || from >= length || to >= length) return
    this.run(moveMixin(this.doc, from, to))
  }

  /** Removes a reusable style and its uses (built-in ones stay). */
  removeMixin(id: string): void {
    if (isBuiltinMixin(id) || !this.doc.site.context.styles[id]) return
    this.run(removeMixin(this.doc, id))
    if (this.menu.editingMixin === id) this.menu.editMixin(undefined)
  }

  /**
   * Saves a global style: the name is required (errors.style_name_missing) and unique among the
   * others (errors.style_name_unique). `editingName` is the style's name before the edit.
   */
  saveGlobal(name: string, style: string, editingName?: string): ValidationResult {
    const globalStyles = this.doc.site.context.globalStyles
    const error =
      validateGlobalStyleName(name) ||
      validateGlobalStyleNameUnique(name, globalStyles, editingName)
    if (error) return error
    const trimmed = name.trim()
    const old =
      editingName !== undefined && Object.hasOwn(globalStyles, editingName)
        ? { name: editingName, style: structuredClone(globalStyles[editingName]!) }
        : undefined
    if (old && old.name === trimmed && old.style.style === style) return undefined
    this.run({
      type: 'setGS',
      data: { ...(old ? { old } : {}), new: { name: trimmed, style: { style } } },
    })
    return undefined
  }

  removeGlobal(name: string): void {
    const globalStyles = this.doc.site.context.globalStyles
    if (!Object.hasOwn(globalStyles, name)) return
    this.run({
      type: 'setGS',
      data: { old: { name, style: structuredClone(globalStyles[name]!) } },
    })
    if (this.menu.editingGlobal === name) this.menu.editGlobal(undefined)
  }
}

const actions = new WeakMap<BuilderStore, SiteStyleActions>()

/** The Styles menu's actions and state of a builder store. */
export function siteStyleActions(store: BuilderStore): SiteStyleActions {
  let found = actions.get(store)
  if (!found) {
    found = new SiteStyleActions(store)
    actions.set(store, found)
  }
  return found
}
