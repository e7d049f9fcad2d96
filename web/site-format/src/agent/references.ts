import type { SiteDocument } from '../document/site-document.js'
import type { Component } from '../types/component.js'
import { nearest } from './near-miss.js'
import { OperationError } from './operation-error.js'

/** A component id without the site's namespace (`c-27` for `sunrise-bakery-c-27`). */
export function shortId(doc: SiteDocument, id: string): string {
  const prefix = `${doc.site.context.namespace}-`
  return id.startsWith(prefix) ? id.slice(prefix.length) : id
}

/** A component by its id or short id; unknown ones are refused with near misses. */
export function componentById(doc: SiteDocument, id: string): Component {
  const found = doc.findComponent(id) ?? doc.findComponent(`${doc.site.context.namespace}-${id}`)
  if (found) return found
  const ids = [...doc.componentIds()].map((known) => shortId(doc, known))
  throw new OperationError(`Unknown component ${id}`, nearest(shortId(doc, id), ids))
}
