import { Injectable } from '@nestjs/common'
import { CollectionsRepository, type StoredItem } from './collections.repository.js'
import { valueContext } from './value-context.js'
import { keysetReadable, type ItemQuery, type PageMark } from './item-query.js'
export interface ItemPage {
  items: StoredItem[]
  hasMore: boolean
  total?: number
  /** When a scheduled item of the collection goes live, when this read had to ask. */
  nextChange?: Date | null
}

import { PublicItemsCache } from './public-items-cache.js'

/**
 * Pages of items as lists and the read API ask for them (`?page=N`), without the cost growing
 * with N for a visitor paging through: where page N ended is kept (with the site's read
 * answers, so any change to the site drops it), and page N+1 starts its walk of the sort
 * index there rather than skipping every item before it. Counts are kept the same way; the
 * unfiltered count is the collection's own.
 */
@Injectable()
export class ItemPages {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly cache: PublicItemsCache,
  ) {}

  async read(
    collection: { siteId: string; itemCount: number },
    query: ItemQuery,
    withTotal: boolean,
  ): Promise<ItemPage> {
    const { siteId } = collection
    const signature = querySignature(query)
    const mark = this.cache.mark(siteId)
    const start = (query.page - 1) * query.pageSize + (query.offset ?? 0)
    const after =
      start > 0 && keysetReadable(query)
        ? (this.cache.get(siteId, `end:${start}:${signature}`) as PageMark | undefined)
        : undefined
    const page = await this.collections.page(after ? { ...query, after } : query, valueContext)
    const found: ItemPage = { items: page.items, hasMore: page.hasMore }
    if (page.end && keysetReadable(query)) {
      // A scheduled item going live moves the items after it: the mark lasts until then.
      const next = await this.collections.nextScheduled(query.collectionId)
      found.nextChange = next ?? null
      this.cache.set(siteId, `end:${page.end.skipped}:${signature}`, page.end, mark, next)
    }
    if (withTotal) found.total = await this.total(collection, query)
    return found
  }

  private async total(
    collection: { siteId: string; itemCount: number },
    query: ItemQuery,
  ): Promise<number> {
    const everything =
      query.filters.length === 0 && !query.search?.trim() && !query.status && !query.publishedOnly
    if (everything) return collection.itemCount
    const { siteId } = collection
    const key = `count:${querySignature(query)}`
    const kept = this.cache.get(siteId, key)
    if (typeof kept === 'number') return kept
    const mark = this.cache.mark(siteId)
    const total = await this.collections.count(query, valueContext)
    this.cache.set(
      siteId,
      key,
      total,
      mark,
      await this.collections.nextScheduled(query.collectionId),
    )
    return total
  }
}

/** What a query selects and in which order: pages of one signature continue each other. */
export function querySignature(query: ItemQuery): string {
  const key = (by: ItemQuery['sort']['by']) => (typeof by === 'string' ? by : by.id)
  return JSON.stringify([
    query.collectionId,
    key(query.sort.by),
    query.sort.desc,
    query.sort.then ? [key(query.sort.then.by), query.sort.then.desc] : null,
    query.filters.map((f) => [typeof f.field === 'string' ? f.field : f.field.id, f.op, f.value]),
    query.search?.trim().toLowerCase() ?? '',
    query.lang,
    query.publishedOnly,
    query.status ?? null,
  ])
}
