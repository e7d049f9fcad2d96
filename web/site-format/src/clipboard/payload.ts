import { z } from 'zod'
import { parseId } from '../ids/ids.js'
import type { Behavior } from '../types/behavior.js'
import type { Component } from '../types/component.js'
import type { Breakpoint, Site, Theme, Translations } from '../types/site.js'
import type { StyleMixin } from '../types/style.js'
import { normalizeComponentTree } from '../serialization/normalize.js'
import { setOwn } from '../serialization/records.js'
import {
  behaviorSchema,
  breakpointSchema,
  mixinSchema,
  rawComponentSchema,
  themeSchema,
  translationsSchema,
} from '../serialization/schema.js'
import { findComponent } from '../serialization/tree.js'
import { collectSubtreeUses, pick, themeUses, valuesOfStyles } from './subtree.js'

/** The clipboard format of a copied component ('web text/{product}io'). */
export const CLIPBOARD_MIME_TYPE = 'web text/tesseraio'

/** A copied component with what it needs from its site, so it can be pasted elsewhere. */
export interface ClipboardPayload {
  siteId: string
  /** The copied subtree; a page root has no `parentId`. */
  component: Component
  /** Breakpoints of the subtree's styles and of its mixins. */
  breakpoints: Record<string, Breakpoint>
  /** The translations of the keys the subtree's content uses. */
  translations: Translations
  /** Behaviours called by the subtree's events. */
  behaviors: Record<string, Behavior>
  /** Mixins the subtree references. */
  styles: Record<string, StyleMixin>
  /** Theme variables and fonts the subtree's styles (and inputs) reference. */
  theme: Theme
}

const payloadSchema = z.object({
  siteId: z.string(),
  component: rawComponentSchema,
  breakpoints: z.record(z.string(), breakpointSchema),
  translations: translationsSchema,
  behaviors: z.record(z.string(), behaviorSchema),
  styles: z.record(z.string(), mixinSchema),
  theme: themeSchema,
})

/** The payload for copying a component. Throws when the site has no such component. */
export function buildClipboardPayload(
  site: Site,
  componentId: string,
  siteId: string,
): ClipboardPayload {
  const found = findComponent(site, componentId)
  if (!found) throw new Error(`Cannot find component with ID ${componentId}`)
  const component = structuredClone(found)
  const { context } = site
  const uses = collectSubtreeUses(component)

  const styles = structuredClone(pick(context.styles, uses.mixinIds))
  const mixinValues = Object.values(styles).flatMap((mixin) => valuesOfStyles(mixin.breakpoints))
  const breakpointIds = new Set(uses.breakpointIds)
  for (const mixin of Object.values(styles)) {
    for (const id of Object.keys(mixin.breakpoints)) breakpointIds.add(id)
  }

  const translations: Translations = {}
  for (const [lang, texts] of Object.entries(context.i18n)) {
    const used = pick(texts, uses.translationKeys)
    if (Object.keys(used).length > 0) setOwn(translations, lang, used)
  }

  return {
    siteId,
    component,
    breakpoints: structuredClone(pick(context.breakpoints, breakpointIds)),
    translations,
    behaviors: structuredClone(pick(context.behaviors, uses.behaviorIds)),
    styles,
    theme: structuredClone(
      themeUses([...uses.styleValues, ...mixinValues], uses.inputStrings, context.theme),
    ),
  }
}

/** The clipboard text of a payload. */
export function serializeClipboardPayload(payload: ClipboardPayload): string {
  return JSON.stringify(payload)
}

/** The payload in clipboard text, or undefined for plain text or anything else. */
export function parseClipboardPayload(text: string): ClipboardPayload | undefined {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = payloadSchema.safeParse(data)
  if (!result.success) return undefined
  return { ...result.data, component: normalizeComponentTree(result.data.component) }
}

/** The namespace the payload's ids belong to. */
export function payloadNamespace(payload: ClipboardPayload): string | undefined {
  return parseId(payload.component.id)?.namespace
}
