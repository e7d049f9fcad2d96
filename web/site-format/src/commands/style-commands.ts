import { replaceStyleEntry } from '../document/style-entries.js'
import type { StyleEntry } from '../types/style.js'
import { clone, type CommandHandlers } from './command-handler.js'

const sameSlot = (a: StyleEntry | undefined, b: StyleEntry | undefined): boolean =>
  !!a &&
  !!b &&
  a.breakpointId === b.breakpointId &&
  a.pseudoClass === b.pseudoClass &&
  a.property === b.property

/** Two consecutive changes continue each other when the second starts where the first ended. */
export function mergeEntryEdits<D extends { old?: StyleEntry; new?: StyleEntry }>(
  prev: D,
  next: D,
): D | undefined {
  return sameSlot(prev.new, next.old) ? { ...next, old: prev.old } : undefined
}

export const styleCommands: CommandHandlers<
  'setCCS' | 'setCOS' | 'rmCOS' | 'mergeCS' | 'addCM' | 'rmCM' | 'repCm'
> = {
  setCCS: {
    parts: ['pages'],
    apply: (doc, data) =>
      replaceStyleEntry(doc.component(data.id).style.custom, data.old, data.new),
    undo: (doc, data) => replaceStyleEntry(doc.component(data.id).style.custom, data.new, data.old),
    merge: (prev, next) => (prev.id === next.id ? mergeEntryEdits(prev, next) : undefined),
  },
  setCOS: {
    parts: ['pages'],
    apply(doc, data) {
      const style = doc.component(data.id).style
      const overrides = (style.overrides ??= {})
      replaceStyleEntry((overrides[data.selector] ??= {}), data.old, data.new)
      pruneOverride(style, data.selector)
    },
    undo(doc, data) {
      const style = doc.component(data.id).style
      const overrides = (style.overrides ??= {})
      replaceStyleEntry((overrides[data.selector] ??= {}), data.new, data.old)
      pruneOverride(style, data.selector)
    },
    merge: (prev, next) =>
      prev.id === next.id && prev.selector === next.selector
        ? mergeEntryEdits(prev, next)
        : undefined,
  },
  rmCOS: {
    parts: ['pages'],
    apply(doc, data) {
      const style = doc.component(data.id).style
      delete style.overrides?.[data.selector]
      pruneOverride(style, data.selector)
    },
    undo(doc, data) {
      const style = doc.component(data.id).style
      ;(style.overrides ??= {})[data.selector] = clone(data.styles)
    },
  },
  mergeCS: {
    parts: ['pages'],
    apply: (doc, data) => void (doc.component(data.id).style = clone(data.new)),
    undo: (doc, data) => void (doc.component(data.id).style = clone(data.old)),
  },
  addCM: {
    parts: ['pages'],
    apply(doc, data) {
      const style = doc.component(data.id).style
      ;(style.mixins ??= []).splice(data.index, 0, data.mixinId)
    },
    undo: (doc, data) => removeMixinAt(doc.component(data.id).style, data.index, data.mixinId),
  },
  rmCM: {
    parts: ['pages'],
    apply: (doc, data) => removeMixinAt(doc.component(data.id).style, data.index, data.mixinId),
    undo(doc, data) {
      const style = doc.component(data.id).style
      ;(style.mixins ??= []).splice(data.index, 0, data.mixinId)
    },
  },
  repCm: {
    parts: ['pages'],
    apply: (doc, data) =>
      replaceMixinAt(doc.component(data.id).style, data.index, data.old, data.new),
    undo: (doc, data) =>
      replaceMixinAt(doc.component(data.id).style, data.index, data.new, data.old),
  },
}

type Style = { mixins?: string[]; overrides?: Record<string, object> }

function pruneOverride(style: Style, selector: string): void {
  const overrides = style.overrides
  if (!overrides) return
  if (overrides[selector] && Object.keys(overrides[selector]).length === 0)
    delete overrides[selector]
  if (Object.keys(overrides).length === 0) delete style.overrides
}

function removeMixinAt(style: Style, index: number, mixinId: string): void {
  if (style.mixins?.[index] !== mixinId)
    throw new Error(`Mixin ${mixinId} is not at position ${index}`)
  style.mixins.splice(index, 1)
  if (style.mixins.length === 0) delete style.mixins
}

function replaceMixinAt(style: Style, index: number, current: string, next: string): void {
  if (style.mixins?.[index] !== current)
    throw new Error(`Mixin ${current} is not at position ${index}`)
  style.mixins[index] = next
}
