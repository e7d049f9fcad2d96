import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import { resizedValue, spacedValue, type ResizeMeasure } from '../store/resize'
import { endComponentDrag, startComponentDrag } from './canvas-drop'
import { componentElement } from './component-element'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { itemFieldTarget } from '../collections/item-field-edit'

/** Overlay positions are refreshed at most this often (editor.md section 9). */
export const OVERLAY_THROTTLE_MS = 30
/** Below these sizes the overlay marks a component small (its label and handles move outside). */
export const SMALL_WIDTH = 120
export const SMALL_HEIGHT = 70

interface Box {
  left: number
  top: number
  width: number
  height: number
}

type Side = 'right' | 'bottom' | 'corner'
type Edge = 'top' | 'right' | 'bottom' | 'left'
const EDGES: readonly Edge[] = ['top', 'right', 'bottom', 'left']

function elementOf(document: Document, id: string | undefined): HTMLElement | undefined {
  return id === undefined ? undefined : componentElement(document, id)
}

/**
 * A component's box in the frame's coordinates: its own, or for a boxless one (`display:
 * contents`) the union of its children's, so its outline and label never sit at the corner.
 */
function frameRect(element: HTMLElement): DOMRect | undefined {
  const rect = element.getBoundingClientRect()
  if (rect.width > 0 || rect.height > 0) return rect
  const children = [...element.children]
    .map((child) => child.getBoundingClientRect())
    .filter((child) => child.width > 0 || child.height > 0)
  if (children.length === 0) return undefined
  const left = Math.min(...children.map((child) => child.left))
  const top = Math.min(...children.map((child) => child.top))
  const right = Math.max(...children.map((child) => child.right))
  const bottom = Math.max(...children.map((child) => child.bottom))
  return new DOMRect(left, top, right - left, bottom - top)
}

/** A component's box in the stage's coordinates (the frame scaled by the builder scale). */
function boxOf(element: HTMLElement | undefined, scale: number): Box | undefined {
  const rect = element && frameRect(element)
  if (!rect) return undefined
  return {
    left: rect.left * scale,
    top: rect.top * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  }
}

/** The label's height above the box, in the builder's pixels. */
const LABEL_ROOM = 20
/** How much of the room beside the box a label takes sideways, at most (builder pixels). */
const LABEL_SPAN = 160

/** Where the selection label goes: above the box, or when that covers other content, below or inside it. */
export type LabelPlace = 'above' | 'below' | 'inside'

/** Elements that show something of their own however they are styled (media, fields). */
const CONTENT_TAGS = new Set([
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'IFRAME',
  'CANVAS',
  'SVG',
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'BUTTON',
])

/** Whether an element shows text or media at the point it was found at (else padding or background). */
function showsContent(element: Element): boolean {
  if (CONTENT_TAGS.has(element.tagName.toUpperCase()) || element.closest('svg')) return true
  return [...element.childNodes].some(
    (node) => node.nodeType === Node.TEXT_NODE && !!node.textContent?.trim(),
  )
}

/**
 * Whether the label's room just above or below the box is free: on the canvas, and showing no
 * text or media there (an ancestor's padding or another block's background may be covered),
 * so it never hides the previous sibling's text or that of the block before the parent.
 */
function roomFree(element: HTMLElement, box: Box, scale: number, side: 'above' | 'below'): boolean {
  const document = element.ownerDocument
  const view = document.defaultView
  const top = side === 'above' ? box.top - LABEL_ROOM : box.top + box.height
  if (top < 0 || (view && (top + LABEL_ROOM) / scale > view.innerHeight)) return false
  const span = Math.min(box.width, LABEL_SPAN)
  for (const row of [2, LABEL_ROOM / 2, LABEL_ROOM - 2]) {
    for (const share of [0, 0.25, 0.5, 0.75, 1]) {
      const x = (box.left + Math.max(1, span * share - 1)) / scale
      const hit = document.elementFromPoint(x, (top + row) / scale)
      if (hit && showsContent(hit)) return false
    }
  }
  return true
}

/**
 * Where the label goes: above the box when it covers no text or media there (as at the top of
 * a padded container); else, for a low box, below it when that is free; else inside the box.
 */
export function labelPlace(element: HTMLElement | undefined, box: Box, scale: number): LabelPlace {
  if (!element) return 'above'
  if (roomFree(element, box, scale, 'above')) return 'above'
  if (box.height / scale < SMALL_HEIGHT && roomFree(element, box, scale, 'below')) return 'below'
  return 'inside'
}

/**
 * Outlines of the selected and the hovered component over the canvas, drawn in the builder's
 * own document (the canvas stays exactly the published page), and the resize handles.
 */
export const CanvasOverlay = observer(function CanvasOverlay({
  document,
  frame,
  scale,
}: {
  document: Document
  frame: HTMLIFrameElement | null
  scale: number
}) {
  const store = useBuilder()
  const t = useT()
  const [boxes, setBoxes] = useState<{ selected?: Box; hovered?: Box; label?: LabelPlace }>({})
  const scheduled = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const measure = () => {
      scheduled.current = undefined
      const { selectedId, hoveredId } = store.view
      const selectedElement = elementOf(document, selectedId)
      const selected = boxOf(selectedElement, scale)
      setBoxes({
        selected,
        label: selected && labelPlace(selectedElement, selected, scale),
        hovered:
          hoveredId === selectedId ? undefined : boxOf(elementOf(document, hoveredId), scale),
      })
    }
    const refresh = () => {
      if (scheduled.current === undefined) {
        scheduled.current = setTimeout(measure, OVERLAY_THROTTLE_MS)
      }
    }
    measure()
    const window = document.defaultView
    window?.addEventListener('scroll', refresh, true)
    window?.addEventListener('resize', refresh)
    const resized = new ResizeObserver(refresh)
    resized.observe(document.documentElement)
    const mutated = new MutationObserver(refresh)
    mutated.observe(document.body, { subtree: true, childList: true, attributes: true })
    const disposeReaction = reaction(
      () => [store.view.selectedId, store.view.hoveredId, store.editor.historyVersion],
      refresh,
    )
    return () => {
      clearTimeout(scheduled.current)
      window?.removeEventListener('scroll', refresh, true)
      window?.removeEventListener('resize', refresh)
      resized.disconnect()
      mutated.disconnect()
      disposeReaction()
    }
  }, [document, scale, store])

  const selected = store.components.selected()
  // Typing into an item's text: the label says whose text it is.
  const binding = selected?.bindings?.content
  const target =
    selected !== undefined && binding !== undefined && store.view.editingTextId === selected.id
      ? itemFieldTarget(store, selected.id, binding)
      : undefined
  const itemLabel =
    target === undefined
      ? undefined
      : t('builder.binding.editingItemLabel', { name: selected!.name, field: target.field.name })
  const { selected: box, hovered, label } = boxes
  const inside = label === 'inside'
  const drop = store.view.drop
  const dropBox = drop ? boxOf(elementOf(document, drop.id), scale) : undefined
  const canResize = selected && selected.parentId !== undefined && store.editor.editingEnabled

  const startResize = (side: Side, event: ReactPointerEvent<HTMLDivElement>) => {
    if (!selected) return
    const element = elementOf(document, selected.id)
    if (!element || !frame) return
    event.preventDefault()
    const handle = event.currentTarget
    handle.setPointerCapture(event.pointerId)
    const rect = element.getBoundingClientRect()
    const parentRect = (element.offsetParent ?? element.parentElement)?.getBoundingClientRect()
    const view = document.defaultView!
    const measure = (axis: 'width' | 'height'): ResizeMeasure => ({
      start: rect[axis],
      parent: parentRect?.[axis] ?? 0,
      viewportWidth: view.innerWidth,
      viewportHeight: view.innerHeight,
    })
    const startX = event.clientX
    const startY = event.clientY
    const id = selected.id
    const initial = {
      width: store.components.styleValue(id, 'width'),
      height: store.components.styleValue(id, 'height'),
    }
    let moved = false
    const move = (e: PointerEvent) => {
      const changes: Array<['width' | 'height', number]> = []
      if (side !== 'bottom') changes.push(['width', e.clientX - startX])
      if (side !== 'right') changes.push(['height', e.clientY - startY])
      for (const [axis, delta] of changes) {
        const value = resizedValue(initial[axis], delta, scale, measure(axis))
        // The first move creates the style change; later moves replace it.
        store.components.setStyle(id, axis, value, moved)
      }
      moved = true
    }
    const end = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', end)
      handle.removeEventListener('pointercancel', end)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', end)
    handle.addEventListener('pointercancel', end)
  }

  /** Dragging a spacing handle: padding (inside the edge) or margin (outside), half a unit a pixel. */
  const startSpacing = (
    kind: 'padding' | 'margin',
    edge: Edge,
    event: ReactPointerEvent<HTMLDivElement>,
  ) => {
    if (!selected) return
    const element = elementOf(document, selected.id)
    if (!element) return
    event.preventDefault()
    event.stopPropagation()
    const handle = event.currentTarget
    handle.setPointerCapture(event.pointerId)
    const property = `${kind}-${edge}`
    const own = store.components.styleValue(selected.id, property)
    const computed = document.defaultView?.getComputedStyle(element).getPropertyValue(property)
    const start = own ?? (computed || '0px')
    const id = selected.id
    const startX = event.clientX
    const startY = event.clientY
    // Dragging away from the content grows padding inwards and margin outwards.
    const sign =
      kind === 'padding'
        ? edge === 'top' || edge === 'left'
          ? 1
          : -1
        : edge === 'top' || edge === 'left'
          ? -1
          : 1
    let moved = false
    const move = (e: PointerEvent) => {
      const delta =
        (edge === 'top' || edge === 'bottom' ? e.clientY - startY : e.clientX - startX) * sign
      store.components.setStyle(id, property, spacedValue(start, delta, scale), moved)
      moved = true
    }
    const end = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', end)
      handle.removeEventListener('pointercancel', end)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', end)
    handle.addEventListener('pointercancel', end)
  }

  const small = (b: Box) =>
    `${b.width / scale < SMALL_WIDTH ? ' small-width' : ''}${b.height / scale < SMALL_HEIGHT ? ' small-height' : ''}${label && label !== 'above' ? ` label-${label}` : ''}`

  return (
    <div
      className="canvas-overlay"
      aria-hidden="true"
      // The preferences' outline and hover colours (editor.md section 2).
      style={
        {
          '--b-select': store.preferences.outlineColor,
          '--b-hover': store.preferences.hoverColor,
        } as CSSProperties
      }
    >
      {hovered && (
        <div
          className="overlay-hover"
          style={{
            left: hovered.left,
            top: hovered.top,
            width: hovered.width,
            height: hovered.height,
          }}
        />
      )}
      {dropBox && drop && (
        <div
          className={`overlay-drop drop-${drop.hover}${drop.refused ? ' refused' : ''}`}
          style={{
            left: dropBox.left,
            top: dropBox.top,
            width: dropBox.width,
            height: dropBox.height,
          }}
        />
      )}
      {box && selected && (
        <div
          className={`overlay-selected${small(box)}`}
          style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
        >
          {/* Drawn inside the box, the label would cover the start of a text being edited. */}
          {!(inside && store.view.editingTextId === selected.id) && (
            <span
              className="overlay-label"
              draggable={canResize ? true : undefined}
              title={canResize ? t('builder.canvas.dragLabel') : undefined}
              onDragStart={(event) => startComponentDrag(event.dataTransfer, selected.id)}
              onDragEnd={() => endComponentDrag()}
            >
              {itemLabel ?? selected.name}
            </span>
          )}
          {canResize &&
            (['right', 'bottom', 'corner'] as const).map((side) => (
              <div
                key={side}
                className={`resize-handle resize-${side}`}
                title={t(`builder.canvas.resize.${side}`)}
                onPointerDown={(event) => startResize(side, event)}
              />
            ))}
          {canResize &&
            !small(box).includes('small') &&
            (['padding', 'margin'] as const).flatMap((kind) =>
              EDGES.map((edge) => (
                <div
                  key={`${kind}-${edge}`}
                  className={`spacing-handle ${kind}-handle ${kind}-${edge}`}
                  title={t(`builder.canvas.${kind}.${edge}`)}
                  onPointerDown={(event) => startSpacing(kind, edge, event)}
                />
              )),
            )}
        </div>
      )}
    </div>
  )
})
