import type { SiteDocument } from '../document/site-document.js'
import { replaceStyleEntry } from '../document/style-entries.js'
import type { StyleMixin } from '../types/style.js'
import { counterDone, counterUndone } from '../ids/ids.js'
import { clone, moveItem, putKeyAt, type CommandHandlers } from './command-handler.js'
import { mergeEntryEdits } from './style-commands.js'

function mixin(doc: SiteDocument, id: string): StyleMixin {
  const found = doc.site.context.styles[id]
  if (!found) throw new Error(`Cannot find style with ID ${id}`)
  return found
}

export const mixinCommands: CommandHandlers<'addS' | 'editS' | 'setME' | 'uSO' | 'rmS'> = {
  addS: {
    parts: ['context'],
    apply(doc, d) {
      const context = doc.site.context
      context.styles[d.mixin.id] = clone(d.mixin)
      context.styleOrder.splice(d.index, 0, d.mixin.id)
      counterDone(context, d.nextId)
    },
    undo(doc, d) {
      const context = doc.site.context
      delete context.styles[d.mixin.id]
      context.styleOrder.splice(d.index, 1)
      counterUndone(context, d.nextId)
    },
  },
  editS: {
    parts: ['context'],
    apply: (doc, d) => void (doc.site.context.styles[d.new.id] = clone(d.new)),
    undo: (doc, d) => void (doc.site.context.styles[d.old.id] = clone(d.old)),
  },
  setME: {
    parts: ['context'],
    apply: (doc, d) => replaceStyleEntry(mixin(doc, d.id).breakpoints, d.old, d.new),
    undo: (doc, d) => replaceStyleEntry(mixin(doc, d.id).breakpoints, d.new, d.old),
    merge: (prev, next) => (prev.id === next.id ? mergeEntryEdits(prev, next) : undefined),
  },
  uSO: {
    parts: ['context'],
    apply: (doc, d) => moveItem(doc.site.context.styleOrder, d.from, d.to),
    undo: (doc, d) => moveItem(doc.site.context.styleOrder, d.to, d.from),
  },
  rmS: {
    parts: ['context', 'pages'],
    apply(doc, d) {
      const context = doc.site.context
      delete context.styles[d.mixin.id]
      context.styleOrder.splice(d.index, 1)
      for (const use of d.uses) {
        const style = doc.component(use.id).style
        style.mixins!.splice(use.index, 1)
        if (style.mixins!.length === 0) delete style.mixins
      }
    },
    undo(doc, d) {
      const context = doc.site.context
      putKeyAt(context.styles, d.mixin.id, clone(d.mixin), d.at)
      context.styleOrder.splice(d.index, 0, d.mixin.id)
      for (const use of [...d.uses].reverse()) {
        ;(doc.component(use.id).style.mixins ??= []).splice(use.index, 0, d.mixin.id)
      }
    },
  },
}
