import { BuiltinComponentId, createSite, serializeSite } from '@tessera/site-format'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BuilderStore } from '../store/builder-store'
import { memoryStorage, testHost } from '../store/test-store'
import type { ServerSiteView } from './site-api'
import { SiteSession } from './site-session'

function serverView(overrides: Partial<ServerSiteView> = {}): ServerSiteView {
  return {
    ...serializeSite(createSite('Versioned')),
    id: 'site-1',
    subdomain: 'versioned',
    published: true,
    live_version: 1,
    draft_version: 2,
    enable_preview: false,
    preview_id: null,
    site_server: { address: 'http://server.test', ip_address: '' },
    content_updated_at: new Date(1000),
    updated_at: new Date(1000),
    version_id: 2,
    update_key: 'key-0000000000000000',
    ...overrides,
  }
}

/** A session on a server site whose API records the calls and answers from `answers`. */
function open(
  view = serverView(),
  site = createSite('Versioned'),
  latest?: Partial<ServerSiteView>,
  /** What step saves answer beyond the saved view (another member's newer save). */
  stepsExtra: Record<string, unknown> = {},
) {
  const calls: string[] = []
  const bodies: unknown[] = []
  const queries: unknown[] = []
  const reopened: Array<number | undefined> = []
  const host = testHost({
    storage: memoryStorage(),
    siteUrl: (site) => `http://${site.subdomain}.sites.test/`,
    api: {
      request: <T>(method: string, path: string, options?: { body?: unknown; query?: unknown }) => {
        calls.push(`${method} ${path}`)
        bodies.push(options?.body)
        if (options?.query) queries.push(options.query)
        if (path.endsWith('/versions')) {
          return Promise.resolve({ results: [{ id: 2 }, { id: 1 }] } as T)
        }
        if (path === 'sites/site-1' && method === 'PATCH') {
          return Promise.resolve({ enable_preview: true, preview_id: 'prev123' } as T)
        }
        if (path.includes('/steps')) {
          return Promise.resolve({
            update_key: 'k2-0000000000000000',
            version_id: 2,
            updated_at: new Date(2000),
            content_updated_at: new Date(2000),
            newer_save: null,
            ...stepsExtra,
          } as T)
        }
        if (method === 'GET') {
          return Promise.resolve({ ...view, draft_version: null, ...latest } as T)
        }
        return Promise.resolve({} as T)
      },
    },
  })
  const loaded = { site, editingEnabled: true, unsent: [], server: view }
  const session = new SiteSession(host, 'site-1', loaded, (version) => reopened.push(version))
  const store = new BuilderStore(host, 'site-1', loaded)
  session.attach(store)
  return { session, store, calls, bodies, queries, reopened }
}

describe('SiteSession versions and publishing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const edit = (store: BuilderStore) => {
    const root = store.editor.site.pages['/home']!.root.id
    store.view.select(root)
    store.components.addBlock(BuiltinComponentId.text)
  }

  it('Live saves first, then opens the second version entry', async () => {
    const { session, store, calls, reopened } = open()
    edit(store)
    await session.chooseVersion('live')
    expect(calls).toEqual([
      'PATCH http://server.test/api/sites/site-1/steps',
      'GET sites/site-1/versions',
    ])
    expect(reopened).toEqual([1])
    session.dispose()
  })

  it('Create saves, creates a draft and opens the latest version', async () => {
    const { session, store, calls, reopened } = open(serverView({ draft_version: null }))
    edit(store)
    await session.chooseVersion('create')
    expect(calls).toEqual([
      'PATCH http://server.test/api/sites/site-1/steps',
      'POST sites/site-1/actions/create_draft',
    ])
    expect(reopened).toEqual([undefined])
    session.dispose()
  })

  it('publishing saves immediately, then publishes', async () => {
    const { session, store, calls } = open()
    edit(store)
    expect(await session.publish()).toBe(true)
    expect(calls).toEqual([
      'PATCH http://server.test/api/sites/site-1/steps',
      'POST sites/site-1/actions/publish',
      'GET sites/site-1',
    ])
    expect(session.server?.draft_version).toBeNull()
    expect(store.components.notice).toEqual({ key: 'builder.publish.done' })
    session.dispose()
  })

  it('says who saved a newer version when a save was merged onto it', async () => {
    const saved_at = new Date(1500)
    const { session, store, bodies } = open(serverView(), undefined, undefined, {
      newer_save: { author_id: 'anna', author_email: 'anna@studio.test', saved_at },
    })
    edit(store)
    expect(await session.saver.save()).toBe(true)
    // The save says what content it had seen, so the server can tell what is newer.
    expect(bodies[0]).toMatchObject({ seen_content_updated_at: new Date(1000).toISOString() })
    expect(store.components.notice).toEqual({
      key: 'builder.save.mergedNamed',
      values: { name: 'anna@studio.test' },
      when: saved_at.toISOString(),
    })
    // Their save is still not in this editor's document: later saves say what it opened, and
    // the same save is not announced twice.
    store.components.dismissNotice()
    edit(store)
    expect(await session.saver.save()).toBe(true)
    expect(bodies[1]).toMatchObject({ seen_content_updated_at: new Date(1000).toISOString() })
    expect(store.components.notice).toBeUndefined()
    session.dispose()
  })

  it('deletes the draft and opens the live version', async () => {
    const { session, calls, reopened } = open()
    await session.deleteDraft()
    expect(calls).toEqual(['DELETE sites/site-1/actions/delete_draft'])
    expect(reopened).toEqual([undefined])
  })

  it('switches the preview link on: the subdomain with the preview id, copied with a 2.5 s toast', async () => {
    const { session } = open()
    expect(session.previewLink).toBeUndefined()
    await session.setPreview(true)
    expect(session.previewLink).toBe('http://versioned.sites.test/?preview_id=prev123')
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await session.copyPreviewLink()
    expect(writeText).toHaveBeenCalledWith('http://versioned.sites.test/?preview_id=prev123')
    expect(session.previewCopied).toBe(true)
    await vi.advanceTimersByTimeAsync(2499)
    expect(session.previewCopied).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(session.previewCopied).toBe(false)
    vi.unstubAllGlobals()
    session.dispose()
  })

  it('sends the migration of an older site with the next save', async () => {
    const old = createSite('Versioned')
    old.version = '1'
    const { session, bodies } = open(serverView(), old)
    await Promise.resolve()
    expect(session.saver.state).toBe('saving')
    expect(await session.saver.save()).toBe(true)
    const body = bodies[0] as { steps: Array<{ do: { type: string; data: unknown } }> }
    expect(JSON.stringify(body.steps)).toContain('"newVersion":"2"')
    session.dispose()
  })

  it('loads the site again when the tab shows and newer content exists', async () => {
    const same = open()
    await same.session.reloadIfNewer()
    expect(same.reopened).toEqual([])
    const newer = open(serverView(), undefined, {
      content_updated_at: new Date(5000),
      update_key: 'other-editor-key-000',
    })
    await newer.session.reloadIfNewer()
    expect(newer.calls).toEqual(['GET sites/site-1/versions/2'])
    expect(newer.queries).toEqual([{ content_updated_at: new Date(1000).toISOString() }])
    expect(newer.reopened).toEqual([2])
    same.session.dispose()
    newer.session.dispose()
  })
})
