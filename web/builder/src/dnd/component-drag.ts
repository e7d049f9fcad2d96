import { COMPONENT_DRAG_TYPE } from './drag-data'

/**
 * The component being dragged within the builder. A drag's data cannot be read during dragover,
 * only its types, so the canvas and the tree look here to refuse a drop onto the dragged
 * component itself or its descendants while the drag hovers.
 */
let draggingComponent: string | undefined

export function startComponentDrag(transfer: DataTransfer, id: string): void {
  draggingComponent = id
  transfer.setData(COMPONENT_DRAG_TYPE, id)
  // Moved onto the canvas or the tree; linked as a custom component on the Custom menu (a drop
  // whose effect the drag does not allow never arrives).
  transfer.effectAllowed = 'linkMove'
}

export function endComponentDrag(): void {
  draggingComponent = undefined
}

/** The id of the component a drag carries, or undefined when it carries something else. */
export function draggedComponent(transfer: DataTransfer | null): string | undefined {
  if (!transfer || ![...transfer.types].includes(COMPONENT_DRAG_TYPE)) return undefined
  return draggingComponent
}
