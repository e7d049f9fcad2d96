// Test support only (not built): the output parsed the way a browser parses it.
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5'

export type Element = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']
type ParentNode = DefaultTreeAdapterMap['parentNode']

export function parseDocument(html: string): DefaultTreeAdapterMap['document'] {
  return parse(html)
}

export function parseBody(html: string): DefaultTreeAdapterMap['documentFragment'] {
  return parseFragment(html)
}

function isElement(node: Node): node is Element {
  return 'tagName' in node
}

function childNodes(node: ParentNode, intoTemplates: boolean): Node[] {
  const element = node as Element & { content?: ParentNode }
  if (intoTemplates && element.tagName === 'template' && element.content) {
    return element.content.childNodes as Node[]
  }
  return node.childNodes as Node[]
}

/** Every element under a node, in document order; template content only when asked. */
export function elements(node: ParentNode, intoTemplates = false): Element[] {
  const out: Element[] = []
  const visit = (parent: ParentNode) => {
    for (const child of childNodes(parent, intoTemplates)) {
      if (isElement(child)) {
        out.push(child)
        visit(child)
      }
    }
  }
  visit(node)
  return out
}

export function byTag(node: ParentNode, tag: string, intoTemplates = false): Element[] {
  return elements(node, intoTemplates).filter((e) => e.tagName === tag)
}

export function byId(node: ParentNode, id: string, intoTemplates = false): Element | undefined {
  return elements(node, intoTemplates).find((e) => attr(e, 'id') === id)
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value
}

export function attrs(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((a) => [a.name, a.value]))
}

export function classes(element: Element): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean)
}

export function textOf(node: ParentNode): string {
  let out = ''
  for (const child of node.childNodes as Node[]) {
    if (child.nodeName === '#text') out += (child as DefaultTreeAdapterMap['textNode']).value
    else if (isElement(child)) out += textOf(child)
  }
  return out
}

/** Elements from the root to the element, for matching descendant selectors. */
export function ancestry(root: ParentNode, target: Element): Element[] {
  const path: Element[] = []
  const visit = (parent: ParentNode): boolean => {
    for (const child of childNodes(parent, true)) {
      if (!isElement(child)) continue
      path.push(child)
      if (child === target || visit(child)) return true
      path.pop()
    }
    return false
  }
  visit(root)
  return path
}

export interface Shape {
  tag: string
  attrs: Record<string, string>
  children: Array<Shape | string>
}

/** A comparable form of a DOM subtree: attributes sorted, adjacent text merged. */
export function shape(element: Element, ignore: readonly string[] = []): Shape {
  const sorted = [...element.attrs]
    .filter((a) => !ignore.includes(a.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
  const children: Array<Shape | string> = []
  for (const child of childNodes(element, true)) {
    if (isElement(child)) children.push(shape(child, ignore))
    else if (child.nodeName === '#text') {
      const value = (child as DefaultTreeAdapterMap['textNode']).value
      const last = children[children.length - 1]
      if (typeof last === 'string') children[children.length - 1] = last + value
      else children.push(value)
    }
  }
  return {
    tag: element.tagName,
    attrs: Object.fromEntries(sorted.map((a) => [a.name, a.value])),
    children,
  }
}
