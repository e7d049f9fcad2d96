import type { BuilderStore } from '../store/builder-store'
import { hasTextContent } from '../store/component-rules'
import { startTextEditing } from '../text/text-session'
import { collectionPreview } from '../collections/collection-preview'

/** The component element an event happened in, if any. */
export function componentAt(target: EventTarget | null): HTMLElement | undefined {
  let node = target as Node | null
  while (node && node.nodeType !== 1) node = node.parentNode
  const element = (node as Element | null)?.closest?.('[data-component-id]')
  return (element as HTMLElement | null) ?? undefined
}

export function componentIdAt(target: EventTarget | null): string | undefined {
  return componentAt(target)?.dataset.componentId
}

/** The list and page a click on a list's page link (`?page=N` on the canvas) asks for. */
function linkToListPage(target: EventTarget | null): { listId: string; page: number } | undefined {
  let node = target as Node | null
  while (node && node.nodeType !== 1) node = node.parentNode
  const link = (node as Element | null)?.closest?.('a[data-list-page]')
  const listId = link?.getAttribute('data-list-id')
  const page = Number(link?.getAttribute('data-list-page'))
  return listId && Number.isInteger(page) && page >= 1 ? { listId, page } : undefined
}

/**
 * The canvas frame's own listeners, one per kind on its document (no handler per element): a
 * click selects, a double click starts text editing, the pointer hovers; links, forms and
 * buttons never act, so nothing leaves the canvas; a press or a drag selects no text (nor leaves
 * a caret) outside the text being edited.
 */
export function listenToCanvas(
  store: BuilderStore,
  document: Document,
  onKey: (event: KeyboardEvent) => void,
): () => void {
  const editing = (target: EventTarget | null) =>
    store.view.editingTextId !== undefined && componentIdAt(target) === store.view.editingTextId
  const click = (event: MouseEvent) => {
    // Links in edited text never navigate either.
    event.preventDefault()
    if (editing(event.target)) return
    // A paginated list's link to another page shows that page in place, as visitors see it.
    const pageLink = linkToListPage(event.target)
    if (pageLink !== undefined) {
      collectionPreview(store).showListPage(pageLink.listId, pageLink.page)
      return
    }
    const id = componentIdAt(event.target)
    if (id !== undefined) store.view.select(id)
    else store.view.stopTextEditing()
  }
  const dblclick = (event: MouseEvent) => {
    if (editing(event.target)) return
    event.preventDefault()
    const id = componentIdAt(event.target)
    const component = id === undefined ? undefined : store.editor.doc.findComponent(id)
    if (component && hasTextContent(component) && store.editor.editingEnabled) {
      startTextEditing(store, component.id, { x: event.clientX, y: event.clientY })
    }
  }
  const over = (event: MouseEvent) => store.view.hover(componentIdAt(event.target))
  const leave = () => store.view.hover(undefined)
  const selectstart = (event: Event) => {
    if (!editing(event.target)) event.preventDefault()
  }
  const submit = (event: Event) => event.preventDefault()
  const auxclick = (event: MouseEvent) => event.preventDefault()
  document.addEventListener('click', click, true)
  document.addEventListener('dblclick', dblclick, true)
  document.addEventListener('auxclick', auxclick, true)
  document.addEventListener('selectstart', selectstart, true)
  document.addEventListener('mouseover', over)
  document.documentElement.addEventListener('mouseleave', leave)
  document.addEventListener('submit', submit, true)
  document.addEventListener('keydown', onKey)
  return () => {
    document.removeEventListener('click', click, true)
    document.removeEventListener('dblclick', dblclick, true)
    document.removeEventListener('auxclick', auxclick, true)
    document.removeEventListener('selectstart', selectstart, true)
    document.removeEventListener('mouseover', over)
    document.documentElement.removeEventListener('mouseleave', leave)
    document.removeEventListener('submit', submit, true)
    document.removeEventListener('keydown', onKey)
  }
}
