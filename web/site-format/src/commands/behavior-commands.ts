import type { SiteDocument } from '../document/site-document.js'
import type { Behavior, BehaviorArg } from '../types/behavior.js'
import { clone, type CommandHandlers } from './command-handler.js'

function replaceBehavior(
  doc: SiteDocument,
  old: Behavior | undefined,
  next: Behavior | undefined,
): void {
  const behaviors = doc.site.context.behaviors
  if (old) delete behaviors[old.id]
  if (next) behaviors[next.id] = clone(next)
}

function replaceArg(
  doc: SiteDocument,
  behaviorId: string,
  old: BehaviorArg | undefined,
  next: BehaviorArg | undefined,
): void {
  const behavior = doc.site.context.behaviors[behaviorId]
  if (!behavior) throw new Error(`Cannot find behavior with ID ${behaviorId}`)
  const args = (behavior.args ??= {})
  if (old) delete args[old.name]
  if (next) args[next.name] = clone(next)
  if (Object.keys(args).length === 0) delete behavior.args
}

export const behaviorCommands: CommandHandlers<'setB' | 'setBA'> = {
  setB: {
    parts: ['context'],
    apply(doc, d) {
      replaceBehavior(doc, d.old, d.new)
      if (d.nextId) doc.site.context.nextId = d.nextId[1]
    },
    undo(doc, d) {
      replaceBehavior(doc, d.new, d.old)
      if (d.nextId) doc.site.context.nextId = d.nextId[0]
    },
  },
  setBA: {
    parts: ['context'],
    apply: (doc, d) => replaceArg(doc, d.behaviorId, d.old, d.new),
    undo: (doc, d) => replaceArg(doc, d.behaviorId, d.new, d.old),
  },
}
