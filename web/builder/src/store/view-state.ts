import { makeAutoObservable, observableRef } from 'mobx'
import {
  DEFAULT_BUILDER_SCALE,
  DEFAULT_BUILDER_WIDTH,
  normalizeEditorState,
  pseudoClasses,
  type EditorMode,
  type EditorState,
  type PseudoClass,
} from '@tessera/site-format'

export { buildMenuEntries, subMenus, type BuildMenuEntry } from '../actions/build-menu-entries'
import type { BuildMenuEntry } from '../actions/build-menu-entries'

/** Builder width and scale must be positive integers (editor.md section 5), else they revert. */
export function positiveInteger(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined
  const value = Number(text.trim())
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/**
 * What the builder shows, as opposed to what the site is: the page being edited, the selected
 * and hovered components, the open menus, the canvas width and scale. Most of it is kept per
 * site in the editor state (editor.md section 2, "Persisted editor state") and restored on open.
 */
export class ViewState {
  activeRoute: string
  selectedId: string | undefined = undefined
  hoveredId: string | undefined = undefined
  /** The component whose text is being edited in place on the canvas. */
  editingTextId: string | undefined = undefined
  /** The component being renamed in the tree. */
  renamingId: string | undefined = undefined
  mode: EditorMode = 'none'
  menu: BuildMenuEntry | undefined = undefined
  builderWidth = DEFAULT_BUILDER_WIDTH
  builderScale = DEFAULT_BUILDER_SCALE
  pseudoClass: PseudoClass = 'default'
  /** The language the canvas shows (sites with translations); undefined: the site's own choice. */
  language: string | undefined = undefined
  showTree = true
  /** Tree items by id: true when expanded. */
  expanded: Record<string, boolean> = {}
  /** The New menu's tab: the basic or the advanced blocks. */
  newMenuTab: 'basic' | 'advanced' = 'basic'
  /** The component a drag hovers over on the canvas, and where over it. */
  drop:
    | { id: string; hover: 'self' | 'top' | 'bottom' | 'left' | 'right'; refused: boolean }
    | undefined = undefined
  /** An open toolbar dropdown (page or version selector), closed first by Escape. */
  dropdown: string | undefined = undefined
  /** A panel's "new" form asked for by key (`n`): the page form, a style, a behaviour. */
  creating: 'page' | undefined = undefined
  /** The page whose settings the page menu edits. */
  editingPage: string | undefined = undefined
  /** Editor-state keys this builder does not use, kept as they were. */
  private other: Record<string, unknown> = {}
  /** Bumps when something persisted changes, so the editor state is saved. */
  revision = 0

  constructor(state: EditorState | undefined, fallbackRoute: string) {
    const editor = normalizeEditorState(state)
    const {
      active,
      selectedComponentId,
      builderWidth,
      builderScale,
      cssPseudoClass,
      showComponentTree,
      componentTreeExpandedItems,
      mode,
      editorI18n,
      ...other
    } = editor
    this.activeRoute = active ?? fallbackRoute
    this.selectedId = selectedComponentId
    this.builderWidth = Math.round(builderWidth) || DEFAULT_BUILDER_WIDTH
    this.builderScale = Math.round(builderScale) || DEFAULT_BUILDER_SCALE
    if (cssPseudoClass && pseudoClasses.includes(cssPseudoClass)) this.pseudoClass = cssPseudoClass
    this.showTree = showComponentTree !== false
    this.expanded = { ...(componentTreeExpandedItems ?? {}) }
    if (mode === 'selC' && selectedComponentId === undefined) this.mode = 'none'
    else if (mode !== undefined) this.mode = mode
    if (typeof editorI18n === 'string') this.language = editorI18n
    this.other = other
    // `expanded` is replaced, never changed in place: a plain object is read cheaply for
    // thousands of tree rows, where an observable one would track every id it is asked about.
    makeAutoObservable<ViewState, 'other'>(this, { other: false, expanded: observableRef })
  }

  /** The editor state to save (unknown keys from older files kept). */
  toEditorState(): EditorState {
    const state: EditorState = {
      ...this.other,
      active: this.activeRoute,
      mode: this.mode,
      builderWidth: this.builderWidth,
      builderScale: this.builderScale,
      cssPseudoClass: this.pseudoClass,
      showComponentTree: this.showTree,
      componentTreeExpandedItems: { ...this.expanded },
    }
    if (this.selectedId !== undefined) state.selectedComponentId = this.selectedId
    if (this.language !== undefined) state.editorI18n = this.language
    return state
  }

  /** Editor-state keys owned by other panels (preferences, walkthroughs, collapses). */
  extra<T>(key: string): T | undefined {
    return this.other[key] as T | undefined
  }

  setExtra(key: string, value: unknown): void {
    this.other = { ...this.other, [key]: value }
    this.touch()
  }

  touch(): void {
    this.revision++
  }

  select(id: string | undefined): void {
    if (this.selectedId === id && (id === undefined || this.mode === 'selC')) return
    this.selectedId = id
    this.mode = id === undefined ? 'none' : 'selC'
    if (this.editingTextId !== undefined && this.editingTextId !== id)
      this.editingTextId = undefined
    this.touch()
  }

  hover(id: string | undefined): void {
    this.hoveredId = id
  }

  showPage(route: string): void {
    if (this.activeRoute === route) return
    this.activeRoute = route
    this.selectedId = undefined
    this.hoveredId = undefined
    this.editingTextId = undefined
    if (this.mode === 'selC') this.mode = 'none'
    this.touch()
  }

  /** Opens a build-menu entry; a click on the open one closes it (one sub-menu at a time). */
  toggleMenu(entry: BuildMenuEntry): void {
    if (entry === 'theme' || entry === 'styles') {
      const mode = entry === 'theme' ? 'theme' : 'styles'
      this.mode = this.mode === mode ? (this.selectedId ? 'selC' : 'none') : mode
      this.menu = undefined
    } else {
      this.menu = this.menu === entry ? undefined : entry
    }
    this.touch()
  }

  closeMenu(): void {
    this.menu = undefined
    this.creating = undefined
  }

  switchNewMenuTab(): void {
    this.newMenuTab = this.newMenuTab === 'basic' ? 'advanced' : 'basic'
  }

  setDrop(drop: ViewState['drop']): void {
    const current = this.drop
    if (
      current?.id === drop?.id &&
      current?.hover === drop?.hover &&
      current?.refused === drop?.refused
    ) {
      return
    }
    this.drop = drop
  }

  setDropdown(name: string | undefined): void {
    this.dropdown = name
  }

  startCreating(what: 'page' | undefined): void {
    this.creating = what
  }

  setMode(mode: EditorMode): void {
    this.mode = mode
    this.touch()
  }

  editPage(route: string | undefined): void {
    this.editingPage = route
    if (route !== undefined) this.mode = 'page'
    else if (this.mode === 'page') this.mode = this.selectedId ? 'selC' : 'none'
    this.touch()
  }

  setBuilderWidth(width: number): void {
    this.builderWidth = width
    this.touch()
  }

  setBuilderScale(scale: number): void {
    this.builderScale = scale
    this.touch()
  }

  setPseudoClass(pseudoClass: PseudoClass): void {
    this.pseudoClass = pseudoClass
    this.touch()
  }

  setLanguage(language: string): void {
    this.language = language
    this.touch()
  }

  toggleTree(): void {
    this.showTree = !this.showTree
    this.touch()
  }

  setExpanded(id: string, open: boolean): void {
    if (open) this.expanded = { ...this.expanded, [id]: true }
    else {
      const { [id]: _closed, ...rest } = this.expanded
      this.expanded = rest
    }
    this.touch()
  }

  setManyExpanded(ids: readonly string[], open: boolean): void {
    const next = { ...this.expanded }
    for (const id of ids) {
      if (open) next[id] = true
      else delete next[id]
    }
    this.expanded = next
    this.touch()
  }

  startTextEditing(id: string): void {
    this.selectedId = id
    this.mode = 'selC'
    this.editingTextId = id
  }

  stopTextEditing(): void {
    this.editingTextId = undefined
  }

  startRename(id: string): void {
    this.renamingId = id
  }

  stopRename(): void {
    this.renamingId = undefined
  }
}
