import type { Behavior, BehaviorArg } from './behavior.js'
import type { CollectionList, FieldBinding, PageCollection } from './collection.js'
import type {
  Component,
  ComponentEvent,
  ComponentInput,
  ComponentStyle,
  EditorEvent,
  EditorEventName,
} from './component.js'
import type { Breakpoint, PageHead, SiteDefaults, ThemeFont, Translations } from './site.js'
import type { BreakpointStyles, GlobalStyle, StyleEntry, StyleMixin } from './style.js'

/** What replacing a site changes: everything but its name, version, editor state and history. */
export type SiteContent = Pick<
  import('./site.js').Site,
  'context' | 'defaults' | 'pages' | 'pageOrder'
>

/** Where a component sits: its parent and its index among the parent's children. */
export interface Position {
  parentId: string
  index: number
}

/**
 * The editable plain fields of a component. `null` means "absent": history is saved as JSON,
 * where an undefined value would vanish and undo could not remove the field again.
 */
export interface ComponentFields {
  name?: string
  tag?: Component['tag']
  role?: string | null
  content?: string | null
}

/**
 * An event that called a removed behaviour: as it was, and as the removal left it (absent when
 * no call was left; `index` is then its place among the component's events once the events
 * removed before it are gone).
 */
export interface BehaviorUse {
  id: string
  index: number
  old: ComponentEvent
  new?: ComponentEvent
}

/** The page fields edited together in the page dialog. */
export interface PageFields {
  name: string
  route: string
  public: boolean
}

/**
 * Every command's data, by its stored type code. Each command holds what it needs both to
 * apply and to undo exactly, so a history survives a save and reload.
 */
export interface CommandDataMap {
  /** A group, applied in order and undone in reverse. */
  g: { commands: Command[] }

  /** Inserts a component subtree whose ids are already assigned. */
  addC: {
    position: Position
    component: Component
    nextId: [before: number, after: number]
    /** Ids the addition makes children of a custom component definition (customChildIds). */
    custom?: { childIds: string[] }
  }
  editC: { id: string; old: ComponentFields; new: ComponentFields }
  /** `custom` holds the custom-component id lists as they were, when the removal changed them. */
  rmC: {
    position: Position
    component: Component
    custom?: { componentIds: string[]; childIds: string[] }
  }
  mvC: { id: string; from: Position; to: Position }
  /** Replaces a page's root component (e.g. pasting a root onto a root). */
  rpPR: { route: string; old: Component; new: Component; nextId: [before: number, after: number] }

  /** Sets, renames or removes one property of a component's own style. */
  setCCS: { id: string; old?: StyleEntry; new?: StyleEntry }
  /** The same for a child override selector. */
  setCOS: { id: string; selector: string; old?: StyleEntry; new?: StyleEntry }
  /** Removes a child override selector with all its styles. */
  rmCOS: { id: string; selector: string; styles: BreakpointStyles }
  /** Replaces a component's whole style (style-only paste). */
  mergeCS: { id: string; old: ComponentStyle; new: ComponentStyle }
  addCM: { id: string; mixinId: string; index: number }
  rmCM: { id: string; mixinId: string; index: number }
  repCm: { id: string; index: number; old: string; new: string }

  setCI: { id: string; name: string; old?: ComponentInput; new?: ComponentInput }
  /** Adds, edits (possibly renaming) or removes an event; `name` is the key before the change. */
  setCE: { id: string; old?: ComponentEvent; new?: ComponentEvent }
  setCEE: { id: string; name: EditorEventName; old?: EditorEvent; new?: EditorEvent }
  sCS: { id: string; key: string; old?: unknown; new?: unknown }
  /** Binds, rebinds or unbinds one target of a component to a collection field. */
  setCB: { id: string; target: string; old?: FieldBinding; new?: FieldBinding }
  /** Sets, changes or removes a collection list's settings. */
  setCL: { id: string; old?: CollectionList; new?: CollectionList }

  /**
   * Adds, replaces or removes a behaviour. `nextId` is the id counter before and after, when the
   * behaviour took its id from the counter or holds ids past it.
   */
  setB: { old?: Behavior; new?: Behavior; nextId?: [before: number, after: number] }
  /**
   * Removes a behaviour and every event's call of it (restored on undo). `at` is the behaviour's
   * position among the behaviours' keys, where undo puts it back.
   */
  rmB: { behavior: Behavior; uses: BehaviorUse[]; at?: number }
  setBA: { behaviorId: string; old?: BehaviorArg; new?: BehaviorArg }

  addS: { mixin: StyleMixin; index: number; nextId: [before: number, after: number] }
  /** Renames a mixin or replaces all its styles. */
  editS: { old: StyleMixin; new: StyleMixin }
  /** Sets, renames or removes one property of a mixin. */
  setME: { id: string; old?: StyleEntry; new?: StyleEntry }
  /** Moves a mixin within the style order. */
  uSO: { from: number; to: number }
  /**
   * Removes a mixin, and its uses by components (restored on undo). `at` is its position among
   * the styles' keys (its place in the style order is `index`).
   */
  rmS: {
    mixin: StyleMixin
    index: number
    uses: Array<{ id: string; index: number }>
    at?: number
  }

  addTV: { key: string; value: string }
  editTV: { old: { key: string; value: string }; new: { key: string; value: string } }
  /** `at`: the variable's position among the variables' keys, where undo puts it back. */
  rmTV: { key: string; value: string; at?: number }
  addTF: { font: ThemeFont }
  editTF: { old: ThemeFont; new: ThemeFont }
  /** `at`: the font's position among the fonts' keys, where undo puts it back. */
  rmTF: { font: ThemeFont; at?: number }

  addP: { page: import('./site.js').Page; index: number; nextId: [before: number, after: number] }
  editP: { old: PageFields; new: PageFields; oldHome: string; newHome: string }
  /** `at`: the page's position among the pages' keys (its place in the page order is `index`). */
  rmP: {
    page: import('./site.js').Page
    index: number
    oldHome: string
    newHome: string
    at?: number
  }
  /** Moves a page within the page order. */
  mvP: { from: number; to: number }
  /** Changes the page being edited (editor state). */
  changeP: { from?: string; to: string }
  /** Sets the home page, which moves to the front of the page order. */
  shP: { old: string; new: string; oldOrder: string[] }
  setPH: { route: string; old: PageHead; new: PageHead }
  /** Binds a template page to a collection, or unbinds it. */
  setPC: { route: string; old?: PageCollection; new?: PageCollection }
  setDH: { old: SiteDefaults['head']; new: SiteDefaults['head'] }
  /** The site's crawler settings; undefined for none. */
  setSeo: { old: SiteDefaults['seo']; new: SiteDefaults['seo'] }

  /** Replaces the breakpoint set (add, edit). */
  setBP: { old: Record<string, Breakpoint>; new: Record<string, Breakpoint> }
  /** Sets, renames or removes one translation. */
  setT: { lang: string; key: string; old?: string; new?: string; addedLanguage?: boolean }
  /** Replaces all translations and the active language (CSV import, convert translations). */
  rT: { old: { i18n: Translations; active?: string }; new: { i18n: Translations; active?: string } }
  setGS: { old?: { name: string; style: GlobalStyle }; new?: { name: string; style: GlobalStyle } }

  /** Marks a component subtree as a custom component definition. */
  addR: { id: string; childIds: string[] }
  /** Updates editor UI state (menus, collapses) through history. */
  uUi: { key: string; old?: unknown; new?: unknown }

  /** Site format migration; undo downgrades. */
  mS: { oldVersion: string; newVersion: string }
  /** Replaces the whole content of the site (import, reset, a template): one undoable step. */
  rS: { old: SiteContent; new: SiteContent }
}

export type CommandType = keyof CommandDataMap

export type Command<T extends CommandType = CommandType> = {
  [K in T]: { type: K; data: CommandDataMap[K] }
}[T]
