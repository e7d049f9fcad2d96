import { VOID_TAGS } from '@tessera/renderer'
import {
  isSelfOrDescendant,
  pageContentOf,
  type Component,
  type SiteDocument,
} from '@tessera/site-format'

/** Tags whose element cannot show child components. */
const CLOSED_TAGS: ReadonlySet<string> = new Set(['textarea', 'svg', 'img', 'input', 'source'])

/** A component that shows text content (and no children): it is edited in place on the canvas. */
export function hasTextContent(component: Component): boolean {
  return (
    component.tag !== 'svg' &&
    !CLOSED_TAGS.has(component.tag) &&
    !VOID_TAGS.has(component.tag) &&
    !component.children?.length &&
    typeof component.content === 'string'
  )
}

/** Whether other components may be placed inside this one. */
export function acceptsChildren(component: Component): boolean {
  if (CLOSED_TAGS.has(component.tag) || VOID_TAGS.has(component.tag)) return false
  if (component.customSourceId !== undefined) return false
  // Content shows only while there are no children: adding one would hide the text.
  return !(typeof component.content === 'string' && component.content !== '' && !component.children)
}

/** Drops are refused onto the component itself, its descendants and custom-sourced components. */
export function canDropInto(
  doc: SiteDocument,
  movingId: string | undefined,
  targetId: string,
): boolean {
  const target = doc.findComponent(targetId)
  if (!target || !acceptsChildren(target)) return false
  if (movingId !== undefined && isSelfOrDescendant(doc, targetId, movingId)) return false
  return true
}

/**
 * Where a new component goes (a block from the New menu or its key, a paste, a custom
 * component): right after the selection, as people expect; into it only when it is an empty
 * container (or the page itself, or its content container), else the page's content.
 */
export function insertionPoint(
  doc: SiteDocument,
  selectedId: string | undefined,
  rootId: string,
): { parentId: string; index?: number } {
  const root = doc.component(rootId)
  const content = pageContentOf(root)
  const selected = selectedId === undefined ? undefined : doc.findComponent(selectedId)
  // With nothing selected, blocks go into the page's content container when it has one.
  if (!selected) return { parentId: content?.id ?? rootId }
  const emptyContainer = acceptsChildren(selected) && (selected.children?.length ?? 0) === 0
  if (emptyContainer || selected.id === content?.id) return { parentId: selected.id }
  if (selected.parentId === undefined) return { parentId: content?.id ?? rootId }
  const parent = doc.component(selected.parentId)
  if (parent.customSourceId !== undefined) return { parentId: rootId }
  return { parentId: parent.id, index: parent.children!.indexOf(selected) + 1 }
}

/** The components above a component, nearest first. */
export function ancestorsOf(doc: SiteDocument, id: string): Component[] {
  const out: Component[] = []
  let current = doc.findComponent(id)
  while (current?.parentId !== undefined) {
    current = doc.findComponent(current.parentId)
    if (current) out.push(current)
  }
  return out
}
