import type { Component, ComponentEvent, ComponentInput, Tag } from '@tessera/site-format'
import type { ComponentIndex } from './component-index.js'

/** Stored tags to HTML elements; anything else renders as a `div`. */
const HTML_TAGS: Readonly<Record<Tag, string>> = {
  a: 'a',
  button: 'button',
  div: 'div',
  p: 'p',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  footer: 'footer',
  Form: 'form',
  header: 'header',
  img: 'img',
  span: 'span',
  source: 'source',
  svg: 'svg',
  input: 'input',
  textarea: 'textarea',
  label: 'label',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  video: 'video',
  // An embedded framework component: the page only reserves its place.
  vue: 'div',
  canvas: 'canvas',
  main: 'main',
  section: 'section',
  nav: 'nav',
  article: 'article',
  aside: 'aside',
  select: 'select',
  option: 'option',
}

const TAG_MAP: ReadonlyMap<string, string> = new Map(Object.entries(HTML_TAGS))

export function htmlTag(tag: string): string {
  return TAG_MAP.get(tag) ?? 'div'
}

/** A component with what it inherits from its custom source (FORMAT.md section 7). */
export interface ResolvedComponent {
  component: Component
  tag: string
  role: string | undefined
  content: string | undefined
  inputs: Record<string, ComponentInput> | undefined
  events: Record<string, ComponentEvent> | undefined
  /** The custom sources, nearest first: their ids become classes, their rules apply. */
  sources: Component[]
  /** Mixin ids, the sources' first. */
  mixins: string[]
}

const MAX_SOURCE_DEPTH = 8

export function resolveComponent(
  component: Component,
  index: ComponentIndex | undefined,
): ResolvedComponent {
  const sources: Component[] = []
  if (component.customSourceId !== undefined && index !== undefined) {
    const seen = new Set([component.id])
    let id: string | undefined = component.customSourceId
    while (id !== undefined && !seen.has(id) && sources.length < MAX_SOURCE_DEPTH) {
      seen.add(id)
      const source = index.get(id)
      if (source === undefined) break
      sources.push(source)
      id = source.customSourceId
    }
  }
  if (sources.length === 0) {
    return {
      component,
      tag: htmlTag(component.tag),
      role: component.role,
      content: component.content,
      inputs: component.inputs,
      events: component.events,
      sources,
      mixins: component.style?.mixins ?? [],
    }
  }
  // Farthest source first, so nearer ones (and the component itself) override.
  const chain = [...sources].reverse()
  chain.push(component)
  let role: string | undefined
  let content: string | undefined
  let inputs: Record<string, ComponentInput> | undefined
  let events: Record<string, ComponentEvent> | undefined
  const mixins: string[] = []
  for (const link of chain) {
    if (link.role !== undefined) role = link.role
    if (link.content !== undefined) content = link.content
    if (link.inputs) inputs = { ...inputs, ...link.inputs }
    if (link.events) events = { ...events, ...link.events }
    for (const mixin of link.style?.mixins ?? []) if (!mixins.includes(mixin)) mixins.push(mixin)
  }
  return {
    component,
    tag: htmlTag(component.tag),
    role,
    content,
    inputs,
    events,
    sources,
    mixins,
  }
}
