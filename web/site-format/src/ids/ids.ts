import type { SiteContext } from '../types/site.js'

/** Id kinds: component, style mixin, behaviour, breakpoint. */
export type IdKind = 'c' | 's' | 'b' | 'bp'

/** The namespace of built-in components, mixins and behaviours. */
export const GLOBAL_NAMESPACE = 'global'

/** A site's namespace from its name: lower case, with whitespace, `#` and `.` as hyphens. */
export function namespaceFromName(name: string): string {
  return name.toLowerCase().replace(/[\s#.]/g, '-')
}

export function makeId(namespace: string, kind: IdKind, n: number | string): string {
  return `${namespace}-${kind}-${n}`
}

export interface ParsedId {
  namespace: string
  kind: string
  suffix: string
}

/** Reads an id from the right, since namespaces may contain hyphens. */
export function parseId(id: string): ParsedId | undefined {
  const parts = id.split('-')
  if (parts.length < 3) return undefined
  const suffix = parts.pop()!
  const kind = parts.pop()!
  return { namespace: parts.join('-'), kind, suffix }
}

/** The next id of a kind; every kind shares `context.nextId`. */
export function nextId(context: SiteContext, kind: IdKind): string {
  const id = makeId(context.namespace, kind, context.nextId)
  context.nextId += 1
  return id
}
