import type { Page } from '../types/site.js'
import { invalid, type ValidationResult } from './validation-error.js'

type PageKeys = Pick<Page, 'name' | 'route'>

/**
 * The stored form of a typed route: leading slashes (and spaces around them) are stripped, and
 * exactly one slash is put back. An empty input gives '/', which the route rules refuse.
 */
export function normalizeRoute(input: string): string {
  return `/${input.replace(/^[\s/]+/, '').trimEnd()}`
}

export function validatePageRoute(input: string): ValidationResult {
  if (normalizeRoute(input) === '/') return invalid('build.page_route_required')
  return undefined
}

/** `editingRoute` is the current route of the page being edited, which may keep its route. */
export function validatePageRouteUnique(
  input: string,
  pages: readonly PageKeys[],
  editingRoute?: string,
): ValidationResult {
  const route = normalizeRoute(input)
  if (pages.some((page) => page.route === route && page.route !== editingRoute)) {
    return invalid('build.page_route_unique')
  }
  return undefined
}

/**
 * A stored route (an imported file, a page key) starts with one slash and has a path after it.
 * The spec states the rule without a key; build.page_route_format is ours.
 */
export function validateStoredRoute(route: string): ValidationResult {
  if (route !== normalizeRoute(route) || route === '/') return invalid('build.page_route_format')
  return undefined
}

export function validatePageName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('build.page_name_required')
  return undefined
}

/** `editingName` is the current name of the page being edited, which may keep its name. */
export function validatePageNameUnique(
  name: string,
  pages: readonly PageKeys[],
  editingName?: string,
): ValidationResult {
  const trimmed = name.trim()
  if (pages.some((page) => page.name === trimmed && page.name !== editingName)) {
    return invalid('build.page_name_unique')
  }
  return undefined
}
