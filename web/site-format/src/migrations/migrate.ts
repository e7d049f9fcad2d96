import { builtinBehavior, isStorableBuiltinBehavior } from '../builtins/behaviors.js'
import type { Behavior } from '../types/behavior.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import { SITE_FORMAT_VERSION, type Site } from '../types/site.js'

/** Versions this code can open: older ones are migrated to `SITE_FORMAT_VERSION`. */
export const SUPPORTED_VERSIONS = ['0.1', '1', SITE_FORMAT_VERSION] as const
export type SupportedVersion = (typeof SUPPORTED_VERSIONS)[number]

/** Versions whose only step to 2 is refilling built-in behaviours (FORMAT.md section 10). */
const VERSIONS_BEFORE_2: readonly string[] = ['0.1', '1']

export const MIGRATION_ERROR = 'Failed to complete migration, site may be broken'

export function isSupportedVersion(version: string): version is SupportedVersion {
  return (SUPPORTED_VERSIONS as readonly string[]).includes(version)
}

/** What migration reads. Old data may lack `pageOrder`, which then follows the page keys. */
export type MigratableSite = Pick<Site, 'version' | 'pages'> & {
  context: Pick<Site['context'], 'behaviors'>
  pageOrder?: string[]
}

/** Routes in display order: `pageOrder` first, then any page it misses. */
function orderedRoutes(site: MigratableSite): string[] {
  const routes = (site.pageOrder ?? []).filter((route) => Object.hasOwn(site.pages, route))
  for (const route of Object.keys(site.pages)) if (!routes.includes(route)) routes.push(route)
  return routes
}

/**
 * Ids of behaviours the components' `events` use, each once, depth-first with a component's
 * descendants before its own events (post-order). This matches the order FORMAT.md lists for
 * the old-behaviours fixture: the inputs' clear-error before the form's submit.
 */
function eventBehaviorIds(root: Component, into: string[]): void {
  for (const child of root.children ?? []) eventBehaviorIds(child, into)
  for (const event of Object.values(root.events ?? {})) {
    for (const call of event.behaviors ?? []) {
      if (!into.includes(call.behaviorId)) into.push(call.behaviorId)
    }
  }
}

/** A stored copy counts only with code; the empty `none` behaviour has nothing to refill. */
function hasCode(copy: Behavior | undefined, builtin: Behavior): boolean {
  if (copy === undefined) return false
  return (copy.code !== undefined && copy.code !== '') || !builtin.code
}

/**
 * The commands that bring a site to the current format: for 0.1 and 1, one group of the
 * migrate-site command followed by a `setB` for each storable built-in behaviour that events
 * use and the site lacks (with code). Nothing for the current version. Applying them is the
 * command engine's job.
 */
export function migrationCommands(site: MigratableSite): Command[] {
  const oldVersion = site.version
  if (oldVersion === SITE_FORMAT_VERSION) return []
  if (!VERSIONS_BEFORE_2.includes(oldVersion)) throw new Error(MIGRATION_ERROR)

  const used: string[] = []
  for (const route of orderedRoutes(site)) {
    const page = site.pages[route]
    if (page?.root) eventBehaviorIds(page.root, used)
  }

  const commands: Command[] = [
    { type: 'mS', data: { oldVersion, newVersion: SITE_FORMAT_VERSION } },
  ]
  const stored = site.context.behaviors ?? {}
  for (const id of used) {
    if (!isStorableBuiltinBehavior(id)) continue
    const builtin = builtinBehavior(id)
    if (builtin === undefined) continue
    const existing = Object.hasOwn(stored, id) ? stored[id] : undefined
    if (hasCode(existing, builtin)) continue
    commands.push({
      type: 'setB',
      data:
        existing === undefined
          ? { new: builtin }
          : { old: structuredClone(existing), new: builtin },
    })
  }

  return [{ type: 'g', data: { commands } }]
}
