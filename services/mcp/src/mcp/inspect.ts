import { type Component, shortId, type SiteDocument, textExcerpt } from '@tessera/site-format'

type Resolved = Record<string, Record<string, Record<string, string>>>

/** A component as `inspect` answers: its styles resolved per breakpoint and state. */
export function describeComponent(doc: SiteDocument, component: Component) {
  const styles = doc.site.context.styles
  const mixins = (component.style.mixins ?? []).map((id) => ({
    id,
    name: styles[id]?.name ?? id,
  }))
  const resolved: Resolved = {}
  // Reusable styles first, in order, then the component's own: what the page's CSS cascades to.
  const layers = [...mixins.map((m) => styles[m.id]?.breakpoints ?? {}), component.style.custom]
  for (const layer of layers) {
    for (const [breakpoint, states] of Object.entries(layer)) {
      for (const [state, properties] of Object.entries(states ?? {})) {
        const slot = ((resolved[breakpoint] ??= {})[state] ??= {})
        Object.assign(slot, properties)
      }
    }
  }
  return {
    id: shortId(doc, component.id),
    tag: component.tag,
    name: component.name,
    ...(component.parentId === undefined ? {} : { parent: shortId(doc, component.parentId) }),
    children: (component.children ?? []).map((c) => shortId(doc, c.id)),
    text: textExcerpt(doc, component, 500),
    styles: mixins,
    resolved,
  }
}
