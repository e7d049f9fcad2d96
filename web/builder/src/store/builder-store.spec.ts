import {
  BuiltinComponentId,
  createSite,
  replaceSiteContent,
  type Component,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from './test-store'

const children = (component: Component | undefined) =>
  (component?.children ?? []).map((c) => c.name)

describe('BuilderStore: component actions', () => {
  it('adds a block to the page root when nothing is selected, and selects it', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.text)!
    expect(store.page.root.children?.map((c) => c.id)).toEqual([id])
    expect(store.view.selectedId).toBe(id)
    expect(store.view.mode).toBe('selC')
  })

  it('adds into a selected container, and after a selected text', () => {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    const text = store.components.addBlock(BuiltinComponentId.text)!
    expect(store.editor.doc.component(text).parentId).toBe(box)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    expect(store.editor.doc.component(box).children!.map((c) => c.id)).toEqual([text, heading])
  })

  it('removes the selection and selects its next sibling, then its parent', () => {
    const store = testStore()
    const a = store.components.addBlock(BuiltinComponentId.text)!
    store.view.select(store.page.root.id)
    const b = store.components.addBlock(BuiltinComponentId.h2)!
    store.view.select(a)
    store.components.remove()
    expect(store.view.selectedId).toBe(b)
    store.components.remove()
    expect(store.view.selectedId).toBe(store.page.root.id)
    expect(store.page.root.children).toBeUndefined()
  })

  it('refuses to remove a page root, with the spec message', () => {
    const store = testStore()
    store.components.remove(store.page.root.id)
    expect(store.components.notice).toEqual({ text: 'Cannot remove component with no parent' })
    expect(store.editor.site.history.back).toHaveLength(0)
  })

  it('duplicates a subtree right after the original, with new ids, as one undo step', () => {
    const store = testStore()
    const header = store.components.addBlock(BuiltinComponentId.header)!
    const before = store.editor.site.history.back.length
    const copy = store.components.duplicate(header)!
    const root = store.page.root
    expect(root.children!.map((c) => c.id)).toEqual([header, copy])
    expect(children(root.children![1])).toEqual(children(root.children![0]))
    expect(store.editor.site.history.back.length).toBe(before + 1)
    store.editor.undo()
    expect(root.children!.map((c) => c.id)).toEqual([header])
  })

  it('moves by keyboard: down, up, into the previous sibling and out again', () => {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerHorizontal)!
    store.view.select(store.page.root.id)
    const text = store.components.addBlock(BuiltinComponentId.text)!
    const root = store.page.root
    expect(store.components.moveByKey(text, 'down')).toBeUndefined()
    expect(store.components.moveByKey(text, 'up')?.index).toBe(0)
    expect(root.children!.map((c) => c.id)).toEqual([text, box])
    store.components.moveByKey(text, 'down')
    const into = store.components.moveByKey(text, 'into')
    expect(into).toEqual({ direction: 'into', parentName: 'ContainerHorizontal', index: 0 })
    expect(store.editor.doc.component(text).parentId).toBe(box)
    expect(store.components.moveByKey(text, 'out')?.parentName).toBe('Root')
    expect(root.children!.map((c) => c.id)).toEqual([box, text])
  })

  it('renames only to a non-empty, different name', () => {
    const store = testStore()
    const text = store.components.addBlock(BuiltinComponentId.text)!
    expect(store.components.rename(text, '   ')).toBe(false)
    expect(store.components.rename(text, 'Text')).toBe(false)
    expect(store.components.rename(text, ' Intro ')).toBe(true)
    expect(store.editor.doc.component(text).name).toBe('Intro')
  })

  it('hides and shows with the component state', () => {
    const store = testStore()
    const text = store.components.addBlock(BuiltinComponentId.text)!
    store.components.toggleHidden(text)
    expect(store.editor.doc.component(text).state).toEqual({ hide: true })
    store.components.toggleHidden(text)
    expect(store.editor.doc.component(text).state).toBeUndefined()
  })

  it('writes a resize as one history entry: later moves replace the first', () => {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    const before = store.editor.site.history.back.length
    store.components.setStyle(box, 'width', '120px', false)
    store.components.setStyle(box, 'width', '150px', true)
    store.components.setStyle(box, 'width', '180px', true)
    expect(store.editor.site.history.back.length).toBe(before + 1)
    expect(store.components.styleValue(box, 'width')).toBe('180px')
    store.editor.undo()
    expect(store.components.styleValue(box, 'width')).toBeUndefined()
  })

  it('styles the breakpoint of the builder width', () => {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    store.view.setBuilderWidth(400)
    store.components.setStyle(box, 'color', 'red')
    expect(store.editor.doc.component(box).style.custom['breakpoint-4']).toEqual({
      default: { color: 'red' },
    })
  })

  it('does not record edits when editing is disabled, and says so', () => {
    const store = testStore()
    store.editor.history.editingEnabled = false
    expect(store.components.addBlock(BuiltinComponentId.text)).toBeUndefined()
    expect(store.editor.editRefused).toBe(true)
    expect(store.page.root.children).toBeUndefined()
  })
})

describe('BuilderStore: change signals', () => {
  it('tells listeners which components an edit touched', () => {
    const store = testStore()
    const seen: string[][] = []
    store.editor.onEdit((_step, effects) => seen.push([...effects.elements].sort()))
    const text = store.components.addBlock(BuiltinComponentId.text)!
    store.components.rename(text, 'Intro')
    expect(seen[0]).toContain(store.page.root.id)
    expect(seen[1]).toEqual([text])
  })
})

describe('BuilderStore: whole-site replacement', () => {
  it('tells the followers of an id that now names another component, and counts the replacement', () => {
    const store = testStore()
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    const next = structuredClone(store.editor.site)
    const root = next.pages[store.view.activeRoute]!.root
    root.children![0]!.name = 'Renamed elsewhere'
    let heard = 0
    store.editor.signals.subscribe(heading, () => heard++)
    const before = store.editor.replacements
    expect(store.editor.run(replaceSiteContent(store.editor.doc, next))).toBe(true)
    expect(heard).toBe(1)
    expect(store.editor.replacements).toBe(before + 1)
    store.editor.undo()
    expect(heard).toBe(2)
    expect(store.editor.replacements).toBe(before + 2)
  })
})

describe('BuilderStore: custom components', () => {
  it('adds a block put into a custom component source to its instances, in one undo step', () => {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerHorizontal)!
    expect(store.components.makeCustom(box)).toBe(true)
    store.view.select(store.page.root.id)
    const instance = store.editor.doc.findComponent(store.custom.add(box)!)!
    store.view.select(box)
    const text = store.components.addBlock(BuiltinComponentId.text)!
    expect(instance.children?.map((c) => c.customSourceId)).toEqual([text])
    store.editor.undo()
    expect(instance.children).toBeUndefined()
    expect(store.editor.doc.findComponent(text)).toBeUndefined()
  })

  it('moves a part of a source in its instances too, by keyboard, and keeps parts in the source', () => {
    const store = testStore()
    const box = store.components.addBlock(BuiltinComponentId.containerHorizontal)!
    store.view.select(box)
    const text = store.components.addBlock(BuiltinComponentId.text)!
    store.view.select(text)
    const heading = store.components.addBlock(BuiltinComponentId.h2)!
    expect(store.components.makeCustom(box)).toBe(true)
    store.view.select(store.page.root.id)
    const instance = store.editor.doc.findComponent(store.custom.add(box)!)!
    const order = () => instance.children?.map((c) => c.customSourceId)
    expect(order()).toEqual([text, heading])

    expect(store.components.moveByKey(heading, 'up')).toBeDefined()
    expect(order()).toEqual([heading, text])
    expect(store.editor.undo()).toBeDefined()
    expect(order()).toEqual([text, heading])
    store.editor.redo()
    expect(order()).toEqual([heading, text])

    // Out of the source: refused, with a notice in the person's language.
    expect(store.components.moveByKey(text, 'out')).toBeUndefined()
    expect(store.components.notice?.key).toBe('builder.custom.cannotMoveOut')
    expect(store.editor.doc.findComponent(text)?.parentId).toBe(box)
  })
})

describe('BuilderStore: pages', () => {
  it('validates a new page with the spec keys', () => {
    const store = testStore()
    expect(store.pages.errors({ name: '', route: '' })).toEqual({
      name: { key: 'build.page_name_required' },
      route: { key: 'build.page_route_required' },
    })
    expect(store.pages.errors({ name: 'Home', route: '/home' })).toEqual({
      name: { key: 'build.page_name_unique' },
      route: { key: 'build.page_route_unique' },
    })
  })

  it('adds a page (a typed slash stripped), shows it, and copies another page', () => {
    const store = testStore()
    store.components.addBlock(BuiltinComponentId.h1)
    expect(store.pages.add({ name: 'About', route: '//about' })).toBe('/about')
    expect(store.view.activeRoute).toBe('/about')
    // A new page starts with its content container, where blocks go with nothing selected.
    expect(store.page.root.children?.map((c) => [c.name, c.tag, c.children])).toEqual([
      ['Content', 'main', undefined],
    ])
    store.view.select(undefined)
    store.components.addBlock(BuiltinComponentId.text)
    expect(store.page.root.children![0]!.children?.map((c) => c.name)).toEqual(['Text'])
    expect(store.page.root.style.mixins).toEqual(
      createSite('Test Site').pages['/home']!.root.style.mixins,
    )
    store.pages.add({ name: 'Copy', route: 'copy', copyFrom: '/home' })
    const copy = store.editor.site.pages['/copy']!.root
    expect(children(copy)).toEqual(['H1'])
    expect(copy.id).not.toBe(store.editor.site.pages['/home']!.root.id)
  })

  it('removes a page only while another exists, and sets the home page first', () => {
    const store = testStore()
    expect(store.pages.remove('/home')).toBe(false)
    store.pages.add({ name: 'About', route: 'about' })
    store.pages.setHome('/about')
    expect(store.editor.site.pageOrder).toEqual(['/about', '/home'])
    expect(store.pages.remove('/about')).toBe(true)
    expect(store.pages.homePage).toBe('/home')
    expect(store.view.activeRoute).toBe('/home')
  })
})
