import type { Component } from '../types/component.js'
import { clone, type CommandHandlers } from './command-handler.js'

type MapKey = 'inputs' | 'events' | 'editorEvents' | 'state'

/** Replaces entry `oldKey` by `newKey` in one of a component's maps, keeping the map canonical. */
function replaceEntry(
  component: Component,
  map: MapKey,
  oldKey: string | undefined,
  newKey: string | undefined,
  value: unknown,
): void {
  const entries = (component[map] ??= {}) as Record<string, unknown>
  if (oldKey !== undefined) delete entries[oldKey]
  if (newKey !== undefined) entries[newKey] = clone(value)
  if (Object.keys(entries).length === 0) delete component[map]
}

const keyIf = (value: unknown, key: string): string | undefined =>
  value === undefined ? undefined : key

export const componentDataCommands: CommandHandlers<'setCI' | 'setCE' | 'setCEE' | 'sCS'> = {
  setCI: {
    parts: ['pages'],
    apply: (doc, d) => replaceEntry(doc.component(d.id), 'inputs', d.old?.name, d.new?.name, d.new),
    undo: (doc, d) => replaceEntry(doc.component(d.id), 'inputs', d.new?.name, d.old?.name, d.old),
    merge: (prev, next) =>
      prev.id === next.id && prev.new?.name === next.old?.name && prev.new !== undefined
        ? { ...next, old: prev.old, name: prev.name }
        : undefined,
  },
  setCE: {
    parts: ['pages'],
    apply: (doc, d) => replaceEntry(doc.component(d.id), 'events', d.old?.name, d.new?.name, d.new),
    undo: (doc, d) => replaceEntry(doc.component(d.id), 'events', d.new?.name, d.old?.name, d.old),
  },
  setCEE: {
    parts: ['pages'],
    apply: (doc, d) =>
      replaceEntry(doc.component(d.id), 'editorEvents', d.old && d.name, d.new && d.name, d.new),
    undo: (doc, d) =>
      replaceEntry(doc.component(d.id), 'editorEvents', d.new && d.name, d.old && d.name, d.old),
  },
  // A state value of undefined means the key is absent (as it is after a JSON round trip).
  sCS: {
    parts: ['pages'],
    apply: (doc, d) =>
      replaceEntry(doc.component(d.id), 'state', keyIf(d.old, d.key), keyIf(d.new, d.key), d.new),
    undo: (doc, d) =>
      replaceEntry(doc.component(d.id), 'state', keyIf(d.new, d.key), keyIf(d.old, d.key), d.old),
    merge: (prev, next) =>
      prev.id === next.id && prev.key === next.key ? { ...next, old: prev.old } : undefined,
  },
}
