import { subtreeIds, type Component } from '@tessera/site-format'

/** A bare name is a descendant component's id, as the renderer reads child keys. */
const ID_LIKE = /^[A-Za-z_][A-Za-z0-9_-]*$/

export function isComponentKey(key: string): boolean {
  return ID_LIKE.test(key)
}

/**
 * Whether a child key can be saved: a descendant's id, or one plain selector the browser can
 * match (no list: a comma would leave the component's scope).
 */
export function validSelector(selector: string, doc: Document = document): boolean {
  const text = selector.trim()
  if (text === '' || /[{};,<@\\]/.test(text)) return false
  if (isComponentKey(text)) return true
  try {
    doc.createDocumentFragment().querySelector(text)
    return true
  } catch {
    return false
  }
}

/**
 * Whether a child key still matches inside the component: a descendant with that id exists, or
 * (for other selectors) the canvas element holds a match. Undefined when it cannot be told.
 */
export function childKeyMatches(
  component: Component,
  key: string,
  element: Element | undefined,
): boolean | undefined {
  if (isComponentKey(key)) return subtreeIds(component).slice(1).includes(key)
  if (!element) return undefined
  try {
    return element.querySelector(key) !== null
  } catch {
    return false
  }
}
