import {
  addBuiltinComponent,
  BuiltinComponentId,
  createSite,
  editComponent,
  setComponentStyle,
  SiteDocument,
  type Command,
  type EditStep,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { LiveSaves, type LiveSavesTarget, type SavedEvent } from './live-saves'

const red = { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' } as const

function setup() {
  const site = createSite('Live')
  const store = testStore(structuredClone(site), 'f0e1d2c3-0000-4000-8000-000000000002')
  const root = site.pages[site.defaults.homePage]!.root.id
  const other = new SiteDocument(structuredClone(site))
  let pending: EditStep[] | undefined = []
  const said = { applied: [] as string[], dropped: [] as EditStep[][], unfit: 0, own: ['mine'] }
  const target: LiveSavesTarget = {
    editor: store.editor,
    versionId: () => 1,
    ownSave: (id) => said.own.includes(id),
    settled: () => Promise.resolve(),
    unsaved: () => pending,
    rebased: (kept) => (pending = kept),
    followIds: (renamed) => store.view.followIds(renamed),
    applied: (save) => said.applied.push(save.save_id),
    dropped: (steps) => said.dropped.push(steps),
    unfit: () => said.unfit++,
  }
  store.editor.onEdit((step, _effects, remote) => {
    if (!remote) pending?.push(step)
  })
  return {
    store,
    root,
    other,
    said,
    live: new LiveSaves(target),
    setPending: (steps: EditStep[] | undefined) => (pending = steps),
    pending: () => pending,
  }
}

function saved(steps: EditStep[], over: Partial<SavedEvent> = {}) {
  const data: SavedEvent = {
    type: 'saved',
    save_id: 'theirs',
    author_id: 'f0e1d2c3-0000-4000-8000-00000000000a',
    origin: { client_name: 'Claude', label: 'Make the title red' },
    steps,
    update_key: 'theirs',
    content_updated_at: '2026-12-08T00:00:00.000Z',
    version_id: 1,
    ...over,
  }
  return { event: 'saved', data: JSON.stringify(data) }
}

const group = (...commands: Command[]): EditStep[] => [{ do: { type: 'g', data: { commands } } }]

describe('LiveSaves: the site’s saved events in the builder', () => {
  it("applies an agent's save as one marked entry and keeps the person's unsaved edit", async () => {
    const { store, root, other, said, live, pending } = setup()
    const { editor } = store
    editor.run(editComponent(editor.doc, root, { name: 'Mine' }))
    const steps = group(setComponentStyle(other, root, red, 'red'))
    expect(await live.hear(saved(steps))).toBe('applied')
    expect(said.applied).toEqual(['theirs'])
    expect(pending()).toHaveLength(1)
    const top = editor.site.history.back.at(-1)!
    expect(top.type).toBe('g')
    expect(editor.marks.get(top)).toEqual({ agent: 'Claude', label: 'Make the title red' })
    // Heard again (a reconnection): applied once.
    expect(await live.hear(saved(steps))).toBe('ignored')
    expect(editor.site.history.back).toHaveLength(2)
    // Ctrl+Z takes back the whole call, and is a step to save like the person's own.
    editor.undo()
    expect(pending()).toEqual([{ do: editor.site.history.back[0] }, { undo: top }])
    expect(editor.doc.component(root).name).toBe('Mine')
  })

  it('says which unsaved edits it had to drop', async () => {
    const { store, root, other, said, live, pending } = setup()
    const { editor } = store
    editor.run(editComponent(editor.doc, root, { name: 'Mine' }))
    const steps = group(editComponent(other, root, { name: 'Theirs' }))
    expect(await live.hear(saved(steps, { origin: null }))).toBe('applied')
    expect(said.dropped).toHaveLength(1)
    expect(pending()).toEqual([])
    expect(editor.doc.component(root).name).toBe('Theirs')
    expect(editor.marks.get(editor.site.history.back.at(-1)!)).toBeUndefined()
  })

  it("keeps the person's new component beside the agent's, selected and to be saved", async () => {
    const { store, root, other, said, live, pending } = setup()
    const { editor, view } = store
    editor.run(addBuiltinComponent(editor.doc, BuiltinComponentId.text, root))
    const mine = editor.doc.component(root).children![0]!.id
    const text = structuredClone(editor.doc.component(mine))
    view.select(mine)
    view.setExpanded(mine, true)
    const steps = group(addBuiltinComponent(other, BuiltinComponentId.button, root, 0))
    expect(await live.hear(saved(steps))).toBe('applied')
    expect(said.dropped).toEqual([])
    const children = editor.doc.component(root).children!
    expect(children).toHaveLength(2)
    const moved = children.find((c) => c.id !== mine)!.id
    // The agent's button took the old id; the person's text, its selection and tree row moved.
    expect(editor.doc.component(mine).tag).toBe('button')
    expect(editor.doc.component(moved)).toMatchObject({ tag: text.tag, content: text.content })
    expect(view.selectedId).toBe(moved)
    expect(view.expanded).toEqual({ [moved]: true })
    // What waits to be saved names the new id.
    expect(JSON.stringify(pending())).toContain(`"${moved}"`)
    expect(JSON.stringify(pending())).not.toContain(`"${mine}"`)
  })

  it("skips this tab's own saves, other versions, other events and malformed ones", async () => {
    const { store, root, other, live } = setup()
    const steps = group(editComponent(other, root, { name: 'Theirs' }))
    expect(await live.hear(saved(steps, { save_id: 'mine' }))).toBe('own')
    expect(await live.hear(saved(steps, { version_id: 2 }))).toBe('ignored')
    expect(await live.hear({ event: 'presence', data: '{}' })).toBe('ignored')
    expect(await live.hear({ event: 'saved', data: '{"type":"saved"}' })).toBe('ignored')
    expect(await live.hear(saved([{ do: { type: 'nope' } } as unknown as EditStep]))).toBe(
      'ignored',
    )
    expect(store.editor.site.history.back).toEqual([])
  })

  it('leaves the document alone when it cannot rebase (a save with no answer yet)', async () => {
    const { store, root, other, said, live, setPending } = setup()
    setPending(undefined)
    const steps = group(editComponent(other, root, { name: 'Theirs' }))
    expect(await live.hear(saved(steps))).toBe('unfit')
    expect(said.unfit).toBe(1)
    expect(store.editor.doc.component(root).name).not.toBe('Theirs')
  })
})
