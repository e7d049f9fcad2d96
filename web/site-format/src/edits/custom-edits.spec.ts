import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { addBuiltinComponent } from './add-builtin.js'
import {
  CUSTOM_CHILD,
  INSTANCE_CHILD,
  makeCustomComponent,
  removeComponent,
} from './component-edits.js'
import { addCustomInstance, addToInstances, customComponents, NOT_CUSTOM } from './custom-edits.js'
import { deserializeSite, serializeSite } from '../serialization/stored-site.js'
import { commandDataSchema } from '../steps/step-schema.js'

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

  it('refuses to delete a component inside an instance, but deletes the instance', () => {
    const { doc, history, root, button } = siteWithCustom()
    history.push(addCustomInstance(doc, button.id, root.id))
    const instance = root.children!.at(-1)!
    const shell = instance.children![0]!
    expect(() => removeComponent(doc, shell.id)).toThrow(INSTANCE_CHILD)
    expect(history.push(removeComponent(doc, instance.id))).toBe(true)
    expect(root.children!.includes(instance)).toBe(false)
  })
})

describe('a component added to a custom component definition', () => {
  it('reaches every instance as a shell, is kept as a definition child, and undoes as one step', () => {
    const { site, doc, history, root, button } = siteWithCustom()
    history.push(addCustomInstance(doc, button.id, root.id))
    history.push(addCustomInstance(doc, button.id, root.id))
    const instances = root.children!.slice(-2)
    const content = () => JSON.stringify({ pages: site.pages, context: site.context })
    const before = content()

    const command = addToInstances(doc, addBuiltinComponent(doc, 'global-c-text', button.id, 0))
    expect(command.type).toBe('g')
    expect(history.push(command)).toBe(true)
    const text = button.children![0]!
    expect(text.tag).toBe('div')
    expect(site.context.customChildIds).toContain(text.id)
    for (const instance of instances) {
      const shell = instance.children![0]!
      expect(shell.customSourceId).toBe(text.id)
      expect(shell.parentId).toBe(instance.id)
      expect(shell.content).toBeUndefined()
      // The instances still mirror the definition, child for child.
      expect(instance.children!.map((c) => c.customSourceId)).toEqual(
        button.children!.map((c) => c.id),
      )
    }
    // Every new id is unique and below the counter.
    const ids = new Set<string>()
    const walk = (c: { id: string; children?: Array<{ id: string }> }) => {
      expect(ids.has(c.id)).toBe(false)
      ids.add(c.id)
      for (const child of c.children ?? []) walk(child as typeof c)
    }
    walk(root)
    // Saved steps keep the registration, and the site reads back the same.
    expect(commandDataSchema.parse(JSON.parse(JSON.stringify(command)))).toEqual(command)
    expect(deserializeSite(serializeSite(site)).pages).toEqual(site.pages)
    // The new definition part is kept like the others; the instances' shells cannot go.
    expect(() => removeComponent(doc, text.id)).toThrow(CUSTOM_CHILD)
    expect(() => removeComponent(doc, instances[0]!.children![0]!.id)).toThrow(INSTANCE_CHILD)

    history.undo()
    expect(content()).toBe(before)
    history.redo()
    expect(instances.every((i) => i.children![0]!.customSourceId === text.id)).toBe(true)
  })

  it('reaches the instances when the addition ends a group (a block with its mixin)', () => {
    const { site, doc, history, root, button } = siteWithCustom()
    history.push(addCustomInstance(doc, button.id, root.id))
    const instance = root.children!.at(-1)!
    const block = addBuiltinComponent(doc, 'global-c-image', button.id, 0)
    expect(block.type).toBe('g')
    const command = addToInstances(doc, block)
    expect(history.push(command)).toBe(true)
    const image = button.children![0]!
    expect(instance.children![0]!.customSourceId).toBe(image.id)
    expect(site.context.customChildIds).toContain(image.id)
  })

  it('leaves additions elsewhere as they are', () => {
    const { doc, root } = siteWithCustom()
    const command = addBuiltinComponent(doc, 'global-c-text', root.id)
    expect(addToInstances(doc, command)).toBe(command)
  })
})
