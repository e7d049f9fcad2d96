import { subtreeIds } from '../commands/component-commands.js'
import { nextId } from '../ids/ids.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import type { SiteContext } from '../types/site.js'
import { addComponent, definitionOf, removeComponent } from './component-edits.js'

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
  return addComponent(doc, mirror(context, source, parentId), parentId, before, index)
}

/** An empty shell mirroring `from` and its descendants, with ids from the site's counter. */
function mirror(context: SiteContext, from: Component, parent: string | undefined): Component {
  const id = nextId(context, 'c')
  const copy: Component = {
    id,
    name: from.name,
    tag: from.tag,
    customSourceId: from.id,
    style: { custom: {} },
  }
  if (parent !== undefined) copy.parentId = parent
  if (from.children) copy.children = from.children.map((child) => mirror(context, child, id))
  return copy
}

/** Every component, on every page, that mirrors the definition part `sourceId`. */
function mirrorsOf(doc: SiteDocument, sourceId: string): Component[] {
  const found: Component[] = []
  const visit = (component: Component) => {
    if (component.customSourceId === sourceId) found.push(component)
    for (const child of component.children ?? []) visit(child)
  }
  for (const page of Object.values(doc.site.pages)) visit(page.root)
  return found
}

/**
 * A component added inside a custom component definition reaches its instances: the addition
 * registers its ids as definition children (so they are kept like the others), and every
 * instance gets an empty shell of it at the same place, all in one undoable group (also when the
 * addition ends a group). Any other command is returned as it is. The ids of the addition must
 * be the last taken from the counter.
 */
export function addToInstances(doc: SiteDocument, command: Command): Command {
  // A block may come with what it needs first (its mixins, behaviours): its addition is last.
  if (command.type === 'g') {
    const commands = command.data.commands
    const last = commands.at(-1)
    if (last?.type !== 'addC') return command
    const added = addToInstances(doc, last)
    if (added === last) return command
    const tail = added.type === 'g' ? added.data.commands : [added]
    return { type: 'g', data: { commands: [...commands.slice(0, -1), ...tail] } }
  }
  if (command.type !== 'addC') return command
  const context = doc.site.context
  const { parentId, index } = command.data.position
  if (!context.customComponentIds.includes(parentId) && !context.customChildIds.includes(parentId))
    return command
  const added: Command<'addC'> = {
    ...command,
    data: { ...command.data, custom: { childIds: subtreeIds(command.data.component) } },
  }
  const shells: Command[] = mirrorsOf(doc, parentId).map((parent) => {
    const before = context.nextId
    const shell = mirror(context, command.data.component, parent.id)
    const at = Math.min(index, parent.children?.length ?? 0)
    return addComponent(doc, shell, parent.id, before, at)
  })
  if (shells.length === 0) return added
  return { type: 'g', data: { commands: [added, ...shells] } }
}

/** The shell mirroring `sourceId` in `instance` (the instance itself for its source). */
function shellIn(instance: Component, sourceId: string): Component | undefined {
  if (instance.customSourceId === sourceId) return instance
  for (const child of instance.children ?? []) {
    const found = shellIn(child, sourceId)
    if (found) return found
  }
  return undefined
}

/**
 * A move into a custom component definition reaches its instances, in one undoable group. A
 * part of the definition moved within it: each instance's shell of that part moves to the shell
 * of its new parent, at the same place. A component from elsewhere joins the definition: it is
 * taken from where it was and added as a part (its ids registered, a shell of it in every
 * instance), as an addition would be. Any other command is returned as it is.
 */
export function moveInInstances(doc: SiteDocument, command: Command): Command {
  if (command.type !== 'mvC') return command
  const context = doc.site.context
  const { id, to } = command.data
  const definition = definitionOf(doc, to.parentId)
  if (definition === undefined) return command
  if (!context.customChildIds.includes(id)) {
    const component = doc.component(id)
    const removed = removeComponent(doc, id)
    const before = context.nextId
    const added: Command<'addC'> = {
      type: 'addC',
      data: {
        position: { ...to },
        component: { ...structuredClone(component), parentId: to.parentId },
        nextId: [before, before],
      },
    }
    const reached = addToInstances(doc, added)
    const tail = reached.type === 'g' ? reached.data.commands : [reached]
    return { type: 'g', data: { commands: [removed, ...tail] } }
  }
  const moves: Command[] = mirrorsOf(doc, definition).flatMap((instance) => {
    const shell = shellIn(instance, id)
    const parent = shellIn(instance, to.parentId)
    if (!shell || !parent || shell.parentId === undefined) return []
    const from = doc.component(shell.parentId)
    const siblings = (parent.children?.length ?? 0) - (from.id === parent.id ? 1 : 0)
    const move: Command<'mvC'> = {
      type: 'mvC',
      data: {
        id: shell.id,
        from: { parentId: from.id, index: from.children!.indexOf(shell) },
        to: { parentId: parent.id, index: Math.min(to.index, siblings) },
      },
    }
    return [move]
  })
  if (moves.length === 0) return command
  return { type: 'g', data: { commands: [command, ...moves] } }
}

/**
 * What a command does inside custom component definitions reaches their instances: additions
 * (`addToInstances`) and moves (`moveInInstances`).
 */
export function reachInstances(doc: SiteDocument, command: Command): Command {
  return command.type === 'mvC' ? moveInInstances(doc, command) : addToInstances(doc, command)
}

/**
 * Shells for the parts of custom component sources that instances lack (sites saved before
 * additions reached instances), each at its place among its siblings, as one group; undefined
 * when every instance is whole. Ids come from the site's counter.
 */
export function repairInstances(doc: SiteDocument): Command | undefined {
  const context = doc.site.context
  const commands: Command[] = []
  const visit = (component: Component) => {
    const source =
      component.customSourceId === undefined
        ? undefined
        : doc.findComponent(component.customSourceId)
    if (source?.children?.length) {
      const mirrored = new Set((component.children ?? []).map((child) => child.customSourceId))
      let index = 0
      for (const part of source.children) {
        if (!mirrored.has(part.id)) {
          const before = context.nextId
          const shell = mirror(context, part, component.id)
          commands.push(addComponent(doc, shell, component.id, before, index))
        }
        index++
      }
    }
    for (const child of component.children ?? []) visit(child)
  }
  for (const page of Object.values(doc.site.pages)) visit(page.root)
  if (commands.length === 0) return undefined
  return commands.length === 1 ? commands[0] : { type: 'g', data: { commands } }
}

/** The custom component definitions, in slot order. */
export function customComponents(doc: SiteDocument): Component[] {
  return doc.site.context.customComponentIds
    .map((id) => doc.findComponent(id))
    .filter((component): component is Component => component !== undefined)
}
