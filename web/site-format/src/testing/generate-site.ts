import type { Component } from '../types/component.js'
import type { Page, Site } from '../types/site.js'

export interface GenerateOptions {
  namespace?: string
  pages?: number
  /** Components in the whole site, roots included. */
  components?: number
  /** Children per container. */
  breadth?: number
}

/**
 * A deterministic site of a given size: pages of nested containers and text, with styles,
 * mixins, inputs and events on some components — for tests and benchmarks.
 */
export function generateSite({
  namespace = 'test',
  pages = 3,
  components = 60,
  breadth = 4,
}: GenerateOptions = {}): Site {
  let next = 0
  const id = (kind: string) => `${namespace}-${kind}-${next++}`
  const mixinIds = [id('s'), id('s')]
  const perPage = Math.max(1, Math.floor(components / pages))

  function makeComponent(parentId: string | undefined): Component {
    const n = next
    const component: Component = {
      id: id('c'),
      name: `Component ${n}`,
      tag: parentId === undefined ? 'div' : n % 3 === 0 ? 'p' : 'div',
      style: {
        custom:
          n % 2 === 0
            ? { 'breakpoint-1': { default: { color: '${color-text}', padding: `${n % 9}px` } } }
            : {},
      },
      ...(parentId === undefined ? {} : { parentId }),
    }
    if (n % 5 === 0) component.style.mixins = [mixinIds[n % 2]!]
    if (n % 7 === 0)
      component.inputs = { href: { name: 'href', type: 'string', attr: true, is: `/page-${n}` } }
    if (n % 11 === 0)
      component.events = { click: { name: 'click', behaviors: [{ behaviorId: 'global-b-none' }] } }
    return component
  }

  /** Breadth first, so every container gets `breadth` children before any goes deeper. */
  function makeTree(): Component {
    const root = makeComponent(undefined)
    const queue = [root]
    let left = perPage - 1
    while (left > 0) {
      const parent = queue.shift()!
      for (let i = 0; i < breadth && left > 0; i++, left--) {
        const child = makeComponent(parent.id)
        ;(parent.children ??= []).push(child)
        queue.push(child)
      }
    }
    for (const leaf of queue) if (!leaf.children) leaf.content = `Text ${leaf.id}`
    return root
  }

  const pageMap: Record<string, Page> = {}
  const pageOrder: string[] = []
  for (let p = 0; p < pages; p++) {
    const route = p === 0 ? '/home' : `/page-${p}`
    pageMap[route] = {
      name: p === 0 ? 'Home' : `Page ${p}`,
      route,
      public: true,
      head: {},
      root: makeTree(),
    }
    pageOrder.push(route)
  }

  return {
    name: namespace,
    version: '2',
    context: {
      namespace,
      nextId: next,
      styles: Object.fromEntries(
        mixinIds.map((m, i) => [
          m,
          {
            id: m,
            name: `Mixin ${i}`,
            breakpoints: { 'breakpoint-1': { default: { margin: `${i}px` } } },
          },
        ]),
      ),
      styleOrder: [...mixinIds],
      globalStyles: {},
      behaviors: { 'global-b-none': { id: 'global-b-none', name: 'None', code: '' } },
      theme: { variables: { 'color-text': '#1b2125', 'color-title': '#000000' }, fonts: {} },
      breakpoints: {
        'breakpoint-1': { id: 'breakpoint-1', name: 'Desktop' },
        'breakpoint-2': { id: 'breakpoint-2', name: 'Tablet (large)', maxWidth: 980 },
        'breakpoint-3': { id: 'breakpoint-3', name: 'Tablet (small)', maxWidth: 760 },
        'breakpoint-4': { id: 'breakpoint-4', name: 'Mobile', maxWidth: 480 },
      },
      i18n: { en: { greeting: 'Hello' } },
      customComponentIds: [],
      customChildIds: [],
    },
    defaults: { head: {}, homePage: '/home' },
    pages: pageMap,
    pageOrder,
    editor: { builderWidth: 1080, builderScale: 1, active: '/home' },
    history: { back: [], forward: [] },
  }
}

/** The site without its history, for comparing states. */
export function content(site: Site): Omit<Site, 'history'> {
  const { history: _history, ...rest } = structuredClone(site)
  return rest
}
export { richSite, setInput, type RichSiteOptions } from './rich-site.js'
export { sectionSite, type SectionSiteOptions } from './section-site.js'
export { bakery, OPERATION_SAMPLES, type BakerySite } from './operation-samples.js'
