import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import type { EditorState } from '../types/editor.js'
import type { Page, Site, SiteContext } from '../types/site.js'
import type { RawComponent, RawContext, RawPage, RawSite } from './schema.js'
import { wholeIdPattern } from './namespace.js'
import { cloneJson, isPlainObject } from './records.js'

/** Builder defaults for editor state written before these keys existed. */
const DEFAULT_BUILDER_WIDTH = 1080
const DEFAULT_BUILDER_SCALE = 1
/** Editor sub-objects the loader defaults to `{}` (FORMAT.md section 8). */
const EDITOR_EMPTY_OBJECTS = [
  'componentTab',
  'componentsHidden',
  'hotkeys',
  'prefs',
  'componentMenuCollapses',
  'componentTreeRenameData',
] as const

/**
 * Applies the loader defaults (FORMAT.md section 10) to validated site data. The input is not
 * changed, but its objects become part of the site: the caller hands over data it owns (a fresh
 * parse result), so a large site is not copied twice. `version` is kept: migration is an
 * undoable command applied elsewhere.
 */
export function normalizeSite(data: RawSite): Site {
  const pages = normalizePages(data.pages)
  const pageOrder = normalizePageOrder(data.pageOrder, pages)
  const context = normalizeContext(data.context, pages)
  const site: Site = {
    name: data.name,
    version: data.version,
    context,
    defaults: {
      head: data.defaults?.head ?? {},
      ...(data.defaults?.seo === undefined ? {} : { seo: data.defaults.seo }),
      // The first page is the home page when none is set.
      homePage: data.defaults?.homePage ?? pageOrder[0] ?? '/home',
    },
    pages,
    pageOrder,
    history: {
      // Stored commands are kept as they are; the command engine reads them.
      back: (data.history?.back ?? []) as Command[],
      forward: (data.history?.forward ?? []) as Command[],
    },
  }
  if (data.editor) site.editor = normalizeEditor(data.editor)
  return site
}

/**
 * A component subtree with the defaults applied: `name` defaults to the id, `style.custom` to
 * `{}`, legacy `reusableSourceId` becomes `customSourceId`, and descendants get `parentId`
 * from the tree. The root's `parentId` is kept as given. The input is not changed.
 */
export function normalizeComponentTree(raw: RawComponent): Component {
  return normalizeComponent(cloneJson(raw), raw.parentId)
}

function normalizeComponent(raw: RawComponent, parentId: string | undefined): Component {
  const { children, reusableSourceId, style, name, parentId: _stored, ...rest } = raw
  const component: Component = {
    ...rest,
    name: name ?? raw.id,
    style: { ...style, custom: style?.custom ?? {} },
  }
  if (parentId !== undefined) component.parentId = parentId
  if (component.customSourceId === undefined && reusableSourceId !== undefined) {
    component.customSourceId = reusableSourceId
  }
  if (children) component.children = children.map((child) => normalizeComponent(child, raw.id))
  return component
}

function normalizePages(raw: Record<string, RawPage>): Record<string, Page> {
  const pages: Record<string, Page> = {}
  for (const [route, page] of Object.entries(raw)) {
    pages[route] = {
      name: page.name,
      // Pages are keyed by route; the key wins if the stored route disagrees.
      route,
      public: page.public ?? true,
      head: page.head ?? {},
      root: normalizeComponent(page.root, undefined),
      ...(page.collection === undefined ? {} : { collection: page.collection }),
    }
  }
  return pages
}

/** Routes missing from `pages` are dropped; pages missing from the order are appended. */
function normalizePageOrder(raw: string[] | undefined, pages: Record<string, Page>): string[] {
  const order = unique((raw ?? []).filter((route) => Object.hasOwn(pages, route)))
  for (const route of Object.keys(pages)) {
    if (!order.includes(route)) order.push(route)
  }
  return order
}

function normalizeContext(raw: RawContext, pages: Record<string, Page>): SiteContext {
  const {
    reusableComponentIds,
    reusableChildIds,
    styles: rawStyles,
    styleOrder: rawStyleOrder,
    ...rest
  } = raw
  const styles = rawStyles ?? {}
  const context: SiteContext = {
    ...rest,
    styles,
    // A mixin left out of styleOrder is not rendered, so it stays out; unknown ids are dropped.
    styleOrder: unique(rawStyleOrder ?? Object.keys(styles)).filter((id) =>
      Object.hasOwn(styles, id),
    ),
    globalStyles: raw.globalStyles ?? {},
    behaviors: raw.behaviors ?? {},
    i18n: raw.i18n ?? {},
    customComponentIds: raw.customComponentIds ?? reusableComponentIds ?? [],
    customChildIds: raw.customChildIds ?? reusableChildIds ?? [],
  }
  context.nextId = Math.max(context.nextId, highestIdNumber(context.namespace, context, pages) + 1)
  return context
}

function normalizeEditor(raw: NonNullable<RawSite['editor']>): EditorState {
  const editor: EditorState = {
    ...raw,
    builderWidth: raw.builderWidth ?? DEFAULT_BUILDER_WIDTH,
    builderScale: raw.builderScale ?? DEFAULT_BUILDER_SCALE,
  }
  for (const key of EDITOR_EMPTY_OBJECTS) {
    if (editor[key] === undefined) editor[key] = {}
  }
  return editor
}

/**
 * The highest `n` of any `<namespace>-<kind>-<n>` id among the values (keys and strings at any
 * depth that are an id as a whole), or -1. Loading a site moves its id counter past the highest
 * in its context and pages: references count too (an event's target, a mixin, a translation
 * key), so a new id never revives a dangling reference. An id inside longer text (a paragraph,
 * a behaviour's code) does not count: a person may type any text, and a counter moved by what
 * they typed would differ from the one their editor holds, making its next save a conflict.
 */
export function highestIdNumber(namespace: string, ...values: unknown[]): number {
  const pattern = wholeIdPattern(namespace)
  // Most strings (style keys and values, names) hold no id: a prefix test is far cheaper.
  const marker = `${namespace}-`
  let highest = -1
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!value.startsWith(marker)) return
      const match = pattern.exec(value)
      if (match) highest = Math.max(highest, Number(match[1]))
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item)
    } else if (isPlainObject(value)) {
      for (const key in value) {
        visit(key)
        visit(value[key])
      }
    }
  }
  for (const value of values) visit(value)
  return highest
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
