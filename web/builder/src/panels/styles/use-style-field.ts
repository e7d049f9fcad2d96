import { computed } from 'mobx'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useBuilder } from '../../store-context'
import { canvasElement, endPreview, previewStyle } from '../../styles-editing/canvas-element'

/**
 * Writing one property of the selected component's own style from a field, at the builder
 * width's breakpoint and the chosen state. Typing applies each valid value at once; the edits of
 * one stay in the field fold into one undo step. A scrub previews on the canvas only, and
 * records one step on release.
 */
export function useStyleField(id: string, property: string) {
  const store = useBuilder()
  /** The component whose edits from this field fold into one step, while the field is in use. */
  const session = useRef<string | undefined>(undefined)
  // Read in an observer, this renders the field again only when its own value changes (an
  // edit, an undo, another breakpoint or state), not on every edit of the site.
  const stored = useMemo(
    () =>
      computed(() => {
        void store.editor.historyVersion
        return store.components.styleValue(id, property)
      }),
    [store, id, property],
  )
  const value = stored.get()
  return {
    value,
    /** A typed value (undefined clears): the first of a stay in the field is its own step. */
    apply(next: string | undefined) {
      if (next === store.components.styleValue(id, property)) return
      store.components.setStyle(id, property, next, session.current === id)
      session.current = id
    },
    /** Leaving the field ends its undo step. */
    end() {
      session.current = undefined
    },
    preview(next: string) {
      previewStyle(canvasElement(id), property, next)
    },
    /** The scrub's release: the preview goes, the value is recorded as one step. */
    commit(next: string) {
      endPreview(canvasElement(id), property)
      if (next !== store.components.styleValue(id, property)) {
        store.components.setStyle(id, property, next, false)
      }
      session.current = undefined
    },
    cancelPreview() {
      endPreview(canvasElement(id), property)
    },
  }
}

/**
 * A field's own state for the component it shows. The menu keeps its fields when another
 * component is selected, so a value belongs to the component it was set for, and the field
 * starts again from `initial` when it shows another.
 */
export function useComponentState<T>(id: string, initial: () => T) {
  const [state, setState] = useState<{ id: string; value: T }>()
  const value = state?.id === id ? state.value : initial()
  const set = useCallback(
    (next: T) =>
      setState((last) =>
        last?.id === id && Object.is(last.value, next) ? last : { id, value: next },
      ),
    [id],
  )
  return [value, set] as const
}

/**
 * Pointer scrubbing on a field's label: dragging sideways changes the number. `onMove` gets the
 * drag distance in screen pixels; `onEnd` runs once on release (or cancel).
 */
export function startScrub(
  event: React.PointerEvent<HTMLElement>,
  onMove: (delta: number) => void,
  onEnd: (moved: boolean) => void,
): void {
  if (event.button !== 0) return
  event.preventDefault()
  const handle = event.currentTarget
  handle.setPointerCapture?.(event.pointerId)
  const startX = event.clientX
  let moved = false
  let frame = 0
  let pending = 0
  const move = (e: PointerEvent) => {
    pending = e.clientX - startX
    if (pending !== 0) moved = true
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      onMove(pending)
    })
  }
  const end = () => {
    if (frame) {
      cancelAnimationFrame(frame)
      frame = 0
      if (moved) onMove(pending)
    }
    handle.removeEventListener('pointermove', move)
    handle.removeEventListener('pointerup', end)
    handle.removeEventListener('pointercancel', end)
    onEnd(moved)
  }
  handle.addEventListener('pointermove', move)
  handle.addEventListener('pointerup', end)
  handle.addEventListener('pointercancel', end)
}
