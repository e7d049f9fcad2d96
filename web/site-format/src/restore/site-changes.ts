import { deepEqual } from '../serialization/deep-equal.js'
import type { SiteContent } from '../types/command.js'
import type { Component } from '../types/component.js'

/** How many things of one kind one side has that the other has not, or has otherwise. */
export interface ChangeCounts {
  added: number
  removed: number
  changed: number
}

/**
 * What differs between two contents of a site, as a restore point's summary says it: pages (by
 * route), components (by id, each without its children), reusable and global styles, and texts
 * (component texts and translations). Counts go from `from` to `to`.
 */
export interface SiteChanges {
  pages: ChangeCounts
  components: ChangeCounts
  styles: ChangeCounts
  texts: ChangeCounts
}

const zero = (): ChangeCounts => ({ added: 0, removed: 0, changed: 0 })

function compare<T>(
  from: ReadonlyMap<string, T>,
  to: ReadonlyMap<string, T>,
  same: (a: T, b: T) => boolean = deepEqual,
): ChangeCounts {
  const counts = zero()
  for (const [key, value] of from) {
    const other = to.get(key)
    if (other === undefined) counts.removed++
    else if (!same(value, other)) counts.changed++
  }
  for (const key of to.keys()) if (!from.has(key)) counts.added++
  return counts
}

/** Every component of every page, by id, with its children as ids only. */
function componentsOf(content: SiteContent): Map<string, Component> {
  const components = new Map<string, Component>()
  const visit = (component: Component) => {
    const { children, ...own } = component
    components.set(component.id, {
      ...own,
      ...(children ? { children: children.map((c) => ({ id: c.id }) as Component) } : {}),
    })
    for (const child of children ?? []) visit(child)
  }
  for (const page of Object.values(content.pages)) visit(page.root)
  return components
}

/** Component texts by component id, and translations by `lang/key`. */
function textsOf(content: SiteContent, components: Map<string, Component>): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [id, component] of components) {
    if (component.content !== undefined && component.content !== '')
      texts.set(id, component.content)
  }
  for (const [lang, entries] of Object.entries(content.context.i18n)) {
    for (const [key, text] of Object.entries(entries)) texts.set(`${lang}/${key}`, text)
  }
  return texts
}

function stylesOf(content: SiteContent): Map<string, unknown> {
  const styles = new Map<string, unknown>()
  for (const [id, style] of Object.entries(content.context.styles)) styles.set(`m/${id}`, style)
  for (const [name, style] of Object.entries(content.context.globalStyles)) {
    styles.set(`g/${name}`, style)
  }
  return styles
}

/** Counts what `to` adds, removes and changes relative to `from`. */
export function siteChanges(from: SiteContent, to: SiteContent): SiteChanges {
  const fromComponents = componentsOf(from)
  const toComponents = componentsOf(to)
  // A component's text is counted under texts; its other fields under components.
  const withoutText = (c: Component) => ({ ...c, content: undefined })
  return {
    pages: compare(
      new Map(Object.entries(from.pages)),
      new Map(Object.entries(to.pages)),
      (a, b) => {
        const { root: rootA, ...ownA } = a
        const { root: rootB, ...ownB } = b
        return rootA.id === rootB.id && deepEqual(ownA, ownB)
      },
    ),
    components: compare(fromComponents, toComponents, (a, b) =>
      deepEqual(withoutText(a), withoutText(b)),
    ),
    styles: compare(stylesOf(from), stylesOf(to)),
    texts: compare(textsOf(from, fromComponents), textsOf(to, toComponents)),
  }
}

/** No change of any kind. */
export function noChanges(changes: SiteChanges): boolean {
  return Object.values(changes).every((c) => c.added + c.removed + c.changed === 0)
}
