import { action, computed, makeObservable, observableRef } from 'mobx'
import type { Component } from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import type { MoveDirection } from '../store/component-actions'
import { ancestorsOf } from '../store/component-rules'
import { IdSignal, KeySignal } from './key-signal'
import type { HoverState } from '../dnd/drop-position'

/** One visible row of the tree: a component at a level, with its place among its siblings. */
export interface TreeRowData {
  id: string
  /** 1 for the page root. */
  level: number
  /** 1-based place among its siblings, and how many siblings there are (aria-posinset/setsize). */
  position: number
  siblings: number
  /** Undefined for a component without children; the root is always expanded. */
  expanded: boolean | undefined
}

/** Rows are this tall (px); the virtualiser places them by it. */
export const ROW_HEIGHT = 28
/** Indentation per level up to COMPACT_DEPTH, and the smaller step below it. */
export const INDENT_PX = 16
export const COMPACT_DEPTH = 6
export const COMPACT_INDENT_PX = 6

/** The left indentation of a row: compact past depth 6, so a deep tree stays readable. */
export function indentOf(level: number): number {
  const depth = level - 1
  if (depth <= COMPACT_DEPTH) return depth * INDENT_PX
  return COMPACT_DEPTH * INDENT_PX + (depth - COMPACT_DEPTH) * COMPACT_INDENT_PX
}

function sameRows(a: readonly TreeRowData[], b: readonly TreeRowData[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!
    const y = b[i]!
    if (
      x.id !== y.id ||
      x.level !== y.level ||
      x.position !== y.position ||
      x.siblings !== y.siblings ||
      x.expanded !== y.expanded
    ) {
      return false
    }
  }
  return true
}

/** A spoken line of the live region; `n` makes the same text heard again. */
export interface Announcement {
  key: string
  values: Record<string, string | number>
  n: number
}

/**
 * What the component tree shows and how it moves through it: the visible rows (the page root and
 * the children of expanded components, flattened for the virtualiser), the focused row, and
 * per-row signals for selection, hover, renaming and the drop indicator, so a change of any of
 * them renders only the rows it concerns.
 */
export class TreeModel {
  readonly selected: IdSignal
  readonly hovered: IdSignal
  readonly focused: IdSignal
  readonly renaming: IdSignal
  readonly drop: KeySignal<{ hover: HoverState; refused: boolean }>
  announcement: Announcement | undefined = undefined

  constructor(private readonly store: BuilderStore) {
    makeObservable(this, {
      rows: computed({ equals: sameRows }),
      indexById: computed,
      maxLevel: computed,
      focusedId: computed,
      announcement: observableRef,
      announce: action,
    })
    const { view } = store
    this.selected = new IdSignal(() => view.selectedId)
    this.hovered = new IdSignal(() => view.hoveredId)
    this.focused = new IdSignal(() => this.focusedId)
    this.renaming = new IdSignal(() => view.renamingId)
    this.drop = new KeySignal(() => {
      const drop = view.drop
      if (!drop) return undefined
      return { id: drop.id, value: { hover: drop.hover, refused: drop.refused } }
    })
  }

  private get doc() {
    return this.store.editor.doc
  }

  /**
   * The visible rows in order. Recomputed when components are added, removed or moved, or the
   * expanded set or the page changes, never for an edit of one component (its row observes
   * that); equal rows keep the same array, so a structural edit renders only the rows it moved.
   */
  get rows(): TreeRowData[] {
    const { editor, view } = this.store
    void editor.epoch
    void editor.pagesVersion
    void editor.structureVersion
    const expanded = view.expanded
    const rows: TreeRowData[] = []
    const visit = (component: Component, level: number, position: number, siblings: number) => {
      const children = component.children ?? []
      const open = level === 1 || expanded[component.id] === true
      rows.push({
        id: component.id,
        level,
        position,
        siblings,
        expanded: children.length === 0 ? undefined : open,
      })
      if (!open) return
      children.forEach((child, i) => visit(child, level + 1, i + 1, children.length))
    }
    visit(this.store.page.root, 1, 1, 1)
    return rows
  }

  /** The deepest visible level: the list is at least wide enough to indent it. */
  get maxLevel(): number {
    let deepest = 1
    for (const row of this.rows) deepest = Math.max(deepest, row.level)
    return deepest
  }

  get indexById(): Map<string, number> {
    return new Map(this.rows.map((row, i) => [row.id, i]))
  }

  /**
   * The row that holds the tree's one tab stop: the selected component, or its nearest visible
   * ancestor when it is inside a collapsed one, else the page root.
   */
  get focusedId(): string | undefined {
    const index = this.indexById
    const selected = this.store.view.selectedId
    if (selected !== undefined && this.doc.hasComponent(selected)) {
      if (index.has(selected)) return selected
      for (const ancestor of ancestorsOf(this.doc, selected)) {
        if (index.has(ancestor.id)) return ancestor.id
      }
    }
    return this.rows[0]?.id
  }

  rowAt(index: number): TreeRowData | undefined {
    return this.rows[index]
  }

  /** Where a key press moves the focus to (the WAI-ARIA tree pattern); undefined: nowhere. */
  target(id: string, key: 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'): string | undefined {
    const rows = this.rows
    const at = this.indexById.get(id)
    if (at === undefined) return rows[0]?.id
    switch (key) {
      case 'ArrowUp':
        return rows[at - 1]?.id
      case 'ArrowDown':
        return rows[at + 1]?.id
      case 'Home':
        return rows[0]?.id
      case 'End':
        return rows[rows.length - 1]?.id
    }
  }

  /**
   * ArrowRight: a closed row opens; an open one moves to its first child. ArrowLeft: an open
   * row closes; otherwise the focus moves to the parent. Returns the row to focus, if it changed.
   */
  horizontal(id: string, key: 'ArrowLeft' | 'ArrowRight'): string | undefined {
    const row = this.rows[this.indexById.get(id) ?? -1]
    if (!row) return undefined
    const { view } = this.store
    if (key === 'ArrowRight') {
      if (row.expanded === false) view.setExpanded(id, true)
      else if (row.expanded === true) return this.rows[(this.indexById.get(id) ?? 0) + 1]?.id
      return undefined
    }
    if (row.expanded === true && row.level > 1) {
      view.setExpanded(id, false)
      return undefined
    }
    return this.doc.findComponent(id)?.parentId
  }

  /** Shift-click on the expander: the component and every descendant open, or all close. */
  expandAll(id: string, open: boolean): void {
    const ids: string[] = []
    const visit = (component: Component) => {
      if (!component.children?.length) return
      ids.push(component.id)
      component.children.forEach(visit)
    }
    const component = this.doc.findComponent(id)
    if (component) visit(component)
    this.store.view.setManyExpanded(ids, open)
  }

  /** `*`: every sibling of the row that has children opens (the WAI-ARIA tree pattern). */
  expandSiblings(id: string): void {
    const parentId = this.doc.findComponent(id)?.parentId
    if (parentId === undefined) return
    const siblings = this.doc.component(parentId).children ?? []
    const closed = siblings.filter((sibling) => sibling.children?.length).map((s) => s.id)
    this.store.view.setManyExpanded(closed, true)
  }

  /** Opens the ancestors of a component so its row shows. */
  reveal(id: string): void {
    if (!this.doc.hasComponent(id)) return
    const closed = ancestorsOf(this.doc, id)
      .filter((ancestor) => ancestor.parentId !== undefined)
      .filter((ancestor) => this.store.view.expanded[ancestor.id] !== true)
      .map((ancestor) => ancestor.id)
    if (closed.length > 0) this.store.view.setManyExpanded(closed, true)
  }

  /** Moves the selected component by keyboard and says what happened in the live region. */
  moveByKey(id: string, direction: MoveDirection): void {
    const name = this.doc.findComponent(id)?.name ?? ''
    const result = this.store.components.moveByKey(id, direction)
    if (!result) {
      this.announce(`builder.tree.moveRefused.${direction}`, { name })
      return
    }
    this.store.view.select(id)
    this.announce(`builder.tree.moved.${direction}`, {
      name,
      parent: result.parentName,
      position: result.index + 1,
    })
  }

  /** The eye by keyboard (the page root has none), said in the live region. */
  toggleHidden(id: string): void {
    const component = this.doc.findComponent(id)
    if (!component || component.parentId === undefined) return
    this.store.components.toggleHidden(id)
    const hidden = this.doc.findComponent(id)?.state?.hide === true
    this.announce(hidden ? 'builder.tree.hidden' : 'builder.tree.shown', { name: component.name })
  }

  announce(key: string, values: Record<string, string | number>): void {
    this.announcement = { key, values, n: (this.announcement?.n ?? 0) + 1 }
  }
}

const models = new WeakMap<BuilderStore, TreeModel>()

/** The tree model of a store: one per open site, living as long as the store. */
export function treeModel(store: BuilderStore): TreeModel {
  let model = models.get(store)
  if (!model) {
    model = new TreeModel(store)
    models.set(store, model)
  }
  return model
}
