import { isDecorativeImage, type Component, type Site } from '@tessera/site-format'
import { hasPlaceholder, renderLanguage, resolvePlaceholders } from '../content/i18n.js'
import { contentHtml } from '../content/phrasing-content.js'
import { isPlainText, sanitizeSvg } from '../content/sanitize-content.js'
import type { Warnings } from '../css/warnings.js'
import { inputAttributes, inputValue, type AttributeContext } from './attributes.js'
import { ComponentIndex } from './component-index.js'
import { defaultPageHref, linkedRoute } from './links.js'
import type { RenderChild, RenderNode } from './render-node.js'
import { resolveComponent, type ResolvedComponent } from './resolve-component.js'

const TRANSLATION_REF = /\$\{([^}]*)\}/g

export interface ElementOptions {
  /** Canvas output: every element carries `data-component-id`, and no events are wired. */
  canvas: boolean
  /** Defaults to the site's active language, then `en`. */
  lang?: string
  /** The href of a page route; defaults to the route, and `/` for the home page. */
  pageHref?: (route: string) => string
  /** Where to find components by id (custom-component sources); defaults to a site-wide index. */
  lookup?: (id: string) => Component | undefined
}

/** One component rendered as an element, without its children. */
export interface RenderedElement {
  node: RenderNode
  resolved: ResolvedComponent
}

export function isHidden(component: Component): boolean {
  return component.state?.hide === true
}

export function hasStyles(component: Component): boolean {
  const style = component.style
  if (!style) return false
  for (const _ in style.custom ?? {}) return true
  for (const _ in style.overrides ?? {}) return true
  return false
}

/**
 * Renders single components of one site into elements: tag, safe attributes (classes for the
 * component, its mixins and custom sources; inputs as attributes) and content. The page
 * renderer walks a whole page with it; the canvas renders one component at a time.
 */
export class ElementRenderer {
  readonly lang: string
  readonly pageHref: (route: string) => string
  private readonly index: ComponentIndex
  private readonly attributeContext: AttributeContext
  private emittedMixins = new Set<string>()

  constructor(
    readonly site: Site,
    private readonly options: ElementOptions,
    readonly warnings: Warnings,
  ) {
    this.index = new ComponentIndex(site, options.lookup)
    this.lang = renderLanguage(site, options.lang)
    this.pageHref = options.pageHref ?? defaultPageHref(site)
    const i18n = site.context.i18n ?? {}
    const translates = (key: string) =>
      Object.values(i18n).some((texts) => Object.hasOwn(texts, key))
    this.attributeContext = {
      links: { site, pageHref: this.pageHref },
      variables: site.context.theme?.variables ?? {},
      warnings,
      // Keys the site translates; other `${…}` stay theme variables.
      translate: (text) =>
        hasPlaceholder(text)
          ? text.replace(TRANSLATION_REF, (ref, key: string) =>
              translates(key) ? resolvePlaceholders(ref, i18n, this.lang) : ref,
            )
          : text,
    }
    this.refreshMixins()
  }

  /** Re-reads which mixins exist (after mixins were added, removed or reordered). */
  refreshMixins(): void {
    const styles = this.site.context.styles ?? {}
    this.emittedMixins = new Set(
      (this.site.context.styleOrder ?? []).filter((id) => Object.hasOwn(styles, id)),
    )
  }

  resolve(component: Component): ResolvedComponent {
    return resolveComponent(component, this.index)
  }

  /** The element for a component, with no children yet. `route` is the page it is on. */
  element(component: Component, route: string): RenderedElement {
    const resolved = this.resolve(component)
    const { tag } = resolved
    const id = component.id
    const attrs: Record<string, string> = { id, class: '' }

    let classes = ''
    const mixins = resolved.mixins
    for (let i = 0; i < mixins.length; i++) {
      const mixin = mixins[i]!
      if (!this.emittedMixins.has(mixin) || mixins.indexOf(mixin) < i) continue
      classes += `${mixin} `
    }
    for (const source of resolved.sources) classes += `${source.id} `
    attrs.class = classes + id
    if (typeof resolved.role === 'string' && resolved.role !== '') attrs.role = resolved.role

    if (resolved.inputs !== undefined) {
      inputAttributes(resolved.inputs, attrs, this.attributeContext, id)
      // Marked decorative: screen readers pass over it, whatever text it holds.
      if (tag === 'img' && isDecorativeImage(resolved.inputs)) attrs.alt = ''
      if (tag === 'a') this.linkExtras(resolved, attrs, route)
      if (component.tag === 'vue') {
        const name = resolved.inputs.componentName
        const value = name === undefined ? undefined : inputValue(name)
        if (typeof value === 'string' && value !== '') attrs['data-component'] = value
      }
    }
    if (this.options.canvas) attrs['data-component-id'] = id

    const node: RenderNode = { tag, attrs, children: [], componentId: id }
    if (!this.options.canvas && resolved.events !== undefined) {
      const names = Object.keys(resolved.events)
      if (names.length > 0) node.events = names
    }
    return { node, resolved }
  }

  /** True for the mixins the stylesheet emits (those in the site's style order). */
  emitsMixin(id: string): boolean {
    return this.emittedMixins.has(id)
  }

  /** A component's text, sanitised HTML or SVG markup; undefined when there is nothing to show. */
  content(tag: string, content: string): RenderChild | undefined {
    if (tag === 'svg') return { html: sanitizeSvg(content) }
    const text = resolvePlaceholders(content, this.site.context.i18n ?? {}, this.lang)
    if (text === '') return undefined
    return isPlainText(text) ? { text } : { html: contentHtml(tag, text) }
  }

  /** Whether content refers to translations (it changes with the language). */
  translates(tag: string, content: string): boolean {
    return tag !== 'svg' && hasPlaceholder(content)
  }

  private linkExtras(
    resolved: ResolvedComponent,
    attrs: Record<string, string>,
    route: string,
  ): void {
    const href = resolved.inputs?.href
    const raw = href === undefined ? undefined : inputValue(href)
    if (typeof raw === 'string' && attrs.href !== undefined) {
      if (linkedRoute(raw.trim(), this.site) === route) attrs['aria-current'] = 'page'
    }
    // A page opened in a new tab must not get a handle on this one.
    if (attrs.target === '_blank' && attrs.rel === undefined) attrs.rel = 'noopener'
  }
}
