import type { Component, EventBehaviorCall } from '../types/component.js'
import type { Site } from '../types/site.js'
import { cloneJson, isPlainObject, setOwn } from './records.js'

/** A placeholder namespace used by 2023-12 to 2024-11 seeds; it is replaced like any other. */
export const PLACEHOLDER_NAMESPACE = '__namespace__'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Matches site-owned ids `<namespace>-<kind>-<n>` of one namespace inside any text. The
 * boundaries stop a longer namespace ending in this one (`x-tmp-c-1`) from matching.
 */
export function namespaceIdPattern(namespace: string): RegExp {
  return new RegExp(`(?<![\\w-])${escapeRegExp(namespace)}-(c|s|b|bp)-(\\d+)(?!\\w|-\\w)`, 'g')
}

/** Matches a string that is, as a whole, a site-owned id of one namespace; group 1 is its `n`. */
export function wholeIdPattern(namespace: string): RegExp {
  return new RegExp(`^${escapeRegExp(namespace)}-(?:c|s|b|bp)-(\\d+)$`)
}

/** Replaces every id of namespace `from` inside `text` with the same id in namespace `to`. */
export function replaceNamespaceIds(text: string, from: string, to: string): string {
  return text.replace(
    namespaceIdPattern(from),
    (_id, kind: string, n: string) => `${to}-${kind}-${n}`,
  )
}

/**
 * The site moved into namespace `to` (FORMAT.md section 3): ids of the site's namespace are
 * renamed wherever they appear, in keys and in values (component ids, mixin and behaviour ids,
 * styleOrder, mixin references, override selectors, input values, behaviour args and code,
 * breakpoint ids, translation keys, editor state and history). `global-` ids stay. The input
 * is not changed.
 */
export function rewriteNamespace(site: Site, to: string): Site {
  const from = site.context.namespace
  if (from === to) return cloneJson(site)
  const pattern = namespaceIdPattern(from)
  const marker = `${from}-`
  // Most strings of a site (style keys and values, names) hold no id: a substring test is far
  // cheaper than the pattern, which matters for sites of thousands of components.
  const rename = (text: string): string =>
    text.includes(marker)
      ? text.replace(pattern, (_id, kind: string, n: string) => `${to}-${kind}-${n}`)
      : text

  const { name, version, ...parts } = site
  const rewritten: Site = {
    name,
    version,
    ...(renameDeep(parts, rename) as Omit<Site, 'name' | 'version'>),
  }
  rewritten.context.namespace = to

  // Upstream also renames behaviour args that merely start with the namespace. This reads the
  // original values, so the prefix is replaced once even when `to` starts with `from-`.
  const originals = Object.values(site.pages)
  const copies = Object.values(rewritten.pages)
  originals.forEach((page, index) => {
    const copy = copies[index]
    if (copy) renamePrefixedArgs(page.root, copy.root, `${from}-`, `${to}-`, rename)
  })
  return rewritten
}

function renamePrefixedArgs(
  original: Component,
  copy: Component,
  prefix: string,
  newPrefix: string,
  rename: (text: string) => string,
): void {
  const pairs: Array<[EventLike[], EventLike[]]> = [
    [Object.values(original.events ?? {}), Object.values(copy.events ?? {})],
    [Object.values(original.editorEvents ?? {}), Object.values(copy.editorEvents ?? {})],
  ]
  for (const [events, copiedEvents] of pairs) {
    events.forEach((event, eventIndex) => {
      event.behaviors.forEach((call, callIndex) => {
        const copiedArgs = copiedEvents[eventIndex]?.behaviors[callIndex]?.args
        for (const [key, value] of Object.entries(call.args ?? {})) {
          if (copiedArgs && typeof value === 'string' && value.startsWith(prefix)) {
            setOwn(copiedArgs, rename(key), newPrefix + rename(value.slice(prefix.length)))
          }
        }
      })
    })
  }
  original.children?.forEach((child, index) => {
    const copiedChild = copy.children?.[index]
    if (copiedChild) renamePrefixedArgs(child, copiedChild, prefix, newPrefix, rename)
  })
}

type EventLike = { behaviors: EventBehaviorCall[] }

/** A copy of JSON-like data with `rename` applied to every string and every object key. */
export function renameDeep(value: unknown, rename: (text: string) => string): unknown {
  if (typeof value === 'string') return rename(value)
  if (Array.isArray(value)) return value.map((item) => renameDeep(item, rename))
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      // defineProperty, so a `__proto__` key stays a plain own key.
      Object.defineProperty(copy, rename(key), {
        value: renameDeep(value[key], rename),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
    return copy
  }
  return value
}
