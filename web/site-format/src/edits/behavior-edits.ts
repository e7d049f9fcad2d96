import type { SiteDocument } from '../document/site-document.js'
import { makeId } from '../ids/ids.js'
import { highestIdNumber } from '../serialization/normalize.js'
import type { Behavior } from '../types/behavior.js'
import type { Command } from '../types/command.js'
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
 * every id the site holds (a new behaviour's own, ids in code or args), so the command moves it
 * as far: a stored site then reads back exactly as the editor has it, and the next command's
 * counter is the one the server finds.
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
