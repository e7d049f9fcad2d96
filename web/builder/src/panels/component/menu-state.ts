import { makeAutoObservable } from 'mobx'
import type { PseudoClass } from '@tessera/site-format'
import type { BuilderStore } from '../../store/builder-store'
import type { StyleTarget } from '../../styles-editing/style-target'

/** The component menu's tab states (editor.md section 2). */
export type ComponentTab = 'none' | 'EditName' | 'EditContent' | 'EditEvent'

/** The collapsible sections and whether each starts collapsed. */
export const SECTION_DEFAULTS = {
  styles: false,
  mixins: false,
  childStyles: true,
  state: false,
} as const
export type MenuSection = keyof typeof SECTION_DEFAULTS

/** What swaps the whole component menu for its editor: a style row, a mixin or an input. */
export type MenuEditor =
  | {
      kind: 'style'
      target: StyleTarget
      /** The row being edited; absent for a new (blank) row. */
      row?: { breakpointId: string; pseudoClass: PseudoClass; property: string; value: string }
    }
  | { kind: 'mixin'; mixinId?: string; componentId: string }
  | { kind: 'input'; componentId: string; name?: string }

const COLLAPSES = 'componentMenuCollapses'
const TAB = 'componentTab'

/**
 * The component menu's own state: the tab (which field is being edited), the editor that
 * replaces the menu, and the collapse states, which are kept in the persisted editor state.
 */
export class ComponentMenuState {
  tab: ComponentTab = 'none'
  editor: MenuEditor | undefined = undefined

  constructor(private readonly store: BuilderStore) {
    const saved = store.view.extra<{ tab?: unknown }>(TAB)?.tab
    if (saved === 'EditName' || saved === 'EditContent' || saved === 'EditEvent') this.tab = saved
    makeAutoObservable<ComponentMenuState, 'store'>(this, { store: false })
  }

  collapsed(section: MenuSection): boolean {
    const saved = this.store.view.extra<Record<string, boolean>>(COLLAPSES)?.[section]
    return typeof saved === 'boolean' ? saved : SECTION_DEFAULTS[section]
  }

  toggle(section: MenuSection): void {
    const current = this.store.view.extra<Record<string, boolean>>(COLLAPSES) ?? {}
    this.store.view.setExtra(COLLAPSES, { ...current, [section]: !this.collapsed(section) })
  }

  setTab(tab: ComponentTab): void {
    this.tab = tab
    this.store.view.setExtra(TAB, { tab })
  }

  open(editor: MenuEditor | undefined): void {
    this.editor = editor
  }

  /** A new selection leaves any editor and field edit of the last one. */
  reset(): void {
    this.editor = undefined
    if (this.tab !== 'none') this.setTab('none')
  }
}

const states = new WeakMap<BuilderStore, ComponentMenuState>()

export function componentMenuState(store: BuilderStore): ComponentMenuState {
  let state = states.get(store)
  if (!state) {
    state = new ComponentMenuState(store)
    states.set(store, state)
  }
  return state
}
