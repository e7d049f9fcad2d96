import { keyPosition } from '../commands/command-handler.js'
import type { SiteDocument } from '../document/site-document.js'
import { getStyleValue } from '../document/style-entries.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import type { BreakpointStyles, PseudoClass, StyleEntry, StyleMixin } from '../types/style.js'

export interface StyleSlot {
  breakpointId: string
  pseudoClass: PseudoClass
  property: string
}

function entryAt(styles: BreakpointStyles | undefined, slot: StyleSlot): StyleEntry | undefined {
  const value = styles && getStyleValue(styles, slot)
  return value === undefined ? undefined : { ...slot, value }
}

/**
 * Sets a property of a component's own style (`value` undefined removes it). With `from`,
 * the row's property or state changes too: the old slot is removed.
 */
export function setComponentStyle(
  doc: SiteDocument,
  id: string,
  slot: StyleSlot,
  value: string | undefined,
  from?: StyleSlot,
): Command<'setCCS'> {
  const styles = doc.component(id).style.custom
  const old = entryAt(styles, from ?? slot)
  return {
    type: 'setCCS',
    data: {
      id,
      ...(old ? { old } : {}),
      ...(value === undefined ? {} : { new: { ...slot, value } }),
    },
  }
}

export function setOverrideStyle(
  doc: SiteDocument,
  id: string,
  selector: string,
  slot: StyleSlot,
  value: string | undefined,
): Command<'setCOS'> {
  const old = entryAt(doc.component(id).style.overrides?.[selector], slot)
  return {
    type: 'setCOS',
    data: {
      id,
      selector,
      ...(old ? { old } : {}),
      ...(value === undefined ? {} : { new: { ...slot, value } }),
    },
  }
}

export function removeOverride(doc: SiteDocument, id: string, selector: string): Command<'rmCOS'> {
  const styles = doc.component(id).style.overrides?.[selector]
  if (!styles) throw new Error(`No child style ${selector} on ${id}`)
  return { type: 'rmCOS', data: { id, selector, styles: structuredClone(styles) } }
}

export function replaceComponentStyle(
  doc: SiteDocument,
  id: string,
  style: Component['style'],
): Command<'mergeCS'> {
  return {
    type: 'mergeCS',
    data: { id, old: structuredClone(doc.component(id).style), new: structuredClone(style) },
  }
}

export function addComponentMixin(
  doc: SiteDocument,
  id: string,
  mixinId: string,
): Command<'addCM'> {
  const mixins = doc.component(id).style.mixins ?? []
  if (!doc.site.context.styles[mixinId]) throw new Error(`Cannot find style with ID ${mixinId}`)
  if (mixins.includes(mixinId)) throw new Error(`${id} already uses ${mixinId}`)
  return { type: 'addCM', data: { id, mixinId, index: mixins.length } }
}

export function removeComponentMixin(
  doc: SiteDocument,
  id: string,
  mixinId: string,
): Command<'rmCM'> {
  const index = doc.component(id).style.mixins?.indexOf(mixinId) ?? -1
  if (index < 0) throw new Error(`${id} does not use ${mixinId}`)
  return { type: 'rmCM', data: { id, mixinId, index } }
}

export function setMixinStyle(
  doc: SiteDocument,
  mixinId: string,
  slot: StyleSlot,
  value: string | undefined,
  from?: StyleSlot,
): Command<'setME'> {
  const mixin = doc.site.context.styles[mixinId]
  if (!mixin) throw new Error(`Cannot find style with ID ${mixinId}`)
  const old = entryAt(mixin.breakpoints, from ?? slot)
  return {
    type: 'setME',
    data: {
      id: mixinId,
      ...(old ? { old } : {}),
      ...(value === undefined ? {} : { new: { ...slot, value } }),
    },
  }
}

export const MIXIN_NAME_REQUIRED = 'Style must have a name'

export function addMixin(
  doc: SiteDocument,
  mixin: StyleMixin,
  nextIdBefore: number,
): Command<'addS'> {
  if (!mixin.name.trim()) throw new Error(MIXIN_NAME_REQUIRED)
  const context = doc.site.context
  return {
    type: 'addS',
    data: {
      mixin: structuredClone(mixin),
      index: context.styleOrder.length,
      nextId: [nextIdBefore, context.nextId],
    },
  }
}

export function renameMixin(doc: SiteDocument, mixinId: string, name: string): Command<'editS'> {
  if (!name.trim()) throw new Error(MIXIN_NAME_REQUIRED)
  const mixin = doc.site.context.styles[mixinId]
  if (!mixin) throw new Error(`Cannot find style with ID ${mixinId}`)
  return {
    type: 'editS',
    data: { old: structuredClone(mixin), new: { ...structuredClone(mixin), name } },
  }
}

/** Removes a mixin and every component's use of it; undo restores both. */
export function removeMixin(doc: SiteDocument, mixinId: string): Command<'rmS'> {
  const context = doc.site.context
  const mixin = context.styles[mixinId]
  if (!mixin) throw new Error(`Cannot find style with ID ${mixinId}`)
  const uses: Array<{ id: string; index: number }> = []
  for (const id of doc.componentIds()) {
    const index = doc.component(id).style.mixins?.indexOf(mixinId) ?? -1
    if (index >= 0) uses.push({ id, index })
  }
  return {
    type: 'rmS',
    data: {
      mixin: structuredClone(mixin),
      index: context.styleOrder.indexOf(mixinId),
      uses,
      at: keyPosition(context.styles, mixinId),
    },
  }
}

export function moveMixin(doc: SiteDocument, from: number, to: number): Command<'uSO'> {
  const length = doc.site.context.styleOrder.length
  if (!isIndex(from, length) || !isIndex(to, length)) throw new Error('No style at that position')
  return { type: 'uSO', data: { from, to } }
}

export function replaceComponentMixin(
  doc: SiteDocument,
  id: string,
  oldMixinId: string,
  newMixinId: string,
): Command<'repCm'> {
  const mixins = doc.component(id).style.mixins ?? []
  const index = mixins.indexOf(oldMixinId)
  if (index < 0) throw new Error(`${id} does not use ${oldMixinId}`)
  if (!doc.site.context.styles[newMixinId] || mixins.includes(newMixinId))
    throw new Error(`Cannot use ${newMixinId} on ${id}`)
  return { type: 'repCm', data: { id, index, old: oldMixinId, new: newMixinId } }
}

const isIndex = (n: number, length: number): boolean => Number.isInteger(n) && n >= 0 && n < length
