import { endPreview, previewStyle } from '../styles-editing/canvas-element'

/**
 * How long the canvas goes without a live edit before the waiting rules are written: longer
 * than the pause between two keys of a typist or two moves of a slow drag, so the write (and
 * the restyle it causes) comes once the burst is over rather than between its edits, where it
 * delayed the next one's frame.
 */
export const LIVE_RULES_QUIET_MS = 250

/**
 * Style edits the canvas shows before their rules are written. Chromium answers a change to any
 * stylesheet by checking every element of the frame against it (5 to 7 ms on 10,000
 * components), too long for the frame of a keystroke or of a drag. So a one-property edit is
 * drawn at once as an inline declaration that wins over the rules, and the rules are written
 * once the canvas has had no live edit for `LIVE_RULES_QUIET_MS`, in the same task that takes
 * the inline declarations away again: no frame shows anything but the new value.
 */
export class LiveRules {
  /** Per waiting component: its element and the inline values this put there. */
  private readonly waiting = new Map<
    string,
    { element: HTMLElement; values: Map<string, string> }
  >()
  private timer: ReturnType<typeof setTimeout> | undefined

  /** `write`: writes the rules of these components as the site now has them. */
  constructor(private readonly write: (ids: string[]) => void) {}

  /**
   * Shows `value` for `property` on a component's element until its rules are written. False,
   * with nothing changed, when the browser does not take the value (the rules are then written
   * at once, as for any other edit).
   */
  show(id: string, element: HTMLElement, property: string, value: string): boolean {
    const css = element.ownerDocument.defaultView?.CSS
    if (css?.supports && !css.supports(property, value)) return false
    let entry = this.waiting.get(id)
    if (entry && entry.element !== element) {
      this.clear(entry.element, entry.values)
      entry = undefined
    }
    if (!entry) {
      entry = { element, values: new Map() }
      this.waiting.set(id, entry)
    }
    previewStyle(element, property, value)
    entry.values.set(property, element.style.getPropertyValue(property))
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.flush(), LIVE_RULES_QUIET_MS)
    return true
  }

  /** Writes the waiting rules now and takes the inline values away (before any other edit). */
  flush(): void {
    clearTimeout(this.timer)
    if (this.waiting.size === 0) return
    const entries = [...this.waiting]
    this.waiting.clear()
    this.write(entries.map(([id]) => id))
    for (const [, { element, values }] of entries) this.clear(element, values)
  }

  /** Forgets the waiting rules without writing them (every rule is about to be written). */
  discard(): void {
    clearTimeout(this.timer)
    for (const { element, values } of this.waiting.values()) this.clear(element, values)
    this.waiting.clear()
  }

  /** Takes away the inline values this set, unless something else (a scrub) replaced them. */
  private clear(element: HTMLElement, values: Map<string, string>): void {
    for (const [property, value] of values) {
      if (element.style.getPropertyValue(property) === value) endPreview(element, property)
    }
  }
}
