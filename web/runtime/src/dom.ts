import type { RuntimeData } from '@tessera/renderer'
import { has } from './data.js'

/** The attribute of the `<template>` that keeps a hidden component in place. */
export const HIDDEN_ATTRIBUTE = 'data-tessera-hidden'

const isTemplate = (node: Element): node is HTMLTemplateElement => node.localName === 'template'

/**
 * The page's component elements by id, hidden ones included. A hidden component lives in the
 * content of a `<template data-tessera-hidden="<id>">` at its place; showing it moves the same
 * element (listeners and all) back into the document, hiding it moves it into a template again.
 */
export class ComponentDom {
  readonly elements = new Map<string, Element>()
  private readonly placeholders = new Map<string, HTMLTemplateElement>()

  constructor(
    private readonly doc: Document,
    private readonly data: RuntimeData,
  ) {
    this.scan(doc.body)
  }

  private scan(root: ParentNode): void {
    for (const child of Array.from(root.children)) {
      if (isTemplate(child)) {
        const id = child.getAttribute(HIDDEN_ATTRIBUTE)
        if (id !== null) this.placeholders.set(id, child)
        this.scan(child.content)
        continue
      }
      const id = child.id
      if (id !== '' && (has(this.data.components, id) || child.classList.contains(id))) {
        if (!this.elements.has(id)) this.elements.set(id, child)
      }
      this.scan(child)
    }
  }

  get(id: string): Element | undefined {
    return this.elements.get(id)
  }

  isComponent(element: Element): boolean {
    return element.id !== '' && this.elements.get(element.id) === element
  }

  isHidden(id: string): boolean {
    const element = this.elements.get(id)
    const placeholder = this.placeholders.get(id)
    return (
      element !== undefined &&
      placeholder !== undefined &&
      placeholder.content === element.parentNode
    )
  }

  /** Hides or shows a component; returns the element when it was shown. */
  setHidden(id: string, hide: boolean): Element | undefined {
    const element = this.elements.get(id)
    if (!element || hide === this.isHidden(id)) return undefined
    let placeholder = this.placeholders.get(id)
    if (hide) {
      if (!element.parentNode) return undefined
      if (!placeholder) {
        placeholder = element.ownerDocument.createElement('template')
        placeholder.setAttribute(HIDDEN_ATTRIBUTE, id)
        this.placeholders.set(id, placeholder)
      }
      element.replaceWith(placeholder)
      placeholder.content.appendChild(element)
      return undefined
    }
    if (!placeholder) return undefined
    // Moving the element out of the inert template adopts it into the page's document.
    placeholder.replaceWith(element)
    return element
  }

  /** The element a component's element sits in, looking through the template that hides it. */
  private parentOf(element: Element): Element | null {
    if (element.parentElement) return element.parentElement
    const placeholder = this.placeholders.get(element.id)
    return placeholder && placeholder.content === element.parentNode
      ? placeholder.parentElement
      : null
  }

  parentId(id: string): string | undefined {
    const given = this.data.components[id]?.parentId
    if (given !== undefined) return given
    let node = this.elements.get(id)
    while (node) {
      const parent = this.parentOf(node)
      if (parent && this.isComponent(parent)) return parent.id
      node = parent ?? undefined
    }
    return undefined
  }

  /** The ids of a component's children, in order, hidden ones included. */
  childIds(id: string): string[] {
    const ids: string[] = []
    const visit = (node: Element) => {
      for (const child of Array.from(node.children)) {
        const hidden = isTemplate(child) ? child.getAttribute(HIDDEN_ATTRIBUTE) : null
        if (hidden !== null) {
          if (this.elements.has(hidden)) ids.push(hidden)
        } else if (this.isComponent(child)) ids.push(child.id)
        else visit(child)
      }
    }
    const element = this.elements.get(id)
    if (element) visit(element)
    return ids
  }

  /** The page's root component: the first one in the body. */
  rootId(): string | undefined {
    for (const id of this.elements.keys()) return id
    return undefined
  }

  /** True while a component's element is displayed (in the document, not in a template). */
  isShown(element: Element): boolean {
    return element.isConnected && element.ownerDocument === this.doc
  }
}
