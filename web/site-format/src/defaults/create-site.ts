import { namespaceFromName, nextId } from '../ids/ids.js'
import type { Component } from '../types/component.js'
import { SITE_FORMAT_VERSION, type Site, type SiteContext } from '../types/site.js'
import type { StyleMixin } from '../types/style.js'
import { createDefaultBreakpoints, DEFAULT_BREAKPOINT_ID } from './breakpoints.js'
import { createEditorState } from './editor-state.js'
import { createDefaultTheme } from './theme.js'

export const DEFAULT_PAGE_NAME = 'Home'
export const DEFAULT_PAGE_ROUTE = '/home'
export const ROOT_COMPONENT_NAME = 'Root'
export const ROOT_STYLE_NAME = 'RootStyle'

export interface CreateSiteOptions {
  /** Defaults to the namespace derived from the name. */
  namespace?: string
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
