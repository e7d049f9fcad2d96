import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { createSite } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ASSET_DRAG_TYPE } from '../dnd/drag-data'
import type { BuilderHost, HostApi, HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import type { BuilderAsset } from './asset-client'
import { ASSET_LIST_DELAY_MS, ASSET_SEARCH_DEBOUNCE_MS } from './asset-library'
import { AssetsMenu } from './assets-menu'

vi.setConfig({ testTimeout: 30_000 })

/** Every message shows its own id (with its values), so the tests read which key is shown. */
const messages: Record<string, string> = Object.fromEntries(
  [
    ...Object.keys(en),
    'errors.FILE_SIZE_BIG',
    'errors.FILE_TYPE',
    'errors.asset_upload_failed',
    'errors.AssetUsageExceeded',
  ].map((key) => [key, key]),
)
messages['builder.assets.failed'] = '{name} failed: {message}'
messages['builder.assets.uploaded'] = '{name} uploaded'

interface Call {
  method: string
  path: string
  query?: HostRequestOptions['query']
  body?: unknown
}

function asset(id: string, name: string, contentType = 'image/png'): BuilderAsset {
  return {
    id,
    name,
    content_type: contentType,
    content_size: 10,
    size: 10,
    site_id: 'site-1',
    url: `https://assets.test/${id}`,
    state: 'Uploaded',
  }
}

function mount(
  options: {
    siteId?: string
    assets?: BuilderAsset[]
    host?: Partial<BuilderHost>
  } = {},
) {
  const calls: Call[] = []
  let assets = options.assets ?? []
  const api: HostApi = {
    request<T>(method: string, path: string, request?: HostRequestOptions): Promise<T> {
      calls.push({ method, path, query: request?.query, body: request?.body })
      if (method === 'GET') {
        const search = String(request?.query?.search ?? '')
        return Promise.resolve({
          results: assets.filter((a) => a.name.includes(search)),
          total: assets.length,
          total_usage: 0,
        } as T)
      }
      if (method === 'DELETE') assets = assets.filter((a) => !path.endsWith(a.id))
      return Promise.resolve({} as T)
    },
  }
  const uploadFile = vi.fn<BuilderHost['uploadFile']>(async (file) => {
    assets = [asset(`new-${assets.length}`, file.name, file.type), ...assets]
    return { url: 'https://assets.test/new', contentType: file.type, name: file.name }
  })
  const replaceFile = vi.fn<NonNullable<BuilderHost['replaceFile']>>(async (target, file) => ({
    id: target.id,
    url: 'https://assets.test/r',
    contentType: file.type,
    name: target.name,
  }))
  const host = testHost({
    api,
    user: () => ({ id: 'user-1', email: 'a@b.test', isAdmin: false }),
    href: (route) => `/app/${route.toLowerCase()}`,
    uploadFile,
    replaceFile,
    ...options.host,
  })
  const store = new BuilderStore(host, options.siteId ?? 'site-1', {
    site: createSite('Test Site'),
    editingEnabled: true,
  })
  const view = render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <AssetsMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const lists = () => calls.filter((c) => c.method === 'GET')
  return { store, calls, lists, uploadFile, replaceFile, view }
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

/** Lets pending promises (the fake API's answers) run, on fake or real time. */
const settle = () =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
    else await new Promise((resolve) => setTimeout(resolve, 0))
  })

function pngFile(name: string, bytes = 100): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

describe('the Asset menu', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The list loads on fake time; user events then run in real time. */
  const loadThenRealTime = async () => {
    await advance(ASSET_LIST_DELAY_MS)
    vi.useRealTimers()
    return userEvent.setup()
  }

  it('loads the list for the user id 2 seconds after opening, then shows the empty text', async () => {
    const { lists } = mount()
    expect(screen.getByRole('status')).toHaveTextContent('builder.assets.loading')
    await advance(ASSET_LIST_DELAY_MS - 1)
    expect(lists()).toHaveLength(0)
    await advance(1)
    expect(lists()).toHaveLength(1)
    expect(lists()[0]).toMatchObject({
      path: 'site-assets',
      query: { user_id: 'user-1', state: 'Uploaded' },
    })
    expect(screen.getByText('builder.assets.empty')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'builder.assets.list' })).toBeNull()
  })

  it('searches 500 ms after the last keystroke, once', async () => {
    const { lists } = mount({ assets: [asset('a', 'cat.png'), asset('b', 'dog.png')] })
    await advance(ASSET_LIST_DELAY_MS)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    const search = screen.getByRole('searchbox', { name: 'builder.assets.search' })
    for (const text of ['c', 'ca', 'cat']) {
      fireEvent.change(search, { target: { value: text } })
      await advance(100)
    }
    expect(lists()).toHaveLength(1)
    await advance(ASSET_SEARCH_DEBOUNCE_MS - 101)
    expect(lists()).toHaveLength(1)
    await advance(1)
    expect(lists()).toHaveLength(2)
    expect(lists()[1]!.query).toMatchObject({ search: 'cat', user_id: 'user-1' })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    fireEvent.change(search, { target: { value: 'zebra' } })
    await advance(ASSET_SEARCH_DEBOUNCE_MS)
    expect(screen.getByText('builder.assets.noMatch')).toBeInTheDocument()
  })

  it('shows tooltips only for names longer than 9 characters', async () => {
    mount({ assets: [asset('a', 'photo.png'), asset('b', 'photo-1.png')] })
    await advance(ASSET_LIST_DELAY_MS)
    const short = screen.getByText('photo.png')
    const long = screen.getByText('photo-1.png')
    expect(short).not.toHaveAttribute('title')
    expect(long).toHaveAttribute('title', 'photo-1.png')
  })

  it('hides the plus on a scratch site and shows it elsewhere', async () => {
    const scratch = mount({ siteId: 'scratch' })
    expect(screen.queryByRole('button', { name: 'builder.assets.upload' })).toBeNull()
    await advance(ASSET_LIST_DELAY_MS)
    expect(screen.getByText('builder.assets.emptyScratch')).toBeInTheDocument()
    scratch.view.unmount()
    mount({ siteId: 'site-1' })
    expect(screen.getByRole('button', { name: 'builder.assets.upload' })).toBeInTheDocument()
  })

  it('links to the Assets route in a new tab', () => {
    mount()
    const link = screen.getByRole('link', { name: /builder\.assets\.manage/ })
    expect(link).toHaveAttribute('href', '/app/assets')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('uploads files dropped onto the menu and fetches the list again', async () => {
    const { uploadFile, lists } = mount()
    await advance(ASSET_LIST_DELAY_MS)
    const file = pngFile('dropped.png')
    fireEvent.drop(screen.getByText('builder.assets.empty'), {
      dataTransfer: { files: [file], types: ['Files'] },
    })
    await settle()
    expect(uploadFile).toHaveBeenCalledWith(file, 'site-1')
    expect(screen.getByRole('status')).toHaveTextContent('dropped.png uploaded')
    expect(lists()).toHaveLength(2)
    expect(screen.getByText('dropped.png', { selector: '.assets-card-name' })).toBeInTheDocument()
  })

  it('uploads to the identity site from the local site', async () => {
    const { uploadFile } = mount({ siteId: 'identity' })
    fireEvent.drop(screen.getByRole('link'), {
      dataTransfer: { files: [pngFile('me.png')], types: ['Files'] },
    })
    await settle()
    expect(uploadFile.mock.calls[0]![1]).toBe('identity')
  })

  it('refuses a file over 10,000,000 bytes and a wrong type with their codes, sending nothing', async () => {
    const { uploadFile } = mount()
    await advance(ASSET_LIST_DELAY_MS)
    const big = new File([new Uint8Array(10_000_001)], 'big.mp4', { type: 'video/mp4' })
    const odd = new File(['x'], 'notes.txt', { type: 'text/plain' })
    fireEvent.drop(screen.getByText('builder.assets.empty'), {
      dataTransfer: { files: [big, odd], types: ['Files'] },
    })
    await settle()
    expect(uploadFile).not.toHaveBeenCalled()
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((a) => a.getAttribute('data-error-code'))).toEqual([
      'FILE_TYPE',
      'FILE_SIZE_BIG',
    ])
    expect(alerts[1]).toHaveTextContent('big.mp4 failed: errors.FILE_SIZE_BIG')
    expect(alerts[0]).toHaveTextContent('notes.txt failed: errors.FILE_TYPE')
  })

  it("shows the server's code when the upload flow refuses the file", async () => {
    mount({
      host: {
        uploadFile: () =>
          Promise.reject({ status: 400, code: 'AssetUsageExceeded', message: 'Storage full' }),
      },
    })
    const u = await loadThenRealTime()
    await u.click(screen.getByRole('button', { name: 'builder.assets.upload' }))
    const dialog = screen.getByRole('dialog', { name: 'builder.assets.uploadTitle' })
    await u.upload(within(dialog).getByLabelText('builder.assets.choose'), pngFile('full.png'))
    await settle()
    const alert = within(dialog).getByRole('alert')
    expect(alert).toHaveAttribute('data-error-code', 'AssetUsageExceeded')
    expect(alert).toHaveTextContent('full.png failed: errors.AssetUsageExceeded')
    const link = within(dialog).getByRole('link', { name: /builder\.assets\.manage/ })
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('opens the upload modal with the new key from the store', async () => {
    const { store } = mount()
    const { assetLibrary } = await import('./asset-library')
    act(() => {
      expect(assetLibrary(store).requestUpload()).toBe(true)
    })
    expect(screen.getByRole('dialog', { name: 'builder.assets.uploadTitle' })).toBeInTheDocument()
  })

  it('makes cards draggable with the asset as drag data', async () => {
    mount({ assets: [asset('a', 'cat.png')] })
    await advance(ASSET_LIST_DELAY_MS)
    const card = screen.getByText('cat.png').closest('.assets-card')!
    expect(card).toHaveAttribute('draggable', 'true')
    const data = new Map<string, string>()
    fireEvent.dragStart(card, {
      dataTransfer: { setData: (type: string, value: string) => data.set(type, value) },
    })
    expect(JSON.parse(data.get(ASSET_DRAG_TYPE)!)).toEqual({
      url: 'https://assets.test/a',
      contentType: 'image/png',
      name: 'cat.png',
    })
  })

  it('adds an asset to the page from the keyboard', async () => {
    const { store } = mount({ assets: [asset('a', 'cat.png')] })
    const u = await loadThenRealTime()
    screen.getByRole('button', { name: 'builder.assets.place' }).focus()
    await u.keyboard('{Enter}')
    const added = store.components.selected()!
    expect(added.tag).toBe('img')
    expect(added.inputs?.src?.is).toBe('https://assets.test/a')
  })

  it('card menu: Replace, Preview with a white/black background, Delete after confirmation', async () => {
    const { replaceFile, calls } = mount({ assets: [asset('a', 'cat.png')] })
    const u = await loadThenRealTime()
    const more = screen.getByRole('button', { name: 'builder.assets.actions' })
    await u.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    const items = screen.getAllByRole('button', {
      name: /builder\.assets\.(replace|preview|delete)$/,
    })
    expect(items.map((b) => b.textContent)).toEqual([
      'builder.assets.replace',
      'builder.assets.preview',
      'builder.assets.delete',
    ])
    expect(items[0]).toHaveFocus()
    await u.keyboard('{Escape}')
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(more).toHaveFocus()

    // Replace
    await u.click(more)
    await u.click(screen.getByRole('button', { name: 'builder.assets.replace' }))
    const replacement = pngFile('other.png')
    await u.upload(screen.getByLabelText('builder.assets.replaceFile'), replacement)
    await settle()
    expect(replaceFile).toHaveBeenCalledWith({ id: 'a', name: 'cat.png' }, replacement)

    // Preview
    await u.click(more)
    await u.click(screen.getByRole('button', { name: 'builder.assets.preview' }))
    const preview = screen.getByRole('dialog', { name: 'cat.png' })
    const stage = preview.querySelector('[data-background]')!
    expect(stage).toHaveAttribute('data-background', 'white')
    const toggle = within(preview).getByRole('button', { name: 'builder.assets.previewBlack' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await u.click(toggle)
    expect(stage).toHaveAttribute('data-background', 'black')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await u.click(toggle)
    expect(stage).toHaveAttribute('data-background', 'white')
    await u.click(within(preview).getByRole('button', { name: 'builder.common.close' }))

    // Delete
    await u.click(more)
    await u.click(screen.getByRole('button', { name: 'builder.assets.delete' }))
    const confirm = screen.getByRole('dialog', { name: 'builder.assets.deleteTitle' })
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    await u.click(within(confirm).getByRole('button', { name: 'builder.assets.delete' }))
    await settle()
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('site-assets/a')
    expect(screen.getByText('builder.assets.empty')).toBeInTheDocument()
  })

  it('updates a name with Enter and keeps it with Escape', async () => {
    const { calls } = mount({ assets: [asset('a', 'cat.png')] })
    const u = await loadThenRealTime()
    await u.click(screen.getByRole('button', { name: 'builder.assets.rename' }))
    const field = screen.getByRole('textbox', { name: 'builder.assets.nameLabel' })
    expect(field).toHaveFocus()
    await u.keyboard('{Escape}')
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false)
    await u.click(screen.getByRole('button', { name: 'builder.assets.rename' }))
    await u.clear(screen.getByRole('textbox', { name: 'builder.assets.nameLabel' }))
    await u.type(screen.getByRole('textbox', { name: 'builder.assets.nameLabel' }), 'kitten{Enter}')
    await settle()
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: 'site-assets/a',
      body: { name: 'kitten' },
    })
  })

  it('has no serious accessibility violations with cards and uploads shown', async () => {
    const { view } = mount({ assets: [asset('a', 'cat.png'), asset('b', 'clip.mp4', 'video/mp4')] })
    await advance(ASSET_LIST_DELAY_MS)
    vi.useRealTimers()
    const result = await axe.run(view.container)
    const serious = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact!))
    expect(serious.map((v) => v.id)).toEqual([])
  })
})
