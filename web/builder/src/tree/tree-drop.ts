import type { DragEvent } from 'react'
import { place } from '../canvas/canvas-drop'
import { draggedComponent, endComponentDrag, startComponentDrag } from '../dnd/component-drag'
import { isKnownDrag, readDropData } from '../dnd/drag-data'
import { dropTarget, hoverState, type DropTarget, type HoverState } from '../dnd/drop-position'
import type { BuilderStore } from '../store/builder-store'

/**
 * Where over a row a drag hovers. The tree is a vertical list, so only the top and bottom edges
 * count (before and after); the rest of the row means into it.
 */
export function rowHover(rect: DOMRect, clientY: number): HoverState {
  return hoverState(rect, rect.left + rect.width / 2, clientY)
}

/** Where a drop over the row of `id` lands, and which row shows it (and how). */
export function treeDropAt(
  store: BuilderStore,
  id: string,
  hover: HoverState,
  moving: string | undefined,
): { id: string; hover: HoverState; target: DropTarget | undefined } {
  const doc = store.editor.doc
  const component = doc.findComponent(id)
  const first = component?.children?.[0]
  const open = component?.parentId === undefined || store.view.expanded[id] === true
  // Below an open row is above its first child: the line shows there, and the drop goes there.
  if (hover === 'bottom' && first && open) {
    return { id: first.id, hover: 'top', target: dropTarget(doc, first.id, 'top', moving) }
  }
  return { id, hover, target: dropTarget(doc, id, hover, moving) }
}

function targetOver(store: BuilderStore, event: DragEvent, id: string) {
  const hover = rowHover(event.currentTarget.getBoundingClientRect(), event.clientY)
  return treeDropAt(store, id, hover, draggedComponent(event.dataTransfer))
}

/** A closed row hovered in its middle opens after this long, so a drag can reach its children. */
export const OPEN_ON_HOVER_MS = 700
let opening: { id: string; timer: ReturnType<typeof setTimeout> } | undefined

function openLater(store: BuilderStore, id: string | undefined): void {
  if (opening?.id === id) return
  if (opening) clearTimeout(opening.timer)
  opening = undefined
  if (id === undefined) return
  const component = store.editor.doc.findComponent(id)
  if (!component?.children?.length || store.view.expanded[id] === true) return
  if (component.parentId === undefined) return
  opening = {
    id,
    timer: setTimeout(() => {
      opening = undefined
      if (store.view.drop?.id === id) store.view.setExpanded(id, true)
    }, OPEN_ON_HOVER_MS),
  }
}

/** A dragged row is selected, so it stays rendered (and its dragend heard) however far the list scrolls. */
export function treeDragStart(store: BuilderStore, event: DragEvent, id: string): void {
  startComponentDrag(event.dataTransfer, id)
  store.view.select(id)
}

export function treeDragEnd(store: BuilderStore): void {
  endComponentDrag()
  openLater(store, undefined)
  store.view.setDrop(undefined)
}

/** Shows where a drop would land (or that it is refused) and lets the browser allow it. */
export function treeDragOver(store: BuilderStore, event: DragEvent, id: string): void {
  if (!isKnownDrag(event.dataTransfer)) return
  showDrop(store, event, targetOver(store, event, id))
  openLater(store, store.view.drop?.hover === 'self' ? id : undefined)
}

/** Below the last row: into the page root, last. */
export function treeDragOverEnd(store: BuilderStore, event: DragEvent): void {
  if (!isKnownDrag(event.dataTransfer) || onRow(event)) return
  showDrop(store, event, endOfPage(store, event))
}

function onRow(event: DragEvent): boolean {
  return event.target instanceof Element && event.target.closest('[role="treeitem"]') !== null
}

function endOfPage(store: BuilderStore, event: DragEvent) {
  return treeDropAt(store, store.page.root.id, 'self', draggedComponent(event.dataTransfer))
}

function showDrop(
  store: BuilderStore,
  event: DragEvent,
  over: { id: string; hover: HoverState; target: DropTarget | undefined },
): void {
  const { target } = over
  store.view.setDrop({ id: over.id, hover: over.hover, refused: target === undefined })
  if (target && store.editor.editingEnabled) {
    event.preventDefault()
    event.dataTransfer.dropEffect = draggedComponent(event.dataTransfer) ? 'move' : 'copy'
  } else {
    event.dataTransfer.dropEffect = 'none'
  }
}

/** Leaving the rows for anywhere but another row takes the drop indicator away. */
export function treeDragLeave(store: BuilderStore, event: DragEvent): void {
  const into = event.relatedTarget instanceof Element ? event.relatedTarget : null
  if (into && event.currentTarget.contains(into)) return
  openLater(store, undefined)
  if (into?.closest('[role="treeitem"]')) return
  store.view.setDrop(undefined)
}

/** Moves the dragged row, or adds the dropped block, asset or files, where the drop landed. */
export function treeDrop(store: BuilderStore, event: DragEvent, id: string): void {
  dropAt(store, event, targetOver(store, event, id).target)
}

export function treeDropEnd(store: BuilderStore, event: DragEvent): void {
  if (onRow(event)) return
  dropAt(store, event, endOfPage(store, event).target)
}

function dropAt(store: BuilderStore, event: DragEvent, target: DropTarget | undefined): void {
  openLater(store, undefined)
  store.view.setDrop(undefined)
  if (!target || !store.editor.editingEnabled) return
  event.preventDefault()
  let data
  try {
    data = readDropData(event.dataTransfer)
  } catch (error) {
    store.components.showNotice({ text: error instanceof Error ? error.message : String(error) })
    return
  }
  endComponentDrag()
  if (data.kind === 'component') store.view.setExpanded(target.parentId, true)
  void place(store, data, target).catch((error: unknown) => {
    store.components.showNotice({ text: error instanceof Error ? error.message : String(error) })
  })
}
