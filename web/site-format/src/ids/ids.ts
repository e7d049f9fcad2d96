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

/**
 * The counter once a command that took the ids from `before` to `after` is made or made again:
 * never lowered, so ids another edit took meanwhile (a save merged from someone else) stay
 * taken.
 */
export function counterDone(context: SiteContext, [, after]: readonly [number, number]): void {
  context.nextId = Math.max(context.nextId, after)
}

/**
 * The counter once that command is undone: set back only when no id was taken since it, so
 * undoing out of order (another saver's addition under one's own) never hands out an id that is
 * still in use. Undone in order, the site is as it was.
 */
export function counterUndone(
  context: SiteContext,
  [before, after]: readonly [number, number],
): void {
  if (context.nextId === after) context.nextId = before
}
