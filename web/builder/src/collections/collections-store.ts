import { makeAutoObservable, runInAction } from 'mobx'
import {
  ITEM_PAGE_SIZES,
  type BulkAction,
  type Collection,
  type CollectionItem,
  type CollectionsClient,
  type ItemPageSize,
  type ItemStatus,
  type ItemsQuery,
} from './collections-api'

/**
 * The site's collections as the Collections menu shows them: loaded once it opens, changed by
 * the service's answers (each write answers the collection as it now is).
 */
export class CollectionsStore {
  collections: Collection[] | undefined = undefined
  /** A failed listing; the list shows it instead of being empty. */
  listError: unknown = undefined

  constructor(readonly client: CollectionsClient) {
    makeAutoObservable<this, 'client'>(this, { client: false })
  }

  async load(): Promise<void> {
    try {
      const collections = await this.client.list()
      runInAction(() => {
        this.collections = collections
        this.listError = undefined
      })
    } catch (failure) {
      runInAction(() => {
        this.collections = []
        this.listError = failure
      })
    }
  }

  byId(id: string | null | undefined): Collection | undefined {
    return this.collections?.find((collection) => collection.id === id)
  }

  /** Keeps the service's answer for one collection. */
  put(collection: Collection): void {
    const list = this.collections ?? []
    const index = list.findIndex((each) => each.id === collection.id)
    this.collections =
      index < 0 ? [...list, collection] : list.map((each, i) => (i === index ? collection : each))
  }

  async create(name: string): Promise<Collection> {
    const created = await this.client.create(name.trim(), [])
    this.put(created)
    return created
  }

  async rename(id: string, name: string): Promise<void> {
    this.put(await this.client.rename(id, name.trim()))
  }

  /**
   * Deletes a collection. Without `confirm`, a collection others refer to is refused with
   * CollectionInUse listing them; confirmed, their reference fields go too, so the list loads
   * again.
   */
  async remove(id: string, confirm: boolean): Promise<void> {
    await this.client.remove(id, confirm)
    if (confirm) await this.load()
    else runInAction(() => (this.collections = this.collections?.filter((c) => c.id !== id)))
  }
}

/** A column the items table sorts on: a field id, or one of the item's own times. */
export type SortColumn = number | 'created_at' | 'updated_at' | 'published_at'

/**
 * One collection's items table: a page (25, 50 or 100) sorted on a column, searched and
 * filtered by status, with a selection for the bulk actions.
 */
export class ItemsTable {
  results: CollectionItem[] = []
  total = 0
  hasMore = false
  loading = false
  error: unknown = undefined
  page = 1
  pageSize: ItemPageSize = 25
  sort: { column: SortColumn; descending: boolean } = {
    column: 'created_at',
    descending: true,
  }
  search = ''
  status: ItemStatus | undefined = undefined
  selected = new Set<string>()
  /** The answer that is shown: a slower earlier one must not replace a later one. */
  private asked = 0

  constructor(
    private readonly client: CollectionsClient,
    readonly collectionId: string,
  ) {
    makeAutoObservable<this, 'client' | 'asked'>(this, { client: false, asked: false })
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize))
  }

  get query(): ItemsQuery {
    const { column, descending } = this.sort
    return {
      page: this.page,
      page_size: String(this.pageSize) as ItemsQuery['page_size'],
      sort: `${descending ? '-' : ''}${column}`,
      ...(this.search.trim() === '' ? {} : { search: this.search.trim() }),
      ...(this.status ? { status: this.status } : {}),
    }
  }

  async load(): Promise<void> {
    const ask = ++this.asked
    this.loading = true
    try {
      const answer = await this.client.items(this.collectionId, this.query)
      runInAction(() => {
        if (ask !== this.asked) return
        this.results = answer.results
        this.total = answer.total
        this.hasMore = answer.has_more
        this.error = undefined
        // A selection holds only what the page shows.
        const shown = new Set(answer.results.map((item) => item.id))
        this.selected = new Set([...this.selected].filter((id) => shown.has(id)))
      })
    } catch (failure) {
      runInAction(() => {
        if (ask === this.asked) this.error = failure
      })
    } finally {
      runInAction(() => {
        if (ask === this.asked) this.loading = false
      })
    }
  }

  /** A click on a column's header: sorts on it ascending, a second click descending. */
  sortBy(column: SortColumn): Promise<void> {
    const same = this.sort.column === column
    this.sort = { column, descending: same ? !this.sort.descending : false }
    this.page = 1
    return this.load()
  }

  setSearch(search: string): Promise<void> {
    this.search = search
    this.page = 1
    return this.load()
  }

  setStatus(status: ItemStatus | undefined): Promise<void> {
    this.status = status
    this.page = 1
    return this.load()
  }

  setPageSize(size: number): Promise<void> {
    if (!ITEM_PAGE_SIZES.includes(size as ItemPageSize)) return Promise.resolve()
    this.pageSize = size as ItemPageSize
    this.page = 1
    return this.load()
  }

  showPage(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, page), this.pages)
    return this.load()
  }

  toggle(id: string, on: boolean): void {
    const next = new Set(this.selected)
    if (on) next.add(id)
    else next.delete(id)
    this.selected = next
  }

  get allSelected(): boolean {
    return this.results.length > 0 && this.results.every((item) => this.selected.has(item.id))
  }

  selectAll(on: boolean): void {
    this.selected = on ? new Set(this.results.map((item) => item.id)) : new Set()
  }

  /** Publishes, unpublishes or deletes the selected items, then shows the page again. */
  async bulk(action: BulkAction): Promise<void> {
    const ids = [...this.selected]
    if (ids.length === 0) return
    await this.client.bulk(this.collectionId, action, ids)
    runInAction(() => (this.selected = new Set()))
    await this.load()
  }
}
