import {
  createSite,
  deserializeSite,
  editComponent,
  History,
  serializeSite,
  SiteDocument,
  type Command,
  type EditStep,
} from '@tessera/site-format'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage, testHost } from '../store/test-store'
import { JOURNAL_PREFIX, SaveJournal, SYNC_KEY } from './save-journal'
import type { ServerSiteView } from './site-api'
import { loadSite } from './site-loader'
import {
  classifySaveError,
  CONTENT_SAVE_MS,
  EDITOR_SAVE_MS,
  JOURNAL_MAX_WAIT_MS,
  JOURNAL_WRITE_MS,
  SiteSaver,
  type SaveRequest,
  type SaveTarget,
} from './site-saver'
import { versionOptions, versionValue } from './site-session'

const apiError = (status: number, code: string, message = '') => ({ status, code, message })

/** A site and edit steps on it, as the editor makes them. */
function edits(count: number) {
  const site = createSite('Saved Site')
  const doc = new SiteDocument(structuredClone(site))
  const history = new History(doc)
  const root = site.pages['/home']!.root.id
  const steps: EditStep[] = []
  for (let i = 0; i < count; i++) {
    const command = editComponent(doc, root, { name: `Name ${i}` })
    history.push(command, { merge: false })
    steps.push({ do: command, merge: false })
  }
  return { site, steps, root }
}

class FakeTarget implements SaveTarget {
  sent: SaveRequest[] = []
  overwrites = 0
  answers: Array<() => Promise<void>> = []
  save(request: SaveRequest): Promise<void> {
    this.sent.push(structuredClone(request))
    return (this.answers.shift() ?? (() => Promise.resolve()))()
  }
  overwrite(): Promise<void> {
    this.overwrites++
    return Promise.resolve()
  }
}

function saver(
  target = new FakeTarget(),
  options: Partial<ConstructorParameters<typeof SiteSaver>[1]> = {},
) {
  let id = 0
  const storage = memoryStorage()
  const journal = new SaveJournal(storage, 'site-1', 1)
  const made = new SiteSaver(target, {
    journal,
    editorState: () => ({ builderWidth: 760, builderScale: 1 }),
    login: () => Promise.resolve(true),
    canSave: () => true,
    newId: () => `save-id-${String(++id).padStart(8, '0')}`,
    ...options,
  })
  return { saver: made, target, storage, journal }
}

describe('SiteSaver', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends content 3 s after the last edit, all steps in one save', async () => {
    const { steps } = edits(2)
    const { saver: s, target } = saver()
    s.record(steps[0]!)
    expect(s.state).toBe('saving')
    await vi.advanceTimersByTimeAsync(2000)
    s.record(steps[1]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS - 1)
    expect(target.sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(target.sent).toHaveLength(1)
    expect(target.sent[0]!.steps).toEqual(steps)
    expect(target.sent[0]!.editor).toBeUndefined()
    expect(s.state).toBe('saved')
    expect(s.dirty).toBe(false)
  })

  it('sends editor state 5 s after its last change, in the SavingEditor state meanwhile', async () => {
    const { saver: s, target } = saver()
    s.editorChanged()
    expect(s.state).toBe('savingEditor')
    await vi.advanceTimersByTimeAsync(EDITOR_SAVE_MS - 1)
    expect(target.sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(target.sent).toEqual([
      { saveId: 'save-id-00000001', steps: [], editor: { builderWidth: 760, builderScale: 1 } },
    ])
    expect(s.state).toBe('saved')
  })

  it('journals the edits once they pause, and forgets them once saved', async () => {
    const { steps } = edits(2)
    const { saver: s, storage, journal } = saver()
    s.record(steps[0]!)
    await vi.advanceTimersByTimeAsync(JOURNAL_WRITE_MS - 1)
    s.record(steps[1]!)
    await vi.advanceTimersByTimeAsync(JOURNAL_WRITE_MS - 1)
    expect(journal.read()).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(journal.read()).toMatchObject({ siteId: 'site-1', versionId: 1, pending: steps })
    expect(JSON.parse(storage.getItem(SYNC_KEY)!)).toMatchObject({ siteId: 'site-1' })
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(storage.getItem(`${JOURNAL_PREFIX}site-1`)).toBeNull()
  })

  it('journals a long burst of edits at least every JOURNAL_MAX_WAIT_MS', async () => {
    const { steps } = edits(12)
    const { saver: s, journal } = saver()
    const gap = JOURNAL_WRITE_MS / 2
    for (const [i, step] of steps.entries()) {
      s.record(step)
      await vi.advanceTimersByTimeAsync(gap)
      if ((i + 1) * gap < JOURNAL_MAX_WAIT_MS) expect(journal.read()).toBeUndefined()
    }
    const written = journal.read()?.pending.length ?? 0
    expect(written).toBeGreaterThanOrEqual(JOURNAL_MAX_WAIT_MS / gap)
    expect(written).toBeLessThan(steps.length)
  })

  it('journals the edits at once when the page goes away', () => {
    const { steps } = edits(1)
    const target = new FakeTarget()
    target.answers.push(() => new Promise(() => {}))
    const { saver: s, journal } = saver(target)
    s.record(steps[0]!)
    s.keepalive()
    expect(journal.unsent()).toEqual(steps)
  })

  it('journals a save in flight under its id, so a reload can tell whether it landed', async () => {
    const { steps } = edits(2)
    const target = new FakeTarget()
    target.answers.push(() => new Promise(() => {}))
    const { saver: s, journal } = saver(target)
    s.record(steps[0]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    s.record(steps[1]!)
    await vi.advanceTimersByTimeAsync(JOURNAL_WRITE_MS)
    expect(journal.read()).toMatchObject({
      inflight: { saveId: 'save-id-00000001', steps: [steps[0]] },
      pending: [steps[1]],
    })
    expect(journal.unsent()).toEqual(steps)
  })

  it('saves at once when asked (publish), waiting for the save in flight', async () => {
    const { steps } = edits(2)
    const { saver: s, target } = saver()
    s.record(steps[0]!)
    s.editorChanged()
    expect(await s.save()).toBe(true)
    expect(target.sent).toHaveLength(1)
    expect(target.sent[0]!.editor).toBeDefined()
    await vi.advanceTimersByTimeAsync(EDITOR_SAVE_MS)
    expect(target.sent).toHaveLength(1)
  })

  it('keeps refused steps for the next save and opens the failure', async () => {
    const { steps } = edits(2)
    const target = new FakeTarget()
    target.answers.push(() => Promise.reject(apiError(400, 'UpdateStale', 'Another editor saved')))
    const { saver: s } = saver(target)
    s.record(steps[0]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(s.state).toBe('error')
    expect(s.failure).toEqual({ kind: 'stale', message: 'Another editor saved' })
    // No auto-save while the modal waits for a choice.
    s.record(steps[1]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(target.sent).toHaveLength(1)
    expect(await s.retry()).toBe(true)
    expect(target.sent[1]!.steps).toEqual(steps)
    expect(target.sent[1]!.saveId).not.toBe(target.sent[0]!.saveId)
  })

  it('sends an unanswered save again as it was, with the same id', async () => {
    const { steps } = edits(2)
    const target = new FakeTarget()
    target.answers.push(() => Promise.reject(apiError(0, 'NETWORK_FAILURE')))
    const { saver: s } = saver(target)
    s.record(steps[0]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(s.failure?.kind).toBe('server')
    s.record(steps[1]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(target.sent.map((r) => [r.saveId, r.steps.length])).toEqual([
      ['save-id-00000001', 1],
      ['save-id-00000001', 1],
      ['save-id-00000002', 1],
    ])
    expect(s.state).toBe('saved')
  })

  it('opens the login dialog on a 401, then saves again forced', async () => {
    const { steps } = edits(1)
    const target = new FakeTarget()
    target.answers.push(() => Promise.reject(apiError(401, 'Unauthorized', 'Session expired')))
    const login = vi.fn(() => Promise.resolve(true))
    const { saver: s } = saver(target, { login })
    s.record(steps[0]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(login).toHaveBeenCalledOnce()
    expect(target.overwrites).toBe(1)
    expect(s.state).toBe('saved')
    expect(s.dirty).toBe(false)
  })

  it('blocks saving while the version may not be edited', async () => {
    const { steps } = edits(1)
    const { saver: s, target } = saver(undefined, { canSave: () => false })
    s.record(steps[0]!)
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_MS)
    expect(target.sent).toHaveLength(0)
    expect(s.dirty).toBe(true)
  })
})

describe('classifySaveError', () => {
  it.each([
    [apiError(400, 'HistoryLimitExceeded', 'History is too large'), 'history'],
    [apiError(401, 'Unauthorized', 'Session'), 'login'],
    [apiError(400, 'UpdateStale', 'Stale'), 'stale'],
    [apiError(400, 'InvalidFormData', 'steps.0'), 'invalid'],
    [apiError(400, 'DataLimitExceeded', 'Data limit'), 'dataLimit'],
    [apiError(403, 'Forbidden', 'Your role, Content editor, cannot save setCCS'), 'forbidden'],
    [apiError(503, 'NETWORK_FAILURE', ''), 'server'],
    [apiError(400, 'site_name', 'Names are'), 'generic'],
    [new Error('boom'), 'generic'],
  ])('%o opens the %s modal', (error, kind) => {
    expect(classifySaveError(error).kind).toBe(kind)
  })

  it('keeps who made the newer save an UpdateStale names, and ignores what does not read as one', () => {
    const newer_save = {
      author_id: '22222222-2222-4222-8222-222222222222',
      author_email: 'anna@studio.test',
      saved_at: '2026-12-07T12:00:00.000Z',
    }
    const stale = { ...apiError(400, 'UpdateStale', 'Stale'), data: { newer_save } }
    expect(classifySaveError(stale).newerSave).toEqual({
      ...newer_save,
      saved_at: new Date(newer_save.saved_at),
    })
    for (const data of [
      {},
      { newer_save: 'anna' },
      { newer_save: { ...newer_save, saved_at: 'soon' } },
    ])
      expect(classifySaveError({ ...stale, data }).newerSave).toBeUndefined()
  })
})

describe('loading a server site with unsent edits', () => {
  function view(site: ReturnType<typeof createSite>, key = 'key-0000000000000000'): ServerSiteView {
    return {
      ...serializeSite(site),
      id: 'site-1',
      subdomain: 'sub',
      published: false,
      live_version: 1,
      draft_version: null,
      enable_preview: false,
      preview_id: null,
      site_server: { address: 'http://localhost:1', ip_address: '' },
      content_updated_at: new Date(1000),
      updated_at: new Date(1000),
      version_id: 1,
      update_key: key,
    }
  }
  const hostFor = (answer: ServerSiteView, storage = memoryStorage()) =>
    testHost({ storage, api: { request: <T>() => Promise.resolve(answer as T) } })

  it('applies the journal’s edits to the stored site and sends them first', async () => {
    const { site, steps, root } = edits(2)
    const storage = memoryStorage()
    new SaveJournal(storage, 'site-1', 1).write({ pending: steps, updatedAt: 5 })
    const loaded = await loadSite(hostFor(view(site), storage), 'site-1')
    expect(loaded.site.pages['/home']!.root.name).toBe('Name 1')
    expect(loaded.site.history.back).toHaveLength(2)
    expect(loaded.unsent).toEqual(steps)
    expect(root).toBe(loaded.site.pages['/home']!.root.id)
  })

  it('drops a save that landed (the version’s key is its id) and keeps the rest', async () => {
    const { site, steps } = edits(2)
    const storage = memoryStorage()
    new SaveJournal(storage, 'site-1', 1).write({
      inflight: { saveId: 'landed-save-id-0001', steps: [steps[0]!] },
      pending: [steps[1]!],
      updatedAt: 5,
    })
    // The server has the first edit already.
    const doc = new SiteDocument(structuredClone(site))
    const history = new History(doc)
    history.push((steps[0] as { do: Command }).do, { merge: false })
    const loaded = await loadSite(hostFor(view(doc.site, 'landed-save-id-0001'), storage), 'site-1')
    expect(loaded.unsent).toEqual([steps[1]])
    expect(loaded.inflight).toBeUndefined()
    expect(loaded.site.pages['/home']!.root.name).toBe('Name 1')
  })

  it('opens the site as stored when the unsent edits no longer fit it', async () => {
    const { site, steps, root } = edits(1)
    const storage = memoryStorage()
    new SaveJournal(storage, 'site-1', 1).write({ pending: steps, updatedAt: 5 })
    const changed = structuredClone(site)
    changed.pages['/home']!.root.name = 'Changed elsewhere'
    const loaded = await loadSite(hostFor(view(changed), storage), 'site-1')
    expect(loaded.unsentRefused).toBe(true)
    expect(loaded.unsent).toEqual([])
    expect(loaded.site.pages['/home']!.root.name).toBe('Changed elsewhere')
    expect(root).toBeDefined()
  })

  it('ignores a journal of another version', async () => {
    const { site, steps } = edits(1)
    const storage = memoryStorage()
    new SaveJournal(storage, 'site-1', 7).write({ pending: steps, updatedAt: 5 })
    const loaded = await loadSite(hostFor(view(site), storage), 'site-1')
    expect(loaded.unsent).toEqual([])
  })
})

describe('loading a scratch site', () => {
  it('keeps a blank start at once, so edits journaled before the first save apply to it', async () => {
    const storage = memoryStorage()
    const first = await loadSite(testHost({ storage }), 'scratch')
    const doc = new SiteDocument(structuredClone(first.site))
    const root = first.site.pages['/home']!.root.id
    const command = editComponent(doc, root, { name: 'Before the first save' })
    new SaveJournal(storage, 'scratch').write({ pending: [{ do: command }], updatedAt: 5 })
    const again = await loadSite(testHost({ storage }), 'scratch')
    expect(again.unsentRefused).toBeUndefined()
    expect(again.site.pages['/home']!.root.name).toBe('Before the first save')
  })

  it('applies edits made after the last full write', async () => {
    const { site, steps } = edits(2)
    const storage = memoryStorage()
    storage.setItem('tessera.scratch-site', JSON.stringify(serializeSite(site)))
    new SaveJournal(storage, 'scratch').write({ pending: steps, updatedAt: 5 })
    const loaded = await loadSite(testHost({ storage }), 'scratch')
    expect(loaded.site.pages['/home']!.root.name).toBe('Name 1')
    expect(loaded.unsent).toEqual(steps)
  })

  it('falls back to a blank site named scratch when the stored one does not read', async () => {
    const storage = memoryStorage()
    storage.setItem('tessera.scratch-site', '{"not":"a site"}')
    const loaded = await loadSite(testHost({ storage }), 'scratch')
    expect(loaded.restoreFailed).toBe(true)
    expect(loaded.site.name).toBe('scratch')
  })
})

describe('the version selector', () => {
  it('offers Live and Draft with a draft, Live and Create when published, else Unpublished', () => {
    expect(versionOptions({ published: true, draft_version: 3 })).toEqual(['live', 'draft'])
    expect(versionOptions({ published: false, draft_version: 3 })).toEqual(['live', 'draft'])
    expect(versionOptions({ published: true, draft_version: null })).toEqual(['live', 'create'])
    expect(versionOptions({ published: false, draft_version: null })).toEqual(['unpublished'])
    expect(versionValue({ published: true, draft_version: 3, version_id: 3 })).toBe('draft')
    expect(versionValue({ published: true, draft_version: 3, version_id: 1 })).toBe('live')
    expect(versionValue({ published: false, draft_version: null, version_id: 1 })).toBe(
      'unpublished',
    )
  })
})

describe('ScratchSaveTarget', () => {
  it('keeps the whole site in the browser, and without its history when storage is full', async () => {
    const { ScratchSaveTarget } = await import('./save-targets')
    const { site, steps } = edits(1)
    site.history.back = [(steps[0] as { do: Command }).do]
    let limit = Infinity
    const storage = memoryStorage()
    const setItem = storage.setItem.bind(storage)
    storage.setItem = (key, value) => {
      if (value.length > limit) throw new Error('QuotaExceededError')
      setItem(key, value)
    }
    const target = new ScratchSaveTarget(
      storage,
      'tessera.scratch-site',
      () => site,
      () => ({
        builderWidth: 900,
        builderScale: 1,
      }),
    )
    await target.save()
    const kept = deserializeSite(JSON.parse(storage.getItem('tessera.scratch-site')!))
    expect(kept.history.back).toHaveLength(1)
    expect(kept.editor?.builderWidth).toBe(900)
    limit = storage.getItem('tessera.scratch-site')!.length - 10
    await target.save()
    expect(
      deserializeSite(JSON.parse(storage.getItem('tessera.scratch-site')!)).history.back,
    ).toEqual([])
    limit = 10
    await expect(target.save()).rejects.toThrow('QuotaExceededError')
  })
})

describe('ScratchSaveTarget in a browser', () => {
  it('writes an auto-save when the browser is idle, and at once when the page goes', async () => {
    const { ScratchSaveTarget } = await import('./save-targets')
    const { site } = edits(1)
    const storage = memoryStorage()
    const idle: Array<() => void> = []
    const target = new ScratchSaveTarget(
      storage,
      'tessera.scratch-site',
      () => site,
      () => ({ builderWidth: 900, builderScale: 1 }),
      (task) => {
        idle.push(task)
        return () => idle.splice(idle.indexOf(task), 1)
      },
    )
    const stored = () => storage.getItem('tessera.scratch-site')
    const first = target.save()
    expect(stored()).toBeNull()
    idle.shift()!()
    await first
    expect(stored()).not.toBeNull()

    storage.removeItem('tessera.scratch-site')
    const waiting = target.save()
    target.flush()
    await waiting
    expect(stored()).not.toBeNull()
    expect(idle).toHaveLength(0)

    storage.removeItem('tessera.scratch-site')
    const pending = target.save()
    await target.save({ saveId: 'x', steps: [], keepalive: true })
    await pending
    expect(stored()).not.toBeNull()
    expect(idle).toHaveLength(0)
  })

  it('is written at once by the saver when the page goes', async () => {
    const { ScratchSaveTarget } = await import('./save-targets')
    const { site, steps } = edits(1)
    const storage = memoryStorage()
    const target = new ScratchSaveTarget(
      storage,
      'tessera.scratch-site',
      () => site,
      () => ({ builderWidth: 900, builderScale: 1 }),
      () => () => undefined,
    )
    const saver = new SiteSaver(target, {
      editorState: () => ({ builderWidth: 900, builderScale: 1 }),
      login: () => Promise.resolve(false),
      canSave: () => true,
      contentDelay: 0,
    })
    saver.record(steps[0]!)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(storage.getItem('tessera.scratch-site')).toBeNull()
    saver.keepalive()
    expect(storage.getItem('tessera.scratch-site')).not.toBeNull()
    saver.dispose()
  })
})

describe('the bytes a save sends', () => {
  it('stay under 5 KB after a one-property edit of a 10,000-component site', async () => {
    const { generateSite } = await import('@tessera/site-format/testing')
    const { setComponentStyle } = await import('@tessera/site-format')
    const { SiteApi } = await import('./site-api')
    const site = generateSite({ pages: 1, components: 10_000 })
    const doc = new SiteDocument(site)
    const id = [...doc.componentIds()][5_000]!
    const command = setComponentStyle(
      doc,
      id,
      { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' },
      'red',
    )
    let sent = ''
    const api = new SiteApi(
      {
        request: <T>(_method: string, _path: string, options?: { body?: unknown }) => {
          sent = JSON.stringify(options?.body)
          return Promise.resolve({} as T)
        },
      },
      'site-1',
    )
    await api.saveSteps({ site_server: { address: 'http://server.test' } } as ServerSiteView, {
      saveId: 'save-id-00000001',
      versionId: 1,
      steps: [{ do: command }],
    })
    expect(sent).toContain('"setCCS"')
    expect(new TextEncoder().encode(sent).length).toBeLessThan(5_000)
  })
})
