import { describe, expect, it } from 'vitest'
import { namespaceIdPattern, replaceNamespaceIds, rewriteNamespace } from './namespace.js'
import { DEFAULT_BREAKPOINTS, makeComponent, makeSite } from './testing-site.js'
import { allStrings } from './testing-walk.js'

describe('replaceNamespaceIds', () => {
  it('renames whole ids of the namespace only', () => {
    expect(
      replaceNamespaceIds(
        'tmp-c-1 #tmp-s-2 .tmp-bp-3:hover ${tmp-b-4} x-tmp-c-5 tmp-c-6x tmp-c-7-y tmp-c-abc global-c-1',
        'tmp',
        'new',
      ),
    ).toBe(
      'new-c-1 #new-s-2 .new-bp-3:hover ${new-b-4} x-tmp-c-5 tmp-c-6x tmp-c-7-y tmp-c-abc global-c-1',
    )
  })

  it('handles namespaces with hyphens and regex characters', () => {
    expect(replaceNamespaceIds('a-b-c-1,a-b-s-2', 'a-b', 'z')).toBe('z-c-1,z-s-2')
    expect(replaceNamespaceIds('__namespace__-c-0', '__namespace__', 'site')).toBe('site-c-0')
    expect(replaceNamespaceIds('a+b-c-1 aab-c-1', 'a+b', 'z')).toBe('z-c-1 aab-c-1')
    expect('tmp-c-1'.match(namespaceIdPattern('tmp'))).toEqual(['tmp-c-1'])
  })
})

describe('rewriteNamespace', () => {
  const site = (): ReturnType<typeof makeSite> => {
    const child = makeComponent('tmp-c-1', {
      inputs: {
        href: { name: 'href', type: 'string', attr: true, is: '#tmp-c-0' },
        list: { name: 'list', type: 'string[]', is: ['tmp-c-1', 'plain'] },
      },
      events: {
        click: {
          name: 'click',
          behaviors: [
            { behaviorId: 'tmp-b-3', args: { id: 'tmp-c-0', table: 'tmp-contacts', n: 3 } },
            { behaviorId: 'global-b-toggleHidden', args: { id: 'tmp-c-1' } },
          ],
        },
      },
    })
    const root = makeComponent('tmp-c-0', {
      content: '${tmp-c-0}',
      style: {
        custom: { 'tmp-bp-4': { default: { color: 'red' } } },
        mixins: ['tmp-s-2', 'global-s-1'],
        overrides: { 'tmp-c-1': { 'breakpoint-1': { default: { margin: '0' } } } },
      },
      children: [child],
    })
    const result = makeSite({
      namespace: 'tmp',
      pages: { '/home': root },
      styles: [{ id: 'tmp-s-2', name: 'Mine', breakpoints: {} }],
      behaviors: [{ id: 'tmp-b-3', name: 'B', code: "getComponent('tmp-c-1')" }],
      breakpoints: {
        ...DEFAULT_BREAKPOINTS,
        'tmp-bp-4': { id: 'tmp-bp-4', name: 'Wide', minWidth: 1400 },
      },
      i18n: { en: { 'tmp-c-0': 'Hello' } },
    })
    result.editor = {
      builderWidth: 1080,
      builderScale: 1,
      selectedComponentId: 'tmp-c-1',
      componentsHidden: { 'tmp-c-0': true },
    }
    return result
  }

  it('renames every id of the namespace and keeps global ids', () => {
    const moved = rewriteNamespace(site(), 'tmp-new')
    expect(allStrings(moved).filter((text) => /(?<![\w-])tmp-(c|s|b|bp)-\d/.test(text))).toEqual([])
    const root = moved.pages['/home']!.root
    expect(root.style).toEqual({
      custom: { 'tmp-new-bp-4': { default: { color: 'red' } } },
      mixins: ['tmp-new-s-2', 'global-s-1'],
      overrides: { 'tmp-new-c-1': { 'breakpoint-1': { default: { margin: '0' } } } },
    })
    const child = root.children![0]!
    expect(child.parentId).toBe('tmp-new-c-0')
    expect(child.inputs?.['href']?.is).toBe('#tmp-new-c-0')
    expect(child.inputs?.['list']?.is).toEqual(['tmp-new-c-1', 'plain'])
    expect(child.events?.['click']?.behaviors).toEqual([
      // The prefix rule renames a plain arg once, even when the new namespace extends the old.
      { behaviorId: 'tmp-new-b-3', args: { id: 'tmp-new-c-0', table: 'tmp-new-contacts', n: 3 } },
      { behaviorId: 'global-b-toggleHidden', args: { id: 'tmp-new-c-1' } },
    ])
    expect(moved.context.behaviors['tmp-new-b-3']?.code).toBe("getComponent('tmp-new-c-1')")
    expect(moved.context.styleOrder).toEqual(['tmp-new-s-2'])
    expect(moved.context.breakpoints['tmp-new-bp-4']?.id).toBe('tmp-new-bp-4')
    expect(moved.context.breakpoints['breakpoint-1']).toBeDefined()
    // Translation keys made from component ids follow the content placeholders.
    expect(root.content).toBe('${tmp-new-c-0}')
    expect(moved.context.i18n).toEqual({ en: { 'tmp-new-c-0': 'Hello' } })
    expect(moved.editor?.selectedComponentId).toBe('tmp-new-c-1')
    expect(moved.editor?.componentsHidden).toEqual({ 'tmp-new-c-0': true })
  })

  it('leaves the input unchanged', () => {
    const original = site()
    const copy = structuredClone(original)
    rewriteNamespace(original, 'other')
    expect(original).toEqual(copy)
  })
})
