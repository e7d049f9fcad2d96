import { describe, expect, it } from 'vitest'
import { builtinComponents, BuiltinComponentId } from '../builtins/components.js'
import type { ComponentTemplate } from '../builtins/components.js'
import { isValidCssValue } from '../validation/css-values.js'
import { createSite } from '../defaults/create-site.js'
import { addBuiltinComponent } from '../edits/add-builtin.js'
import { collectionListSchema } from '../serialization/schema.js'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import { validateListChildren } from '../validation/collections.js'
import { COLLECTION_LIST_TEXTS, collectionListTemplate } from './collection-list-block.js'

describe('the collection list block', () => {
  it('is a list of ten with its item design and an empty state, made of built-in parts', () => {
    const template = collectionListTemplate()
    expect(template.list).toEqual({ limit: 10 })
    expect(collectionListSchema.safeParse(template.list).success).toBe(true)
    const [design, empty] = template.children!
    const [picture, body] = design!.children!
    expect(picture!.name).toBe(COLLECTION_LIST_TEXTS.picture)
    expect(body!.children!.map((child) => [child.tag, child.content])).toEqual([
      ['h3', COLLECTION_LIST_TEXTS.title],
      ['div', COLLECTION_LIST_TEXTS.text],
    ])
    expect(empty!.content).toBe(COLLECTION_LIST_TEXTS.empty)
    expect(template.mixins).toEqual(builtinComponents[BuiltinComponentId.containerVertical]!.mixins)
  })

  it('is a grid of cards in the theme: three columns, two on tablets, one on phones', () => {
    const template = collectionListTemplate()
    const columns = (id: string) => template.style?.[id]?.default?.['grid-template-columns']
    expect(template.style?.['breakpoint-1']?.default?.display).toBe('grid')
    expect([1, 2, 3, 4].map((n) => columns(`breakpoint-${n}`))).toEqual([
      'repeat(3, minmax(0, 1fr))',
      'repeat(2, minmax(0, 1fr))',
      'repeat(1, minmax(0, 1fr))',
      'repeat(1, minmax(0, 1fr))',
    ])
    // Colours and fonts are the theme's, each one a valid value in the default theme.
    const theme = createSite('Theme').context.theme
    const values: Array<[string, string]> = []
    const visit = (node: ComponentTemplate) => {
      for (const states of Object.values(node.style ?? {}))
        for (const props of Object.values(states))
          for (const [property, value] of Object.entries(props ?? {}))
            values.push([property, String(value)])
      node.children?.forEach(visit)
    }
    visit(template)
    const themed = values.filter(([property]) => /color|font-family|^border$/.test(property))
    expect(themed.length).toBeGreaterThanOrEqual(6)
    for (const [property, value] of themed) {
      expect(value, property).toMatch(/\$\{(color|font)-[a-z-]+\}/)
      expect(isValidCssValue(property, value, theme), `${property}: ${value}`).toBe(true)
    }
  })

  it('is added as one step with the styles it uses, undone exactly', () => {
    const { doc, history } = setup(createSite('Bakery'))
    const root = doc.site.pages[doc.site.defaults.homePage]!.root
    let listId = ''
    expectRoundTrip(
      doc,
      history,
      () => addBuiltinComponent(doc, collectionListTemplate(), root.id),
      () => {
        const list = root.children!.at(-1)!
        listId = list.id
        expect(list.list).toEqual({ limit: 10 })
        expect(validateListChildren(list)).toBeUndefined()
        // Each part has its own id and knows its parent.
        const [design, empty] = list.children!
        expect(design!.parentId).toBe(list.id)
        expect(empty!.parentId).toBe(list.id)
        expect(design!.children![0]!.parentId).toBe(design!.id)
        const title = design!.children![1]!.children![0]!
        expect(title.style.custom?.['breakpoint-1']?.default?.color).toBe('${color-title}')
        for (const mixin of [...(list.style.mixins ?? []), ...(title.style.mixins ?? [])]) {
          expect(doc.site.context.styles[mixin]).toBeDefined()
        }
      },
    )
    expect(doc.findComponent(listId)?.list).toEqual({ limit: 10 })
  })
})
