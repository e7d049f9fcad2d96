import { BuiltinComponentId, instantiateBuiltin } from '../builtins/components.js'
import { BuiltinMixinId } from '../builtins/mixins.js'
import { createSite } from '../defaults/create-site.js'
import { DERIVED_THEME_VARIABLES, derivedThemeValues } from '../sections/derived-theme.js'
import { nextId } from '../ids/ids.js'
import type { Component, ComponentInput, Tag } from '../types/component.js'
import type { PageCollection } from '../types/collection.js'
import type { PageHead, Site } from '../types/site.js'
import type { BreakpointStyles, PseudoClass, RawStyle } from '../types/style.js'

/** A text in both languages a shipped template carries. */
export interface Bilingual {
  en: string
  zh: string
}

/** Styles by breakpoint: `base` for every width, then the narrower ones. */
export interface Responsive {
  base?: RawStyle
  hover?: RawStyle
  focus?: RawStyle
  /** Up to 980 px. */
  tablet?: RawStyle
  /** Up to 760 px. */
  small?: RawStyle
  /** Up to 480 px. */
  mobile?: RawStyle
}

export interface NodeOptions {
  name?: string
  style?: Responsive
  mixins?: string[]
  role?: string
  /** Translation key and text; becomes `${key}` in the content. */
  text?: Bilingual
  /** Content as is (inline SVG, a glyph). */
  content?: string
  attrs?: Record<string, string>
}

export type NodeSpec = (parentId: string) => Component

function toBreakpointStyles(style: Responsive | undefined): BreakpointStyles {
  const out: BreakpointStyles = {}
  if (style === undefined) return out
  const base: BreakpointStyles[string] = {}
  if (style.base) base.default = { ...style.base }
  if (style.hover) base[':hover'] = { ...style.hover }
  if (style.focus) base[':focus'] = { ...style.focus }
  if (Object.keys(base).length > 0) out['breakpoint-1'] = base
  if (style.tablet) out['breakpoint-2'] = { default: { ...style.tablet } }
  if (style.small) out['breakpoint-3'] = { default: { ...style.small } }
  if (style.mobile) out['breakpoint-4'] = { default: { ...style.mobile } }
  return out
}

function stringInputs(attrs: Record<string, string>): Record<string, ComponentInput> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name,
      { name, type: 'string', attr: true, default: '', is: value } satisfies ComponentInput,
    ]),
  )
}

export interface PageSpec {
  route: string
  name: Bilingual
  head: { title: Bilingual; description: Bilingual }
  /** A template page: the collection whose items it shows. */
  collection?: PageCollection
  /** The nodes of the page root, top to bottom. */
  body: NodeSpec[]
}

export interface TemplateSpec {
  name: string
  namespace: string
  /** Theme variables that differ from the defaults. */
  theme: Record<string, string>
  pages: PageSpec[]
}

/**
 * Builds a shipped template as a site document, from the built-in blocks (their mixins and
 * behaviours are copied in as the New menu would) and plain elements. Texts go to the site's
 * translations in en and zh-tw and appear in content as `${key}`.
 */
export class TemplateBuilder {
  readonly site: Site
  private textCount = 0

  constructor(name: string, namespace: string) {
    this.site = createSite(name, { namespace })
    this.site.context.i18n = { en: {}, 'zh-tw': {} }
  }

  private get context() {
    return this.site.context
  }

  /** Registers a text in both languages; the placeholder that shows it. */
  text(value: Bilingual, hint = 'text'): string {
    const key = `${hint}-${++this.textCount}`
    this.context.i18n.en![key] = value.en
    this.context.i18n['zh-tw']![key] = value.zh
    return `\${${key}}`
  }

  private useMixins(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.context.styles[id]) continue
      throw new Error(`Mixin ${id} is not in the site; add a block that uses it first`)
    }
  }

  /** Copies a built-in block in (with its mixins and behaviours) and returns its tree. */
  builtin(builtinId: string, parentId: string): Component {
    const instance = instantiateBuiltin(this.context, builtinId, parentId)
    for (const mixin of instance.mixins) {
      if (!this.context.styles[mixin.id]) {
        this.context.styles[mixin.id] = mixin
        this.context.styleOrder.push(mixin.id)
      }
    }
    for (const behavior of instance.behaviors) {
      if (!this.context.behaviors[behavior.id]) this.context.behaviors[behavior.id] = behavior
    }
    Object.assign(this.context.globalStyles, instance.globalStyles)
    return instance.component
  }

  /** Makes sure the built-in mixins exist in the site (by instantiating a block that has them). */
  ensureMixin(mixinId: string): void {
    if (this.context.styles[mixinId]) return
    const byMixin: Record<string, string> = {
      [BuiltinMixinId.text]: BuiltinComponentId.text,
      [BuiltinMixinId.h1]: BuiltinComponentId.h1,
      [BuiltinMixinId.h2]: BuiltinComponentId.h2,
      [BuiltinMixinId.h3]: BuiltinComponentId.h3,
      [BuiltinMixinId.link]: BuiltinComponentId.link,
      [BuiltinMixinId.button]: BuiltinComponentId.button,
      [BuiltinMixinId.containerHorizontal]: BuiltinComponentId.containerHorizontal,
      [BuiltinMixinId.containerVertical]: BuiltinComponentId.containerVertical,
      [BuiltinMixinId.grid]: BuiltinComponentId.grid,
      [BuiltinMixinId.header]: BuiltinComponentId.header,
      [BuiltinMixinId.footer]: BuiltinComponentId.footer,
      [BuiltinMixinId.list]: BuiltinComponentId.ul,
      [BuiltinMixinId.listItem]: BuiltinComponentId.ul,
      [BuiltinMixinId.svg]: BuiltinComponentId.svg,
      [BuiltinMixinId.dividerHorizontal]: BuiltinComponentId.dividerHorizontal,
    }
    const block = byMixin[mixinId]
    if (block === undefined) throw new Error(`No block brings mixin ${mixinId}`)
    // The instance is thrown away; the ids it took stay used, which is harmless.
    this.builtin(block, this.site.pages['/home']!.root.id)
  }

  /** A plain element with the given built-in mixins and own styles. */
  el(tag: Tag, options: NodeOptions = {}, children: NodeSpec[] = []): NodeSpec {
    return (parentId) => {
      const mixins = options.mixins ?? []
      mixins.forEach((m) => this.ensureMixin(m))
      this.useMixins(mixins)
      const component: Component = {
        id: nextId(this.context, 'c'),
        name: options.name ?? tag,
        tag,
        parentId,
        style: { custom: toBreakpointStyles(options.style) },
      }
      if (mixins.length > 0) component.style.mixins = [...mixins]
      if (options.role !== undefined) component.role = options.role
      if (options.text !== undefined) component.content = this.text(options.text)
      else if (options.content !== undefined) component.content = options.content
      if (options.attrs !== undefined) component.inputs = stringInputs(options.attrs)
      if (children.length > 0) component.children = children.map((child) => child(component.id))
      return component
    }
  }

  /** A built-in block whose fields are then adjusted. */
  block(
    builtinId: string,
    adjust: (component: Component) => void = () => {},
    children?: NodeSpec[],
  ): NodeSpec {
    return (parentId) => {
      const component = this.builtin(builtinId, parentId)
      adjust(component)
      if (children !== undefined) component.children = children.map((child) => child(component.id))
      return component
    }
  }

  /** Own styles on a component made by a block. */
  style(component: Component, style: Responsive): void {
    component.style.custom = toBreakpointStyles(style)
  }

  /** Adds to a component's own styles: a block's designed ones stay where not set here. */
  addStyle(component: Component, style: Responsive): void {
    const custom = (component.style.custom ??= {})
    for (const [breakpoint, states] of Object.entries(toBreakpointStyles(style))) {
      const target = (custom[breakpoint] ??= {})
      for (const [state, props] of Object.entries(states) as Array<[PseudoClass, RawStyle]>) {
        target[state] = { ...target[state], ...props }
      }
    }
  }

  /** Adds the pages, in order; the first is the home page. */
  pages(pages: PageSpec[]): void {
    const home = this.site.pages['/home']!
    const rootTemplate = home.root
    this.site.pages = {}
    this.site.pageOrder = []
    // Pages first, so nav menus built afterwards list them all.
    for (const spec of pages) {
      this.site.pages[spec.route] = {
        name: spec.name.en,
        route: spec.route,
        public: true,
        head: this.head(spec.head),
        root:
          spec.route === pages[0]!.route
            ? rootTemplate
            : { ...structuredClone(rootTemplate), id: nextId(this.context, 'c') },
        ...(spec.collection === undefined ? {} : { collection: { ...spec.collection } }),
      }
      this.site.pageOrder.push(spec.route)
    }
    this.site.defaults.homePage = pages[0]!.route
    for (const spec of pages) {
      const root = this.site.pages[spec.route]!.root
      root.children = spec.body.map((node) => node(root.id))
    }
    if (this.site.editor) this.site.editor.active = pages[0]!.route
  }

  private head(head: PageSpec['head']): PageHead {
    // The head carries the English text; the page body switches language.
    return { title: head.title.en, description: head.description.en }
  }

  /** Page names for nav menus, in the site's page order, as translated placeholders. */
  pageName(route: string, name: Bilingual): string {
    return this.text(name, `page-${route.replace(/\W/g, '')}`)
  }

  /** A nav menu with an item per page (as the editor makes one), its texts translated. */
  navMenu(names: Record<string, Bilingual>, style: { item?: Responsive; menu?: Responsive }) {
    return this.block(BuiltinComponentId.navMenu, (menu) => {
      if (style.menu) this.style(menu, style.menu)
      // A template page (/blog/:slug) has no address of its own to link to.
      const routes = this.site.pageOrder.filter((route) => !route.includes(':'))
      menu.children = routes.map((route) => {
        const item = this.builtin(BuiltinComponentId.navMenuItem, menu.id)
        const name = names[route]
        item.content = name ? this.pageName(route, name) : this.site.pages[route]!.name
        item.inputs = {
          ...item.inputs,
          href: { name: 'href', type: 'string', attr: true, is: route },
        }
        if (style.item) this.style(item, style.item)
        return item
      })
    })
  }

  /** The language switcher with both languages; its label translated. */
  languageSelect(color: string): NodeSpec {
    return this.block(BuiltinComponentId.languages, (select) => {
      const display = select.children?.[0]
      const label = display?.children?.[0]
      if (label) {
        label.content = this.text({ en: 'Language', zh: '語言' }, 'language')
        this.style(label, { base: { color, 'font-size': '15px' } })
      }
      const caret = display?.children?.[1]
      if (caret) this.style(caret, { base: { 'border-left-color': color } })
    })
  }

  build(theme: Record<string, string>): Site {
    const variables = this.context.theme.variables
    Object.assign(variables, theme)
    // Buttons and form fields, now or added later, read their colours from here, so they
    // follow the palette.
    const derived = derivedThemeValues(variables)
    for (const name of DERIVED_THEME_VARIABLES) {
      if (theme[name] === undefined) variables[name] = derived[name]
    }
    return this.site
  }
}
