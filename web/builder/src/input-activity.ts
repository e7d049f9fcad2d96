/** Events that mean a person is at work: a key, a press, a drag, a turn of the wheel. */
const EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel'] as const

/**
 * When the person last typed, pressed, dragged or scrolled, over the builder and its canvas
 * frame (whose events stay in its own document, so it is watched apart). Work that blocks the
 * page for a noticeable moment (writing a large scratch site) waits for a pause in this.
 */
export class InputActivity {
  private last = Number.NEGATIVE_INFINITY

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Listens to a window or document; returns what stops it. */
  watch(target: EventTarget): () => void {
    const note = (event: Event) => {
      // A pointer moving with no button down is only hovering.
      if (event.type === 'pointermove' && !((event as PointerEvent).buttons > 0)) return
      this.last = this.now()
    }
    const options = { capture: true, passive: true }
    for (const type of EVENTS) target.addEventListener(type, note, options)
    return () => {
      for (const type of EVENTS) target.removeEventListener(type, note, options)
    }
  }

  /** Milliseconds since the last input (infinite before any). */
  quietFor(): number {
    return this.now() - this.last
  }
}

/** The builder's one record of input. */
export const inputActivity = new InputActivity()
