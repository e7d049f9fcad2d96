import { BuiltinComponentId, createSite } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { BuilderStore } from './builder-store'
import { powerOf, roleLimit, type SiteRole } from './site-role'
import { testHost } from './test-store'

function storeAs(role: SiteRole | undefined) {
  // A designer lays the page out; the role's builder opens it.
  const designer = new BuilderStore(testHost(), 'scratch', {
    site: createSite('Team Site'),
    editingEnabled: true,
  })
  const heading = designer.components.addBlock(BuiltinComponentId.h1)!
  const store = new BuilderStore(testHost(), '7d3c9a52-4a8b-4f5e-9c1d-0a6b2e3f4c5d', {
    site: designer.editor.site,
    editingEnabled: true,
    ...(role ? { role } : {}),
  })
  return { store, heading }
}

describe("the builder and the person's role", () => {
  it('gives each role the power the site server checks saves against', () => {
    expect(powerOf('Owner')).toBe('design')
    expect(powerOf('Designer')).toBe('design')
    expect(powerOf('ContentEditor')).toBe('content')
    expect(powerOf('Viewer')).toBe('none')
    expect(powerOf(undefined)).toBe('design')
    expect(roleLimit('Designer', 'design')).toBeUndefined()
    expect(roleLimit('ContentEditor', 'content')).toBeUndefined()
    expect(roleLimit('ContentEditor', 'design')?.key).toBe('builder.role.contentLimit')
    expect(roleLimit('Viewer', 'content')?.key).toBe('builder.role.viewerLimit')
  })

  it("lets a content editor change a heading's text, and nothing of its structure or style", () => {
    const { store, heading } = storeAs('ContentEditor')
    expect(store.components.setContent(heading, 'Opening hours')).toBe(true)
    expect(store.editor.roleRefused).toBe(false)
    const before = JSON.stringify(store.editor.site.pages)
    expect(store.components.setStyle(heading, 'color', 'red')).toBe(false)
    expect(store.editor.roleRefused).toBe(true)
    store.editor.dismissRefusal()
    expect(store.components.move(heading, store.page.root.id, 0)).toBe(false)
    expect(store.components.duplicate(heading)).toBeUndefined()
    store.components.remove(heading)
    expect(store.editor.doc.hasComponent(heading)).toBe(true)
    expect(JSON.stringify(store.editor.site.pages)).toBe(before)
    expect(store.editor.roleRefused).toBe(true)
  })

  it("undoes a content editor's own text edit, never a designer's edit before it", () => {
    const { store, heading } = storeAs('ContentEditor')
    store.components.setContent(heading, 'Opening hours')
    expect(store.editor.canUndo).toBe(true)
    expect(store.editor.undo()?.type).toBe('editC')
    expect(store.editor.redo()?.type).toBe('editC')
    store.editor.undo()
    // The designer's addition is next on the stack: undoing it would remove a component.
    expect(store.editor.canUndo).toBe(false)
    expect(store.editor.undo()).toBeUndefined()
    expect(store.editor.doc.hasComponent(heading)).toBe(true)
    expect(store.editor.roleRefused).toBe(true)
  })

  it("opens a viewer's builder read-only and a designer's whole", () => {
    const viewer = storeAs('Viewer')
    expect(viewer.store.editor.editingEnabled).toBe(false)
    expect(viewer.store.components.setContent(viewer.heading, 'x')).toBe(false)
    expect(viewer.store.roleLimit('content')?.key).toBe('builder.role.viewerLimit')
    const designer = storeAs('Designer')
    expect(designer.store.components.setStyle(designer.heading, 'color', 'red')).toBe(true)
    expect(designer.store.roleLimit('design')).toBeUndefined()
  })
})
