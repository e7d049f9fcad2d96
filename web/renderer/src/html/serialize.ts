import { escapeAttr, escapeText } from '../safety/escape.js'
import { VOID_TAGS, type RenderNode } from '../tree/render-node.js'

/** Attributes as ` name="value"`; a boolean attribute that is on is written bare. */
export function serializeAttributes(attrs: Record<string, string>): string {
  let out = ''
  for (const name in attrs) {
    const value = attrs[name]!
    out += value === '' ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`
  }
  return out
}

/** The tree as HTML. Tags and attribute names come from the renderer; values are escaped. */
export function serializeTree(node: RenderNode): string {
  // String concatenation: V8 builds ropes, cheaper here than collecting parts in an array.
  let out = `<${node.tag}${serializeAttributes(node.attrs)}>`
  if (VOID_TAGS.has(node.tag)) return out
  for (const child of node.children) {
    if ((child as RenderNode).tag !== undefined) out += serializeTree(child as RenderNode)
    else if ((child as { text?: string }).text !== undefined) {
      out += escapeText((child as { text: string }).text)
    } else out += (child as { html: string }).html
  }
  return `${out}</${node.tag}>`
}
