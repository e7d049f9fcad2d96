import type { SiteDocument } from '../document/site-document.js'
import type { Behavior, BehaviorArg } from '../types/behavior.js'
import type { BehaviorUse } from '../types/command.js'
import type { ComponentEvent } from '../types/component.js'
import { counterDone, counterUndone } from '../ids/ids.js'
import { clone, putKeyAt, renameKeyTo, type CommandHandlers } from './command-handler.js'

/** Adds, replaces (in its place), or removes a behaviour; `at` is where an added one goes. */
function replaceBehavior(
  doc: SiteDocument,
  old: Behavior | undefined,
  next: Behavior | undefined,
  at?: number,
): void {
  const behaviors = doc.site.context.behaviors
  if (old && next) renameKeyTo(behaviors, old.id, next.id, clone(next))
  else if (old) delete behaviors[old.id]
  else if (next) putKeyAt(behaviors, next.id, clone(next), at)
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

/** A component's events with `event` put back at `index`, the others keeping their order. */
function insertEvent(
  events: Record<string, ComponentEvent>,
  index: number,
  event: ComponentEvent,
): Record<string, ComponentEvent> {
  const entries = Object.entries(events)
  entries.splice(index, 0, [event.name, clone(event)])
  return Object.fromEntries(entries)
}

function removeUse(doc: SiteDocument, use: BehaviorUse): void {
  const component = doc.component(use.id)
  const events = component.events
  if (!events || !Object.hasOwn(events, use.old.name)) {
    throw new Error(`Cannot find event ${use.old.name} of component ${use.id}`)
  }
  if (use.new) {
    events[use.old.name] = clone(use.new)
    return
  }
  delete events[use.old.name]
  if (Object.keys(events).length === 0) delete component.events
}

function restoreUse(doc: SiteDocument, use: BehaviorUse): void {
  const component = doc.component(use.id)
  if (use.new) {
    component.events![use.old.name] = clone(use.old)
    return
  }
  component.events = insertEvent(component.events ?? {}, use.index, use.old)
}

export const behaviorCommands: CommandHandlers<'setB' | 'setBA' | 'rmB'> = {
  setB: {
    parts: ['context'],
    apply(doc, d) {
      replaceBehavior(doc, d.old, d.new)
      if (d.nextId) counterDone(doc.site.context, d.nextId)
    },
    undo(doc, d) {
      replaceBehavior(doc, d.new, d.old)
      if (d.nextId) counterUndone(doc.site.context, d.nextId)
    },
  },
  setBA: {
    parts: ['context'],
    apply: (doc, d) => replaceArg(doc, d.behaviorId, d.old, d.new),
    undo: (doc, d) => replaceArg(doc, d.behaviorId, d.new, d.old),
  },
  rmB: {
    parts: (d) => (d.uses.length > 0 ? ['context', 'pages'] : ['context']),
    apply(doc, d) {
      for (const use of d.uses) removeUse(doc, use)
      replaceBehavior(doc, d.behavior, undefined)
    },
    undo(doc, d) {
      replaceBehavior(doc, undefined, d.behavior, d.at)
      for (const use of [...d.uses].reverse()) restoreUse(doc, use)
    },
  },
}
