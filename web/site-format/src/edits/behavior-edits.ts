import { keyPosition } from '../commands/command-handler.js'
import type { SiteDocument } from '../document/site-document.js'
import { makeId } from '../ids/ids.js'
import { highestIdNumber } from '../serialization/normalize.js'
import type { Behavior } from '../types/behavior.js'
import type { BehaviorUse, Command } from '../types/command.js'
import type { ComponentEvent } from '../types/component.js'
import type { SiteContext } from '../types/site.js'

/** A new behaviour's id: the site's namespace and the first free number from the id counter on. */
export function newBehaviorId(
  context: Pick<SiteContext, 'namespace' | 'nextId' | 'behaviors'>,
): string {
  let n = context.nextId
  while (Object.hasOwn(context.behaviors, makeId(context.namespace, 'b', n))) n++
  return makeId(context.namespace, 'b', n)
}

/**
 * Adds or replaces a behaviour as the editor saves it. Loading a site moves its id counter past
 * every id the site holds (`highestIdNumber`: a new behaviour's own among them), so the command
 * moves it as far: a stored site then reads back exactly as the editor has it, and the next
 * command's counter is the one the server finds.
 */
export function saveBehavior(doc: SiteDocument, behavior: Behavior): Command<'setB'> {
  const context = doc.site.context
  const old = context.behaviors[behavior.id]
  const after = highestIdNumber(context.namespace, behavior) + 1
  return {
    type: 'setB',
    data: {
      ...(old ? { old: structuredClone(old) } : {}),
      new: structuredClone(behavior),
      ...(after > context.nextId ? { nextId: [context.nextId, after] } : {}),
    },
  }
}

/** Where a behaviour is called: a component's event with a call of it. */
export interface BehaviorCallSite {
  /** The component's id. */
  id: string
  /** The event's name. */
  event: string
}

function calls(event: ComponentEvent, behaviorId: string): boolean {
  return event.behaviors.some((call) => call.behaviorId === behaviorId)
}

/** Every event that calls the behaviour. */
export function behaviorUses(doc: SiteDocument, behaviorId: string): BehaviorCallSite[] {
  const found: BehaviorCallSite[] = []
  for (const id of doc.componentIds()) {
    for (const event of Object.values(doc.component(id).events ?? {})) {
      if (calls(event, behaviorId)) found.push({ id, event: event.name })
    }
  }
  return found
}

/**
 * Removes a behaviour and every call of it from the components' events; an event left with no
 * call goes too. Undo brings back the behaviour and each event exactly as it was.
 */
export function removeBehavior(doc: SiteDocument, behaviorId: string): Command<'rmB'> {
  const behavior = doc.site.context.behaviors[behaviorId]
  if (!behavior) throw new Error(`Cannot find behavior with ID ${behaviorId}`)
  const uses: BehaviorUse[] = []
  for (const id of doc.componentIds()) {
    // An event's index is its place once the events removed before it are gone, so undo, going
    // backwards, puts each one back where it was.
    let removed = 0
    Object.values(doc.component(id).events ?? {}).forEach((event, index) => {
      if (!calls(event, behaviorId)) return
      const left = event.behaviors.filter((call) => call.behaviorId !== behaviorId)
      uses.push({
        id,
        index: index - removed,
        old: structuredClone(event),
        ...(left.length > 0 ? { new: { ...structuredClone(event), behaviors: left } } : {}),
      })
      if (left.length === 0) removed++
    })
  }
  return {
    type: 'rmB',
    data: {
      behavior: structuredClone(behavior),
      uses,
      at: keyPosition(doc.site.context.behaviors, behaviorId),
    },
  }
}
