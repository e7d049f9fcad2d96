import { describe, expect, it } from 'vitest'
import { builtinComponents, BuiltinComponentId } from '../builtins/components.js'
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
    expect(design!.children!.map((child) => [child.tag, child.content])).toEqual([
      ['h3', COLLECTION_LIST_TEXTS.title],
      ['div', COLLECTION_LIST_TEXTS.text],
    ])
    expect(empty!.content).toBe(COLLECTION_LIST_TEXTS.empty)
    expect(template.mixins).toEqual(builtinComponents[BuiltinComponentId.containerVertical]!.mixins)
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
        for (const mixin of [
          ...(list.style.mixins ?? []),
          ...(design!.children![0]!.style.mixins ?? []),
        ]) {
          expect(doc.site.context.styles[mixin]).toBeDefined()
        }
      },
    )
    expect(doc.findComponent(listId)?.list).toEqual({ limit: 10 })
  })
})
