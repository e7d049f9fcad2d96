import { describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../api/api-client'
import { AssetsApi } from '../api/assets-api'
import { SitesApi } from '../api/sites-api'
import { formatPlanSize } from '../plans/plan-format'
import { PricingStore } from '../screens/home/pricing-store'
import { fakeApi, type FakeHandler } from '../testing/fake-api'
import { AssetsStore, needsNameTooltip, PICKER_LIST_DELAY_MS } from './assets-store'
import type { FileUploader } from './upload-file'

const asset = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  name: 'cat.png',
  content_type: 'image/png',
  content_size: 3,
  size: 3,
  site_id: 's1',
  user_id: 'u',
  url: 'http://s3/cat.png',
  state: 'Uploaded',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
})

function setup(routes: Record<string, FakeHandler> = {}, uploader?: FileUploader) {
  const api = fakeApi({
    'GET sites': () => ({
      body: { results: [{ id: 's1', name: 'Cafe' }], asset_allowance: 5_000_000 },
    }),
    'GET site-assets': () => ({ body: { results: [asset()], total: 1, total_usage: 3 } }),
    ...routes,
  })
  const client = new ApiClient(
    { token: () => 't', locale: () => 'en', onUnauthorized: () => {}, onLoginScreen: () => false },
    '/api/',
    api.fetch,
  )
  const progress: number[] = []
  const fakeUploader: FileUploader =
    uploader ??
    (async (_url, _file, report) => {
      for (const p of [0.25, 0.5, 1]) {
        progress.push(p)
        report.progress(p)
      }
    })
  const store = new AssetsStore(
    new AssetsApi(client),
    new SitesApi(client),
    () => false,
    fakeUploader,
  )
  return { store, api, progress }
}

const file = (name: string, type: string, size = 3) =>
  new File([new Uint8Array(size)], name, { type })

describe('AssetsStore', () => {
  it('lists uploaded assets with the default filter, and the allowance', async () => {
    const { store, api } = setup()
    const stop = store.start()
    await vi.waitFor(() => expect(store.status).toBe('loaded'))
    await vi.waitFor(() => expect(store.assetAllowance).toBe(5_000_000))
    const list = api.calls.find((c) => c.path === 'site-assets')!
    expect(list).toBeDefined()
    expect(store.assets).toHaveLength(1)
    expect(store.uploadSite).toBe('s1')
    expect(store.siteChoices.map((c) => c.id)).toEqual(['s1', 'identity'])
    stop()
  })

  it("measures a site's usage against the home page's plan table", async () => {
    const { store } = setup({
      'GET sites': () => ({
        body: {
          results: [
            { id: 's1', name: 'Cafe', site_type: 'Free' },
            { id: 's2', name: 'Shop', site_type: 'Paid1' },
          ],
          asset_allowance: 60_000_000,
        },
      }),
    })
    const stop = store.start()
    await vi.waitFor(() => expect(store.sites).toHaveLength(2))
    const pricing = new PricingStore().plans
    const sold = (id: string) =>
      formatPlanSize(pricing.find((p) => p.id === id)!.features.assetBytes)

    expect(store.usageAllowance).toEqual({ bytes: 60_000_000 })
    store.setSiteFilter('s1')
    expect(store.usageAllowance?.plan).toBe('Free')
    expect(formatPlanSize(store.usageAllowance!.bytes)).toBe(sold('Free'))
    store.setSiteFilter('s2')
    expect(formatPlanSize(store.usageAllowance!.bytes)).toBe(sold('Paid1'))
    store.setSiteFilter('identity')
    expect(formatPlanSize(store.usageAllowance!.bytes)).toBe(sold('Free'))
    store.setSiteFilter('template')
    expect(store.usageAllowance).toBeUndefined()
    stop()
  })

  it("waits 2 s before the picker's first listing, and lists nothing once stopped", async () => {
    vi.useFakeTimers()
    try {
      const { store, api } = setup()
      const listings = () => api.calls.filter((c) => c.path === 'site-assets').length
      const stop = store.start({ listDelayMs: PICKER_LIST_DELAY_MS })
      await vi.advanceTimersByTimeAsync(PICKER_LIST_DELAY_MS - 1)
      expect(listings()).toBe(0)
      await vi.advanceTimersByTimeAsync(1)
      expect(listings()).toBe(1)
      stop()

      const { store: early, api: earlyApi } = setup()
      early.start({ listDelayMs: PICKER_LIST_DELAY_MS })()
      await vi.advanceTimersByTimeAsync(PICKER_LIST_DELAY_MS)
      expect(earlyApi.calls.filter((c) => c.path === 'site-assets')).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('debounces the search by 500 ms and goes back to page 1', async () => {
    vi.useFakeTimers()
    try {
      const { store } = setup()
      store.page = 3
      store.setSearchInput('ca')
      store.setSearchInput('cat')
      vi.advanceTimersByTime(499)
      expect(store.search).toBe('')
      vi.advanceTimersByTime(1)
      expect(store.search).toBe('cat')
      expect(store.page).toBe(1)
      expect(store.query).toMatchObject({
        search: 'cat',
        page: 1,
        pageSize: 25,
        sort: 'created_at.desc',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('uploads: create, PUT with progress, verify, then lists again', async () => {
    const { store, api, progress } = setup({
      'POST site-assets': () => ({
        body: { ...asset({ state: 'Created' }), signed_url: 'http://s3/put' },
      }),
      'POST site-assets/*/actions/verify': () => ({ body: asset() }),
    })
    store.setUploadSite('s1')
    await store.upload([file('cat.png', 'image/png')])
    expect(progress).toEqual([0.25, 0.5, 1])
    expect(store.uploads[0]).toMatchObject({ status: 'done', progress: 1 })
    expect(api.calls.find((c) => c.method === 'POST' && c.path === 'site-assets')?.body).toEqual({
      name: 'cat.png',
      content_type: 'image/png',
      content_size: 3,
      site_id: 's1',
    })
    expect(api.calls.some((c) => c.path === 'site-assets/a1/actions/verify')).toBe(true)
  })

  it('refuses files that break a rule before sending anything', async () => {
    const { store, api } = setup()
    store.setUploadSite('s1')
    await store.upload([file('huge.png', 'image/png', 10_000_001)])
    expect(store.refused).toEqual([
      { name: 'huge.png', error: { key: 'errors.FILE_SIZE_BIG', params: undefined } },
    ])
    await store.upload([
      file('tool.exe', 'application/x-msdownload'),
      file('big.png', 'image/png', 10_000_001),
    ])
    expect(store.refused.map((r) => `${r.name} ${r.error.key}`)).toEqual([
      'tool.exe errors.FILE_TYPE',
      'big.png errors.FILE_SIZE_BIG',
    ])
    store.setUploadSite('')
    await store.upload([file('cat.png', 'image/png')])
    expect(store.refused[0]?.error.key).toBe('errors.site_missing')
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('shows a failed upload, and the storage limit', async () => {
    const { store } = setup({
      'POST site-assets': () => ({
        status: 400,
        body: { code: 'AssetUsageExceeded', message: 'full' },
      }),
    })
    store.setUploadSite('s1')
    await store.upload([file('cat.png', 'image/png')])
    expect(store.uploads[0]).toMatchObject({
      status: 'failed',
      error: { code: 'AssetUsageExceeded' },
    })
  })

  it('replaces an asset through the same steps', async () => {
    const { store, api } = setup({
      'POST site-assets/*/actions/replace': () => ({
        body: { ...asset({ state: 'Replacing' }), signed_url: 'http://s3/put' },
      }),
      'POST site-assets/*/actions/verify': () => ({ body: asset() }),
    })
    await store.replace(store.assets[0] ?? (asset() as never), file('cat2.png', 'image/png', 5))
    expect(api.calls.find((c) => c.path === 'site-assets/a1/actions/replace')?.body).toEqual({
      name: 'cat.png',
      content_type: 'image/png',
      content_size: 5,
    })
    expect(store.uploads[0]?.status).toBe('done')
  })

  it('gives names past 9 characters a tooltip', () => {
    expect(needsNameTooltip('123456789')).toBe(false)
    expect(needsNameTooltip('1234567890')).toBe(true)
    expect(needsNameTooltip('貓貓貓貓貓貓貓貓貓')).toBe(false)
  })
})
