/** The element a component renders to on the canvas (the renderer marks it `data-component-id`). */
export function componentElement(document: Document, id: string): HTMLElement | undefined {
  return document.querySelector<HTMLElement>(`[data-component-id="${CSS.escape(id)}"]`) ?? undefined
}
