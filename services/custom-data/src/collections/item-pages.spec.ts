import { describe, expect, it, vi } from 'vitest'
import type { CollectionsRepository } from './collections.repository.js'
import type { FieldDef } from './fields.js'
import { ItemPages } from './item-pages.js'
import type { ItemQuery, PageMark } from './item-query.js'
import { PublicItemsCache } from './public-items-cache.js'

const SITE = 'site-1'
const rank: FieldDef = {
  id: 3,
  name: 'Rank',
  type: 'Number',
  position: 3,
  rules: [],
  choices: [],
  target: null,
  source: null,
  public: true,
}

const query = (page: number, extra: Partial<ItemQuery> = {}): ItemQuery => ({
  collectionId: 'c-1',
  page,
  pageSize: 20,
  sort: { by: rank, desc: true },
  filters: [],
  lang: '*',
  publishedOnly: true,
  ...extra,
})

function fakeRepository() {
  const asked: ItemQuery[] = []
  const repository = {
    page: vi.fn((q: ItemQuery) => {
      asked.push(q)
      const skipped = (q.page - 1) * q.pageSize + q.pageSize
      const end: PageMark = { skipped, key: String(1000 - skipped), id: `item-${skipped}` }
      return Promise.resolve({ items: [], hasMore: true, end })
    }),
    count: vi.fn(() => Promise.resolve(42)),
    nextScheduled: vi.fn(() => Promise.resolve(undefined)),
  }
  return { asked, repository }
}

describe('pages of items', () => {
  it("starts page N+1 at page N's end, until the site changes", async () => {
    const { asked, repository } = fakeRepository()
    const cache = new PublicItemsCache(60_000)
    const pages = new ItemPages(repository as unknown as CollectionsRepository, cache)
    const collection = { siteId: SITE, itemCount: 100 }
    await pages.read(collection, query(1), false)
    await pages.read(collection, query(2), false)
    expect(asked[0]!.after).toBeUndefined()
    expect(asked[1]!.after).toEqual({ skipped: 20, key: '980', id: 'item-20' })
    // Another order is another walk.
    await pages.read(collection, query(2, { sort: { by: rank, desc: false } }), false)
    expect(asked[2]!.after).toBeUndefined()
    cache.forget(SITE)
    await pages.read(collection, query(3), false)
    expect(asked[3]!.after).toBeUndefined()
  })

  it("counts from the collection's own count, or once per query until a change", async () => {
    const { repository } = fakeRepository()
    const cache = new PublicItemsCache(60_000)
    const pages = new ItemPages(repository as unknown as CollectionsRepository, cache)
    const collection = { siteId: SITE, itemCount: 100 }
    const owners = query(1, { publishedOnly: false })
    expect((await pages.read(collection, owners, true)).total).toBe(100)
    expect(repository.count).not.toHaveBeenCalled()
    const drafts = { ...owners, status: 'Draft' as const }
    expect((await pages.read(collection, drafts, true)).total).toBe(42)
    expect((await pages.read(collection, { ...drafts, page: 2 }, true)).total).toBe(42)
    expect(repository.count).toHaveBeenCalledTimes(1)
    cache.forget(SITE)
    await pages.read(collection, drafts, true)
    expect(repository.count).toHaveBeenCalledTimes(2)
  })
})
