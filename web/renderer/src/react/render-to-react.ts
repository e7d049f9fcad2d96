import { createElement, type ReactElement, type ReactNode, type SyntheticEvent } from 'react'
import { serializeTree } from '../html/serialize.js'
import { escapeText } from '../safety/escape.js'
import { VOID_TAGS, type RenderChild, type RenderNode } from '../tree/render-node.js'
import { DOM_EVENT_PROPS, reactProps } from './react-props.js'

export interface ReactRenderOptions {
  /**
   * Called when a DOM event fires on a component that has behaviours for it. Trees rendered in
   * canvas mode carry no events, so nothing is wired there whatever this is.
   */
  onEvent?: (componentId: string, eventName: string, event: SyntheticEvent) => void
}

function childHtml(child: RenderChild): string {
  if ('tag' in child) return serializeTree(child)
  if ('text' in child) return escapeText(child.text)
  return child.html
}

function element(node: RenderNode, options: ReactRenderOptions): ReactElement {
  const props = reactProps(node.tag, node.attrs)
  if (node.tag === 'select') {
    const selected = node.children.find(
      (child) => 'tag' in child && child.tag === 'option' && child.attrs.selected !== undefined,
    )
    if (selected && 'tag' in selected) props.defaultValue = selected.attrs.value ?? ''
  }
  const { onEvent } = options
  if (onEvent !== undefined && node.events !== undefined && node.componentId !== undefined) {
    const id = node.componentId
    for (const name of node.events) {
      const prop = DOM_EVENT_PROPS[name]
      if (prop !== undefined) props[prop] = (event: SyntheticEvent) => onEvent(id, name, event)
    }
  }
  if (VOID_TAGS.has(node.tag) || node.children.length === 0) return createElement(node.tag, props)
  // Sanitised HTML has no React form: it becomes the element's inner HTML.
  if (node.children.some((child) => 'html' in child)) {
    props.dangerouslySetInnerHTML = { __html: node.children.map(childHtml).join('') }
    return createElement(node.tag, props)
  }
  const children: ReactNode[] = node.children.map((child) =>
    'tag' in child ? element(child, options) : (child as { text: string }).text,
  )
  // Spread, not an array: the children are static, so React needs no keys.
  return createElement(node.tag, props, ...children)
}

/** The render tree as React elements, for the editor canvas and the preview. */
export function renderToReact(tree: RenderNode, options: ReactRenderOptions = {}): ReactElement {
  return element(tree, options)
}
