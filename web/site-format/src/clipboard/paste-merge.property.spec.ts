import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pasteComponent } from '../edits/paste-edits.js'
import { openSite } from '../session/open-site.js'
import { siteArbitrary } from '../serialization/testing-site.js'
import { allComponents } from '../serialization/testing-walk.js'
import { forEachComponent } from '../serialization/tree.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import {
  buildClipboardPayload,
  parseClipboardPayload,
  serializeClipboardPayload,
} from './payload.js'

const content = (site: Site) => JSON.stringify({ pages: site.pages, context: site.context })

const nameCounts = (site: Site): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const mixin of Object.values(site.context.styles))
    counts.set(mixin.name, (counts.get(mixin.name) ?? 0) + 1)
  return counts
}

describe('a paste from another site, on generated sites', () => {
  it('leaves nothing dangling, merges by name without duplicates, and undoes to the site as it was', () => {
    const pair = fc
      .tuple(siteArbitrary(), siteArbitrary(), fc.nat(), fc.nat())
      .filter(([from, to]) => from.context.namespace !== to.context.namespace)
    fc.assert(
      fc.property(pair, ([from, to, pick, into]) => {
        const candidates = allComponents(from).filter((c) => c.parentId !== undefined)
        fc.pre(candidates.length > 0)
        const copied = candidates[pick % candidates.length]!
        // Through the clipboard text, as between tabs.
        const payload = parseClipboardPayload(
          serializeClipboardPayload(buildClipboardPayload(from, copied.id, 'from-site')),
        )!
        const { doc, history } = openSite(to)
        const targets = allComponents(to).filter((c) => c.content === undefined || c.children)
        fc.pre(targets.length > 0)
        const parent = targets[into % targets.length]!
        const before = content(to)
        const namesBefore = nameCounts(to)
        const steps = to.history.back.length
        const mixinsBefore = new Set(Object.keys(to.context.styles))

        history.push(pasteComponent(doc, payload, { parentId: parent.id }, 'to-site'), {
          merge: false,
        })
        const pasted: Component = parent.children!.at(-1)!
        const context = to.context
        // What the copied site defined is defined here (a reference it lacked stays as it was).
        const defined = (here: object, there: object, id: string) =>
          Object.hasOwn(here, id) || !Object.hasOwn(there, id)
        forEachComponent(pasted, (component) => {
          expect(component.id.startsWith(`${context.namespace}-c-`)).toBe(true)
          for (const id of component.style.mixins ?? [])
            expect(defined(context.styles, from.context.styles, id), id).toBe(true)
          for (const bp of Object.keys(component.style.custom))
            expect(defined(context.breakpoints, from.context.breakpoints, bp), bp).toBe(true)
          for (const event of Object.values(component.events ?? {}))
            for (const call of event.behaviors)
              expect(
                defined(context.behaviors, from.context.behaviors, call.behaviorId),
                call.behaviorId,
              ).toBe(true)
        })
        // Mixins the paste added bring their breakpoints along.
        for (const mixin of Object.values(context.styles).filter((m) => !mixinsBefore.has(m.id)))
          for (const bp of Object.keys(mixin.breakpoints))
            expect(context.breakpoints).toHaveProperty([bp])
        // A name the site had is reused, never added again.
        const namesAfter = nameCounts(to)
        for (const [name, count] of namesBefore) expect(namesAfter.get(name)).toBe(count)
        expect(to.history.back).toHaveLength(steps + 1)

        history.undo()
        expect(content(to) === before).toBe(true)
      }),
      { numRuns: 80 },
    )
  })
})
