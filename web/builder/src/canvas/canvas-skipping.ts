import { componentElement } from './component-element'

/**
 * Parts of the page farther than this many canvas heights above or below the view are skipped.
 * Within `SHOW_DISTANCE` they are shown again: between the two, a part keeps its state, so a
 * small scroll does not flip it back and forth.
 */
export const SKIP_DISTANCE = 2
export const SHOW_DISTANCE = 1
/** How long the canvas stays quiet (no edit, no scroll) before the skipped parts are chosen. */
export const SKIP_QUIET_MS = 300

/** The boxes a part may be: a block, or a box laying out its content on its own. */
const SKIPPABLE_DISPLAY = new Set([
  'block',
  'flow-root',
  'flex',
  'grid',
  'inline-block',
  'inline-flex',
  'inline-grid',
])

/**
 * Lets the browser skip the parts of a long canvas far from the view: on a page of thousands of
 * components, each edit otherwise makes Chromium revisit every box after the edited one
 * (pre-paint, overflow) even though none of them is on screen.
 *
 * A far part gets `content-visibility: auto` with its measured size as `contain-intrinsic-size`.
 * The canvas must stay exactly the published page, so a part is skipped only when nothing about
 * it can differ: a block in normal flow with no positioned (fixed, absolute, sticky) or counting
 * descendant, holding neither the canvas's text selection nor its focus (the browser draws such
 * a part whatever it is told). Skipped, a part lays out on its own, so its children's margins no
 * longer collapse through its edges: it takes the margins they made together as its own while it
 * is skipped. After the change the page must be as it was, else the parts are shown again, and
 * those whose box changed size or moved against the box after them are never skipped. An edit
 * inside a skipped part, a new width, a theme or font change, a selection or focus inside it
 * show it again before the next frame; the choice is made again when the canvas is quiet.
 */
export class CanvasSkipping {
  private readonly skipped = new Set<HTMLElement>()
  /** Whether an element may be skipped as a whole, and whether its subtree may be, once known. */
  private readonly fit = new WeakMap<Element, boolean>()
  private readonly clean = new WeakMap<Element, boolean>()
  /** The margins a skipped part was given (the collapsed ones), to take back when shown. */
  private readonly margins = new Map<HTMLElement, Array<[string, string]>>()
  private readonly mutations: MutationObserver
  private quiet: ReturnType<typeof setTimeout> | undefined
  private scrollFrame = 0

  constructor(private readonly document: Document) {
    this.mutations = new MutationObserver((records) => {
      for (const record of records) {
        this.forget(record.target)
        this.showAround(record.target)
      }
      this.schedule()
    })
    this.mutations.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    })
    const view = document.defaultView
    view?.addEventListener('scroll', this.onScroll, { passive: true })
    view?.addEventListener('resize', this.showAll)
    document.fonts?.addEventListener('loadingdone', this.showAll)
    document.addEventListener('selectionchange', this.onSelection)
    document.addEventListener('focusin', this.onFocus)
    this.schedule()
  }

  /**
   * Components whose rules changed: the parts holding them or inside them (which inherit from
   * them) are shown, and they are checked again.
   */
  changed(ids: Iterable<string>): void {
    for (const id of ids) {
      const element = componentElement(this.document, id)
      if (!element) continue
      this.forget(element)
      this.showAround(element)
      for (const part of [...this.skipped]) if (element.contains(part)) this.show(part)
    }
    this.schedule()
  }

  /** Shows every part again (a site-wide style change); the choice is made again later. */
  readonly showAll = (): void => {
    for (const element of [...this.skipped]) this.show(element)
    for (const element of this.document.body.querySelectorAll('*')) this.forget(element, false)
    this.schedule()
  }

  dispose(): void {
    clearTimeout(this.quiet)
    cancelAnimationFrame(this.scrollFrame)
    this.mutations.disconnect()
    const view = this.document.defaultView
    view?.removeEventListener('scroll', this.onScroll)
    view?.removeEventListener('resize', this.showAll)
    this.document.fonts?.removeEventListener('loadingdone', this.showAll)
    this.document.removeEventListener('selectionchange', this.onSelection)
    this.document.removeEventListener('focusin', this.onFocus)
    for (const element of [...this.skipped]) this.show(element)
  }

  private readonly onSelection = (): void => {
    const holds = this.selectionHolder()
    for (const element of [...this.skipped]) if (holds(element)) this.show(element)
  }

  private readonly onFocus = (event: FocusEvent): void => {
    if (event.target instanceof Node) this.showAround(event.target)
  }

  /**
   * Tells whether the canvas's text selection or its focus is in an element: the browser draws
   * such an element whatever it is told.
   */
  private selectionHolder(): (element: Element) => boolean {
    const selection = this.document.getSelection()
    const ranges = Array.from({ length: selection?.rangeCount ?? 0 }, (_, i) =>
      selection!.getRangeAt(i),
    )
    const focused = this.document.activeElement
    const focus = focused && focused !== this.document.body ? focused : undefined
    return (element) =>
      ranges.some((range) => range.intersectsNode(element)) ||
      (focus !== undefined && element.contains(focus))
  }

  private readonly onScroll = (): void => {
    cancelAnimationFrame(this.scrollFrame)
    this.scrollFrame = requestAnimationFrame(() => this.showNear())
    this.schedule()
  }

  private schedule(): void {
    clearTimeout(this.quiet)
    this.quiet = setTimeout(() => this.refresh(), SKIP_QUIET_MS)
  }

  /** Drops what is known about a node and (with `upwards`) everything holding it. */
  private forget(node: Node, upwards = true): void {
    for (let at: Node | null = node; at && at !== this.document.body; at = at.parentNode) {
      this.fit.delete(at as Element)
      this.clean.delete(at as Element)
      if (!upwards) return
    }
  }

  /** Shows the skipped parts holding `node` (or being it). */
  private showAround(node: Node): void {
    if (this.skipped.size === 0) return
    for (let at: Node | null = node; at && at !== this.document.body; at = at.parentNode) {
      if (this.skipped.has(at as HTMLElement)) this.show(at as HTMLElement)
    }
  }

  private show(element: HTMLElement): void {
    this.skipped.delete(element)
    element.style.removeProperty('content-visibility')
    element.style.removeProperty('contain-intrinsic-size')
    // A margin set inline since (a live style edit) stays.
    for (const [property, value] of this.margins.get(element) ?? []) {
      if (element.style.getPropertyValue(property) === value) element.style.removeProperty(property)
    }
    this.margins.delete(element)
    if (element.getAttribute('style') === '') element.removeAttribute('style')
  }

  /** The view's bounds, widened by `distance` canvas heights each way. */
  private bounds(distance: number): { top: number; bottom: number } | undefined {
    const height = this.document.defaultView?.innerHeight ?? 0
    if (height <= 0) return undefined
    return { top: -distance * height, bottom: height + distance * height }
  }

  /** Shows the parts near the view; a part no longer in the page (a zero box) goes too. */
  private showNear(): void {
    const near = this.bounds(SHOW_DISTANCE)
    if (!near) return
    for (const element of [...this.skipped]) {
      const rect = element.getBoundingClientRect()
      if (rect.bottom > near.top && rect.top < near.bottom) this.show(element)
    }
  }

  /** Shows what came near the view and skips what is far from it. */
  private refresh(): void {
    const far = this.bounds(SKIP_DISTANCE)
    if (!far || !this.document.body) return
    this.showNear()
    const holdsSelection = this.selectionHolder()
    const candidates: HTMLElement[] = []
    const visit = (parent: Element) => {
      for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
        const element = child as HTMLElement
        if (this.skipped.has(element) || element.childElementCount === 0) continue
        const rect = element.getBoundingClientRect()
        const isFar = rect.bottom < far.top || rect.top > far.bottom
        if (isFar && !holdsSelection(element) && this.fits(element)) candidates.push(element)
        else visit(element)
      }
    }
    visit(this.document.body)
    if (candidates.length > 0) this.skip(candidates)
  }

  /** Skips the candidates; any whose box (or the box after it) moved is shown again. */
  private skip(candidates: HTMLElement[]): void {
    const view = this.document.defaultView!
    const scroller = this.document.scrollingElement
    const height = scroller?.scrollHeight
    const measured = candidates.map((element) => {
      const rect = element.getBoundingClientRect()
      const style = view.getComputedStyle(element)
      const width =
        rect.width -
        px(style.paddingLeft) -
        px(style.paddingRight) -
        px(style.borderLeftWidth) -
        px(style.borderRightWidth)
      const contentHeight =
        rect.height -
        px(style.paddingTop) -
        px(style.paddingBottom) -
        px(style.borderTopWidth) -
        px(style.borderBottomWidth)
      return {
        element,
        rect,
        next: followingRect(element),
        size: `${width}px ${contentHeight}px`,
        margins: collapsedMargins(view, element, style),
      }
    })
    for (const { element, size, margins } of measured) {
      element.style.setProperty('contain-intrinsic-size', size)
      element.style.setProperty('content-visibility', 'auto')
      for (const [property, value] of margins) element.style.setProperty(property, value)
      if (margins.length > 0) this.margins.set(element, margins)
      this.skipped.add(element)
    }
    const after = measured.map((part) => ({
      ...part,
      rectAfter: part.element.getBoundingClientRect(),
      nextAfter: followingRect(part.element),
    }))
    const moved = after.filter(
      ({ rect, next, rectAfter, nextAfter }) =>
        !sameBox(rectAfter, rect) || !sameBox(nextAfter, next),
    )
    const undo = scroller && scroller.scrollHeight !== height ? after : moved
    if (undo.length === 0) return
    for (const { element } of undo) this.show(element)
    // The parts that changed: a box of another size, or another gap to the box after it. The
    // others only moved with them (or with the scroll position the browser keeps) and are
    // chosen again, without those, once the canvas is quiet.
    const changed = undo.filter(
      ({ rect, next, rectAfter, nextAfter }) =>
        !sameSize(rectAfter, rect) || gap(rectAfter, nextAfter) !== gap(rect, next),
    )
    for (const { element } of changed.length > 0 ? changed : undo) this.fit.set(element, false)
    this.schedule()
  }

  /** Whether an element, and everything in it, can be skipped without changing the page. */
  private fits(element: Element): boolean {
    const known = this.fit.get(element)
    if (known !== undefined) return known
    const style = this.document.defaultView!.getComputedStyle(element)
    // An inline margin is the component's own (a live style edit), not one to replace.
    let fit =
      SKIPPABLE_DISPLAY.has(style.display) &&
      (style.position === 'static' || style.position === 'relative') &&
      style.float === 'none' &&
      !counts(style) &&
      (element as HTMLElement).style.marginTop === '' &&
      (element as HTMLElement).style.marginBottom === ''
    for (let child = element.firstElementChild; fit && child; child = child.nextElementSibling) {
      fit = this.isClean(child)
    }
    this.fit.set(element, fit)
    return fit
  }

  /** Inside a skipped part: nothing positioned out of it and nothing counting. */
  private isClean(element: Element): boolean {
    const known = this.clean.get(element)
    if (known !== undefined) return known
    const style = this.document.defaultView!.getComputedStyle(element)
    let clean = (style.position === 'static' || style.position === 'relative') && !counts(style)
    for (let child = element.firstElementChild; clean && child; child = child.nextElementSibling) {
      clean = this.isClean(child)
    }
    this.clean.set(element, clean)
    return clean
  }
}

const px = (value: string): number => parseFloat(value) || 0

/**
 * The margins to give a part while it is skipped: at each edge, its own margin collapsed with
 * those of the children that reach through that edge (first children at the top, last at the
 * bottom), as the browser collapsed them; none where that is its own margin already.
 */
function collapsedMargins(
  view: Window,
  element: Element,
  style: CSSStyleDeclaration,
): Array<[string, string]> {
  const margins: Array<[string, string]> = []
  for (const side of ['Top', 'Bottom'] as const) {
    const own = px(style[`margin${side}`])
    const collapsed = collapse(adjoiningMargins(view, element, side))
    if (collapsed !== own) margins.push([`margin-${side.toLowerCase()}`, `${collapsed}px`])
  }
  return margins
}

/** An element's margin at one edge and those of the descendants reaching through that edge. */
function adjoiningMargins(view: Window, element: Element, side: 'Top' | 'Bottom'): number[] {
  const margins: number[] = []
  let at: Element | undefined = element
  while (at) {
    const style = view.getComputedStyle(at)
    margins.push(px(style[`margin${side}`]))
    // Only a plain block's edge lets a child's margin through: no padding or border there, not
    // laying out on its own (flow-root, flex, grid, a flex or grid item, overflow, containment,
    // floats, positioning).
    const parent: string | undefined = at.parentElement
      ? view.getComputedStyle(at.parentElement).display
      : undefined
    const open: boolean =
      (style.display === 'block' || style.display === 'list-item') &&
      !(parent !== undefined && /flex|grid/.test(parent)) &&
      style.contain === 'none' &&
      style.overflowX === 'visible' &&
      style.overflowY === 'visible' &&
      style.float === 'none' &&
      (style.position === 'static' || style.position === 'relative') &&
      px(style[`padding${side}`]) === 0 &&
      px(style[`border${side}Width`]) === 0
    at = open ? edgeChild(view, at, side) : undefined
  }
  return margins
}

/** The block child at an edge, when nothing (text, an inline box, a float) comes before it. */
function edgeChild(view: Window, element: Element, side: 'Top' | 'Bottom'): Element | undefined {
  const nodes = [...element.childNodes]
  if (side === 'Bottom') nodes.reverse()
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) return undefined
      continue
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue
    const style = view.getComputedStyle(node as Element)
    if (style.display === 'none') continue
    if (style.display.startsWith('inline') || style.float !== 'none') return undefined
    return node as Element
  }
  return undefined
}

/** Adjoining margins collapse into the largest positive one plus the most negative one. */
function collapse(margins: number[]): number {
  return Math.max(0, ...margins) + Math.min(0, ...margins)
}

/** The box right after an element in the flow: its next sibling's, or its parent's. */
function followingRect(element: Element): DOMRectReadOnly | undefined {
  const after = element.nextElementSibling ?? element.parentElement
  return after && after !== element.ownerDocument.body ? after.getBoundingClientRect() : undefined
}

function sameSize(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return Math.abs(a.width - b.width) < 0.01 && Math.abs(a.height - b.height) < 0.01
}

/** From a box's bottom to the top of the box after it, to the hundredth of a pixel. */
function gap(box: DOMRectReadOnly, next: DOMRectReadOnly | undefined): number | undefined {
  return next === undefined ? undefined : Math.round((next.top - box.bottom) * 100)
}

function sameBox(a: DOMRectReadOnly | undefined, b: DOMRectReadOnly | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  return (
    Math.abs(a.top - b.top) < 0.01 &&
    Math.abs(a.left - b.left) < 0.01 &&
    Math.abs(a.width - b.width) < 0.01 &&
    Math.abs(a.height - b.height) < 0.01
  )
}

/** Counters do not reach out of a skipped part (it contains style), so a counting part stays. */
function counts(style: CSSStyleDeclaration): boolean {
  return (
    style.counterIncrement !== 'none' ||
    style.counterReset !== 'none' ||
    style.counterSet !== 'none'
  )
}
