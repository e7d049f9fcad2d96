import {
  BuiltinComponentId,
  addBuiltinComponent,
  addMixin,
  applyEditSteps,
  createSite,
  editComponent,
  History,
  nextId,
  removeComponent,
  setComponentStyle,
  SiteDocument,
  type Command,
  type EditStep,
  type Site,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { planRebase } from './rebase'

const red = { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' } as const

/** Another saver (an agent) working on its own copy of the site as it was opened. */
function otherSaver(site: Site) {
  const doc = new SiteDocument(structuredClone(site))
  const history = new History(doc)
  return {
    doc,
    history,
    /** One call: its commands as one group, applied to the saver's copy. */
    call(make: (doc: SiteDocument) => Command[]): EditStep[] {
      const commands: Command[] = []
      for (const made of make(doc)) {
        history.push(made, { merge: false })
        commands.push(made)
      }
      const group: Command = { type: 'g', data: { commands } }
      return [{ do: group }]
    },
  }
}

/** The open store on a site, the other saver on the same site, and the home page root's id. */
function setup(prepare?: (doc: SiteDocument) => void) {
  const site = createSite('Live')
  if (prepare) {
    const doc = new SiteDocument(site)
    prepare(doc)
    site.history = { back: [], forward: [] }
  }
  const store = testStore(structuredClone(site), 'f0e1d2c3-0000-4000-8000-000000000001')
  const root = site.pages[site.defaults.homePage]!.root.id
  return { store, other: otherSaver(site), root, site }
}

describe('planRebase: others’ saves under this person’s unsaved edits', () => {
  it('keeps a local edit of another thing, and the document holds both', () => {
    const { store, other, root } = setup()
    const { editor } = store
    editor.run(editComponent(editor.doc, root, { name: 'Mine' }))
    const local: EditStep[] = [{ do: editor.site.history.back.at(-1)! }]
    const incoming = other.call((doc) => [setComponentStyle(doc, root, red, 'red')])
    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.kept).toEqual(local)
    expect(plan.dropped).toEqual([])

    editor.applyRemote(plan, { agent: 'Claude', label: 'Make it red' })
    const home = editor.doc.component(root)
    expect(home.name).toBe('Mine')
    expect(home.style.custom).toEqual(other.doc.component(root).style.custom)
    // One entry for the call, on top, marked; undo takes back the call alone.
    const top = editor.site.history.back.at(-1)!
    expect(editor.site.history.back).toHaveLength(2)
    expect(editor.marks.get(top)).toEqual({ agent: 'Claude', label: 'Make it red' })
    editor.undo()
    expect(editor.doc.component(root).style.custom).toEqual(
      createSite('Live').pages['/home']!.root.style.custom,
    )
    expect(editor.doc.component(root).name).toBe('Mine')
  })

  it('drops a local edit whose old value another save replaced, and what built on it', () => {
    const { store, other, root } = setup()
    const { editor } = store
    editor.run(editComponent(editor.doc, root, { name: 'Mine' }), { merge: false })
    editor.run(editComponent(editor.doc, root, { name: 'Mine again' }), { merge: false })
    editor.run(setComponentStyle(editor.doc, root, red, 'blue'))
    const local: EditStep[] = editor.site.history.back.map((command) => ({ do: command }))
    const incoming = other.call((doc) => [editComponent(doc, root, { name: 'Theirs' })])
    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.dropped).toEqual(local.slice(0, 2))
    expect(plan.kept).toEqual(local.slice(2))

    editor.applyRemote(plan)
    expect(editor.doc.component(root).name).toBe('Theirs')
    expect(editor.doc.component(root).style.custom).toEqual(
      (() => {
        const doc = new SiteDocument(structuredClone(other.doc.site))
        new History(doc).push(setComponentStyle(doc, root, red, 'blue'))
        return doc.component(root).style.custom
      })(),
    )
    // The dropped edits left the history; the kept one and the other save's are there.
    expect(editor.site.history.back.map((command) => command.type)).toEqual(['setCCS', 'g'])
    expect(editor.marks.get(editor.site.history.back.at(-1)!)).toBeUndefined()
  })

  it('adds what an agent added, shown to the canvas as changed components', () => {
    const { store, other, root } = setup()
    const { editor } = store
    let changed: Set<string> | undefined
    editor.onEdit((_step, effects, remote) => {
      if (remote) changed = effects.elements
    })
    const incoming = other.call((doc) => [addBuiltinComponent(doc, BuiltinComponentId.text, root)])
    editor.applyRemote(planRebase(editor.site, [], incoming)!)
    const added = editor.doc.component(root).children!.at(-1)!
    expect(added.id).toBe(other.doc.component(root).children!.at(-1)!.id)
    expect(changed?.has(root)).toBe(true)
    expect(changed?.has(added.id)).toBe(true)
  })

  it('answers nothing when the incoming steps do not fit even without the local ones', () => {
    const { store, other, root } = setup()
    const { editor } = store
    const incoming = other.call((doc) => [editComponent(doc, root, { name: 'Theirs' })])
    editor.run(editComponent(editor.doc, root, { name: 'Mine' }))
    // Saved already (not among the local steps): the other save's old name does not hold.
    expect(planRebase(editor.site, [], incoming)).toBeUndefined()
    // Unsaved: taken back first, the other save fits and the local edit is dropped.
    const local = editor.site.history.back.map((command) => ({ do: command }))
    expect(planRebase(editor.site, local, incoming)?.dropped).toEqual(local)
  })
})

/** Every component id of a site's pages, in tree order. */
function componentIds(site: Site): string[] {
  const ids: string[] = []
  const visit = (component: { id: string; children?: { id: string }[] }) => {
    ids.push(component.id)
    for (const child of component.children ?? []) visit(child)
  }
  for (const route of site.pageOrder) visit(site.pages[route]!.root)
  return ids
}

/** This person's unsaved steps: every edit in the store's history, as it was sent. */
function unsaved(site: Site): EditStep[] {
  return site.history.back.map((command) => ({ do: command, merge: false }))
}

describe('planRebase: both additions live when the person and another saver add', () => {
  it("renumbers the person's addition above an agent's, and the server takes it", () => {
    const { store, other, root, site } = setup()
    const { editor } = store
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, root), { merge: false })
    const mine = editor.doc.component(root).children!.at(-1)!
    editor.run(editComponent(editor.doc, mine.id, { content: 'Mine' }), { merge: false })
    store.view.select(mine.id)
    const local = unsaved(editor.site)
    const incoming = other.call((doc) => [addBuiltinComponent(doc, BuiltinComponentId.h2, root)])
    const theirs = other.doc.component(root).children!.at(-1)!
    // Both took the same number from the counter.
    expect(theirs.id).toBe(mine.id)

    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.dropped).toEqual([])
    expect(plan.kept).toHaveLength(2)
    const renamedTo = plan.renamed.get(mine.id)!
    expect(renamedTo).toMatch(/^live-c-\d+$/)
    expect(renamedTo).not.toBe(mine.id)
    editor.applyRemote(plan)
    store.view.followIds(plan.renamed)

    const children = editor.doc.component(root).children!
    // Each where it was added: the person's first, as on the person's screen.
    expect(children.map((c) => c.id)).toEqual([renamedTo, theirs.id])
    expect(editor.doc.component(theirs.id).tag).toBe('h2')
    expect(editor.doc.component(renamedTo).content).toBe('Mine')
    expect(editor.doc.component(renamedTo).parentId).toBe(root)
    expect(new Set(componentIds(editor.site)).size).toBe(componentIds(editor.site).length)
    expect(editor.site.context.nextId).toBeGreaterThan(Number(renamedTo.split('-').at(-1)))
    // The selection follows the person's component, not the agent's that took its old id.
    expect(store.view.selectedId).toBe(renamedTo)

    // The server, holding the agent's call, takes the kept steps as they are and ends the same.
    const server = new SiteDocument(structuredClone(site))
    const serverHistory = new History(server)
    applyEditSteps(server, serverHistory, incoming)
    applyEditSteps(server, serverHistory, plan.kept)
    expect(server.site.pages).toEqual(editor.site.pages)
    expect(server.site.context).toEqual(editor.site.context)

    // Undoing the call first would miss the agent's place: it goes below the person's edits,
    // as the server holds them, and each undo takes back exactly one, by its new id.
    expect(plan.incomingOnTop).toBe(false)
    expect(editor.site.history.back).toEqual(server.site.history.back)
    editor.undo()
    expect(editor.doc.component(renamedTo).content).not.toBe('Mine')
    editor.undo()
    expect(editor.doc.hasComponent(renamedTo)).toBe(false)
    expect(editor.doc.component(theirs.id).tag).toBe('h2')
    editor.undo()
    expect(editor.doc.component(root).children ?? []).toEqual([])
    expect(editor.site.context.nextId).toBe(createSite('Live').context.nextId)
  })

  it('keeps nested additions: a box, a text inside it and the text’s style', () => {
    const { store, other, root } = setup()
    const { editor } = store
    const run = (command: Command) => editor.run(command, { merge: false })
    run(addBuiltinComponent(editor.doc, BuiltinComponentId.containerVertical, root))
    const box = editor.doc.component(root).children!.at(-1)!.id
    run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, box))
    const text = editor.doc.component(box).children!.at(-1)!.id
    run(setComponentStyle(editor.doc, text, red, 'red'))
    run(editComponent(editor.doc, box, { name: 'My box' }))
    const local = unsaved(editor.site)
    const incoming = other.call((doc) => [
      addBuiltinComponent(doc, BuiltinComponentId.gallery, root),
      addBuiltinComponent(doc, BuiltinComponentId.text, root),
    ])
    const theirs = other.doc.component(root).children!.map((c) => c.id)
    expect(theirs).toContain(box)

    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.dropped).toEqual([])
    editor.applyRemote(plan)
    const newBox = plan.renamed.get(box)!
    const newText = plan.renamed.get(text)!
    expect(editor.doc.component(root).children!.map((c) => c.id)).toEqual([newBox, ...theirs])
    const mineBox = editor.doc.component(newBox)
    expect(mineBox.name).toBe('My box')
    expect(mineBox.children!.map((c) => c.id)).toEqual([newText])
    expect(editor.doc.component(newText).parentId).toBe(newBox)
    expect(editor.doc.component(newText).style.custom).toEqual({
      'breakpoint-1': { default: { color: 'red' } },
    })
    // The agent's components are as the agent made them.
    for (const id of componentIds(other.doc.site)) {
      expect(editor.doc.component(id).name).toBe(other.doc.component(id).name)
    }
    expect(new Set(componentIds(editor.site)).size).toBe(componentIds(editor.site).length)
    applyEditSteps(other.doc, other.history, plan.kept)
    expect(other.doc.site.pages).toEqual(editor.site.pages)
  })

  it('keeps an addition that uses another new one: a new style on a new text', () => {
    const { store, other, root } = setup()
    const { editor } = store
    const context = editor.site.context
    const before = context.nextId
    const mixin = { id: nextId(context, 's'), name: 'Brand', breakpoints: {} }
    editor.run(addMixin(editor.doc, mixin, before), { merge: false })
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, root), { merge: false })
    const text = editor.doc.component(root).children!.at(-1)!.id
    editor.run({ type: 'addCM', data: { id: text, mixinId: mixin.id, index: 0 } })
    const local = unsaved(editor.site)
    const incoming = other.call((doc) => [
      addBuiltinComponent(doc, BuiltinComponentId.button, root),
    ])

    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.dropped).toEqual([])
    editor.applyRemote(plan)
    const newMixin = plan.renamed.get(mixin.id)!
    const newText = plan.renamed.get(text)!
    expect(newMixin).toMatch(/^live-s-\d+$/)
    expect(editor.site.context.styles[newMixin]?.name).toBe('Brand')
    expect(editor.site.context.styleOrder).toContain(newMixin)
    expect(editor.doc.component(newText).style.mixins?.[0]).toBe(newMixin)
    // Whatever of the same number the button took is the button's own.
    const button = other.doc.component(root).children!.at(-1)!
    expect(editor.doc.component(button.id)).toEqual(other.doc.component(button.id))
    applyEditSteps(other.doc, other.history, plan.kept)
    expect(other.doc.site.context).toEqual(editor.site.context)
    expect(other.doc.site.pages).toEqual(editor.site.pages)
  })

  it('drops an addition into what the other saver removed, and edits of it, never theirs', () => {
    let box = ''
    const { store, other, root } = setup((doc) => {
      const history = new History(doc)
      const home = doc.site.pages[doc.site.defaults.homePage]!.root.id
      history.push(addBuiltinComponent(doc, BuiltinComponentId.containerVertical, home))
      box = doc.component(home).children!.at(-1)!.id
    })
    const { editor } = store
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, box), { merge: false })
    const text = editor.doc.component(box).children!.at(-1)!.id
    editor.run(editComponent(editor.doc, text, { name: 'Lost' }), { merge: false })
    store.view.select(text)
    const local = unsaved(editor.site)
    const incoming = other.call((doc) => [
      removeComponent(doc, box),
      addBuiltinComponent(doc, BuiltinComponentId.text, root, 0),
    ])
    const theirs = other.doc.component(root).children!.at(-1)!
    expect(theirs.id).toBe(text)

    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.kept).toEqual([])
    expect(plan.dropped).toEqual(local)
    expect(plan.renamed.get(text)).toBeUndefined()
    expect(plan.renamed.has(text)).toBe(true)
    editor.applyRemote(plan)
    store.view.followIds(plan.renamed)
    expect(editor.doc.component(theirs.id)).toEqual(theirs)
    expect(editor.doc.hasComponent(box)).toBe(false)
    expect(store.view.selectedId).toBeUndefined()
    expect(editor.site.pages).toEqual(other.doc.site.pages)
  })

  it("takes an undone addition back without the agent's style that came along with both", () => {
    const { store, other, root, site } = setup()
    const { editor } = store
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, root), { merge: false })
    const added = editor.site.history.back.at(-1)!
    editor.undo()
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.h2, root), { merge: false })
    const local: EditStep[] = [
      { do: added, merge: false },
      { undo: added },
      { do: editor.site.history.back.at(-1)!, merge: false },
    ]
    const incoming = other.call((doc) => [addBuiltinComponent(doc, BuiltinComponentId.text, root)])
    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.dropped).toEqual([])
    editor.applyRemote(plan)
    const server = new SiteDocument(structuredClone(site))
    const serverHistory = new History(server)
    applyEditSteps(server, serverHistory, incoming)
    applyEditSteps(server, serverHistory, plan.kept)
    expect(server.site.pages).toEqual(editor.site.pages)
    expect(server.site.context).toEqual(editor.site.context)
    // The agent's text keeps the text style both blocks brought; the person's heading is there.
    const [heading, theirs] = editor.doc.component(root).children!
    expect(theirs).toEqual(other.doc.component(root).children![0])
    for (const mixin of theirs!.style.mixins ?? []) {
      expect(editor.site.context.styles[mixin]).toBeDefined()
    }
    expect(heading!.tag).toBe('h2')
    expect(heading!.id).not.toBe(theirs!.id)
  })

  it('changes nothing when only one side added', () => {
    const { store, other, root } = setup()
    const { editor } = store
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, root), { merge: false })
    const local = unsaved(editor.site)
    const incoming = other.call((doc) => [editComponent(doc, root, { name: 'Theirs' })])
    const plan = planRebase(editor.site, local, incoming)!
    expect(plan.kept).toEqual(local)
    expect(plan.kept[0]).toBe(local[0])
    expect(plan.renamed.size).toBe(0)
  })
})
