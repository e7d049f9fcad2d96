/** Elements that take focus by Tab, in a dialog. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const isDialog = (element: Element) => {
  const role = element.getAttribute('role')
  return role === 'dialog' || role === 'alertdialog'
}

/**
 * Modal components (role dialog) shown and hidden by behaviours: focus moves into one when it
 * is shown, stays inside while it is open, and goes back where it was when it is hidden.
 */
export class Dialogs {
  private readonly open: Array<{ dialog: Element; opener: Element | null }> = []

  constructor(private readonly doc: Document) {}

  /** Listens for Tab; returns what removes the listener. */
  start(): () => void {
    const onKey = (event: KeyboardEvent) => this.trap(event)
    this.doc.addEventListener('keydown', onKey)
    return () => this.doc.removeEventListener('keydown', onKey)
  }

  shown(element: Element): void {
    if (!isDialog(element)) return
    this.open.push({ dialog: element, opener: this.doc.activeElement })
    const first = this.tabbable(element)[0]
    if (first) first.focus()
    else {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
      ;(element as HTMLElement).focus?.()
    }
  }

  hidden(element: Element): void {
    const index = this.open.findIndex((entry) => entry.dialog === element)
    if (index < 0) return
    const opener = this.open.splice(index, 1)[0]?.opener
    if (opener && opener.isConnected && 'focus' in opener) (opener as HTMLElement).focus()
  }

  private tabbable(root: Element): HTMLElement[] {
    return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
      (element) =>
        typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true }),
    )
  }

  private trap(event: KeyboardEvent): void {
    const top = this.open.at(-1)
    if (event.key !== 'Tab' || !top || !top.dialog.isConnected) return
    const list = this.tabbable(top.dialog)
    if (list.length === 0) {
      event.preventDefault()
      return
    }
    const first = list[0]!
    const last = list[list.length - 1]!
    const active = this.doc.activeElement
    const inside = active !== null && top.dialog.contains(active)
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault()
      first.focus()
    }
  }
}
