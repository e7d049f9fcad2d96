import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import { forEachComponent } from '../serialization/tree.js'
import { makeComponent, makeSite, siteArbitrary } from '../serialization/testing-site.js'
import { allComponents } from '../serialization/testing-walk.js'
import { buildClipboardPayload } from './payload.js'
import { isRootComponent, preparePaste, ROOT_PASTE_ONLY } from './prepare-paste.js'
import { matchBreakpoint } from './remap.js'
import { sourceSite, targetSite } from './testing-sites.js'

function subtreeIds(root: Component): string[] {
  const ids: string[] = []
  forEachComponent(root, (component) => ids.push(component.id))
  return ids
}

function siteIds(site: Site): string[] {
  return [
    ...allComponents(site).map((c) => c.id),
    ...Object.keys(site.context.styles),
    ...Object.keys(site.context.behaviors),
    ...Object.keys(site.context.breakpoints),
  ]
}

describe('preparePaste from another site', () => {
  const paste = () => {
    const target = targetSite()
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 'source-site')
    const payloadCopy = structuredClone(payload)
    const prepared = preparePaste(target, payload, { parentId: 'dst-c-0', sameSite: false })
    expect(payload).toEqual(payloadCopy)
    return { target, prepared }
  }

  it('gives every component a fresh id in the site namespace and advances nextId', () => {
    const { target, prepared } = paste()
    expect(subtreeIds(prepared.component)).toEqual(['dst-c-7', 'dst-c-8', 'dst-c-9'])
    expect(prepared.component.parentId).toBe('dst-c-0')
    expect(prepared.component.children?.map((c) => c.parentId)).toEqual(['dst-c-7', 'dst-c-7'])
    expect(prepared.nextIdBefore).toBe(7)
    expect(prepared.nextIdAfter).toBe(12)
    expect(target.context.nextId).toBe(12)
    // Nothing is inserted.
    expect(target.pages['/home']?.root.children).toBeUndefined()
    expect(Object.keys(target.context.styles)).toEqual(['dst-s-5'])
  })

  it('remaps references to copied components', () => {
    const { prepared } = paste()
    const [text, link] = prepared.component.children ?? []
    expect(prepared.component.style.overrides).toEqual({
      'dst-c-8': { 'breakpoint-3': { default: { margin: '0' } } },
    })
    expect(prepared.component.events?.['click']?.behaviors).toEqual([
      { behaviorId: 'dst-b-10', args: { target: 'dst-c-8' } },
      { behaviorId: 'global-b-toggleHidden', args: { id: 'dst-c-9' } },
    ])
    expect(link?.inputs?.['href']?.is).toBe('#dst-c-8')
    // Translation keys are arbitrary text: content keeps its key, which is added.
    expect(text?.content).toBe('${src-c-2}')
  })

  it('merges mixins and behaviours by name, adding the missing ones', () => {
    const { prepared } = paste()
    // "Card" exists in the target; the built-in TextStyle is added under its own id.
    expect(prepared.component.style.mixins).toEqual(['dst-s-5'])
    expect(prepared.component.children?.[0]?.style.mixins).toEqual(['global-s-8'])
    expect(prepared.mixinsToAdd.map((m) => m.id)).toEqual(['global-s-8'])
    expect(prepared.behaviorsToAdd).toEqual([
      { id: 'dst-b-10', name: 'Track', code: "getComponent('dst-c-8')" },
      {
        id: 'global-b-toggleHidden',
        name: 'Toggle Hidden',
        code: 'toggle()',
        args: { id: { name: 'id', type: 'string', help: 'Component id' } },
      },
    ])
  })

  it('reuses a behaviour with the same name', () => {
    const target = targetSite()
    target.context.behaviors['dst-b-3'] = { id: 'dst-b-3', name: 'Track', code: '' }
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 's')
    const prepared = preparePaste(target, payload, { parentId: 'dst-c-0', sameSite: false })
    expect(prepared.component.events?.['click']?.behaviors[0]?.behaviorId).toBe('dst-b-3')
    expect(prepared.behaviorsToAdd.map((b) => b.id)).toEqual(['global-b-toggleHidden'])
  })

  it('maps breakpoints by name and adds the unknown ones', () => {
    const { prepared } = paste()
    // Phablet (max 629) is 131 px from the nearest site breakpoint, so it is added.
    expect(prepared.breakpointsToAdd).toEqual([{ id: 'dst-bp-11', name: 'Phablet', maxWidth: 629 }])
    expect(prepared.component.children?.[0]?.style.custom).toEqual({
      'dst-bp-11': { default: { display: 'none' } },
    })
    expect(prepared.component.style.custom).toEqual({
      'breakpoint-1': { default: { 'font-family': '${font-title}' } },
    })
  })

  it('adds the translations, theme variables and fonts the site lacks', () => {
    const source = sourceSite()
    source.context.theme.fonts = { Roboto: { source: 'google', name: 'Roboto', fallback: 'serif' } }
    const payload = buildClipboardPayload(source, 'src-c-1', 's')
    const prepared = preparePaste(targetSite(), payload, { parentId: 'dst-c-0', sameSite: false })
    expect(prepared.translationsToAdd).toEqual({
      en: { 'src-c-2': 'Hello' },
      fr: { 'src-c-2': 'Bonjour' },
    })
    // The Card mixin is reused, so its color-brand is not needed; color-text exists already.
    expect(prepared.themeVariablesToAdd).toEqual({ 'font-title': '"Roboto", serif' })
    expect(prepared.fontsToAdd).toEqual([{ source: 'google', name: 'Roboto', fallback: 'serif' }])
  })

  it('adds a mixin with no namesake under a new id, with its breakpoints and variables', () => {
    const target = targetSite()
    target.context.styles = {}
    target.context.styleOrder = []
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 's')
    const prepared = preparePaste(target, payload, { parentId: 'dst-c-0', sameSite: false })
    expect(prepared.component.style.mixins).toEqual(['dst-s-10'])
    expect(prepared.mixinsToAdd).toEqual([
      // Wide (min 1400) has no counterpart either.
      {
        id: 'dst-s-10',
        name: 'Card',
        breakpoints: { 'dst-bp-13': { default: { color: '${color-brand}' } } },
      },
      {
        id: 'global-s-8',
        name: 'TextStyle',
        breakpoints: { 'breakpoint-1': { default: { color: '${color-text}' } } },
      },
    ])
    expect(prepared.breakpointsToAdd.map((bp) => [bp.id, bp.name])).toEqual(
      [
        ['dst-bp-12', 'Phablet'],
        ['dst-bp-13', 'Wide'],
      ].sort(),
    )
    expect(prepared.themeVariablesToAdd).toEqual({
      'font-title': '"Roboto", serif',
      'color-brand': '${color-base}',
      'color-base': '#f00',
    })
  })

  it('treats a payload from another namespace as foreign even when sameSite is set', () => {
    const target = targetSite()
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 's')
    const prepared = preparePaste(target, payload, { parentId: 'dst-c-0', sameSite: true })
    expect(prepared.component.style.mixins).toEqual(['dst-s-5'])
  })
})

describe('preparePaste into the same site', () => {
  it('copies with fresh ids and keeps mixins, behaviours and breakpoints', () => {
    const site = sourceSite()
    const payload = buildClipboardPayload(site, 'src-c-1', 'source-site')
    const prepared = preparePaste(site, payload, { parentId: 'src-c-0', sameSite: true })
    expect(subtreeIds(prepared.component)).toEqual(['src-c-30', 'src-c-31', 'src-c-32'])
    expect(prepared.nextIdAfter).toBe(33)
    expect(prepared.component.style).toEqual({
      custom: { 'breakpoint-1': { default: { 'font-family': '${font-title}' } } },
      mixins: ['src-s-10'],
      overrides: { 'src-c-31': { 'breakpoint-3': { default: { margin: '0' } } } },
    })
    expect(prepared.component.events?.['click']?.behaviors).toEqual([
      { behaviorId: 'src-b-12', args: { target: 'src-c-31' } },
      { behaviorId: 'global-b-toggleHidden', args: { id: 'src-c-32' } },
    ])
    expect(prepared.component.children?.[0]?.style.custom).toEqual({
      'src-bp-21': { default: { display: 'none' } },
    })
    expect(prepared).toMatchObject({
      mixinsToAdd: [],
      behaviorsToAdd: [],
      breakpointsToAdd: [],
      translationsToAdd: {},
      themeVariablesToAdd: {},
      fontsToAdd: [],
    })
  })

  it('restores a mixin deleted since the copy under its id', () => {
    const site = sourceSite()
    const payload = buildClipboardPayload(site, 'src-c-1', 's')
    delete site.context.styles['src-s-10']
    const prepared = preparePaste(site, payload, { parentId: 'src-c-0', sameSite: true })
    expect(prepared.mixinsToAdd.map((m) => m.id)).toEqual(['src-s-10'])
  })

  it('pastes a root as a root', () => {
    const site = sourceSite()
    const payload = buildClipboardPayload(site, 'src-c-0', 's')
    expect(isRootComponent(payload.component)).toBe(true)
    expect(isRootComponent(payload.component.children![0]!)).toBe(false)
    expect(ROOT_PASTE_ONLY).toBe(
      'Root component can only be used to replace another root component',
    )
    const prepared = preparePaste(site, payload, { sameSite: true })
    expect(isRootComponent(prepared.component)).toBe(true)
    expect(prepared.component.children?.[0]?.parentId).toBe(prepared.component.id)
  })
})

describe('breakpoint mapping by width', () => {
  const site = [
    { id: 'breakpoint-1', name: 'Desktop (default)' },
    { id: 'breakpoint-3', name: 'Tablet (small)', maxWidth: 760 },
    { id: 'wide', name: 'Wide', minWidth: 1400 },
  ]

  it('maps within 50 px of a max or min width', () => {
    expect(matchBreakpoint({ id: 'x', name: 'Other', maxWidth: 760 + 49 }, site)?.id).toBe(
      'breakpoint-3',
    )
    expect(matchBreakpoint({ id: 'x', name: 'Other', maxWidth: 760 - 49 }, site)?.id).toBe(
      'breakpoint-3',
    )
    expect(matchBreakpoint({ id: 'x', name: 'Other', maxWidth: 760 + 51 }, site)).toBeUndefined()
    expect(matchBreakpoint({ id: 'x', name: 'Huge', minWidth: 1449 }, site)?.id).toBe('wide')
    expect(matchBreakpoint({ id: 'x', name: 'Huge', minWidth: 1451 }, site)).toBeUndefined()
    // A max width is not compared with a min width.
    expect(matchBreakpoint({ id: 'x', name: 'Other', maxWidth: 1400 }, site)).toBeUndefined()
  })

  it('prefers the name, then the nearest width, and maps the default to the default', () => {
    expect(matchBreakpoint({ id: 'x', name: 'Wide', maxWidth: 700 }, site)?.id).toBe('wide')
    const near = [...site, { id: 'near', name: 'Near', maxWidth: 790 }]
    expect(matchBreakpoint({ id: 'x', name: 'Other', maxWidth: 780 }, near)?.id).toBe('near')
    expect(matchBreakpoint({ id: 'x', name: 'Desktop' }, site)?.id).toBe('breakpoint-1')
  })

  it('applies during a paste: 49 px maps, 51 px is added', () => {
    for (const [maxWidth, expected] of [
      [760 + 49, 'breakpoint-3'],
      // The copy takes dst-c-7, so the added breakpoint gets number 8.
      [760 + 51, 'dst-bp-8'],
    ] as const) {
      const source = makeSite({
        namespace: 'src',
        pages: { '/home': makeComponent('src-c-0', { children: [makeComponent('src-c-1')] }) },
      })
      source.context.breakpoints['src-bp-5'] = { id: 'src-bp-5', name: 'Odd', maxWidth }
      source.pages['/home']!.root.children![0]!.style.custom = {
        'src-bp-5': { default: { color: 'red' } },
      }
      const payload = buildClipboardPayload(source, 'src-c-1', 's')
      const prepared = preparePaste(targetSite(), payload, { parentId: 'dst-c-0', sameSite: false })
      expect(Object.keys(prepared.component.style.custom)).toEqual([expected])
    }
  })
})

describe('preparePaste on generated sites', () => {
  it('never reuses an id and links every parent', () => {
    const pair = fc
      .tuple(siteArbitrary(), siteArbitrary(), fc.nat(), fc.boolean())
      .filter(([from, to]) => from.context.namespace !== to.context.namespace)
    fc.assert(
      fc.property(pair, ([from, to, pick, sameSite]) => {
        const components = allComponents(from)
        const copied = components[pick % components.length]!
        const payload = buildClipboardPayload(from, copied.id, 'from')
        const parent = allComponents(to)[0]!
        const before = new Set(siteIds(to))
        const nextBefore = to.context.nextId
        const prepared = preparePaste(to, payload, { parentId: parent.id, sameSite })

        const added = [
          ...subtreeIds(prepared.component),
          ...prepared.mixinsToAdd.map((m) => m.id),
          ...prepared.behaviorsToAdd.map((b) => b.id),
          ...prepared.breakpointsToAdd.map((bp) => bp.id),
        ]
        expect(new Set(added).size).toBe(added.length)
        for (const id of added) expect(before.has(id)).toBe(false)
        expect(subtreeIds(prepared.component).length).toBe(subtreeIds(payload.component).length)
        for (const id of subtreeIds(prepared.component)) {
          expect(id.startsWith(`${to.context.namespace}-c-`)).toBe(true)
        }
        expect(prepared.nextIdBefore).toBe(nextBefore)
        expect(prepared.nextIdAfter).toBe(to.context.nextId)
        expect(prepared.component.parentId).toBe(parent.id)
        forEachComponent(prepared.component, (component) => {
          for (const child of component.children ?? []) expect(child.parentId).toBe(component.id)
        })
      }),
      { numRuns: 100 },
    )
  })
})
