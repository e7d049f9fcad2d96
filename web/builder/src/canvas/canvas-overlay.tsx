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

/**
 * Whether the label goes inside the box: at the canvas's top edge, or when the component just
 * before it sits in the label's room and would have its text covered.
 */
function labelInside(element: HTMLElement | undefined, box: Box, scale: number): boolean {
  if (box.top < LABEL_ROOM) return true
  const previous = element?.previousElementSibling
  if (!previous) return false
  const rect = previous.getBoundingClientRect()
  const overlapsAcross = rect.left < (box.left + box.width) / scale && rect.right > box.left / scale
  return overlapsAcross && rect.bottom * scale > box.top - LABEL_ROOM
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
  const [boxes, setBoxes] = useState<{ selected?: Box; hovered?: Box; inside?: boolean }>({})
  const scheduled = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const measure = () => {
      scheduled.current = undefined
      const { selectedId, hoveredId } = store.view
      const selectedElement = elementOf(document, selectedId)
      const selected = boxOf(selectedElement, scale)
      setBoxes({
        selected,
        inside: selected !== undefined && labelInside(selectedElement, selected, scale),
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
  const { selected: box, hovered, inside } = boxes
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
    `${b.width / scale < SMALL_WIDTH ? ' small-width' : ''}${b.height / scale < SMALL_HEIGHT ? ' small-height' : ''}${inside ? ' label-inside' : ''}`

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
