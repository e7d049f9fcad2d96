import { namespaceFromName, nextId } from '../ids/ids.js'
import type { Component } from '../types/component.js'
import { SITE_FORMAT_VERSION, type Site, type SiteContext } from '../types/site.js'
import type { StyleMixin } from '../types/style.js'
import {
  createDefaultBreakpoints,
  defaultBreakpointBelow,
  DEFAULT_BREAKPOINT_ID,
} from './breakpoints.js'
import { createEditorState } from './editor-state.js'
import { createDefaultTheme } from './theme.js'

export const DEFAULT_PAGE_NAME = 'Home'
export const DEFAULT_PAGE_ROUTE = '/home'
export const ROOT_COMPONENT_NAME = 'Root'
export const ROOT_STYLE_NAME = 'RootStyle'

/**
 * A new page's root, styled like the first page's by the site's RootStyle mixin, with a centred
 * content container to drop blocks into; `fresh` gives each its id.
 */
export function newPageRoot(site: Site, fresh: () => string): Component {
  const styles = site.context.styles
  const rootStyle = site.context.styleOrder.find((id) => styles[id]?.name === ROOT_STYLE_NAME)
  const id = fresh()
  return {
    id,
    name: ROOT_COMPONENT_NAME,
    tag: 'div',
    style: { custom: {}, ...(rootStyle ? { mixins: [rootStyle] } : {}) },
    children: [createPageContent(fresh(), id)],
  }
}

export interface CreateSiteOptions {
  /** Defaults to the namespace derived from the name. */
  namespace?: string
  /**
   * Starts the home page with a centred content container (`createPageContent`) and pages at
   * the window's edge, as a person creating a site gets. Off, the site is the bare format.
   */
  pageContent?: boolean
}

/** The default breakpoint for phones (under 600 px). */
const PHONE_BREAKPOINT_ID = defaultBreakpointBelow(600)?.id ?? DEFAULT_BREAKPOINT_ID

export const PAGE_CONTENT_NAME = 'Content'
export const PAGE_CONTENT_MAX_WIDTH = '1120px'
export const PAGE_BASE_STYLE_NAME = 'PageBase'
/** Published pages start at the window's edge: the page's own padding does the spacing. */
export const PAGE_BASE_STYLE = 'body { margin: 0; }'

/**
 * A page's content container: a `main` landmark, centred at a readable width, with the page's
 * padding (less on phones) and room between the blocks dropped into it.
 */
export function createPageContent(id: string, parentId: string): Component {
  return {
    id,
    parentId,
    name: PAGE_CONTENT_NAME,
    tag: 'main',
    style: {
      custom: {
        [DEFAULT_BREAKPOINT_ID]: {
          default: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '16px',
            width: '100%',
            'max-width': PAGE_CONTENT_MAX_WIDTH,
            margin: '0 auto',
            padding: '48px 24px',
            'box-sizing': 'border-box',
          },
        },
        [PHONE_BREAKPOINT_ID]: { default: { padding: '32px 16px' } },
      },
    },
  }
}

/** The content container of a page root (its `main` child), when it has one. */
export function pageContentOf(root: Component): Component | undefined {
  return root.children?.find((child) => child.tag === 'main')
}

/** A page shows nothing yet: no blocks, or only its empty content container. */
export function isEmptyPage(root: Component): boolean {
  const children = root.children ?? []
  if (children.length === 0) return true
  const only = children[0]!
  return children.length === 1 && only.tag === 'main' && (only.children ?? []).length === 0
}

/** The site's own root mixin: the page root fills the viewport as a flex column. */
export function createRootStyle(id: string): StyleMixin {
  return {
    id,
    name: ROOT_STYLE_NAME,
    breakpoints: {
      [DEFAULT_BREAKPOINT_ID]: {
        default: {
          width: '100%',
          display: 'flex',
          'flex-direction': 'column',
          'min-height': '100%',
        },
      },
    },
  }
}

/**
 * A new, empty site: one public page `Home` at `/home` (also the home page) whose root uses the
 * site's RootStyle mixin, the default theme and breakpoints, and no behaviours (built-ins are
 * copied in only once something uses them). The result depends only on the arguments.
 */
export function createSite(name: string, options: CreateSiteOptions = {}): Site {
  const context: SiteContext = {
    namespace: options.namespace ?? namespaceFromName(name),
    nextId: 0,
    styles: {},
    styleOrder: [],
    globalStyles: {},
    behaviors: {},
    theme: createDefaultTheme(),
    breakpoints: createDefaultBreakpoints(),
    i18n: {},
    customComponentIds: [],
    customChildIds: [],
  }

  // Ids come from the shared counter, so the root is `<ns>-c-0` and its mixin `<ns>-s-1`.
  const rootId = nextId(context, 'c')
  const rootStyle = createRootStyle(nextId(context, 's'))
  context.styles[rootStyle.id] = rootStyle
  context.styleOrder.push(rootStyle.id)

  const root: Component = {
    id: rootId,
    name: ROOT_COMPONENT_NAME,
    tag: 'div',
    style: { custom: {}, mixins: [rootStyle.id] },
  }
  if (options.pageContent === true) {
    root.children = [createPageContent(nextId(context, 'c'), rootId)]
    context.globalStyles[PAGE_BASE_STYLE_NAME] = { style: PAGE_BASE_STYLE }
  }

  return {
    name,
    version: SITE_FORMAT_VERSION,
    context,
    defaults: { head: {}, homePage: DEFAULT_PAGE_ROUTE },
    pages: {
      [DEFAULT_PAGE_ROUTE]: {
        name: DEFAULT_PAGE_NAME,
        route: DEFAULT_PAGE_ROUTE,
        public: true,
        head: {},
        root,
      },
    },
    pageOrder: [DEFAULT_PAGE_ROUTE],
    editor: createEditorState(DEFAULT_PAGE_ROUTE),
    history: { back: [], forward: [] },
  }
}
