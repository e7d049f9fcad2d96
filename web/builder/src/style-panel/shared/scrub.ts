/** The keys held while scrubbing or stepping: Alt and Shift widen an edit (the spacing box). */
export interface Modifiers {
  alt: boolean
  shift: boolean
}

/**
 * Pointer scrubbing on a label: dragging sideways changes a number, one update per frame.
 * `onMove` gets the drag distance in screen pixels and the keys held; `onEnd` runs once on
 * release or cancel, with whether the pointer moved at all.
 */
export function startScrub(
  event: React.PointerEvent<HTMLElement>,
  onMove: (delta: number, modifiers: Modifiers) => void,
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
  let modifiers: Modifiers = { alt: event.altKey, shift: event.shiftKey }
  const move = (e: PointerEvent) => {
    pending = e.clientX - startX
    modifiers = { alt: e.altKey, shift: e.shiftKey }
    if (pending !== 0) moved = true
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      onMove(pending, modifiers)
    })
  }
  const end = () => {
    if (frame) {
      cancelAnimationFrame(frame)
      frame = 0
      if (moved) onMove(pending, modifiers)
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
