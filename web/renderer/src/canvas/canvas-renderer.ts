import type { Component, Site } from '@tessera/site-format'
import { RuleSection, StyleCompiler } from '../css/style-compiler.js'
import { Warnings } from '../css/warnings.js'
import { ElementRenderer, hasStyles, isHidden } from '../tree/element-renderer.js'
import { VOID_TAGS, type RenderChild, type RenderNode } from '../tree/render-node.js'

export interface CanvasRendererOptions {
  /** The editor's own index of the site's components. */
  lookup: (id: string) => Component | undefined
  lang?: string
  pageHref?: (route: string) => string
  /**
   * A pseudo-class (`:hover`, ...) whose rules also apply to the element carrying
   * `STATE_PREVIEW_ATTRIBUTE`, so the canvas shows a component in that state.
   */
  previewState?: string
}

/** One component as the canvas shows it: its element, then either child ids or content. */
export interface CanvasElement {
  /** The element without children; attributes as the published page has them. */
  node: RenderNode
  /** The visible children, in order; undefined when the component shows content instead. */
  childIds: string[] | undefined
  /** Text, sanitised HTML or SVG markup, for a component without children. */
  content: RenderChild | undefined
}

/** The stylesheet parts that are not one component's own rules. */
export interface CanvasBaseStyles {
  /** Theme variables, font faces, global styles and the page background. */
  css: string
  googleFontsHref: string | undefined
}

/**
 * The per-component entry of the renderer, for the editor canvas: the same elements and rules as
 * a published page, one component at a time, so an edit re-renders one element and replaces one
 * component's rules. The canvas is a frame at the builder width, so rules use the site's real
 * media queries. Nothing here wires events: no site code runs in the canvas.
 *
 * Create a new one when the site's theme, breakpoints, translations or custom components
 * change (its rules are compiled for the theme and breakpoints it was created with); component
 * edits need none, and mixin changes only `refreshMixins()`.
 */
export class CanvasRenderer {
  readonly warnings = new Warnings()
  private readonly elements: ElementRenderer
  private readonly compiler: StyleCompiler

  constructor(
    readonly site: Site,
    options: CanvasRendererOptions,
  ) {
    this.elements = new ElementRenderer(
      site,
      {
        canvas: true,
        lookup: options.lookup,
        ...(options.lang === undefined ? {} : { lang: options.lang }),
        ...(options.pageHref === undefined ? {} : { pageHref: options.pageHref }),
      },
      this.warnings,
    )
    this.compiler = new StyleCompiler(
      site,
      this.warnings,
      undefined,
      options.previewState === 'default' ? undefined : options.previewState,
    )
  }

  /** Mixins were added, removed or reordered: element classes follow without a new renderer. */
  refreshMixins(): void {
    this.elements.refreshMixins()
  }

  get lang(): string {
    return this.elements.lang
  }

  element(component: Component, route: string): CanvasElement {
    const { node, resolved } = this.elements.element(component, route)
    if (VOID_TAGS.has(node.tag) || node.tag === 'textarea') {
      return { node, childIds: undefined, content: undefined }
    }
    const children = component.children
    if (children !== undefined && children.length > 0) {
      const childIds: string[] = []
      for (const child of children) if (!isHidden(child)) childIds.push(child.id)
      return { node, childIds, content: undefined }
    }
    const content =
      typeof resolved.content === 'string' && resolved.content !== ''
        ? this.elements.content(node.tag, resolved.content)
        : undefined
    return { node, childIds: undefined, content }
  }

  /**
   * The value a component's rules carry for one property, as checked for them (theme variables
   * as `var()`); undefined when the rules would leave it out.
   */
  ruleValue(id: string, property: string, raw: string): string | undefined {
    return this.compiler.value(property, raw, `component ${id}`)
  }

  /** A component's own rules (and its child overrides), breakpoints in order; '' when none. */
  componentCss(component: Component): string {
    if (!hasStyles(component)) return ''
    const section = new RuleSection()
    this.compiler.addComponent(section, { id: component.id, style: component.style })
    const out: string[] = []
    this.compiler.emit(section, out)
    return out.join('\n')
  }

  /** Every mixin in the site's style order. */
  mixinsCss(): string {
    const section = new RuleSection()
    this.compiler.addMixins(section, undefined)
    const out: string[] = []
    this.compiler.emit(section, out)
    return out.join('\n')
  }

  /** Custom-component definitions' rules, which come before the mixins'. */
  definitionsCss(definitions: readonly Component[]): string {
    const section = new RuleSection()
    for (const definition of definitions) {
      if (hasStyles(definition)) {
        this.compiler.addComponent(section, { id: definition.id, style: definition.style })
      }
    }
    const out: string[] = []
    this.compiler.emit(section, out)
    return out.join('\n')
  }

  /** Every theme variable and font, the global styles and the page's background. */
  baseStyles(root: Component | undefined): CanvasBaseStyles {
    const background = this.compiler.rootBackground(root?.style)
    const globals = this.compiler.globalStyles()
    const variables = this.compiler.variableDeclarations(true)
    for (const font of Object.values(this.site.context.theme?.fonts ?? {})) {
      if (typeof font?.name === 'string') this.compiler.fontStacks.add(font.name)
    }
    const fonts = this.compiler.fonts()
    const parts: string[] = []
    if (variables !== '') parts.push(`:root{${variables}}`)
    parts.push(...fonts.faces, ...globals)
    if (background !== undefined) parts.push(background)
    return { css: parts.join('\n'), googleFontsHref: fonts.googleHref }
  }
}
