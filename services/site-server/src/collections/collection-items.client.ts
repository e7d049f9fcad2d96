import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { CustomDataInternalService, type PageItem } from '@tessera/proto'
import type { RenderCollections, RenderItem, RenderList } from '@tessera/renderer'
import { collectionFieldTypes, type PageList } from '@tessera/site-format'
import { z } from 'zod'
import type { SiteServerConfig } from '../config.js'

/** What a page asks for: its item (a template page) and its lists' pages of items. */
export interface PageItemsAsk {
  siteId: string
  /** The page's language; undefined for the site's default one. */
  lang: string | undefined
  /** Drafts too: a preview link. */
  drafts: boolean
  item?: { collectionId: string; slugFieldId: number; slug: string }
  lists: readonly PageList[]
  /** The page of every paginated list (`?page=N`), 1-based. */
  page: number
}

export interface PageItems {
  collections: RenderCollections
  /** The template page's item was asked for and is not there (or not published). */
  missing: boolean
  /** The item's slug by language (`*`: the default language's). */
  itemSlugs: Record<string, string>
  /** Collections the page shows items of. */
  collectionIds: string[]
  /** When a scheduled item of those goes live. */
  nextChange: number | undefined
}

// Custom data is another service: what it answers is read as carefully as any input.
const renderValue = z.object({
  type: z.enum(collectionFieldTypes),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
})
const valuesSchema = z.record(z.string().regex(/^\d{1,10}$/), renderValue)

function renderItem(item: PageItem): RenderItem | undefined {
  try {
    const values = valuesSchema.safeParse(JSON.parse(item.valuesJson))
    return values.success ? { id: item.id, values: values.data } : undefined
  } catch {
    return undefined
  }
}

const defined = <T>(value: T | undefined): value is T => value !== undefined

/** Reads the collection items pages show from the custom-data service. */
@Injectable()
export class CollectionItemsClient {
  private readonly client: Client<typeof CustomDataInternalService> | undefined

  constructor(@Inject(CONFIG) config: SiteServerConfig) {
    this.client = config.CUSTOM_DATA_GRPC_URL
      ? grpcClient(
          CustomDataInternalService,
          config.CUSTOM_DATA_GRPC_URL,
          config.CUSTOM_DATA_TIMEOUT_MS,
        )
      : undefined
  }

  get configured(): boolean {
    return this.client !== undefined
  }

  /** Rejects when custom data does not answer within CUSTOM_DATA_TIMEOUT_MS. */
  async pageItems(ask: PageItemsAsk): Promise<PageItems> {
    if (!this.client) {
      return {
        collections: { lists: {} },
        missing: ask.item !== undefined,
        itemSlugs: {},
        collectionIds: [],
        nextChange: undefined,
      }
    }
    const answer = await this.client.getPageItems({
      siteId: ask.siteId,
      lang: ask.lang ?? '',
      drafts: ask.drafts,
      ...(ask.item === undefined ? {} : { item: ask.item }),
      lists: ask.lists.map(({ id, list }) => ({
        key: id,
        collectionId: list.collection,
        filtersJson: JSON.stringify(list.filters ?? []),
        sortJson: JSON.stringify(list.sort ?? []),
        limit: list.limit,
        offset: list.offset ?? 0,
        page: list.paginate === true ? ask.page : 1,
      })),
    })
    const lists: Record<string, RenderList> = {}
    for (const list of answer.lists) {
      lists[list.key] = {
        items: list.items.map(renderItem).filter(defined),
        page: list.page,
        hasMore: list.hasMore,
      }
    }
    const items: Record<string, RenderItem> = {}
    for (const found of answer.referenced.map(renderItem).filter(defined)) items[found.id] = found
    const item = answer.item === undefined ? undefined : renderItem(answer.item)
    const next = Number(answer.nextChangeMs)
    return {
      collections: { lists, items, ...(item === undefined ? {} : { item }) },
      missing: ask.item !== undefined && item === undefined,
      itemSlugs: answer.itemSlugs,
      collectionIds: answer.collectionIds,
      nextChange: next > 0 ? next : undefined,
    }
  }

  /** Published items' slugs of a collection by language, for a sitemap; none without custom data. */
  async itemSlugs(
    siteId: string,
    collectionId: string,
    slugFieldId: number,
  ): Promise<Array<{ slugs: Record<string, string>; updatedAt: string }>> {
    if (!this.client) return []
    const { items } = await this.client.listItemSlugs({ siteId, collectionId, slugFieldId })
    return items
  }
}
