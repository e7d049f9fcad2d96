import type { SiteDocument } from '@tessera/site-format'
import { acceptsChildren, canDropInto } from '../store/component-rules'

/** Where over a component a drag hovers (editor.md section 4). */
export type HoverState = 'self' | 'top' | 'bottom' | 'left' | 'right'

/** The edge zone: the smaller of 8 px and 15 percent of the size. */
export const EDGE_PX = 8
export const EDGE_FRACTION = 0.15

export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export function edgeZone(size: number): number {
  return Math.min(EDGE_PX, size * EDGE_FRACTION)
}

/** The hover state of a point over a component's box. */
export function hoverState(rect: Rect, x: number, y: number): HoverState {
  const dx = x - rect.left
  const dy = y - rect.top
  const zx = edgeZone(rect.width)
  const zy = edgeZone(rect.height)
  if (dy < zy) return 'top'
  if (dy > rect.height - zy) return 'bottom'
  if (dx < zx) return 'left'
  if (dx > rect.width - zx) return 'right'
  return 'self'
}

export interface DropTarget {
  parentId: string
  index: number
}

/**
 * Where a drop over `targetId` in `hover` state puts a component: into it ('self', when it can
 * hold one), else before it (top, left) or after it (bottom, right, or 'self' over a component
 * that cannot hold children). Undefined when the drop is refused: onto the moved component
 * itself, into its own descendants, or into a custom-sourced component.
 */
export function dropTarget(
  doc: SiteDocument,
  targetId: string,
  hover: HoverState,
  movingId?: string,
): DropTarget | undefined {
  const target = doc.findComponent(targetId)
  if (!target) return undefined
  if (movingId === targetId) return undefined
  if (hover === 'self' && target.customSourceId !== undefined) return undefined
  if (hover === 'self' && acceptsChildren(target)) {
    if (!canDropInto(doc, movingId, targetId)) return undefined
    return {
      parentId: targetId,
      index: indexAfterRemoval(doc, movingId, targetId, target.children?.length ?? 0),
    }
  }
  if (target.parentId === undefined) {
    // The page root: before or after it means its first or last child.
    if (!canDropInto(doc, movingId, targetId)) return undefined
    const at = hover === 'top' || hover === 'left' ? 0 : (target.children?.length ?? 0)
    return { parentId: targetId, index: indexAfterRemoval(doc, movingId, targetId, at) }
  }
  const parentId = target.parentId
  if (!canDropInto(doc, movingId, parentId)) return undefined
  const siblings = doc.component(parentId).children ?? []
  const at = siblings.indexOf(target) + (hover === 'top' || hover === 'left' ? 0 : 1)
  return { parentId, index: indexAfterRemoval(doc, movingId, parentId, at) }
}

/** A move's index counts the new parent's children once the moved one has left its place. */
function indexAfterRemoval(
  doc: SiteDocument,
  movingId: string | undefined,
  parentId: string,
  index: number,
): number {
  if (movingId === undefined) return index
  const moving = doc.findComponent(movingId)
  if (!moving || moving.parentId !== parentId) return index
  const from = doc.component(parentId).children!.indexOf(moving)
  return from < index ? index - 1 : index
}
