import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { addBuiltinComponent } from './add-builtin.js'
import { CUSTOM_CHILD, makeCustomComponent, removeComponent } from './component-edits.js'
import { addCustomInstance, customComponents, NOT_CUSTOM } from './custom-edits.js'

function siteWithCustom() {
  const site = createSite('Custom Site')
  const { doc, history } = openSite(site)
  const root = site.pages['/home']!.root
  history.push(addBuiltinComponent(doc, 'global-c-contactform', root.id))
  const button = root.children!.at(-1)!
  history.push(makeCustomComponent(doc, button.id))
  return { site, doc, history, root, button }
}

describe('custom component instances', () => {
  it('adds a shell per definition component, each naming its source, as one undo step', () => {
    const { site, doc, history, root, button } = siteWithCustom()
    const content = () => JSON.stringify({ pages: site.pages, context: site.context })
    const before = content()
    history.push(addCustomInstance(doc, button.id, root.id))
    const instance = root.children!.at(-1)!
    expect(instance.id).not.toBe(button.id)
    expect(instance.customSourceId).toBe(button.id)
    expect(instance.parentId).toBe(root.id)
    expect(instance.style).toEqual({ custom: {} })
    expect(instance.inputs).toBeUndefined()
    const sourceChildren = button.children!
    expect(sourceChildren.length).toBeGreaterThan(0)
    expect(instance.children?.map((c) => c.customSourceId)).toEqual(sourceChildren.map((c) => c.id))
    for (const child of instance.children ?? []) {
      expect(child.parentId).toBe(instance.id)
      expect(child.content).toBeUndefined()
    }
    history.undo()
    expect(content() === before).toBe(true)
    history.redo()
    expect(root.children!.at(-1)!.customSourceId).toBe(button.id)
  })

  it('refuses a component that is not custom', () => {
    const { doc, root } = siteWithCustom()
    expect(() => addCustomInstance(doc, root.id, root.id)).toThrow(NOT_CUSTOM)
  })

  it('lists definitions in slot order', () => {
    const { doc, button } = siteWithCustom()
    expect(customComponents(doc).map((c) => c.id)).toEqual([button.id])
  })

  it('keeps the definition whole: its components cannot be deleted', () => {
    const { doc, button } = siteWithCustom()
    const child = button.children![0]!
    expect(() => removeComponent(doc, child.id)).toThrow(CUSTOM_CHILD)
  })
})
