import type { CollectionList, PageCollection } from '../types/collection.js'
import type { Component } from '../types/component.js'
import type { Page } from '../types/site.js'
import { invalid, type ValidationResult } from './validation-error.js'

/** A route segment that takes a value: `:slug`. */
const PARAM_SEGMENT = /^:[a-z][a-z0-9_]{0,39}$/i

/** The parameter segments of a route (`/blog/:slug` has one, `slug`). */
export function routeParams(route: string): string[] {
  return route
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
}

/** A template page's route: exactly one parameter, as a whole segment, and it is not the first. */
export function validateTemplateRoute(route: string): ValidationResult {
  const segments = route.split('/').slice(1)
  const params = segments.filter((segment) => segment.includes(':'))
  if (params.length !== 1 || !PARAM_SEGMENT.test(params[0]!)) {
    return invalid('build.collection_route_param')
  }
  return undefined
}

/** A page bound to a collection has a parameter in its route; a page with one is bound. */
export function validatePageCollection(
  page: Pick<Page, 'route'>,
  binding: PageCollection | undefined,
): ValidationResult {
  const hasParam = page.route.includes(':')
  if (binding === undefined) return hasParam ? invalid('build.collection_page_unbound') : undefined
  return validateTemplateRoute(page.route)
}

/**
 * Where a list may be: a list reading a collection anywhere but inside another list; a list
 * reading a reference field inside another list's item or on a template page (one level).
 * `outerLists` counts the lists around it; `onTemplatePage` tells whether the page has an item.
 */
export function validateListPlace(
  list: CollectionList,
  outerLists: number,
  onTemplatePage: boolean,
): ValidationResult {
  if (outerLists > 1) return invalid('build.collection_list_depth')
  if (list.source !== undefined) {
    if (outerLists === 0 && !onTemplatePage) return invalid('build.collection_list_source')
    return undefined
  }
  if (outerLists > 0) return invalid('build.collection_list_nested_source')
  return undefined
}

/** A list needs its item design: the first child, repeated for each item. */
export function validateListChildren(component: Component): ValidationResult {
  const count = component.children?.length ?? 0
  if (count < 1 || count > 2) return invalid('build.collection_list_children')
  return undefined
}
