import { componentElement } from '../canvas/component-element'

/**
 * The canvas frame's document, seen from the builder's: panels read rendered sizes and preview a
 * scrubbed value there. Undefined when no canvas is shown (tests of a panel alone).
 */
export function canvasDocument(from: Document = document): Document | undefined {
  const frame = from.querySelector<HTMLIFrameElement>('iframe.canvas-frame')
  return frame?.contentDocument ?? undefined
}

/** The canvas element of a component. */
export function canvasElement(id: string, from: Document = document): HTMLElement | undefined {
  const doc = canvasDocument(from)
  return doc && componentElement(doc, id)
}

/**
 * Shows a value on a canvas element without changing the site (a scrub in progress): an inline
 * declaration that wins over the element's rules. The returned function takes it away again.
 */
export function previewStyle(
  element: HTMLElement | undefined,
  property: string,
  value: string | undefined,
): void {
  if (!element) return
  if (value === undefined) element.style.removeProperty(property)
  else element.style.setProperty(property, value, 'important')
}

export function endPreview(element: HTMLElement | undefined, property: string): void {
  if (!element) return
  element.style.removeProperty(property)
  if (element.getAttribute('style') === '') element.removeAttribute('style')
}
