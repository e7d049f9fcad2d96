import { Injectable } from '@nestjs/common'
import { ApiError } from '@tessera/kit'
import { z } from 'zod'
import {
  CollectionsRepository,
  type CollectionDef,
  type StoredItem,
} from './collections.repository.js'
import { textIn } from './field-values.js'
import { ItemPages } from './item-pages.js'
import {
  DEFAULT_LANG,
  LANG,
  REFERENCE_TYPES,
  TEXT_TYPES,
  type FieldDef,
  type TextValue,
} from './fields.js'
import { hash } from './item-keys.js'
import {
  filterOps,
  itemTimes,
  type ItemFilter,
  type ItemQuery,
  type ItemTime,
} from './item-query.js'

/*
 * What a site-server needs to render a page that shows collection items. The site-server asks
 * for one site; every collection and item read here is that site's. Visitors get published
 * items and public fields only; drafts are for preview links.
 */

const MAX_LISTS = 20
const MAX_LIMIT = 100
const MAX_PAGE = 10_000
const MAX_REFERENCED = 1000
/** Sitemaps list at most this many items of a collection (a sitemap file holds 50,000 URLs). */
export const MAX_SLUGS = 50_000

const fieldKey = z.union([z.number().int().min(1), z.enum(itemTimes)])
const filtersSchema = z
  .array(
    z.object({
      field: fieldKey,
      op: z.enum(filterOps),
      value: z.union([z.string().max(1000), z.number(), z.boolean()]).optional(),
    }),
  )
  .max(10)
const sortSchema = z
  .array(z.object({ field: z.union([fieldKey, z.literal('order')]), desc: z.boolean() }))
  .max(2)

export interface PageItemsRequest {
  siteId: string
  lang: string
  drafts: boolean
  item?: { collectionId: string; slugFieldId: number; slug: string }
  lists: Array<{
    key: string
    collectionId: string
    filtersJson: string
    sortJson: string
    limit: number
    offset: number
    page: number
  }>
}

export interface RenderValue {
  type: FieldDef['type']
  value: string | number | boolean | string[]
}

export interface PageItem {
  id: string
  values: Record<string, RenderValue>
}

export interface PageItemsAnswer {
  item?: PageItem
  itemSlugs: Record<string, string>
  lists: Array<{ key: string; items: PageItem[]; page: number; hasMore: boolean }>
  referenced: PageItem[]
  collectionIds: string[]
  nextChange?: Date
}

const isUuid = (value: string) => z.uuid().safeParse(value).success

@Injectable()
export class PageItemsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly pages: ItemPages,
  ) {}

  async pageItems(request: PageItemsRequest): Promise<PageItemsAnswer> {
    const { siteId, drafts } = request
    const lang = request.lang === '' ? DEFAULT_LANG : request.lang
    if (!isUuid(siteId) || !LANG.test(lang)) return emptyAnswer()
    const read = new Map<string, CollectionDef | null>()
    const collection = async (id: string): Promise<CollectionDef | undefined> => {
      if (!isUuid(id)) return undefined
      if (!read.has(id)) read.set(id, (await this.collections.find(siteId, id)) ?? null)
      return read.get(id) ?? undefined
    }
    const answer = emptyAnswer()
    const shown: Array<{ item: StoredItem; collection: CollectionDef }> = []

    let pageItem: StoredItem | undefined
    if (request.item) {
      const { collectionId, slugFieldId, slug } = request.item
      const found = await collection(collectionId)
      const field = found?.fields.find((f) => f.id === slugFieldId && f.type === 'Slug')
      if (found && field && slug !== '' && slug.length <= 500) {
        const langs = lang === DEFAULT_LANG ? [DEFAULT_LANG] : [lang, DEFAULT_LANG]
        pageItem = await this.collections.itemBySlug(found.id, field.id, langs, hash(slug), drafts)
        if (pageItem) {
          answer.item = toPageItem(pageItem, found, lang, drafts)
          answer.itemSlugs = { ...(pageItem.values[String(field.id)] as TextValue | undefined) }
          shown.push({ item: pageItem, collection: found })
        }
      }
    }

    for (const list of request.lists.slice(0, MAX_LISTS)) {
      const found = await collection(list.collectionId)
      const page = Math.min(Math.max(1, list.page), MAX_PAGE)
      if (!found) {
        answer.lists.push({ key: list.key, items: [], page, hasMore: false })
        continue
      }
      const query = listQuery(found, list, page, lang, drafts, pageItem?.id)
      // A list whose settings no longer fit its collection (a field was removed or retyped)
      // shows nothing rather than failing the page.
      const result =
        query === undefined
          ? { items: [], hasMore: false }
          : await this.pages.read(found, query, false).catch((error: unknown) => {
              if (error instanceof ApiError) return { items: [], hasMore: false }
              throw error
            })
      answer.lists.push({
        key: list.key,
        items: result.items.map((item) => toPageItem(item, found, lang, drafts)),
        page,
        hasMore: result.hasMore,
      })
      for (const item of result.items) shown.push({ item, collection: found })
    }

    // One level of references: an author's name on a post, a post's tags in a nested list.
    const ids = new Set<string>()
    // A referenced item published later changes the page too: its collection counts as read.
    const targets = new Set<string>()
    for (const { item, collection: c } of shown) {
      for (const field of c.fields) {
        if (!REFERENCE_TYPES.has(field.type) || (!field.public && !drafts)) continue
        if (field.target) targets.add(field.target)
        const value = item.values[String(field.id)]
        for (const id of Array.isArray(value) ? value : typeof value === 'string' ? [value] : []) {
          if (ids.size < MAX_REFERENCED) ids.add(id)
        }
      }
    }
    for (const item of await this.collections.itemsOfSite(siteId, [...ids], drafts)) {
      const found = await collection(item.collectionId)
      if (found) answer.referenced.push(toPageItem(item, found, lang, drafts))
    }

    answer.collectionIds = [...new Set([...read.keys(), ...targets])]
    for (const c of read.values()) {
      if (!c) continue
      const next = await this.collections.nextScheduled(c.id)
      if (next && (!answer.nextChange || next < answer.nextChange)) answer.nextChange = next
    }
    return answer
  }

  /** Published items' slugs of a site's collection, by language, for its sitemap. */
  async itemSlugs(
    siteId: string,
    collectionId: string,
    slugFieldId: number,
  ): Promise<Array<{ slugs: Record<string, string>; updatedAt: Date }>> {
    if (!isUuid(siteId) || !isUuid(collectionId)) return []
    const found = await this.collections.find(siteId, collectionId)
    const field = found?.fields.find((f) => f.id === slugFieldId && f.type === 'Slug')
    if (!found || !field) return []
    return this.collections.publishedSlugs(found.id, field.id, MAX_SLUGS)
  }
}

const emptyAnswer = (): PageItemsAnswer => ({
  itemSlugs: {},
  lists: [],
  referenced: [],
  collectionIds: [],
})

/** A list's settings as a query of its collection, or undefined when they do not parse. */
function listQuery(
  collection: CollectionDef,
  list: PageItemsRequest['lists'][number],
  page: number,
  lang: string,
  drafts: boolean,
  pageItemId: string | undefined,
): ItemQuery | undefined {
  const filters = parseJson(filtersSchema, list.filtersJson)
  const sorts = parseJson(sortSchema, list.sortJson)
  if (filters === undefined || sorts === undefined) return undefined
  const fields = drafts ? collection.fields : collection.fields.filter((f) => f.public)
  const field = (key: number | ItemTime): FieldDef | ItemTime | undefined =>
    typeof key === 'string' ? key : fields.find((f) => f.id === key)
  const itemFilters: ItemFilter[] = []
  for (const filter of filters) {
    const target = field(filter.field)
    if (target === undefined) return undefined
    let value: unknown = filter.value
    if (filter.op === 'references' && value === undefined) {
      // The page's item: a list of a template page shows what refers to it.
      if (pageItemId === undefined) return undefined
      value = pageItemId
    }
    if (filter.op === 'is_set') value = filter.value !== false
    itemFilters.push({ field: target, op: filter.op, value })
  }
  const key = (sort: (typeof sorts)[number]) =>
    sort.field === 'order' ? 'order' : field(sort.field)
  const [first, second] = sorts
  const by = first === undefined ? 'published_at' : key(first)
  const thenBy = second === undefined ? undefined : key(second)
  if (by === undefined || (second !== undefined && thenBy === undefined)) return undefined
  const limit = Math.min(Math.max(1, list.limit), MAX_LIMIT)
  return {
    collectionId: collection.id,
    page,
    pageSize: limit,
    offset: Math.max(0, list.offset),
    sort: {
      by,
      desc: first?.desc ?? true,
      ...(second && thenBy ? { then: { by: thenBy, desc: second.desc } } : {}),
    },
    filters: itemFilters,
    lang,
    publishedOnly: !drafts,
  }
}

function parseJson<T>(schema: z.ZodType<T>, text: string): T | undefined {
  if (text === '') return [] as T
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** An item as a page shows it: values by field id with their type, text in the language. */
function toPageItem(
  item: StoredItem,
  collection: CollectionDef,
  lang: string,
  drafts: boolean,
): PageItem {
  const values: Record<string, RenderValue> = {}
  for (const field of collection.fields) {
    if (!field.public && !drafts) continue
    const value = item.values[String(field.id)]
    if (value === undefined) continue
    if (TEXT_TYPES.has(field.type)) {
      const text = textIn(value as TextValue, lang)
      if (text !== undefined) values[String(field.id)] = { type: field.type, value: text }
    } else {
      values[String(field.id)] = {
        type: field.type,
        value: value as string | number | boolean | string[],
      }
    }
  }
  return { id: item.id, values }
}
