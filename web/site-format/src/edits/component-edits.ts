import { subtreeIds } from '../commands/component-commands.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command, ComponentFields } from '../types/command.js'
import type { Component } from '../types/component.js'

export const NO_PARENT = 'Cannot remove component with no parent'
export const CUSTOM_CHILD = 'Components inside a custom component source cannot be deleted'
export const INSTANCE_CHILD =
  'Components inside a custom component instance cannot be deleted: edit its source instead'
export const INVALID_MOVE =
  'Cannot move a component into itself, its descendants or a custom component'
export const CUSTOM_CHILD_MOVE =
  'Components inside a custom component source can only be moved within that source'

/** Adds a subtree whose ids were allocated from `context.nextId`, which stood at `nextIdBefore`. */
export function addComponent(
  doc: SiteDocument,
  component: Component,
  parentId: string,
  nextIdBefore: number,
  index?: number,
): Command<'addC'> {
  const parent = doc.component(parentId)
  const at = index ?? parent.children?.length ?? 0
  return {
    type: 'addC',
    data: {
      position: { parentId, index: at },
      component: { ...component, parentId },
      nextId: [nextIdBefore, doc.site.context.nextId],
    },
  }
}

export function editComponent(
  doc: SiteDocument,
  id: string,
  fields: ComponentFields,
): Command<'editC'> {
  const component = doc.component(id)
  const old: ComponentFields = {}
  for (const key of Object.keys(fields) as Array<keyof ComponentFields>) {
    const value = component[key]
    ;(old as Record<string, unknown>)[key] = value === undefined ? null : value
  }
  return { type: 'editC', data: { id, old, new: { ...fields } } }
}

export function removeComponent(doc: SiteDocument, id: string): Command<'rmC'> {
  const component = doc.component(id)
  if (component.parentId === undefined) throw new Error(NO_PARENT)
  const context = doc.site.context
  if (context.customChildIds.includes(id)) throw new Error(CUSTOM_CHILD)
  // A shell mirrors a part of the source: the instance follows its source.
  if (
    component.customSourceId !== undefined &&
    context.customChildIds.includes(component.customSourceId)
  )
    throw new Error(INSTANCE_CHILD)
  const parent = doc.parent(component)
  const ids = new Set(subtreeIds(component))
  const touchesCustom = [...context.customComponentIds, ...context.customChildIds].some((c) =>
    ids.has(c),
  )
  return {
    type: 'rmC',
    data: {
      position: { parentId: parent.id, index: parent.children!.indexOf(component) },
      component: structuredClone(component),
      ...(touchesCustom
        ? {
            custom: {
              componentIds: [...context.customComponentIds],
              childIds: [...context.customChildIds],
            },
          }
        : {}),
    },
  }
}

/** True when `id` is `ancestorId` or lies below it. */
export function isSelfOrDescendant(doc: SiteDocument, id: string, ancestorId: string): boolean {
  for (let current: Component | undefined = doc.findComponent(id); current;) {
    if (current.id === ancestorId) return true
    current = current.parentId === undefined ? undefined : doc.findComponent(current.parentId)
  }
  return false
}

/** The custom component source (its id) that `id` is or lies inside, if any. */
export function definitionOf(doc: SiteDocument, id: string): string | undefined {
  const { customComponentIds } = doc.site.context
  for (let current: Component | undefined = doc.findComponent(id); current;) {
    if (customComponentIds.includes(current.id)) return current.id
    current = current.parentId === undefined ? undefined : doc.findComponent(current.parentId)
  }
  return undefined
}

/**
 * `index` is the position among the new parent's children once the component has left its old
 * place. A part of a custom component source moves only within that source (it cannot be
 * deleted, nor taken out); a source cannot go inside a source.
 */
export function moveComponent(
  doc: SiteDocument,
  id: string,
  parentId: string,
  index: number,
): Command<'mvC'> {
  const component = doc.component(id)
  const target = doc.component(parentId)
  if (component.parentId === undefined) throw new Error(NO_PARENT)
  if (isSelfOrDescendant(doc, parentId, id) || target.customSourceId !== undefined)
    throw new Error(INVALID_MOVE)
  const context = doc.site.context
  const into = definitionOf(doc, parentId)
  if (context.customChildIds.includes(id) && into !== definitionOf(doc, id)) {
    throw new Error(CUSTOM_CHILD_MOVE)
  }
  if (into !== undefined && !context.customChildIds.includes(id)) {
    const moving = new Set(subtreeIds(component))
    if (context.customComponentIds.some((source) => moving.has(source))) {
      throw new Error(INVALID_MOVE)
    }
  }
  const from = doc.parent(component)
  const fromIndex = from.children!.indexOf(component)
  const siblings = (target.children?.length ?? 0) - (from.id === target.id ? 1 : 0)
  if (index < 0 || index > siblings)
    throw new Error(`Cannot insert at position ${index} of ${parentId}`)
  return {
    type: 'mvC',
    data: { id, from: { parentId: from.id, index: fromIndex }, to: { parentId, index } },
  }
}

export function replacePageRoot(
  doc: SiteDocument,
  route: string,
  root: Component,
  nextIdBefore: number,
): Command<'rpPR'> {
  const page = doc.page(route)
  const next = structuredClone(root)
  delete next.parentId
  return {
    type: 'rpPR',
    data: {
      route,
      old: structuredClone(page.root),
      new: next,
      nextId: [nextIdBefore, doc.site.context.nextId],
    },
  }
}

/** Marks a component as a custom component definition; its descendants become its slots. */
export function makeCustomComponent(doc: SiteDocument, id: string): Command<'addR'> {
  const component = doc.component(id)
  const context = doc.site.context
  if (context.customComponentIds.includes(id) || context.customChildIds.includes(id)) {
    throw new Error(`${id} is already part of a custom component`)
  }
  return { type: 'addR', data: { id, childIds: subtreeIds(component).slice(1) } }
}

export function setComponentState(
  doc: SiteDocument,
  id: string,
  key: string,
  value: unknown,
): Command<'sCS'> {
  const old = doc.component(id).state?.[key]
  return {
    type: 'sCS',
    data: {
      id,
      key,
      ...(old === undefined ? {} : { old }),
      ...(value === undefined ? {} : { new: value }),
    },
  }
}
