import type { RuntimeComponent } from '@tessera/renderer'
import type { BehaviorEvent, ComponentEvent } from '@tessera/site-format'
import type { ComponentDom } from './dom.js'

/** The DOM event, or for timer and visibility events a stand-in with their name. */
export type RuntimeEvent = BehaviorEvent & { type?: string; direction?: ScrollDirection }
export type ScrollDirection = 'up' | 'down'

export interface EventHost {
  readonly doc: Document
  readonly win: Window
  readonly dom: ComponentDom
  run(id: string, event: ComponentEvent, domEvent?: RuntimeEvent): void
  cleanup(undo: () => void): void
  /** Keeps an observed element so it can be observed again when it is shown. */
  observe(target: Element, observer: IntersectionObserver): void
}

/** The defaults of editor.md section 9. */
export const DEFAULT_INTERVAL = 1000
export const DEFAULT_MARGIN = '0%'
export const DEFAULT_DIRECTION = 'down'

/** Elements that have load and error events of their own. */
const LOADING_TAGS = new Set([
  'img',
  'video',
  'audio',
  'iframe',
  'embed',
  'object',
  'script',
  'link',
])
const FIELDS = new Set(['input', 'textarea', 'select'])
const FOCUSABLE = new Set(['input', 'textarea', 'select', 'button', 'a'])
/** Elements the browser itself clicks on Enter or Space. */
const NATIVE_CONTROLS = new Set(['button', 'input', 'select', 'textarea', 'a', 'summary'])

type Fire = (domEvent?: RuntimeEvent) => void

/**
 * Listens for every event of every component and runs its behaviours. Returns once the events
 * that fire at start-up (page `load`, `appear` without IntersectionObserver) have run.
 */
export function wireEvents(host: EventHost, components: Record<string, RuntimeComponent>): void {
  const atStart: Fire[] = []
  const scroll = scrollTracker(host)
  for (const id of Object.keys(components)) {
    const element = host.dom.get(id)
    const events = components[id]?.events
    if (!element || !events) continue
    for (const name of Object.keys(events)) {
      const event = events[name]
      if (!event || !Array.isArray(event.behaviors)) continue
      const fire: Fire = (domEvent) => host.run(id, event, domEvent)
      wire(host, id, element, name, event, fire, atStart, scroll)
    }
    if (events.click) buttonKeys(host, element, events.keydown === undefined)
  }
  for (const fire of atStart) fire()
}

/**
 * An element with role button (a gallery image that opens the lightbox) is clicked by Space as
 * a native button is, when the key goes up (so the key does not reach what the click shows),
 * and by Enter unless its own keydown event already handles keys.
 */
function buttonKeys(host: EventHost, element: Element, enter: boolean): void {
  if (element.getAttribute('role') !== 'button' || NATIVE_CONTROLS.has(element.localName)) return
  let pressed = false
  const space = (event: Event) => {
    const { key } = event as KeyboardEvent
    return key === ' ' || key === 'Spacebar'
  }
  const onDown = (event: Event) => {
    if (space(event)) {
      // Not a scroll of the page.
      event.preventDefault()
      pressed = true
    } else if (enter && (event as KeyboardEvent).key === 'Enter') {
      event.preventDefault()
      ;(element as HTMLElement).click()
    }
  }
  const onUp = (event: Event) => {
    if (!space(event) || !pressed) return
    pressed = false
    ;(element as HTMLElement).click()
  }
  element.addEventListener('keydown', onDown)
  element.addEventListener('keyup', onUp)
  host.cleanup(() => {
    element.removeEventListener('keydown', onDown)
    element.removeEventListener('keyup', onUp)
  })
}

function wire(
  host: EventHost,
  id: string,
  element: Element,
  name: string,
  event: ComponentEvent,
  fire: Fire,
  atStart: Fire[],
  scroll: ScrollTracker,
): void {
  const on = (
    target: EventTarget,
    type: string,
    listener: (e: Event) => void,
    options?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener, options)
    host.cleanup(() => target.removeEventListener(type, listener, options))
  }
  const shown = () => host.dom.isShown(element)
  switch (name) {
    case 'click':
    case 'mouseover':
    case 'mouseleave':
    case 'input':
    case 'error':
      on(element, name, fire)
      return
    case 'submit':
      on(element, name, (e) => {
        e.preventDefault()
        fire(e)
      })
      return
    case 'load':
      if (!LOADING_TAGS.has(element.localName)) {
        // Other elements have no load of their own: the page's load is theirs.
        atStart.push(() => fire({ type: 'load', target: element }))
        return
      }
      on(element, name, fire)
      if (loadedBeforeStart(element)) atStart.push(() => fire({ type: 'load', target: element }))
      return
    case 'keyup':
    case 'keydown':
      // A div does not take focus: it hears keys while it is displayed and no field has them.
      on(host.doc, name, (e) => {
        if (shown() && reachesKey(element, e.target)) fire(e)
      })
      return
    case 'clickOutside':
      // Capturing, so behaviours that stop a click's propagation do not hide it from here.
      on(
        host.doc,
        'click',
        (e) => {
          if (shown() && !element.contains(e.target as Node | null)) fire(e)
        },
        { capture: true },
      )
      return
    case 'scroll':
      on(element, name, fire, { passive: true })
      if (host.dom.rootId() === id) on(host.win, name, fire, { passive: true })
      return
    case 'periodic': {
      const timer = setInterval(() => fire({ type: 'periodic', target: element }), interval(event))
      host.cleanup(() => clearInterval(timer))
      return
    }
    case 'appear':
    case 'scrollIntoView':
      observe(host, element, name, event, fire, atStart, scroll)
      return
  }
}

function loadedBeforeStart(element: Element): boolean {
  if (element.localName !== 'img' || !element.getAttribute('src')) return false
  const image = element as HTMLImageElement
  return image.complete && image.naturalWidth > 0
}

function reachesKey(element: Element, target: EventTarget | null): boolean {
  if (element.contains(target as Node | null)) return true
  // Something that takes focus hears keys only while it has it.
  if (FOCUSABLE.has(element.localName) || element.hasAttribute('tabindex')) return false
  const focused = target as HTMLElement | null
  return !focused || !(FIELDS.has(focused.localName) || focused.isContentEditable === true)
}

export function interval(event: ComponentEvent): number {
  const value = Number(event.eventParams?.interval?.value)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_INTERVAL
}

/**
 * The margin as an IntersectionObserver `rootMargin` for the top and bottom edges: a positive
 * margin means the element has to be that far inside the viewport (px or % of its height).
 */
export function rootMargin(event: ComponentEvent): string {
  const raw = event.eventParams?.margin?.value ?? DEFAULT_MARGIN
  const match = /^\s*(-?\d*\.?\d+)\s*(%|px)?\s*$/.exec(String(raw))
  const amount = match ? -Number(match[1]) : 0
  const edge = amount === 0 ? '0px' : `${amount}${match?.[2] ?? 'px'}`
  return `${edge} 0px ${edge} 0px`
}

export function direction(event: ComponentEvent): ScrollDirection | 'both' {
  const value = event.eventParams?.direction?.value
  return value === 'up' || value === 'both' ? value : DEFAULT_DIRECTION
}

function observe(
  host: EventHost,
  element: Element,
  name: 'appear' | 'scrollIntoView',
  event: ComponentEvent,
  fire: Fire,
  atStart: Fire[],
  scroll: ScrollTracker,
): void {
  const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver })
    .IntersectionObserver
  if (typeof Observer !== 'function') {
    atStart.push(() => fire({ type: name, target: element }))
    return
  }
  const intoView = name === 'scrollIntoView'
  const wanted = intoView ? direction(event) : 'both'
  if (intoView) scroll.start()
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const moving = scroll.direction()
        if (wanted !== 'both' && wanted !== moving) continue
        fire({ type: name, target: element, direction: moving })
      }
    },
    intoView ? { rootMargin: rootMargin(event) } : undefined,
  )
  observer.observe(element)
  host.observe(element, observer)
}

interface ScrollTracker {
  start(): void
  /** The direction of the latest scroll; `down` until the visitor scrolls up. */
  direction(): ScrollDirection
}

function scrollTracker(host: EventHost): ScrollTracker {
  let last = 0
  let current: ScrollDirection = 'down'
  let listening = false
  return {
    start() {
      if (listening) return
      listening = true
      last = host.win.scrollY
      const listener = () => {
        const y = host.win.scrollY
        if (y !== last) current = y < last ? 'up' : 'down'
        last = y
      }
      host.win.addEventListener('scroll', listener, { passive: true })
      host.cleanup(() => host.win.removeEventListener('scroll', listener))
    },
    direction: () => current,
  }
}
