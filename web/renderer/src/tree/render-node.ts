/** An element of the render tree: what both outputs (HTML string, React) are made from. */
export interface RenderNode {
  tag: string
  /** Attribute name to value; a boolean attribute that is on has the value `''`. */
  attrs: Record<string, string>
  children: RenderChild[]
  /** The component this element renders; absent on elements the renderer adds. */
  componentId?: string
  /**
   * DOM event names the component has behaviours for. Set in `published` and `preview` mode
   * only, so an adapter can wire them; the canvas never runs behaviours.
   */
  events?: string[]
}

/** Text, escaped when it is output. */
export interface RenderText {
  text: string
}

/** HTML that was already sanitised; output as it is. */
export interface RenderHtml {
  html: string
}

export type RenderChild = RenderNode | RenderText | RenderHtml

export type RenderMode = 'published' | 'canvas' | 'preview'

export function isRenderNode(child: RenderChild): child is RenderNode {
  return (child as RenderNode).tag !== undefined
}

export function isRenderText(child: RenderChild): child is RenderText {
  return (child as RenderText).text !== undefined
}

/** Elements that never have children or an end tag. */
export const VOID_TAGS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
