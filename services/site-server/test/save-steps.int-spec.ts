import { randomBytes } from 'node:crypto'
import {
  addComponent,
  deserializeSite,
  editComponent,
  History,
  newBehaviorId,
  removeBehavior,
  saveBehavior,
  setComponentStyle,
  setEvent,
  SiteDocument,
  type Command,
  type EditStep,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import {
  createSiteFor,
  load,
  register,
  siteServer,
  sql,
  type ErrorBody,
  type SavedBody,
  type User,
  type VersionBody,
} from './helpers.js'

const saveId = () => randomBytes(18).toString('base64url')

/** An editor on a loaded version: its document, and the steps its edits make. */
function editorOn(version: VersionBody) {
  const doc = new SiteDocument(deserializeSite(version))
  const history = new History(doc)
  const ids = [...doc.componentIds()]
  return { doc, history, ids }
}

function saveSteps(user: User, siteId: string, body: Record<string, unknown>) {
  return siteServer.patch<SavedBody & ErrorBody>(`/api/sites/${siteId}/steps`, {
    token: user.token,
    body: { save_id: saveId(), ...body },
  })
}

const red = { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' } as const

describe('site-server API: save edit steps', () => {
  it('applies the steps, records them in the history and answers the save id as the new key', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const before = await load(user, site.id)
    const editor = editorOn(before)
    const root = editor.doc.site.pages['/home']!.root.id
    const rename = editComponent(editor.doc, root, { name: 'Renamed root' })
    const id = saveId()
    const res = await siteServer.patch<SavedBody>(`/api/sites/${site.id}/steps`, {
      token: user.token,
      body: { save_id: id, steps: [{ do: rename }], keepalive: true },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.update_key).toBe(id)
    const after = await load(user, site.id)
    expect(after.update_key).toBe(id)
    expect(after.content_updated_at > before.content_updated_at).toBe(true)
    const saved = deserializeSite(after)
    expect(saved.pages['/home']!.root.name).toBe('Renamed root')
    expect(saved.history.back).toEqual([rename])
    expect(after.context).toBe(before.context)

    // The same save again (its answer was lost): answered, not applied twice.
    const again = await siteServer.patch<SavedBody>(`/api/sites/${site.id}/steps`, {
      token: user.token,
      body: { save_id: id, steps: [{ do: rename }] },
    })
    expect(again.status).toBe(200)
    expect(again.body.update_key).toBe(id)
    expect(deserializeSite(await load(user, site.id)).history.back).toHaveLength(1)
  })

  it("lands two editors' edits of different components, both made from the same load", async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const one = editorOn(loaded)
    const two = editorOn(loaded)
    const root = one.doc.site.pages['/home']!.root.id
    const rename = editComponent(one.doc, root, { name: 'By one' })
    const style = setComponentStyle(two.doc, root, red, 'red')
    const [first, second] = await Promise.all([
      saveSteps(user, site.id, { steps: [{ do: rename }] }),
      saveSteps(user, site.id, { steps: [{ do: style }] }),
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const saved = deserializeSite(await load(user, site.id))
    expect(saved.pages['/home']!.root.name).toBe('By one')
    expect(saved.pages['/home']!.root.style.custom['breakpoint-1']?.default?.color).toBe('red')
    expect(saved.history.back).toHaveLength(2)
  })

  it('takes one editor’s saves of a new behaviour, a component after it, its deletion and the undo', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const editor = editorOn(await load(user, site.id))
    const context = editor.doc.site.context
    const root = editor.doc.site.pages['/home']!.root.id
    // Each edit is its own save: the server loads the stored site (and its id counter) anew.
    const save = async (step: EditStep) => {
      if ('do' in step) editor.history.push(step.do, { merge: false })
      const res = await saveSteps(user, site.id, { steps: [step] })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const behaviorId = newBehaviorId(context)
    await save({ do: saveBehavior(editor.doc, { id: behaviorId, name: 'Open menu', code: '' }) })
    const before = context.nextId
    const button = { id: `${context.namespace}-c-${context.nextId++}`, name: 'Button' }
    const add = addComponent(
      editor.doc,
      { ...button, tag: 'div', style: { custom: {} } },
      root,
      before,
    )
    await save({ do: add, merge: false })
    const click = { name: 'click', behaviors: [{ behaviorId }] }
    await save({ do: setEvent(editor.doc, button.id, undefined, click), merge: false })
    await save({ do: removeBehavior(editor.doc, behaviorId), merge: false })
    const saved = deserializeSite(await load(user, site.id))
    expect(saved.context.behaviors[behaviorId]).toBeUndefined()
    expect(saved.pages['/home']!.root.children?.at(-1)?.events).toBeUndefined()
    await save({ undo: editor.history.undo()! })
    const restored = deserializeSite(await load(user, site.id))
    expect(restored.context).toEqual(editor.doc.site.context)
    expect(restored.pages).toEqual(editor.doc.site.pages)
  })

  it('answers UpdateStale to an edit of a value another editor changed, and changes nothing', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const one = editorOn(loaded)
    const two = editorOn(loaded)
    const root = one.doc.site.pages['/home']!.root.id
    const first = await saveSteps(user, site.id, {
      steps: [{ do: editComponent(one.doc, root, { name: 'One' }) }],
    })
    expect(first.status).toBe(200)
    const stale = await saveSteps(user, site.id, {
      steps: [
        { do: setComponentStyle(two.doc, root, red, 'blue') },
        { do: editComponent(two.doc, root, { name: 'Two' }) },
      ],
    })
    expect(stale.status).toBe(400)
    expect(stale.body.code).toBe('UpdateStale')
    const now = await load(user, site.id)
    expect(now.update_key).toBe(first.body.update_key)
    const saved = deserializeSite(now)
    expect(saved.pages['/home']!.root.name).toBe('One')
    expect(saved.pages['/home']!.root.style.custom['breakpoint-1']?.default?.color).toBeUndefined()
  })

  it('answers InvalidFormData to malformed steps and changes nothing', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const editor = editorOn(loaded)
    const root = editor.doc.site.pages['/home']!.root.id
    const bodies: Array<Record<string, unknown>> = [
      { steps: [{ do: { type: 'nope', data: {} } }] },
      { steps: [{ do: { type: 'editC', data: { id: root } } }] },
      { steps: 'all of them' },
      { steps: [] },
      { steps: [{ trimHistory: 3 }] },
      { steps: JSON.parse('[{"do":{"type":"uUi","data":{"key":"__proto__","new":{"a":1}}}}]') },
      { save_id: 'short', steps: [{ do: editComponent(editor.doc, root, { name: 'x' }) }] },
      { steps: [{ do: editComponent(editor.doc, root, { name: 'x' }) }], version_id: 0 },
    ]
    for (const body of bodies) {
      const res = await saveSteps(user, site.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code, JSON.stringify(body)).toBe('InvalidFormData')
    }
    const [row] = await sql<{ update_key: string }>(
      'SELECT update_key FROM site_content.versions WHERE site_id = $1',
      [site.id],
    )
    expect(row!.update_key).toBe(loaded.update_key)
    expect((await saveSteps(user, site.id, {})).body.code).toBe('NoUpdates')
  })

  it("saves the editor state alone without moving content_updated_at, and only the owner's token writes", async () => {
    const user = await register()
    const other = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const editor = JSON.stringify({ builderWidth: 760, builderScale: 1, active: '/home' })
    const res = await saveSteps(user, site.id, { editor })
    expect(res.status).toBe(200)
    expect(res.body.content_updated_at).toBe(loaded.content_updated_at)
    expect((await load(user, site.id)).editor).toBe(editor)
    const foreign = await saveSteps(other, site.id, { editor })
    expect(foreign.status).toBe(403)
    const anonymous = await siteServer.patch(`/api/sites/${site.id}/steps`, {
      body: { save_id: saveId(), editor },
    })
    expect(anonymous.status).toBe(401)
  })

  it("answers the history limit with a message starting 'History'", async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const loaded = await load(user, site.id)
    const editor = editorOn(loaded)
    const root = editor.doc.site.pages['/home']!.root.id
    const steps: EditStep[] = []
    // Long texts, each its own history entry, past the free plan's history allowance.
    for (let i = 0; i < 12; i++) {
      const edit = editComponent(editor.doc, root, { content: `${i}${'x'.repeat(50_000)}` })
      editor.history.push(edit, { merge: false })
      steps.push({ do: edit, merge: false })
    }
    const res = await saveSteps(user, site.id, { steps })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^History/)
    expect((await load(user, site.id)).update_key).toBe(loaded.update_key)
  })

  it('applies each save to the version as stored: never to a copy a refused save changed or another write replaced', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const editor = editorOn(await load(user, site.id))
    const root = editor.doc.site.pages['/home']!.root.id
    const save = async (step: { do: Command }) => {
      const res = await saveSteps(user, site.id, { steps: [step] })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      editor.history.push(step.do, { merge: false })
    }
    await save({ do: editComponent(editor.doc, root, { name: 'One' }) })
    // The steps apply, then the result is refused: what they changed must not reach a later save.
    await sql('UPDATE site_content.sites SET pages_limit = 10 WHERE site_id = $1', [site.id])
    const refused = await saveSteps(user, site.id, {
      steps: [{ do: editComponent(editor.doc, root, { name: 'Refused' }) }],
    })
    expect(refused.body.code).toBe('DataLimitExceeded')
    await sql('UPDATE site_content.sites SET pages_limit = 10000000 WHERE site_id = $1', [site.id])
    await save({ do: setComponentStyle(editor.doc, root, red, 'red') })
    let saved = deserializeSite(await load(user, site.id))
    expect(saved.pages['/home']!.root.name).toBe('One')
    expect(saved.history.back).toHaveLength(2)
    // Another write of the row, its key unchanged (another server's, or by hand): the next save
    // is applied to that write.
    await sql(
      `UPDATE site_content.versions SET pages = replace(pages, '"name":"One"', '"name":"Elsewhere"')
        WHERE site_id = $1`,
      [site.id],
    )
    await save({ do: setComponentStyle(editor.doc, root, red, 'blue') })
    saved = deserializeSite(await load(user, site.id))
    expect(saved.pages['/home']!.root.name).toBe('Elsewhere')
    expect(saved.pages['/home']!.root.style.custom['breakpoint-1']?.default?.color).toBe('blue')
  })
})
