import type { SiteDocument } from '../document/site-document.js'
import { defaultLanguage } from '../translations/active-language.js'
import { plainText } from '../seo/plain-text.js'
import { resolveContentTranslations } from '../translations/placeholders.js'
import type { Component } from '../types/component.js'
import { nearest } from './near-miss.js'
import { OperationError } from './operation-error.js'
import { componentById, shortId } from './references.js'

/**
 * What an agent reads of a page: one line per component (short id, tag, name, a text excerpt,
 * reusable styles), indented by depth, in pages of lines small enough for a client's result
 * cap. Lines beyond the depth are folded into their parent's count; a cursor goes on.
 */

export interface OutlineOptions {
  /** The page's route; the home page when absent. */
  route?: string
  /** A component to outline instead of the whole page. */
  from?: string
  /** Levels below the first shown (default 8). */
  depth?: number
  /** Lines in one answer (default 150, at most 500). */
  limit?: number
  /** Where the last answer stopped. */
  cursor?: string
}

export interface Outline {
  route: string
  lines: string[]
  /** Components of the subtree in all. */
  total: number
  /** Present when lines remain: pass it back as `cursor`. */
  cursor?: string
}

export const OUTLINE_DEFAULTS = { depth: 8, limit: 150, maxLimit: 500, excerpt: 40 } as const

/** Up to `length` characters of a component's own text in the default language, as plain text. */
export function textExcerpt(
  doc: SiteDocument,
  component: Component,
  length: number = OUTLINE_DEFAULTS.excerpt,
): string {
  if (!component.content) return ''
  const i18n = doc.site.context.i18n
  const text = plainText(resolveContentTranslations(component.content, i18n, defaultLanguage(i18n)))
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}

/** `c-27 h2 "Title": Fresh bread every… [Card]` */
export function outlineLine(doc: SiteDocument, component: Component): string {
  const styles = doc.site.context.styles
  const mixins = (component.style.mixins ?? []).map((id) => styles[id]?.name ?? id)
  const text = textExcerpt(doc, component)
  const head = `${shortId(doc, component.id)} ${component.tag} ${JSON.stringify(component.name)}`
  const said = text ? `: ${JSON.stringify(text)}` : ''
  return `${head}${said}${mixins.length ? ` [${mixins.join(', ')}]` : ''}`
}

function count(component: Component): number {
  let n = 1
  for (const child of component.children ?? []) n += count(child)
  return n
}

/** The outline of a page or a subtree, `limit` lines from `cursor` on. */
export function outline(doc: SiteDocument, options: OutlineOptions = {}): Outline {
  const route = options.route ?? doc.site.defaults.homePage
  const page = doc.site.pages[route]
  if (!page) throw new OperationError(`Unknown page ${route}`, nearest(route, doc.site.pageOrder))
  const top = options.from === undefined ? page.root : componentById(doc, options.from)
  const depth = options.depth ?? OUTLINE_DEFAULTS.depth
  const limit = Math.min(options.limit ?? OUTLINE_DEFAULTS.limit, OUTLINE_DEFAULTS.maxLimit)
  const start = options.cursor === undefined ? 0 : Number(options.cursor)
  if (!Number.isInteger(start) || start < 0)
    throw new OperationError(`Not a cursor of this outline: ${options.cursor}`)
  const lines: string[] = []
  let index = 0
  let more = false
  const walk = (component: Component, level: number) => {
    if (lines.length === limit) {
      more = true
      return
    }
    const children = component.children ?? []
    const folded = level === depth && children.length > 0
    if (index >= start) {
      const inside = folded ? ` (+${count(component) - 1} inside)` : ''
      lines.push(`${'  '.repeat(level)}${outlineLine(doc, component)}${inside}`)
    }
    index += 1
    if (!folded) for (const child of children) walk(child, level + 1)
  }
  walk(top, 0)
  return {
    route,
    lines,
    total: count(top),
    ...(more ? { cursor: String(start + lines.length) } : {}),
  }
}

export interface FindQuery {
  /** Words of the component's text (any language's default text), case-insensitive. */
  text?: string
  tag?: string
  /** Part of the component's name, case-insensitive. */
  name?: string
  /** A reusable style's id or name the component uses. */
  style?: string
  /** A CSS property the component's own style sets, optionally with its value (`color: red`). */
  css?: string
  /** Only on this page. */
  route?: string
  /** At most this many (default 50). */
  limit?: number
}

/** Components matching every given part of `query`, as outline lines with their page. */
export function findComponents(
  doc: SiteDocument,
  query: FindQuery,
): { matches: Array<{ route: string; line: string }>; more: boolean } {
  const limit = Math.min(query.limit ?? 50, OUTLINE_DEFAULTS.maxLimit)
  const styles = doc.site.context.styles
  const styleId =
    query.style === undefined
      ? undefined
      : (Object.values(styles).find((s) => s.id === query.style || s.name === query.style)?.id ??
        null)
  const [property, value] = (query.css ?? '').split(':').map((part) => part.trim())
  const wanted = (component: Component): boolean => {
    if (query.tag !== undefined && component.tag !== query.tag) return false
    if (
      query.name !== undefined &&
      !component.name.toLowerCase().includes(query.name.toLowerCase())
    )
      return false
    if (styleId !== undefined && !(component.style.mixins ?? []).includes(styleId ?? ''))
      return false
    if (query.text !== undefined) {
      const text = textExcerpt(doc, component, Number.MAX_SAFE_INTEGER).toLowerCase()
      if (!text.includes(query.text.toLowerCase())) return false
    }
    if (property) {
      const entries = Object.values(component.style.custom).flatMap((states) =>
        Object.values(states ?? {}).flatMap((props) => Object.entries(props ?? {})),
      )
      const hit = entries.some(
        ([p, v]) => p === property && (!value || String(v).toLowerCase() === value.toLowerCase()),
      )
      if (!hit) return false
    }
    return true
  }
  const matches: Array<{ route: string; line: string }> = []
  let more = false
  const routes = query.route === undefined ? doc.site.pageOrder : [query.route]
  for (const route of routes) {
    const stack = [doc.site.pages[route]?.root].filter((c): c is Component => c !== undefined)
    while (stack.length) {
      const component = stack.pop()!
      if (wanted(component)) {
        if (matches.length === limit) {
          more = true
          break
        }
        matches.push({ route, line: outlineLine(doc, component) })
      }
      stack.push(...[...(component.children ?? [])].reverse())
    }
    if (more) break
  }
  return { matches, more }
}
