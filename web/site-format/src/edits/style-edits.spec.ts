import { describe, expect, it } from 'vitest'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import {
  addComponentMixin,
  addMixin,
  MIXIN_NAME_REQUIRED,
  moveMixin,
  removeComponentMixin,
  removeMixin,
  removeOverride,
  renameMixin,
  replaceComponentMixin,
  replaceComponentStyle,
  setComponentStyle,
  setMixinStyle,
  setOverrideStyle,
} from './style-edits.js'

const slot = { breakpointId: 'breakpoint-3', pseudoClass: ':hover' as const, property: 'color' }

describe('style edits', () => {
  it('sets, changes and removes a property, leaving no empty containers behind', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root.children![1]!
    expectRoundTrip(doc, history, setComponentStyle(doc, c.id, slot, 'red'), () => {
      expect(c.style.custom['breakpoint-3']).toEqual({ ':hover': { color: 'red' } })
    })
    expectRoundTrip(doc, history, setComponentStyle(doc, c.id, slot, undefined), () => {
      expect(c.style.custom['breakpoint-3']).toBeUndefined()
    })
  })

  it('renames a style row (property or state) in one command', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root
    history.push(setComponentStyle(doc, c.id, slot, 'red'))
    const renamed = { ...slot, property: 'background-color', pseudoClass: 'default' as const }
    expectRoundTrip(doc, history, setComponentStyle(doc, c.id, renamed, 'red', slot), () => {
      expect(c.style.custom['breakpoint-3']).toEqual({ default: { 'background-color': 'red' } })
    })
  })

  it('merges consecutive edits of one property into one undo step', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root
    const depth = site.history.back.length
    for (const value of ['1px', '12px', '120px'])
      history.push(setComponentStyle(doc, c.id, slot, value))
    expect(site.history.back.length).toBe(depth + 1)
    history.push(setComponentStyle(doc, c.id, { ...slot, property: 'margin' }, '0'))
    expect(site.history.back.length).toBe(depth + 2)
    history.undo()
    history.undo()
    expect(c.style.custom['breakpoint-3']).toBeUndefined()
    history.redo()
    expect(c.style.custom['breakpoint-3']![':hover']!.color).toBe('120px')
  })

  it('edits child override styles and removes a whole selector', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root
    expectRoundTrip(doc, history, setOverrideStyle(doc, c.id, '> p', slot, 'blue'), () => {
      expect(c.style.overrides).toEqual({
        '> p': { 'breakpoint-3': { ':hover': { color: 'blue' } } },
      })
    })
    expectRoundTrip(doc, history, removeOverride(doc, c.id, '> p'), () =>
      expect(c.style.overrides).toBeUndefined(),
    )
  })

  it('replaces a whole style (style-only paste)', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root.children![0]!
    const style = {
      custom: { 'breakpoint-1': { default: { color: 'green' } } },
      mixins: ['test-s-1'],
    }
    expectRoundTrip(doc, history, replaceComponentStyle(doc, c.id, style), () =>
      expect(c.style).toEqual(style),
    )
  })

  it('adds, replaces and removes a component mixin', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root.children![0]!
    const had = c.style.mixins ?? []
    const mixin = had.includes('test-s-0') ? 'test-s-1' : 'test-s-0'
    expectRoundTrip(doc, history, addComponentMixin(doc, c.id, mixin), () =>
      expect(c.style.mixins).toEqual([...had, mixin]),
    )
    expect(() => addComponentMixin(doc, c.id, mixin)).toThrow('already uses')
    expect(() => addComponentMixin(doc, c.id, 'test-s-99')).toThrow(
      'Cannot find style with ID test-s-99',
    )
    const other = mixin === 'test-s-0' ? 'test-s-1' : 'test-s-0'
    if (!had.includes(other)) {
      expectRoundTrip(doc, history, replaceComponentMixin(doc, c.id, mixin, other), () =>
        expect(c.style.mixins).toContain(other),
      )
      history.undo()
    }
    expectRoundTrip(doc, history, removeComponentMixin(doc, c.id, mixin), () =>
      expect(c.style.mixins ?? []).toEqual(had),
    )
  })

  it('adds, renames, edits, reorders and removes a mixin; removal takes its uses along and undo restores them', () => {
    const { doc, history, site } = setup()
    const before = site.context.nextId
    const id = `test-s-${before}`
    expectRoundTrip(
      doc,
      history,
      () => {
        site.context.nextId += 1
        return addMixin(doc, { id, name: 'Card', breakpoints: {} }, before)
      },
      () => {
        expect(site.context.styles[id]!.name).toBe('Card')
        expect(site.context.styleOrder.at(-1)).toBe(id)
      },
    )
    expect(() => addMixin(doc, { id: 'x', name: ' ', breakpoints: {} }, 0)).toThrow(
      MIXIN_NAME_REQUIRED,
    )
    expectRoundTrip(doc, history, renameMixin(doc, id, 'Panel'), () =>
      expect(site.context.styles[id]!.name).toBe('Panel'),
    )
    expectRoundTrip(doc, history, setMixinStyle(doc, id, slot, '#fff'), () =>
      expect(site.context.styles[id]!.breakpoints).toEqual({
        'breakpoint-3': { ':hover': { color: '#fff' } },
      }),
    )
    expectRoundTrip(doc, history, moveMixin(doc, site.context.styleOrder.length - 1, 0), () =>
      expect(site.context.styleOrder[0]).toBe(id),
    )
    const users = [...doc.componentIds()].filter((c) =>
      doc.component(c).style.mixins?.includes('test-s-0'),
    )
    expect(users.length).toBeGreaterThan(0)
    expectRoundTrip(doc, history, removeMixin(doc, 'test-s-0'), () => {
      expect(site.context.styles['test-s-0']).toBeUndefined()
      for (const user of users)
        expect(doc.component(user).style.mixins ?? []).not.toContain('test-s-0')
    })
  })
})
