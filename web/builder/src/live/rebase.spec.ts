import {
  BuiltinComponentId,
  addBuiltinComponent,
  createSite,
  editComponent,
  History,
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
function setup() {
  const site = createSite('Live')
  const store = testStore(structuredClone(site), 'f0e1d2c3-0000-4000-8000-000000000001')
  const root = site.pages[site.defaults.homePage]!.root.id
  return { store, other: otherSaver(site), root }
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
