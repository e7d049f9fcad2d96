import type { ComponentStyle } from '../types/component.js'
import type { Site } from '../types/site.js'
import { getOwn } from '../serialization/records.js'
import { payloadNamespace, type ClipboardPayload } from './payload.js'
import { findMixinByName, matchBreakpoint, remapBreakpointStyles } from './remap.js'

/**
 * The style to apply for a style-only paste (Shift+paste): the copied component's own style,
 * with breakpoints and mixins mapped onto the site as for a paste. A style paste adds nothing
 * to the site, so mixins and breakpoint styles with no counterpart in the site are left out.
 * The site is not changed.
 */
export function styleForPaste(payload: ClipboardPayload, site: Site): ComponentStyle {
  const { context } = site
  const external = payloadNamespace(payload) !== context.namespace
  const source = structuredClone(payload.component.style)
  const siteBreakpoints = Object.values(context.breakpoints)

  const mapBreakpoint = (id: string): string | undefined => {
    const pasted = getOwn(payload.breakpoints, id)
    if (external && pasted) return matchBreakpoint(pasted, siteBreakpoints)?.id
    return Object.hasOwn(context.breakpoints, id) ? id : undefined
  }
  const mapMixin = (id: string): string | undefined => {
    const pasted = getOwn(payload.styles, id)
    if (external && pasted) return findMixinByName(context.styles, pasted.name)?.id
    return Object.hasOwn(context.styles, id) ? id : undefined
  }

  const style: ComponentStyle = { custom: remapBreakpointStyles(source.custom, mapBreakpoint) }
  if (source.mixins) {
    style.mixins = [
      ...new Set(source.mixins.map(mapMixin).filter((id): id is string => id !== undefined)),
    ]
  }
  if (source.overrides) {
    style.overrides = Object.fromEntries(
      Object.entries(source.overrides).map(([selector, styles]) => [
        selector,
        remapBreakpointStyles(styles, mapBreakpoint),
      ]),
    )
  }
  return style
}
