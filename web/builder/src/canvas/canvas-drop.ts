import { dropTarget, hoverState, type DropTarget } from '../dnd/drop-position'
import { isKnownDrag, readDropData, type DropData } from '../dnd/drag-data'
import { draggedComponent, endComponentDrag } from '../dnd/component-drag'
import type { BuilderStore } from '../store/builder-store'
import { addSection } from '../sections/section-actions'
import { componentAt } from './canvas-events'

export { endComponentDrag, startComponentDrag } from '../dnd/component-drag'

/** Where a drag over the frame would drop, or undefined when refused. */
function targetAt(
  store: BuilderStore,
  event: DragEvent,
): { id: string; target?: DropTarget } | undefined {
  const element = componentAt(event.target)
  const id = element?.dataset.componentId
  if (!element || id === undefined) return undefined
  const hover = hoverState(element.getBoundingClientRect(), event.clientX, event.clientY)
  const target = dropTarget(store.editor.doc, id, hover, draggedComponent(event.dataTransfer))
  store.view.setDrop({ id, hover, refused: target === undefined })
  return target ? { id, target } : { id }
}

/** Places what was dropped: a block, a moved component, an asset or uploaded files. */
export async function place(
  store: BuilderStore,
  data: DropData,
  target: DropTarget,
): Promise<void> {
  switch (data.kind) {
    case 'block':
      store.components.addBlock(data.builtinId, target)
      return
    case 'section':
      addSection(store, data.sectionId, data.language, target)
      return
    case 'custom':
      store.custom.add(data.sourceId, target)
      return
    case 'component':
      store.components.move(data.id, target.parentId, target.index)
      store.view.select(data.id)
      return
    case 'asset':
      store.components.addAsset(data, target)
      return
    case 'files':
      for (const file of data.files) {
        const asset = await store.uploadFile(file)
        if (asset) store.components.addAsset(asset, target)
      }
      return
  }
}

/**
 * Drag and drop onto the canvas, on the frame's document: New-menu blocks, components moved by
 * their selection label, asset cards and files from the computer. While dragging, the hovered
 * component and its hover state (self, top, bottom, left, right) are shown by the overlay.
 */
export function listenToDrops(store: BuilderStore, document: Document): () => void {
  const over = (event: DragEvent) => {
    if (!event.dataTransfer || !isKnownDrag(event.dataTransfer)) return
    const found = targetAt(store, event)
    if (found?.target && store.editor.editingEnabled) {
      event.preventDefault()
      event.dataTransfer.dropEffect = draggedComponent(event.dataTransfer) ? 'move' : 'copy'
    } else {
      event.dataTransfer.dropEffect = 'none'
    }
  }
  const leave = (event: DragEvent) => {
    if (event.relatedTarget === null) store.view.setDrop(undefined)
  }
  const drop = (event: DragEvent) => {
    const transfer = event.dataTransfer
    const found = targetAt(store, event)
    store.view.setDrop(undefined)
    if (!transfer || !found?.target) return
    event.preventDefault()
    const data = readDropData(transfer)
    endComponentDrag()
    void place(store, data, found.target).catch((error: unknown) => {
      store.components.showNotice({ text: error instanceof Error ? error.message : String(error) })
    })
  }
  const end = () => store.view.setDrop(undefined)
  document.addEventListener('dragover', over)
  document.addEventListener('dragleave', leave)
  document.addEventListener('drop', drop)
  document.addEventListener('dragend', end)
  return () => {
    document.removeEventListener('dragover', over)
    document.removeEventListener('dragleave', leave)
    document.removeEventListener('drop', drop)
    document.removeEventListener('dragend', end)
  }
}
