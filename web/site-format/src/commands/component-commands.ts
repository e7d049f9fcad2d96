import type { SiteDocument } from '../document/site-document.js'
import type { ComponentFields, Position } from '../types/command.js'
import type { Component } from '../types/component.js'
import { counterDone, counterUndone } from '../ids/ids.js'
import { clone, setOrDelete, type CommandHandlers } from './command-handler.js'

function insertChild(doc: SiteDocument, position: Position, component: Component): void {
  const parent = doc.component(position.parentId)
  const children = (parent.children ??= [])
  if (position.index < 0 || position.index > children.length) {
    throw new Error(`Cannot insert at position ${position.index} of ${parent.id}`)
  }
  component.parentId = parent.id
  children.splice(position.index, 0, component)
  doc.indexSubtree(component, doc.routeOf(parent.id))
}

function takeChild(doc: SiteDocument, position: Position, id: string): Component {
  const parent = doc.component(position.parentId)
  const child = parent.children?.[position.index]
  if (!child || child.id !== id) throw new Error(`Cannot find component with ID ${id}`)
  parent.children!.splice(position.index, 1)
  if (parent.children!.length === 0) delete parent.children
  doc.unindexSubtree(child)
  return child
}

function editFields(component: Component, fields: ComponentFields): void {
  if (fields.name !== undefined) component.name = fields.name
  if (fields.tag !== undefined) component.tag = fields.tag
  if (fields.role !== undefined) setOrDelete(component, 'role', fields.role)
  if (fields.content !== undefined) setOrDelete(component, 'content', fields.content)
}

export const componentCommands: CommandHandlers<'addC' | 'editC' | 'rmC' | 'mvC' | 'rpPR'> = {
  addC: {
    parts: ['pages', 'context'],
    apply(doc, data) {
      insertChild(doc, data.position, clone(data.component))
      counterDone(doc.site.context, data.nextId)
      if (data.custom) doc.site.context.customChildIds.push(...data.custom.childIds)
    },
    undo(doc, data) {
      takeChild(doc, data.position, data.component.id)
      counterUndone(doc.site.context, data.nextId)
      if (data.custom) {
        const added = new Set(data.custom.childIds)
        const context = doc.site.context
        context.customChildIds = context.customChildIds.filter((id) => !added.has(id))
      }
    },
  },
  editC: {
    parts: ['pages'],
    apply: (doc, data) => editFields(doc.component(data.id), data.new),
    undo: (doc, data) => editFields(doc.component(data.id), data.old),
    merge(prev, next) {
      const sameFields = Object.keys(prev.new).sort().join() === Object.keys(next.new).sort().join()
      return prev.id === next.id && sameFields
        ? { id: prev.id, old: prev.old, new: next.new }
        : undefined
    },
  },
  rmC: {
    parts: (data) => (data.custom ? ['pages', 'context'] : ['pages']),
    apply(doc, data) {
      takeChild(doc, data.position, data.component.id)
      if (data.custom) {
        const removed = new Set(subtreeIds(data.component))
        const context = doc.site.context
        context.customComponentIds = data.custom.componentIds.filter((id) => !removed.has(id))
        context.customChildIds = data.custom.childIds.filter((id) => !removed.has(id))
      }
    },
    undo(doc, data) {
      insertChild(doc, data.position, clone(data.component))
      if (data.custom) {
        doc.site.context.customComponentIds = [...data.custom.componentIds]
        doc.site.context.customChildIds = [...data.custom.childIds]
      }
    },
  },
  mvC: {
    parts: ['pages'],
    apply(doc, data) {
      insertChild(doc, data.to, takeChild(doc, data.from, data.id))
    },
    undo(doc, data) {
      insertChild(doc, data.from, takeChild(doc, data.to, data.id))
    },
  },
  rpPR: {
    parts: ['pages', 'context'],
    apply(doc, data) {
      replaceRoot(doc, data.route, data.old.id, clone(data.new))
      counterDone(doc.site.context, data.nextId)
    },
    undo(doc, data) {
      replaceRoot(doc, data.route, data.new.id, clone(data.old))
      counterUndone(doc.site.context, data.nextId)
    },
  },
}

function replaceRoot(doc: SiteDocument, route: string, currentId: string, next: Component): void {
  const page = doc.page(route)
  if (page.root.id !== currentId) throw new Error(`Cannot find component with ID ${currentId}`)
  doc.unindexSubtree(page.root)
  delete next.parentId
  page.root = next
  doc.indexSubtree(next, route)
}

export function subtreeIds(component: Component): string[] {
  const ids = [component.id]
  for (const child of component.children ?? []) ids.push(...subtreeIds(child))
  return ids
}
