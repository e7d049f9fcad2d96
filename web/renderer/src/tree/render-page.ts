import {
  builtinBehavior,
  builtinBehaviors,
  BuiltinBehaviorId,
  isStorableBuiltinBehavior,
  BuiltinMixinId,
  isEditorOnlyBehavior,
  itemRoute,
  visitorText,
  type Component,
  type Page,
  type Site,
} from '@tessera/site-format'
import { contentHtml } from '../content/phrasing-content.js'
import { isPlainText } from '../content/sanitize-content.js'
import { resolvePlaceholders, siteLanguages } from '../content/i18n.js'
import { buildStylesheet, type StyledComponent } from '../css/stylesheet.js'
import { Warnings } from '../css/warnings.js'
import { inputValue } from './attributes.js'
import { ElementRenderer, hasStyles, isHidden } from './element-renderer.js'
import { mergeHead, type RenderHead } from './head.js'
import { isRenderNode, VOID_TAGS, type RenderMode, type RenderNode } from './render-node.js'
import type { ResolvedComponent } from './resolve-component.js'
import type { RuntimeBehavior, RuntimeComponent, RuntimeData } from './runtime-data.js'
import { VisitorParts, visitorPartsCss } from './visitor-parts.js'
import { imageSizes, type SlotStyles } from './image-slots.js'
import { pictureOf, pictureSources, PICTURE_RULE } from './picture.js'
import {
  bindComponent,
  boundValue,
  type BoundComponent,
  type RenderCollections,
  type RenderItem,
} from './bindings.js'

/** The class the canvas output is scoped to; its element is the tree's root. */
export const CANVAS_SCOPE = 'tessera-canvas'

/** How the links to a list's other pages sit below its items. */
export const LIST_PAGES_STYLE =
  'grid-column:1/-1;flex-basis:100%;display:flex;flex-wrap:wrap;gap:8px 24px;justify-content:center;padding-top:8px'

export interface RenderOptions {
  mode: RenderMode
  /** Defaults to the site's active language, then `en`. */
  lang?: string
  /** The href of a page route; defaults to the route, and `/` for the home page. */
  pageHref?: (route: string) => string
  /**
   * Where a page is in a language, when each language has its own address (published sites):
   * links go to the page in the page's language unless `pageHref` is given, and the language
   * switch goes to this page in the chosen language.
   */
  localeHref?: (route: string, lang: string) => string
  /**
   * Scope the CSS under this class (see `StylesheetInput.scope`) and wrap the tree in an element
   * with it. Defaults to `CANVAS_SCOPE` in canvas mode and to no scope otherwise.
   */
  scope?: string
  /**
   * The intrinsic size of an image by its `src` (an asset's dimensions), so the page keeps its
   * place before it loads; used for images without their own width and height.
   */
  imageSize?: (src: string) => ImageSize | undefined
  /**
   * The collection items the page shows: its item on a template page, its lists' items.
   * Without it, bound components and lists render as designed (a list shows its design once).
   */
  collections?: RenderCollections
}

export interface ImageSize {
  width: number
  height: number
  /** Lighter copies of the image (AVIF and WebP at standard widths), when it has them. */
  variants?: readonly ImageVariant[]
}

export interface ImageVariant {
  url: string
  /** The copy's MIME type: `image/avif` or `image/webp`. */
  type: string
  width: number
}

/** Images in the page's content, in order, loaded at once: the ones likely in the first screen. */
export const EAGER_IMAGES = 2

/** An image at least this large (in CSS pixels, when its size is known) may be the page's largest paint. */
export const LARGE_IMAGE_AREA = 200 * 150

export interface RenderResult {
  /** The page's root component, or in a scoped render the scope element around it. */
  tree: RenderNode
  css: string
  head: RenderHead
  lang: string
  /** True when the page uses events, forms, galleries, a lightbox or a language switch. */
  needsRuntime: boolean
  /** What the runtime needs; set when it is needed, except in canvas mode. */
  runtimeData: RuntimeData | undefined
  /** What was left out of the output, and why. */
  warnings: string[]
  stats: { components: number; cssRules: number }
}

/** Mixins of the blocks whose published behaviour lives in the runtime. */
const RUNTIME_MIXINS: ReadonlySet<string> = new Set([
  BuiltinMixinId.gallery,
  BuiltinMixinId.lightboxGallery,
  BuiltinMixinId.lightboxWrap,
])
const LANGUAGE_BEHAVIORS: ReadonlySet<string> = new Set([
  BuiltinBehaviorId.selectLanguage,
  BuiltinBehaviorId.setupLanguage,
])

/** Elements and roles around a page's content rather than in it. */
const PAGE_CHROME: ReadonlySet<string> = new Set([
  'header',
  'footer',
  'nav',
  'aside',
  'banner',
  'contentinfo',
  'navigation',
  'complementary',
])

export function findPage(site: Site, route: string): Page {
  const pages = site.pages ?? {}
  if (Object.hasOwn(pages, route) && pages[route]) return pages[route]
  const home = site.defaults?.homePage
  if (route === '/' && home !== undefined && Object.hasOwn(pages, home) && pages[home]) {
    return pages[home]
  }
  throw new Error(`Cannot find page with route ${route}`)
}

/** Renders one page of a site to a render tree and the stylesheet of what it uses. */
export function renderPage(site: Site, route: string, options: RenderOptions): RenderResult {
  return new PageRenderer(site, findPage(site, route), options).render()
}

class PageRenderer {
  private readonly warnings = new Warnings()
  private readonly elements: ElementRenderer
  private readonly canvas: boolean
  private keepHidden = false
  /** Inside a hidden component's template: what is in there does not paint at load. */
  private hiddenDepth = 0
  private priorityGiven = false
  /** Content images met so far (outside the page chrome and hidden parts). */
  private contentImages = 0
  /** The components from the page root to the one being rendered, for image slot widths. */
  private readonly ancestors: ResolvedComponent[] = []
  /** Images to wrap in `<picture>` once their parent has them, with their sources. */
  private readonly pictures = new WeakMap<RenderNode, RenderNode[]>()
  private hasPictures = false
  /** Inside a header, footer or navigation: a logo there is not the page's largest paint. */
  private chromeDepth = 0

  private readonly styled: StyledComponent[] = []
  private readonly styledIds = new Set<string>()
  /** The item bindings read: the page's, or the list item being rendered. */
  private scope: RenderItem | undefined
  /** The collection of the item in scope, when known (a link to its template page needs it). */
  private scopeCollection: string | undefined
  private readonly mixins = new Set<string>()
  private readonly definitions = new Map<string, StyledComponent>()
  private readonly runtimeComponents: Record<string, RuntimeComponent> = {}
  private readonly behaviorIds = new Set<string>()
  private readonly translated: Array<{ id: string; tag: string; content: string }> = []
  /** Labels and names for visitors; not on the canvas, which shows what is stored. */
  private readonly parts: VisitorParts | undefined
  private count = 0

  constructor(
    private readonly site: Site,
    private readonly page: Page,
    private readonly options: RenderOptions,
  ) {
    this.canvas = options.mode === 'canvas'
    const { localeHref } = options
    const pageHref =
      options.pageHref ??
      (localeHref === undefined
        ? undefined
        : (route: string) => localeHref(route, this.elements.lang))
    this.elements = new ElementRenderer(
      site,
      {
        canvas: this.canvas,
        ...(options.lang === undefined ? {} : { lang: options.lang }),
        ...(pageHref === undefined ? {} : { pageHref }),
      },
      this.warnings,
    )
    this.parts = this.canvas ? undefined : new VisitorParts(this.elements.lang)
    this.scope = options.collections?.item
    this.scopeCollection = this.page.collection?.collection
  }

  render(): RenderResult {
    const needsRuntime = this.needsRuntime(this.page.root)
    // Hidden components are kept (inert) only where a behaviour can show them.
    this.keepHidden = needsRuntime && !this.canvas
    const root = this.element(this.page.root)
    const scope = this.options.scope ?? (this.canvas ? CANVAS_SCOPE : undefined)
    const tree: RenderNode =
      scope === undefined ? root : { tag: 'div', attrs: { class: scope }, children: [root] }

    const stylesheet = buildStylesheet({
      site: this.site,
      components: this.styled,
      definitions: [...this.definitions.values()],
      mixins: this.mixins,
      rootStyle: this.page.root.style,
      allVariables: this.keepHidden,
      ...(this.parts?.hasForms || this.hasPictures
        ? {
            baseRules: [
              ...(this.parts?.hasForms ? visitorPartsCss(scope) : []),
              ...(this.hasPictures ? [PICTURE_RULE] : []),
            ],
          }
        : {}),
      ...(scope === undefined ? {} : { scope }),
      warnings: this.warnings,
    })
    const head = mergeHead(
      this.site.defaults?.head,
      this.page.head,
      this.site.name,
      this.itemHref(),
      stylesheet.googleFontsHref === undefined ? [] : [stylesheet.googleFontsHref],
    )
    return {
      tree,
      css: stylesheet.css,
      head,
      lang: this.elements.lang,
      needsRuntime,
      runtimeData: this.keepHidden ? this.runtimeData() : undefined,
      warnings: this.warnings.list,
      stats: { components: this.count, cssRules: stylesheet.ruleCount },
    }
  }

  /** The page's address; a template page's is its item's (`/blog/:slug` → `/blog/bread`). */
  private itemHref(): string {
    const href = this.elements.pageHref(this.page.route)
    const binding = this.page.collection
    const item = this.options.collections?.item
    if (binding === undefined || item === undefined) return href
    const slug = Object.hasOwn(item.values, String(binding.slugField))
      ? item.values[String(binding.slugField)]?.value
      : undefined
    if (typeof slug !== 'string' || slug === '') return href
    return itemRoute(href, slug)
  }

  private needsRuntime(component: Component): boolean {
    if (component.tag === 'Form') return true
    // Only an instance needs resolving: everything else carries its own events and mixins.
    const { events, mixins } =
      component.customSourceId === undefined
        ? { events: component.events, mixins: component.style?.mixins ?? [] }
        : this.elements.resolve(component)
    if (events !== undefined) for (const _ in events) return true
    for (const id of mixins) if (RUNTIME_MIXINS.has(id)) return true
    for (const child of component.children ?? []) if (this.needsRuntime(child)) return true
    return false
  }

  /** The component's bindings applied for the item in scope, when it has both. */
  private bound(component: Component, tag: string): BoundComponent | undefined {
    const data = this.options.collections
    if (data === undefined || this.scope === undefined) return undefined
    const bound = bindComponent(component, this.scope, data, tag, this.elements.lang)
    return bound === undefined ? undefined : this.linkToItemPage(component, bound, data)
  }

  /**
   * A link bound to an item's Slug field goes to the template page that shows that item
   * (`/blog/:slug` → `/blog/bread`, in the page's language), not to the bare slug.
   */
  private linkToItemPage(
    component: Component,
    bound: BoundComponent,
    data: RenderCollections,
  ): BoundComponent {
    const binding = component.bindings?.['input:href']
    const collection = this.scopeCollection
    if (binding === undefined || binding.via !== undefined || collection === undefined) return bound
    const value = boundValue(this.scope!, binding, data)
    if (value?.type !== 'Slug' || typeof value.value !== 'string' || value.value === '')
      return bound
    const slug = value.value
    const route = this.site.pageOrder.find((each) => {
      const target = Object.hasOwn(this.site.pages, each) ? this.site.pages[each] : undefined
      return (
        target?.collection?.collection === collection &&
        target.collection.slugField === binding.field
      )
    })
    if (route === undefined) return bound
    const href = this.elements
      .pageHref(route)
      .replace(/\/:[^/]+/, () => `/${encodeURIComponent(slug)}`)
    const inputs = bound.component.inputs ?? {}
    const own = Object.hasOwn(inputs, 'href') ? inputs.href : undefined
    return {
      ...bound,
      component: {
        ...bound.component,
        inputs: {
          ...inputs,
          href: { ...(own ?? { name: 'href', type: 'string', attr: true }), is: href },
        },
      },
    }
  }

  private child(component: Component): RenderNode | undefined {
    const bound = this.bound(component, component.tag)
    // Hidden while its field is empty: nothing a behaviour could show, so it is left out.
    if (bound?.hidden) return undefined
    if (!isHidden(component)) {
      const node = this.element(component, bound)
      return this.unfilled(node, component) ? undefined : node
    }
    if (!this.keepHidden) return undefined
    // Inert until the runtime swaps it in: not rendered, not in the document tree.
    this.hiddenDepth++
    try {
      return {
        tag: 'template',
        attrs: { 'data-tessera-hidden': component.id },
        children: [this.element(component, bound)],
      }
    } finally {
      this.hiddenDepth--
    }
  }

  /**
   * Media with nothing to show yet, which visitors do not see: an image or a video without a
   * source (the canvas shows a placeholder instead of a broken image), and a link whose every
   * child was such media, like a header logo not chosen yet. Inside a hidden part they stay:
   * the runtime fills them in (the lightbox's image).
   */
  private unfilled(node: RenderNode, component: Component): boolean {
    if (this.canvas || this.hiddenDepth > 0) return false
    const attrs = node.attrs
    switch (node.tag) {
      case 'img':
        return !attrs.src && !attrs.srcset
      case 'source':
        return !attrs.src && !attrs.srcset
      case 'video':
        return !attrs.src && !node.children.some((c) => isRenderNode(c) && c.tag === 'source')
      case 'a':
        return (component.children?.length ?? 0) > 0 && node.children.length === 0
      default:
        return false
    }
  }

  /**
   * Width and height from the asset when the image has none; the first large image is fetched
   * first, the content images after the first few load lazily, and an image with lighter
   * copies gets them as `<picture>` sources sized to its slot at each breakpoint.
   */
  private sizeImage(node: RenderNode): void {
    const attrs = node.attrs
    const src = attrs.src
    if (src === undefined || src === '') return
    let width = Number(attrs.width)
    let height = Number(attrs.height)
    const size = this.options.imageSize?.(src)
    if (attrs.width === undefined && attrs.height === undefined) {
      if (size && size.width > 0 && size.height > 0) {
        width = Math.round(size.width)
        height = Math.round(size.height)
        attrs.width = String(width)
        attrs.height = String(height)
      }
    }
    if (size?.variants && size.variants.length > 0 && attrs.srcset === undefined) {
      const sizes = imageSizes(this.site, this.ancestors.map(slotStyles))
      const sources = pictureSources(size.variants, sizes)
      if (sources.length > 0) {
        this.pictures.set(node, sources)
        this.hasPictures = true
      }
    }
    if (this.hiddenDepth > 0) return
    const content = this.chromeDepth === 0
    if (content) this.contentImages++
    if (this.priorityGiven || !content) {
      if (content && this.contentImages > EAGER_IMAGES) attrs.loading ??= 'lazy'
      return
    }
    if (attrs.loading === 'lazy') return
    const known = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
    if (known && width * height < LARGE_IMAGE_AREA) {
      if (this.contentImages > EAGER_IMAGES) attrs.loading ??= 'lazy'
      return
    }
    this.priorityGiven = true
    attrs.fetchpriority = 'high'
  }

  /** A rendered child as its parent holds it: an image with copies inside its `<picture>`. */
  private placed(node: RenderNode): RenderNode {
    const sources = this.pictures.get(node)
    return sources === undefined ? node : pictureOf(node, sources)
  }

  private element(component: Component, bound?: BoundComponent): RenderNode {
    this.count++
    const { node, resolved } = this.elements.element(bound?.component ?? component, this.page.route)
    if (bound?.background !== undefined) {
      const style = node.attrs.style
      node.attrs.style = style === undefined ? bound.background : `${style};${bound.background}`
    }
    for (const mixin of resolved.mixins) if (this.elements.emitsMixin(mixin)) this.mixins.add(mixin)
    for (const source of resolved.sources) {
      if (!this.definitions.has(source.id) && hasStyles(source)) {
        this.definitions.set(source.id, { id: source.id, style: source.style })
      }
    }
    if (hasStyles(component) && !this.styledIds.has(component.id)) {
      // A list's design renders once per item; its rules are written once.
      this.styledIds.add(component.id)
      this.styled.push({ id: component.id, style: component.style })
    }
    if (this.keepHidden) this.noteRuntime(component, resolved)

    const { tag } = node
    this.parts?.element(node)
    if (tag === 'img' && !this.canvas) {
      this.ancestors.push(resolved)
      this.sizeImage(node)
      this.ancestors.pop()
    }
    if (
      tag === 'option' &&
      node.attrs.value === this.elements.lang &&
      node.attrs.lang === node.attrs.value
    ) {
      // The language switch shows the language the page is in.
      node.attrs.selected = ''
    }
    if (VOID_TAGS.has(tag) || tag === 'textarea') return node
    if (component.list !== undefined) {
      this.ancestors.push(resolved)
      this.listItems(component, node)
      this.ancestors.pop()
      return node
    }
    const children = component.children
    if (children !== undefined && children.length > 0) {
      const chrome = PAGE_CHROME.has(tag) || PAGE_CHROME.has(node.attrs.role ?? '')
      if (chrome) this.chromeDepth++
      this.ancestors.push(resolved)
      const context = this.parts?.enter(resolved, children)
      for (const child of children) {
        const rendered = this.child(child)
        if (rendered === undefined) continue
        node.children.push(
          this.placed(this.parts ? this.parts.child(context, child, rendered) : rendered),
        )
      }
      this.parts?.leave(context)
      this.ancestors.pop()
      if (chrome) this.chromeDepth--
      return node
    }
    if (bound?.content !== undefined) {
      if (bound.content !== null) node.children.push(bound.content)
      return node
    }
    const content = resolved.content
    if (typeof content === 'string' && content !== '') {
      if (this.elements.translates(tag, content)) {
        this.translated.push({ id: component.id, tag, content })
      }
      const rendered = this.elements.content(tag, content)
      if (rendered !== undefined) node.children.push(rendered)
    }
    return node
  }

  /**
   * A collection list: its first child once per item, with that item in scope (copies after
   * the first get their own element ids), else its second child (the empty state); then the
   * links to the previous and next pages. Without collection data (a canvas with no item at
   * hand) the design shows once, as it was made.
   */
  private listItems(component: Component, node: RenderNode): void {
    const list = component.list!
    const [design, empty] = component.children ?? []
    if (design === undefined) return
    const data = this.options.collections
    if (data === undefined) {
      const rendered = this.child(design)
      if (rendered !== undefined) node.children.push(this.placed(rendered))
      return
    }
    let items: RenderItem[]
    let page = 1
    let hasMore = false
    if (list.source !== undefined) {
      items = this.referencedItems(list.source.field, data).slice(
        list.offset ?? 0,
        (list.offset ?? 0) + list.limit,
      )
    } else {
      const found =
        data.lists && Object.hasOwn(data.lists, component.id) ? data.lists[component.id] : undefined
      items = found?.items.slice(0, list.limit) ?? []
      page = found?.page ?? 1
      hasMore = found?.hasMore ?? false
    }
    if (items.length === 0) {
      if (empty === undefined) return
      const rendered = this.child(empty)
      if (rendered !== undefined) node.children.push(this.placed(rendered))
    }
    const outer = this.scope
    const outerCollection = this.scopeCollection
    // A list of a reference field: its items' collection is not named here.
    this.scopeCollection = list.collection
    try {
      items.forEach((item, index) => {
        this.scope = item
        const rendered = this.child(design)
        if (rendered === undefined) return
        if (index > 0) renumber(rendered, index + 1)
        node.children.push(this.placed(rendered))
      })
    } finally {
      this.scope = outer
      this.scopeCollection = outerCollection
    }
    if (list.paginate === true && !this.canvas && (page > 1 || hasMore)) {
      node.children.push(this.pageLinks(page, hasMore))
    }
  }

  /** The items a reference field of the item in scope points to, in its order. */
  private referencedItems(field: number, data: RenderCollections): RenderItem[] {
    const value = this.scope?.values[String(field)]
    if (value === undefined || !Object.hasOwn(this.scope!.values, String(field))) return []
    const ids =
      value.type === 'MultiReference' && Array.isArray(value.value)
        ? value.value
        : value.type === 'Reference' && typeof value.value === 'string'
          ? [value.value]
          : []
    const pool = data.items ?? {}
    return ids.flatMap((id) => (Object.hasOwn(pool, id) && pool[id] ? [pool[id]] : []))
  }

  /** `?page=N` links: rendered on the server, so every page of a list can be found. */
  private pageLinks(page: number, hasMore: boolean): RenderNode {
    const lang = this.elements.lang
    const link = (to: number, rel: string, key: 'list.previous' | 'list.next'): RenderNode => ({
      tag: 'a',
      attrs: { href: `?page=${to}`, rel, class: `tessera-list-${rel}` },
      children: [{ text: visitorText(lang, key) }],
    })
    const children: RenderNode[] = []
    if (page > 1) children.push(link(page - 1, 'prev', 'list.previous'))
    if (hasMore) children.push(link(page + 1, 'next', 'list.next'))
    return {
      tag: 'nav',
      attrs: {
        class: 'tessera-list-pages',
        'aria-label': visitorText(lang, 'list.pages'),
        // A row of its own below the items, also when the list lays them out as a grid.
        style: LIST_PAGES_STYLE,
      },
      children,
    }
  }

  private noteRuntime(component: Component, resolved: ResolvedComponent): void {
    const { events, inputs } = resolved
    const state = component.state
    let hasEvents = false
    if (events !== undefined) for (const _ in events) hasEvents = true
    let hasState = false
    if (state !== undefined) for (const _ in state) hasState = true
    let plainInput = false
    if (inputs !== undefined) {
      for (const name in inputs) if (inputs[name] && inputs[name].attr !== true) plainInput = true
    }
    // Events, state and inputs that are not attributes are what the DOM cannot tell the runtime.
    if (!hasEvents && !hasState && !plainInput) return

    const entry: RuntimeComponent = { tag: component.tag }
    if (component.parentId !== undefined) entry.parentId = component.parentId
    if (resolved.mixins.length > 0) entry.mixins = resolved.mixins
    if (hasEvents) {
      entry.events = events
      for (const name in events) {
        for (const call of events[name]?.behaviors ?? []) {
          if (typeof call?.behaviorId === 'string') this.behaviorIds.add(call.behaviorId)
        }
      }
    }
    if (hasState) entry.state = state
    if (inputs !== undefined) {
      const values: Record<string, unknown> = {}
      for (const name in inputs) if (inputs[name]) values[name] = inputValue(inputs[name])
      entry.inputs = values
    }
    this.runtimeComponents[component.id] = entry
  }

  private runtimeData(): RuntimeData {
    const behaviors: Record<string, RuntimeBehavior> = {}
    const stored = this.site.context.behaviors ?? {}
    for (const id of this.behaviorIds) {
      const own = Object.hasOwn(stored, id) ? stored[id] : undefined
      const builtin = isStorableBuiltinBehavior(id) ? builtinBehaviors[id] : undefined
      if (builtin !== undefined && (own?.code === undefined || own.code === builtin.code)) {
        // The runtime has the built-in code: the page names it.
        behaviors[id] = { id, name: builtin.name, builtin: true }
        continue
      }
      const behavior = own?.code !== undefined ? own : builtinBehavior(id)
      if (behavior === undefined || typeof behavior.code !== 'string') {
        if (!isEditorOnlyBehavior(id)) this.warnings.add(`Unknown behaviour ${id}`)
        continue
      }
      const entry: RuntimeBehavior = { id, name: behavior.name, code: behavior.code }
      if (behavior.args !== undefined) entry.args = behavior.args
      behaviors[id] = entry
    }

    const languages = siteLanguages(this.site)
    const home = this.site.defaults?.homePage
    const data: RuntimeData = {
      version: 1,
      route: this.page.route,
      lang: this.elements.lang,
      languages,
      homePage: home === undefined ? '/' : this.elements.pageHref(home),
      behaviors,
      components: this.runtimeComponents,
    }
    const { localeHref } = this.options
    if (localeHref !== undefined && languages.length > 1) {
      data.alternates = Object.fromEntries(
        languages.map((lang) => [lang, localeHref(this.page.route, lang)]),
      )
    }
    const switches = [...this.behaviorIds].some((id) => LANGUAGE_BEHAVIORS.has(id))
    if (this.translated.length > 0 || switches) {
      const i18n = this.site.context.i18n ?? {}
      data.i18n = i18n
      const content: Record<string, Record<string, string>> = {}
      for (const lang of languages) {
        const forLang: Record<string, string> = {}
        for (const { id, tag, content: raw } of this.translated) {
          const text = resolvePlaceholders(raw, i18n, lang)
          forLang[id] = isPlainText(text) ? text : contentHtml(tag, text)
        }
        content[lang] = forLang
      }
      if (this.translated.length > 0) data.content = content
    }
    return data
  }
}

/** What decides a component's width: its sources' styles and its own, and its mixins. */
function slotStyles(resolved: ResolvedComponent): SlotStyles {
  return {
    custom: [
      ...resolved.sources.map((source) => source.style?.custom).reverse(),
      resolved.component.style?.custom,
    ],
    mixins: resolved.mixins,
  }
}

/** A list item's copy: element ids unique on the page (`<id>-<n>`), classes kept for styles. */
function renumber(node: RenderNode, n: number): void {
  if (node.componentId !== undefined && node.attrs.id !== undefined) {
    node.attrs.id = `${node.attrs.id}-${n}`
  }
  for (const child of node.children) if (isRenderNode(child)) renumber(child, n)
}
