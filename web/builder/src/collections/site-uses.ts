import type { Component, SiteDocument } from '@tessera/site-format'
import { bindingScope } from './binding-scope'
import type { Collection } from './collections-api'

/** A part of the site that shows a collection or one of its fields. */
export interface SiteUse {
  kind: 'page' | 'list' | 'binding'
  /** The page's name. */
  page: string
  /** The component's name (lists and bindings). */
  component?: string
}

/**
 * Where the site's pages use a collection (or, with `fieldId`, one of its fields): template
 * pages bound to it, lists reading it (or filtering and sorting on the field) and components
 * bound to its fields, directly or through a reference. Deleting it leaves these showing
 * "missing field" or nothing, so the owner is told first.
 */
export function siteUses(
  doc: SiteDocument,
  collections: readonly Collection[],
  collectionId: string,
  fieldId?: number,
): SiteUse[] {
  const uses: SiteUse[] = []
  const site = doc.site
  for (const route of site.pageOrder) {
    const page = site.pages[route]
    if (page === undefined) continue
    const binding = page.collection
    if (
      binding?.collection === collectionId &&
      (fieldId === undefined || binding.slugField === fieldId)
    ) {
      uses.push({ kind: 'page', page: page.name })
    }
    const visit = (component: Component) => {
      const list = component.list
      if (list?.collection === collectionId) {
        const named = [
          ...(list.filters ?? []).map((filter) => filter.field),
          ...(list.sort ?? []).map((sort) => sort.field),
        ]
        if (fieldId === undefined || named.includes(fieldId)) {
          uses.push({ kind: 'list', page: page.name, component: component.name })
        }
      }
      if (component.bindings !== undefined && bindsTo(doc, route, component, collections)) {
        uses.push({ kind: 'binding', page: page.name, component: component.name })
      }
      for (const child of component.children ?? []) visit(child)
    }
    visit(page.root)
  }
  return uses

  function bindsTo(
    document: SiteDocument,
    route: string,
    component: Component,
    all: readonly Collection[],
  ): boolean {
    const scope = bindingScope(document, route, component.id, all)
    const inScope = all.find((each) => each.id === scope?.collectionId)
    return Object.values(component.bindings ?? {}).some((binding) => {
      if (binding.via === undefined) {
        return (
          scope?.collectionId === collectionId &&
          (fieldId === undefined || binding.field === fieldId)
        )
      }
      const via = inScope?.fields.find((field) => field.id === binding.via)
      if (
        scope?.collectionId === collectionId &&
        (fieldId === undefined || binding.via === fieldId)
      )
        return true
      return (
        via?.target_collection_id === collectionId &&
        (fieldId === undefined || binding.field === fieldId)
      )
    })
  }
}
