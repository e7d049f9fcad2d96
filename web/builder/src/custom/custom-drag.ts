import type { DragEvent } from 'react'
import { draggedComponent } from '../dnd/component-drag'
import type { BuilderStore } from '../store/builder-store'

/**
 * Drag handlers for the New menu and the custom entry: a component dragged over them opens
 * the Custom sub-menu (to drop it there), which closes 400 ms after the drag leaves.
 */
export function customDragOpeners(store: BuilderStore) {
  const enter = (event: DragEvent) => {
    if (!store.editor.editingEnabled || draggedComponent(event.dataTransfer) === undefined) return
    store.custom.dragEnter()
  }
  return {
    onDragEnter: enter,
    onDragOver: enter,
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      const into = event.relatedTarget instanceof Node ? event.relatedTarget : null
      if (into && event.currentTarget.contains(into)) return
      store.custom.dragLeave()
    },
  }
}
