/** The canvas elements of each document's components, as the canvas nodes attach them. */
const attached = new WeakMap<Document, Map<string, HTMLElement>>()

/**
 * A ref for the element of component `id`: the canvas node passes it, so looking an element up
 * is a map read. A selector over a canvas of 10,000 elements costs about 0.3 ms, and an edit
 * that adds a subtree looked up each of its components.
 */
export function componentRef(id: string): (element: HTMLElement | null) => (() => void) | void {
  return (element) => {
    if (!element) return
    const document = element.ownerDocument
    let elements = attached.get(document)
    if (!elements) attached.set(document, (elements = new Map()))
    elements.set(id, element)
    return () => {
      if (elements.get(id) === element) elements.delete(id)
    }
  }
}

/**
 * The element a component renders to on the canvas (the renderer marks it `data-component-id`);
 * undefined while it is not rendered. A document without canvas nodes (a test's own markup) is
 * searched.
 */
export function componentElement(document: Document, id: string): HTMLElement | undefined {
  const elements = attached.get(document)
  if (elements && elements.size > 0) return elements.get(id)
  return document.querySelector<HTMLElement>(`[data-component-id="${CSS.escape(id)}"]`) ?? undefined
}
