import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { storableBuiltinBehaviorIds } from '../builtins/behaviors.js'
import { editComponent } from '../edits/component-edits.js'
import { openSite } from '../session/open-site.js'
import { setup } from '../testing/command-harness.js'
import { content, generateSite } from '../testing/generate-site.js'

describe('History', () => {
  it('a new edit clears redo', () => {
    const { doc, history, site } = setup()
    const id = site.pages['/home']!.root.id
    history.push(editComponent(doc, id, { name: 'A' }))
    history.push(editComponent(doc, id, { role: 'main' }))
    history.undo()
    expect(history.canRedo).toBe(true)
    history.push(editComponent(doc, id, { role: 'banner' }))
    expect(history.canRedo).toBe(false)
    expect(site.history.forward).toEqual([])
  })

  it('does not merge when told not to, and groups several commands into one step', () => {
    const { doc, history, site } = setup()
    const id = site.pages['/home']!.root.id
    history.push(editComponent(doc, id, { name: 'A' }))
    history.push(editComponent(doc, id, { name: 'B' }), { merge: false })
    expect(site.history.back).toHaveLength(2)
    const start = content(site)
    history.pushGroup([
      editComponent(doc, id, { name: 'C' }),
      editComponent(doc, id, { role: 'main' }),
    ])
    expect(site.history.back).toHaveLength(3)
    history.undo()
    expect(content(site)).toEqual(start)
  })

  it('trims the oldest fraction of the undo history, and clears it', () => {
    const { doc, history, site } = setup()
    const id = site.pages['/home']!.root.id
    for (let i = 0; i < 10; i++)
      history.push(editComponent(doc, id, { name: `N${i}` }), { merge: false })
    history.undo()
    history.trim(0.5)
    expect(site.history.back).toHaveLength(4)
    expect(site.history.forward).toHaveLength(1)
    expect(site.history.back[0]).toMatchObject({ data: { new: { name: 'N5' } } })
    expect(() => history.trim(0)).toThrow()
    history.clear()
    expect(site.history).toEqual({ back: [], forward: [] })
    expect(doc.takeChangedParts()).toContain('history')
  })

  it('neither records, undoes nor redoes while editing is disabled', () => {
    const { doc, history, site } = setup()
    const id = site.pages['/home']!.root.id
    history.push(editComponent(doc, id, { name: 'A' }))
    history.editingEnabled = false
    expect(history.push(editComponent(doc, id, { name: 'B' }))).toBe(false)
    expect(history.undo()).toBeUndefined()
    expect(site.pages['/home']!.root.name).toBe('A')
  })

  it('migrating an old site then undoing is the identity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0.1', '1'),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...storableBuiltinBehaviorIds), fc.boolean()), {
          maxLength: 12,
        }),
        (version, uses) => {
          const site = generateSite({ pages: 2, components: 30 })
          site.version = version
          site.context.behaviors = {}
          const ids = Object.values(site.pages).flatMap((p) => [
            p.root.id,
            ...(p.root.children ?? []).map((c) => c.id),
          ])
          for (const [n, behaviorId, withCopy] of uses) {
            const id = ids[n % ids.length]!
            const page = Object.values(site.pages).find((p) =>
              JSON.stringify(p.root).includes(`"${id}"`),
            )!
            const component =
              id === page.root.id ? page.root : page.root.children!.find((c) => c.id === id)!
            const click = (component.events ??= {}).click ?? { name: 'click', behaviors: [] }
            click.behaviors.push({ behaviorId })
            component.events.click = click
            // An old copy without code must be refilled, and put back as it was on undo.
            if (withCopy) site.context.behaviors[behaviorId] = { id: behaviorId, name: 'Old copy' }
          }
          const before = content(site)
          const { history } = openSite(site)
          expect(site.version).toBe('2')
          // `none` has no code to refill; every other used built-in now has its code.
          for (const [, id] of uses)
            if (id !== 'global-b-none') expect(site.context.behaviors[id]!.code).toBeTruthy()
          history.undo()
          expect(content(site)).toEqual(before)
        },
      ),
      { numRuns: 100 },
    )
  })
})
