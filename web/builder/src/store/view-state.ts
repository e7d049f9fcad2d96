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

/** The builder width must be a positive integer (editor.md section 5), else it reverts. */
export function positiveInteger(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined
  const value = Number(text.trim())
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** The canvas scale's bounds: a tenth to four times, in hundredths. */
export const MIN_SCALE = 0.1
export const MAX_SCALE = 4

/** A scale kept within its bounds, to two decimals. */
export function clampScale(scale: number): number {
  const rounded = Math.round(scale * 100) / 100
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, rounded))
}

/**
 * A typed canvas scale: a number from 0.1 to 4 with at most two decimals ("1.37", ".5", "2");
 * anything else is refused (undefined) and the field reverts.
 */
export function parseScale(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return value >= MIN_SCALE && value <= MAX_SCALE ? value : undefined
}

/** A scale as the toolbar shows it: at most two decimals, no trailing zeros ("0.5", "1.37"). */
export function formatScale(scale: number): string {
  return String(Math.round(scale * 100) / 100)
}

/** The editor-state key that says the person chose a scale of their own (false: fit). */
const FIT_KEY = 'builderFit'

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
  /** The scale the person chose; it applies while `fit` is off. */
  builderScale = DEFAULT_BUILDER_SCALE
  /**
   * The canvas fits the room beside the open panels (never above 100%): the default, until the
   * person picks a scale of their own (by the field, Ctrl/Cmd + wheel or Ctrl/Cmd + 1).
   */
  fit = true
  /** The width the canvas has beside the open panels, measured by the canvas (not saved). */
  canvasRoom: number | undefined = undefined
  pseudoClass: PseudoClass = 'default'
  /** The builder's own language (a locale tag as the app shows it, 'en' or 'zh-TW'); not saved. */
  uiLocale = 'en'
  /** The language the canvas shows (sites with translations); undefined: the site's own choice. */
  language: string | undefined = undefined
  showTree = true
  /** Tree items by id: true when expanded. */
  expanded: Record<string, boolean> = {}
  /** The New menu's tab: the basic or the advanced blocks, or the sections library. */
  newMenuTab: 'basic' | 'advanced' | 'sections' = 'basic'
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
    this.builderScale = clampScale(builderScale || DEFAULT_BUILDER_SCALE)
    this.fit = other[FIT_KEY] !== false
    delete other[FIT_KEY]
    if (cssPseudoClass && pseudoClasses.includes(cssPseudoClass)) this.pseudoClass = cssPseudoClass
    this.showTree = showComponentTree !== false
    this.expanded = { ...(componentTreeExpandedItems ?? {}) }
    if (mode === 'selC' && selectedComponentId === undefined) this.mode = 'none'
    else if (mode !== undefined) this.mode = mode
    if (typeof editorI18n === 'string') this.language = editorI18n
    this.other = other
    // `expanded` is replaced, never changed in place: a plain object is read cheaply for
    // thousands of tree rows, where an observable one would track every id it is asked about.
    makeAutoObservable<ViewState, 'other'>(this, { other: observableRef, expanded: observableRef })
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
    if (!this.fit) state[FIT_KEY] = false
    if (this.selectedId !== undefined) state.selectedComponentId = this.selectedId
    if (this.language !== undefined) state.editorI18n = this.language
    return state
  }

  /**
   * Editor-state keys owned by other panels (preferences, walkthroughs, collapses). Observable
   * on their own: a reader renders again when an extra changes, not on every selection.
   */
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

  showNewMenuTab(tab: ViewState['newMenuTab']): void {
    this.newMenuTab = tab
  }

  /** Opens the New menu on a tab, e.g. the sections library from an empty page. */
  openNewMenu(tab: ViewState['newMenuTab']): void {
    this.newMenuTab = tab
    if (this.menu !== 'new') this.toggleMenu('new')
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

  /** The scale the canvas is drawn at: the fitting one, or the person's own. */
  get scale(): number {
    return this.fit ? this.fitScale : this.builderScale
  }

  /** The largest scale (up to 100%) at which the builder width fits the room it has. */
  get fitScale(): number {
    const room = this.canvasRoom
    if (room === undefined || room <= 0 || room >= this.builderWidth) return 1
    return Math.max(MIN_SCALE, Math.floor((room / this.builderWidth) * 100) / 100)
  }

  /** A scale of the person's own (0.1 to 4, two decimals): fitting stops. */
  setBuilderScale(scale: number): void {
    this.builderScale = clampScale(scale)
    this.fit = false
    this.touch()
  }

  /** Fits the canvas to its room again (and keeps it fitting as panels open or close). */
  fitCanvas(): void {
    if (this.fit) return
    this.fit = true
    this.touch()
  }

  setCanvasRoom(width: number): void {
    if (this.canvasRoom !== width) this.canvasRoom = width
  }

  setPseudoClass(pseudoClass: PseudoClass): void {
    this.pseudoClass = pseudoClass
    this.touch()
  }

  setUiLocale(locale: string): void {
    this.uiLocale = locale
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

  /**
   * Components whose ids moved (this person's additions renumbered under another saver's): what
   * the builder shows of them follows; what named a dropped one lets go.
   */
  followIds(renamed: ReadonlyMap<string, string | undefined>): void {
    if (renamed.size === 0) return
    const follow = (id: string | undefined) =>
      id !== undefined && renamed.has(id) ? renamed.get(id) : id
    const selected = follow(this.selectedId)
    if (selected !== this.selectedId) {
      if (selected === undefined) this.select(undefined)
      else this.selectedId = selected
    }
    this.hoveredId = follow(this.hoveredId)
    this.editingTextId = follow(this.editingTextId)
    this.renamingId = follow(this.renamingId)
    if (this.drop) {
      const id = follow(this.drop.id)
      this.drop = id === undefined ? undefined : { ...this.drop, id }
    }
    if (Object.keys(this.expanded).some((id) => renamed.has(id))) {
      const expanded: Record<string, boolean> = {}
      for (const [id, open] of Object.entries(this.expanded)) {
        const now = follow(id)
        if (now !== undefined) expanded[now] = open
      }
      this.expanded = expanded
    }
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
