import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { addBuiltinComponent } from './add-builtin.js'
import {
  CUSTOM_CHILD,
  CUSTOM_CHILD_MOVE,
  INSTANCE_CHILD,
  makeCustomComponent,
  moveComponent,
  removeComponent,
} from './component-edits.js'
import {
  addCustomInstance,
  addToInstances,
  customComponents,
  NOT_CUSTOM,
  reachInstances,
  repairInstances,
} from './custom-edits.js'
import type { Component } from '../types/component.js'
import { BuiltinComponentId } from '../builtins/components.js'
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

/** Which part of its source each of an instance's components mirrors, as a nested list. */
function mirrored(instance: Component): unknown {
  return (instance.children ?? []).map((child) =>
    child.children?.length ? [child.customSourceId, mirrored(child)] : child.customSourceId,
  )
}

/** A source's parts by id, nested as `mirrored` gives an instance's. */
function parts(source: Component): unknown {
  return (source.children ?? []).map((child) =>
    child.children?.length ? [child.id, parts(child)] : child.id,
  )
}

describe('a component moved inside a custom component definition', () => {
  function siteWithInstances() {
    const made = siteWithCustom()
    const { doc, history, root, button } = made
    // The definition gets a container to move parts into.
    history.push(
      addToInstances(
        doc,
        addBuiltinComponent(doc, BuiltinComponentId.containerVertical, button.id),
      ),
    )
    history.push(addCustomInstance(doc, button.id, root.id))
    history.push(addCustomInstance(doc, button.id, root.id))
    return { ...made, instances: root.children!.slice(-2) }
  }

  it("moves each instance's shell the same way, in one undo step, also into a part", () => {
    const { site, doc, history, button, instances } = siteWithInstances()
    expect(button.children!.length).toBeGreaterThan(2)
    for (const instance of instances) expect(mirrored(instance)).toEqual(parts(button))
    const content = () => JSON.stringify({ pages: site.pages, context: site.context })
    const before = content()

    // Last to first.
    const first = button.children![0]!
    const last = button.children!.at(-1)!
    const reorder = reachInstances(doc, moveComponent(doc, last.id, button.id, 0))
    expect(reorder.type).toBe('g')
    expect(history.push(reorder, { merge: false })).toBe(true)
    expect(button.children![0]).toBe(last)
    for (const instance of instances) expect(mirrored(instance)).toEqual(parts(button))
    // Into the container (a part of the definition).
    const container = button.children![0]!
    const into = reachInstances(doc, moveComponent(doc, first.id, container.id, 0))
    expect(history.push(into, { merge: false })).toBe(true)
    expect(container.children![0]).toBe(first)
    for (const instance of instances) expect(mirrored(instance)).toEqual(parts(button))
    // Saved steps parse back, and the site reads back the same.
    expect(commandDataSchema.parse(JSON.parse(JSON.stringify(into)))).toEqual(into)
    expect(deserializeSite(serializeSite(site)).pages).toEqual(site.pages)

    history.undo()
    history.undo()
    expect(content()).toBe(before)
    history.redo()
    history.redo()
    for (const instance of instances) expect(mirrored(instance)).toEqual(parts(button))
  })

  it('makes a component from elsewhere a part of the definition, with a shell in every instance', () => {
    const { site, doc, history, root, button, instances } = siteWithInstances()
    history.push(addBuiltinComponent(doc, 'global-c-text', root.id))
    const text = root.children!.at(-1)!
    const content = () => JSON.stringify({ pages: site.pages, context: site.context })
    const before = content()
    const command = reachInstances(doc, moveComponent(doc, text.id, button.id, 1))
    expect(history.push(command, { merge: false })).toBe(true)
    expect(button.children![1]!.id).toBe(text.id)
    expect(root.children!.some((c) => c.id === text.id)).toBe(false)
    expect(site.context.customChildIds).toContain(text.id)
    for (const instance of instances) expect(mirrored(instance)).toEqual(parts(button))
    expect(() => removeComponent(doc, text.id)).toThrow(CUSTOM_CHILD)
    history.undo()
    expect(content()).toBe(before)
  })

  it('keeps a part inside its definition, and a definition out of another', () => {
    const { doc, history, root, button } = siteWithInstances()
    const part = button.children![0]!
    expect(() => moveComponent(doc, part.id, root.id, 0)).toThrow(CUSTOM_CHILD_MOVE)
    history.push(addBuiltinComponent(doc, BuiltinComponentId.containerVertical, root.id))
    const other = root.children!.at(-1)!
    history.push(makeCustomComponent(doc, other.id))
    const container = button.children!.at(-1)!
    expect(() => moveComponent(doc, other.id, container.id, 0)).toThrow()
  })

  it('leaves moves elsewhere as they are', () => {
    const { doc, history, root } = siteWithInstances()
    history.push(addBuiltinComponent(doc, 'global-c-text', root.id))
    const move = moveComponent(doc, root.children!.at(-1)!.id, root.id, 0)
    expect(reachInstances(doc, move)).toBe(move)
  })
})

describe('instances saved without shells of some parts of their source', () => {
  it('get them, in place, when the site is opened, as one undoable entry', () => {
    const { site, doc, history, root, button } = siteWithCustom()
    history.push(addCustomInstance(doc, button.id, root.id))
    // As sites were saved before additions reached instances: parts added to the source only.
    history.push(addBuiltinComponent(doc, 'global-c-text', button.id, 0))
    history.push(addBuiltinComponent(doc, BuiltinComponentId.containerVertical, button.id))
    const container = button.children!.at(-1)!
    history.push(addBuiltinComponent(doc, 'global-c-text', container.id))
    site.context.customChildIds.push(
      button.children![0]!.id,
      container.id,
      container.children![0]!.id,
    )
    const instance = root.children!.at(-1)!
    expect(mirrored(instance)).not.toEqual(parts(button))
    expect(repairInstances(doc)).toBeDefined()

    const stored = serializeSite(site)
    const reopened = openSite(deserializeSite(stored))
    expect(reopened.migrated).toBe(false)
    expect(reopened.opening).toHaveLength(1)
    const opened = reopened.doc.site
    const again = opened.pages['/home']!.root.children!.find((c) => c.id === instance.id)!
    const source = reopened.doc.component(button.id)
    expect(mirrored(again)).toEqual(parts(source))
    // New ids are unique, and the counter is past them.
    const ids: string[] = []
    const walk = (c: Component) => {
      ids.push(c.id)
      for (const child of c.children ?? []) walk(child)
    }
    for (const page of Object.values(opened.pages)) walk(page.root)
    expect(new Set(ids).size).toBe(ids.length)
    // Saved as a step like any edit; whole instances need nothing.
    const [repair] = reopened.opening
    expect(commandDataSchema.parse(JSON.parse(JSON.stringify(repair)))).toEqual(repair)
    expect(repairInstances(reopened.doc)).toBeUndefined()
    expect(openSite(deserializeSite(serializeSite(opened))).opening).toEqual([])
    // Undo takes the site back to what was stored.
    reopened.history.undo()
    expect(JSON.parse(serializeSite(opened).pages)).toEqual(JSON.parse(stored.pages))
  })

  it('are left as stored where the version cannot be edited', () => {
    const { site, doc, history, root, button } = siteWithCustom()
    history.push(addCustomInstance(doc, button.id, root.id))
    history.push(addBuiltinComponent(doc, 'global-c-text', button.id, 0))
    const stored = serializeSite(site)
    const reopened = openSite(deserializeSite(stored), { editingEnabled: false })
    expect(reopened.opening).toEqual([])
    expect(JSON.parse(serializeSite(reopened.doc.site).pages)).toEqual(JSON.parse(stored.pages))
  })

  it('are left as stored for someone who may save content only', () => {
    const { site, doc, history, root, button } = siteWithCustom()
    history.push(addCustomInstance(doc, button.id, root.id))
    history.push(addBuiltinComponent(doc, 'global-c-text', button.id, 0))
    const stored = serializeSite(site)
    const reopened = openSite(deserializeSite(stored), { repair: false })
    expect(reopened.opening).toEqual([])
    expect(reopened.history.editingEnabled).toBe(true)
    expect(JSON.parse(serializeSite(reopened.doc.site).pages)).toEqual(JSON.parse(stored.pages))
  })
})
