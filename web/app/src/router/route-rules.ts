import { generatePath, matchRoutes, type RouteObject } from 'react-router'
import type { MessageKey } from '../i18n/message-key'
import type { RouteDef, RouteName, RouteTable, ScrollBehaviour } from './route-def'

/** Rejects a malformed table at start-up, before any user can trip over it. */
export function validateRouteTable(table: RouteTable): void {
  const names = new Set<string>()
  const paths = new Set<string>()
  const visit = (route: Omit<RouteDef, 'path'> & { path?: string }) => {
    if (!route.name) throw new Error('A route needs a non-empty name')
    if (names.has(route.name)) throw new Error(`Duplicate route name ${route.name}`)
    names.add(route.name)
    for (const path of route.path === undefined ? [] : [route.path, ...(route.aliases ?? [])]) {
      if (!path.startsWith('/')) throw new Error(`Route ${route.name}: ${path} must start with /`)
      if (path !== '/' && path.endsWith('/'))
        throw new Error(`Route ${route.name}: ${path} must not end with /`)
      if (paths.has(path)) throw new Error(`Duplicate route path ${path}`)
      paths.add(path)
    }
    for (const child of route.children ?? []) visit(child)
  }
  for (const route of table.routes) visit(route)
  visit(table.notFound)
}

export interface RouteHandle {
  name: RouteName
  title?: MessageKey
  requiresLogin?: boolean
  scroll?: ScrollBehaviour
}

export function handleOf(route: Omit<RouteDef, 'path'>): RouteHandle {
  return {
    name: route.name,
    title: route.title,
    requiresLogin: route.requiresLogin,
    scroll: route.scroll,
  }
}

/** Route objects with only paths and handles: enough to tell which route a path is. */
export function matchTree(table: RouteTable): RouteObject[] {
  const convert = (route: RouteDef): RouteObject[] =>
    [route.path, ...(route.aliases ?? [])].map((path) => ({
      path,
      handle: handleOf(route),
      children: route.children?.flatMap(convert),
    }))
  return [...table.routes.flatMap(convert), { path: '*', handle: handleOf(table.notFound) }]
}

/** The handles of the routes a path resolves to, outermost first. */
export function matchHandles(table: RouteTable, path: string): RouteHandle[] {
  const matches = matchRoutes(matchTree(table), path.split(/[?#]/)[0] || '/') ?? []
  return matches.map((match) => match.route.handle as RouteHandle)
}

export function findRoute(table: RouteTable, name: RouteName): RouteDef | undefined {
  const search = (routes: readonly RouteDef[]): RouteDef | undefined => {
    for (const route of routes) {
      if (route.name === name) return route
      const child = route.children && search(route.children)
      if (child) return child
    }
    return undefined
  }
  return search(table.routes)
}

export type Params = Record<string, string | undefined>
export type QueryValues = Record<string, string | undefined>

/** The URL of a named route with its params, query and hash. */
export function pathTo(
  table: RouteTable,
  name: RouteName,
  params: Params = {},
  query: QueryValues = {},
  hash?: string,
): string {
  const route = findRoute(table, name)
  if (!route) throw new Error(`Unknown route ${name}`)
  const path = generatePath(route.path, params)
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value)
  const searchText = search.toString()
  return `${path}${searchText ? `?${searchText}` : ''}${hash ? `#${hash}` : ''}`
}

/** base64 of the UTF-8 bytes, so any path survives the trip through a query. */
export function encodeFrom(path: string): string {
  const bytes = new TextEncoder().encode(path)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function decodeFrom(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const binary = atob(value)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** A path inside this app (never another origin, however it is spelled). */
export function isLocalPath(path: string): boolean {
  // Control characters could hide a second slash from this check but not from the browser.
  return /^\/(?![/\\])/.test(path) && ![...path].some((c) => c.charCodeAt(0) < 0x20)
}

/** Where a logged-out user goes for a guarded destination: Login with a base64 `from`. */
export function loginPathFor(table: RouteTable, destination: string): string {
  return pathTo(table, 'Login', {}, { from: encodeFrom(destination) })
}

/**
 * After login: the `from` destination, else the path remembered when the session expired, else
 * Sites. A destination that resolves to Login is replaced by Sites.
 */
export function loginDestination(
  table: RouteTable,
  from: string | null | undefined,
  remembered?: string,
): string {
  const sites = pathTo(table, 'Sites')
  const candidate = [decodeFrom(from), remembered].find(
    (path): path is string => path !== undefined && isLocalPath(path),
  )
  if (!candidate) return sites
  const handles = matchHandles(table, candidate)
  return handles.at(-1)?.name === 'Login' ? sites : candidate
}

/** The nearest title up the matched routes (deepest first); undefined means the product name. */
export function resolveTitle(handles: readonly RouteHandle[]): MessageKey | undefined {
  for (let i = handles.length - 1; i >= 0; i--) {
    const title = handles[i]?.title
    if (title) return title
  }
  return undefined
}

/** Preview pages set the previewed site's own title. */
export function isPreviewPath(path: string): boolean {
  return /^\/preview(\/|$|\?)/.test(path)
}

export interface ScrollLocation {
  pathname: string
  hash: string
  handles: readonly RouteHandle[]
}

export type ScrollPlan =
  | { kind: 'element'; id: string; delayMs: number; smooth: boolean }
  | { kind: 'top' }
  | { kind: 'keep' }

export const HASH_SCROLL_DELAY_MS = 300

/**
 * Scrolling on navigation: a hash target scrolls smoothly (after 300 ms when the page changes),
 * scroll-anchor routes go to their anchor, both routes marked no-scroll keep the position, and
 * anything else goes to the top.
 */
export function planScroll(previous: ScrollLocation | undefined, next: ScrollLocation): ScrollPlan {
  const pageChanged = !previous || previous.pathname !== next.pathname
  const hash = decodeHash(next.hash)
  if (hash) {
    return {
      kind: 'element',
      id: hash,
      delayMs: pageChanged ? HASH_SCROLL_DELAY_MS : 0,
      smooth: true,
    }
  }
  const scroll = next.handles.at(-1)?.scroll
  if (scroll && scroll !== 'noScroll') {
    return { kind: 'element', id: scroll.anchor, delayMs: 0, smooth: !pageChanged }
  }
  const noScroll = (handles: readonly RouteHandle[]) => handles.at(-1)?.scroll === 'noScroll'
  if (previous && noScroll(previous.handles) && noScroll(next.handles)) return { kind: 'keep' }
  return { kind: 'top' }
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
