import { nextId } from '../ids/ids.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import { addComponent } from './component-edits.js'

export const NOT_CUSTOM = 'Not a custom component'

/**
 * Adds an instance of a custom component: an empty shell mirroring the definition, with one
 * empty shell per definition child. Each shell names its source in `customSourceId` and
 * inherits content, inputs, events, role and styles from it (FORMAT.md section 7).
 */
export function addCustomInstance(
  doc: SiteDocument,
  sourceId: string,
  parentId: string,
  index?: number,
): Command<'addC'> {
  const context = doc.site.context
  if (!context.customComponentIds.includes(sourceId)) throw new Error(NOT_CUSTOM)
  const source = doc.component(sourceId)
  const before = context.nextId
  const shell = (from: Component, parent: string | undefined): Component => {
    const id = nextId(context, 'c')
    const copy: Component = {
      id,
      name: from.name,
      tag: from.tag,
      customSourceId: from.id,
      style: { custom: {} },
    }
    if (parent !== undefined) copy.parentId = parent
    if (from.children) copy.children = from.children.map((child) => shell(child, id))
    return copy
  }
  return addComponent(doc, shell(source, parentId), parentId, before, index)
}

/** The custom component definitions, in slot order. */
export function customComponents(doc: SiteDocument): Component[] {
  return doc.site.context.customComponentIds
    .map((id) => doc.findComponent(id))
    .filter((component): component is Component => component !== undefined)
}
