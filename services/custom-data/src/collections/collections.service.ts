import { Inject, Injectable } from '@nestjs/common'
import {
  announceCollectionChange,
  announceSiteChange,
  ApiError,
  commonErrors,
  CONFIG,
  type ErrorEnvelope,
  LOGGER,
  REDIS,
} from '@tessera/kit'
import { COLLECTION_ALLOWANCES, type CollectionAllowance } from '@tessera/site-format'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { CustomDataConfig } from '../config.js'
import { CustomDataService } from '../custom-data/custom-data.service.js'
import { errors } from '../errors.js'
import type { SiteRecord } from '../sites/sites-directory.js'
import {
  CollectionsRepository,
  unknownCollection,
  type CollectionDef,
  type Dependent,
  type NewField,
  type StoredItem,
} from './collections.repository.js'
import { AssetAddresses } from './asset-addresses.js'
import { DEPENDENTS_SOURCES, type DependentsSource } from './dependents.js'
import type {
  BulkBody,
  CreateCollectionBody,
  CreateItemBody,
  FieldInput,
  FilterInput,
  ModifyFieldBody,
  OwnerItemsQuery,
  PublicItemsQuery,
  UpdateItemBody,
} from './dto.js'
import {
  checkRules,
  checkChoices,
  checkCollectionName,
  checkFieldName,
  checkNewField,
  slugSource,
} from './field-rules.js'
import { checkItem, normaliseValues, slugify } from './field-values.js'
import { DEFAULT_LANG, type FieldDef, type ItemValues, type TextValue } from './fields.js'
import { hash } from './item-keys.js'
import {
  itemTimes,
  type ItemFilter,
  type ItemQuery,
  type ItemStatus,
  type ItemTime,
} from './item-query.js'
import { PublicItemsCache } from './public-items-cache.js'
import { ItemPages } from './item-pages.js'
import { valueContext } from './value-context.js'
import { RateLimiter } from '../visitors/rate-limiter.js'
import {
  toCollectionView,
  toItemView,
  publicAssetIds,
  toPublicItemView,
  type CollectionView,
  type ItemView,
  type PublicPageView,
} from './views.js'

/** A slug taken by another item gets `-2`, `-3`, ... up to this before the write is refused. */
const SLUG_TRIES = 50

/** Deleting something others refer to needs `confirm=true`; the answer lists what refers. */
export class InUseError extends ApiError {
  constructor(readonly dependents: Dependent[]) {
    super(
      errors.CollectionInUse.status,
      errors.CollectionInUse.code,
      `Referred to by ${dependents.map((d) => `${d.collection_name}.${d.field_name}`).join(', ')}: delete with confirm=true to clear them`,
    )
  }

  override toEnvelope(): ErrorEnvelope & { dependents: Dependent[] } {
    return { ...super.toEnvelope(), dependents: this.dependents }
  }
}

const inUse = (dependents: Dependent[]) => new InUseError(dependents)

const badField = (message: string) => commonErrors.InvalidFormData(message)

/** Collections: the owner's fields and items, and what visitors read of them. */
@Injectable()
export class CollectionsService {
  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DEPENDENTS_SOURCES) private readonly dependentsSources: DependentsSource[],
    private readonly customData: CustomDataService,
    private readonly collections: CollectionsRepository,
    private readonly cache: PublicItemsCache,
    private readonly limiter: RateLimiter,
    private readonly pages: ItemPages,
    private readonly assets: AssetAddresses,
  ) {}

  /** The site (the route's declared access has checked the caller). */
  siteOf(siteId: string): Promise<SiteRecord> {
    return this.customData.site(siteId)
  }

  allowance(site: SiteRecord): CollectionAllowance {
    return this.config.COLLECTION_LIMITS?.[site.siteType] ?? COLLECTION_ALLOWANCES[site.siteType]
  }

  /**
   * A write is done: this replica's read answers of the site go at once, and the change is
   * announced on the site-changes channel (other replicas' answers, the site-servers' pages).
   */
  async announce(site: SiteRecord, ...collectionIds: string[]): Promise<void> {
    this.cache.forget(site.id)
    const { REDIS_PREFIX } = this.config
    await Promise.all([
      announceSiteChange(this.redis, REDIS_PREFIX, site.id),
      // Site-servers drop exactly the pages that showed these collections' items.
      ...collectionIds.map((id) => announceCollectionChange(this.redis, REDIS_PREFIX, site.id, id)),
    ]).catch((err: unknown) =>
      this.logger.warn({ err, siteId: site.id }, 'could not announce a change'),
    )
  }

  async collection(site: SiteRecord, id: string): Promise<CollectionDef> {
    const found = await this.collections.find(site.id, id)
    if (!found) throw unknownCollection()
    return found
  }

  async list(site: SiteRecord): Promise<CollectionView[]> {
    return (await this.collections.list(site.id)).map(toCollectionView)
  }

  async create(site: SiteRecord, body: CreateCollectionBody): Promise<CollectionView> {
    const name = checkCollectionName(body.name)
    const fields: Array<NewField & { id: number }> = []
    for (const [i, input] of body.fields.entries()) {
      fields.push({ ...checkNewField(input, fields), id: i + 1 })
    }
    await this.checkTargets(site, fields, undefined)
    const created = await this.collections.create(site.id, name, fields, this.allowance(site))
    await this.announce(site, created.id)
    return toCollectionView(created)
  }

  /** Reference targets are collections of the same site (or the new collection itself). */
  private async checkTargets(
    site: SiteRecord,
    fields: readonly NewField[],
    self: string | undefined,
  ): Promise<void> {
    for (const field of fields) {
      if (!field.target || field.target === self) continue
      if (!(await this.collections.find(site.id, field.target)))
        throw errors.CollectionFieldInvalid(`${field.name}: no such collection on this site`)
    }
  }

  async rename(site: SiteRecord, id: string, rawName: string): Promise<CollectionView> {
    const renamed = await this.collections.rename(site.id, id, checkCollectionName(rawName))
    if (!renamed) throw unknownCollection()
    await this.announce(site, id)
    return toCollectionView(renamed)
  }

  private async dependents(collection: CollectionDef, fieldId?: number): Promise<Dependent[]> {
    const found = await Promise.all(
      this.dependentsSources.map((source) =>
        fieldId === undefined
          ? source.ofCollection(collection)
          : source.ofField(collection, fieldId),
      ),
    )
    return found.flat()
  }

  async remove(site: SiteRecord, id: string, confirm: boolean): Promise<void> {
    const collection = await this.collection(site, id)
    const dependents = await this.dependents(collection)
    if (dependents.length > 0 && !confirm) throw inUse(dependents)
    if (!(await this.collections.remove(site.id, id))) throw unknownCollection()
    // Fields of other collections that referred to it went with it.
    await this.announce(site, id, ...dependents.map((d) => d.collection_id))
  }

  async addField(site: SiteRecord, id: string, input: FieldInput): Promise<CollectionView> {
    const collection = await this.collection(site, id)
    const field = checkNewField(input, collection.fields)
    await this.checkTargets(site, [field], collection.id)
    const changed = await this.collections.addField(site.id, id, field)
    await this.announce(site, id)
    return toCollectionView(changed)
  }

  async modifyField(
    site: SiteRecord,
    id: string,
    fieldId: number,
    body: ModifyFieldBody,
  ): Promise<CollectionView> {
    const collection = await this.collection(site, id)
    const field = collection.fields.find((f) => f.id === fieldId)
    if (!field) throw errors.CustomDataInvalidColumn(`No field with id ${fieldId}`)
    const others = collection.fields.filter((f) => f.id !== fieldId)
    const change = {
      name:
        body.name === undefined
          ? field.name
          : checkFieldName(
              body.name,
              others.map((f) => f.name),
            ),
      rules:
        body.validation_rules === undefined
          ? field.rules
          : checkRules(field.type, body.validation_rules),
      choices: body.choices === undefined ? field.choices : checkChoices(field.type, body.choices),
      source:
        field.type !== 'Slug'
          ? null
          : body.source_field_id === undefined
            ? field.source
            : slugSource(body.source_field_id, others),
      public: body.public ?? field.public,
    }
    const changed = await this.collections.modifyField(site.id, id, fieldId, change)
    await this.announce(site, id)
    return toCollectionView(changed)
  }

  async removeField(
    site: SiteRecord,
    id: string,
    fieldId: number,
    confirm: boolean,
  ): Promise<CollectionView> {
    const collection = await this.collection(site, id)
    if (!collection.fields.some((f) => f.id === fieldId))
      throw errors.CustomDataInvalidColumn(`No field with id ${fieldId}`)
    const dependents = await this.dependents(collection, fieldId)
    if (dependents.length > 0 && !confirm) throw inUse(dependents)
    const changed = await this.collections.removeField(site.id, id, fieldId)
    await this.announce(site, id)
    return toCollectionView(changed)
  }

  /**
   * Each Slug without a value is made from its source's text, in each language the source has,
   * with `-2`, `-3`, ... when another item holds it. A slug already set is kept (a published
   * address does not move when the name changes), and one given is only checked.
   */
  private async withSlugs(
    collection: CollectionDef,
    values: ItemValues,
    itemId: string | undefined,
  ): Promise<ItemValues> {
    const slugField = collection.fields.find((f) => f.type === 'Slug')
    if (!slugField || values[String(slugField.id)] !== undefined) return values
    const source = collection.fields.find((f) => f.id === slugField.source)
    const text = source && (values[String(source.id)] as TextValue | undefined)
    if (!text) return values
    const slugs: TextValue = {}
    for (const [lang, name] of Object.entries(text)) {
      const base = slugify(name)
      if (base === '') continue
      for (let n = 1; n <= SLUG_TRIES; n += 1) {
        const candidate = n === 1 ? base : `${base}-${n}`
        if (
          await this.collections.slugFree(collection.id, slugField, lang, hash(candidate), itemId)
        ) {
          slugs[lang] = candidate
          break
        }
      }
    }
    return Object.keys(slugs).length === 0 ? values : { ...values, [slugField.id]: slugs }
  }

  private static schedule(status: ItemStatus, publishAt: string | undefined): Date | null {
    if (status !== 'Scheduled') {
      if (publishAt !== undefined) throw badField('publish_at: only a Scheduled item has a time')
      return null
    }
    if (publishAt === undefined) throw badField('publish_at: a Scheduled item needs its time')
    return new Date(publishAt)
  }

  /** Adds an item; `announce: false` leaves the announcement to the caller (an import's end). */
  async createItem(
    site: SiteRecord,
    id: string,
    body: Pick<CreateItemBody, 'status' | 'publish_at' | 'values'>,
    announce = true,
  ): Promise<ItemView> {
    const collection = await this.collection(site, id)
    const publishAt = CollectionsService.schedule(body.status, body.publish_at)
    const { set } = normaliseValues(body.values, collection.fields, valueContext)
    const values = await this.withSlugs(collection, set, undefined)
    checkItem(values, collection.fields)
    const item = await this.collections.insertItem(
      collection,
      { status: body.status, publishAt, values },
      this.allowance(site),
    )
    if (announce) await this.announce(site, id)
    return toItemView(item)
  }

  async item(site: SiteRecord, id: string, itemId: string): Promise<ItemView> {
    const collection = await this.collection(site, id)
    const item = await this.collections.getItem(collection.id, itemId)
    if (!item) throw commonErrors.NotFound('No such item')
    return toItemView(item)
  }

  async updateItem(
    site: SiteRecord,
    id: string,
    itemId: string,
    body: UpdateItemBody,
  ): Promise<ItemView> {
    const collection = await this.collection(site, id)
    const { set, unset } = normaliseValues(body.values ?? {}, collection.fields, valueContext)
    // Slugs are worked out before the item's lock: they read other items' keys.
    const current = await this.collections.getItem(collection.id, itemId)
    if (!current) throw commonErrors.NotFound('No such item')
    const merged: ItemValues = { ...current.values, ...set }
    for (const key of unset) delete merged[key]
    const values = await this.withSlugs(collection, merged, itemId)
    const updated = await this.collections.updateItem(collection, itemId, (old) => {
      const status = body.status ?? old.status
      const publishAt =
        body.status === undefined && body.publish_at === undefined
          ? old.publishAt
          : CollectionsService.schedule(status, body.publish_at)
      const next: ItemValues = { ...old.values, ...set }
      for (const key of unset) delete next[key]
      for (const field of collection.fields.filter((f) => f.type === 'Slug')) {
        const key = String(field.id)
        if (next[key] === undefined && values[key] !== undefined) next[key] = values[key]
      }
      checkItem(next, collection.fields)
      return { status, publishAt, values: next }
    })
    if (!updated) throw commonErrors.NotFound('No such item')
    await this.announce(site, id)
    return toItemView(updated)
  }

  async deleteItem(site: SiteRecord, id: string, itemId: string): Promise<void> {
    const collection = await this.collection(site, id)
    const deleted = await this.collections.deleteItems(collection, [itemId])
    if (deleted.length === 0) throw commonErrors.NotFound('No such item')
    await this.announce(site, id)
  }

  /** Publish, unpublish or delete several items; answers the ids that were changed. */
  async bulk(site: SiteRecord, id: string, body: BulkBody): Promise<string[]> {
    const collection = await this.collection(site, id)
    const ids = [...new Set(body.ids.map((i) => i.toLowerCase()))]
    const changed =
      body.action === 'delete'
        ? await this.collections.deleteItems(collection, ids)
        : await this.collections.setStatus(
            collection,
            ids,
            body.action === 'publish' ? 'Published' : 'Draft',
            null,
          )
    if (changed.length > 0) await this.announce(site, id)
    return changed
  }

  async incoming(site: SiteRecord, id: string, itemId: string) {
    const collection = await this.collection(site, id)
    if (!(await this.collections.getItem(collection.id, itemId)))
      throw commonErrors.NotFound('No such item')
    return { results: await this.collections.incoming(itemId) }
  }

  async ownerItems(site: SiteRecord, id: string, query: OwnerItemsQuery) {
    const collection = await this.collection(site, id)
    const itemQuery = this.itemQuery(collection, query, query.page_size, false)
    if (query.status) itemQuery.status = query.status
    const page = await this.pages.read(collection, itemQuery, true)
    return {
      results: page.items.map(toItemView),
      page: query.page,
      page_size: query.page_size,
      has_more: page.hasMore,
      total: page.total ?? 0,
    }
  }

  /**
   * Published items of a published site's collection (by name), public fields only. Answers
   * are kept until the site changes or a scheduled item of the collection goes live.
   */
  async publicItems(
    siteId: string,
    name: string,
    query: PublicItemsQuery,
    ip: string,
  ): Promise<{ body: PublicPageView; cached: boolean }> {
    const site = await this.customData.site(siteId)
    if (!site.published || site.disabled) throw commonErrors.NotFound('Site not found.')
    await this.limiter.takeAll([
      [`read:addr:${ip}`, this.config.RATE_LIMIT_READ_ADDRESS],
      [`read:site:${site.id}`, this.config.RATE_LIMIT_READ_SITE],
    ])
    const key = JSON.stringify([name.toLowerCase(), query])
    const hit = this.cache.get(site.id, key) as PublicPageView | undefined
    if (hit) return { body: hit, cached: true }
    const mark = this.cache.mark(site.id)
    const collection = await this.collections.find(site.id, name, { byName: true })
    if (!collection) throw unknownCollection()
    const lang = query.lang ?? DEFAULT_LANG
    const page = await this.pages.read(
      collection,
      this.itemQuery(collection, query, query.page_size, true),
      false,
    )
    const assets = await this.assets.of(publicAssetIds(page.items, collection.fields))
    const body: PublicPageView = {
      results: page.items.map((item: StoredItem) =>
        toPublicItemView(item, collection.fields, lang, assets),
      ),
      page: query.page,
      page_size: query.page_size,
      has_more: page.hasMore,
    }
    const next =
      page.nextChange === undefined
        ? await this.collections.nextScheduled(collection.id)
        : (page.nextChange ?? undefined)
    this.cache.set(site.id, key, body, mark, next)
    return { body, cached: false }
  }

  private itemQuery(
    collection: CollectionDef,
    query: OwnerItemsQuery | PublicItemsQuery,
    pageSize: number,
    visitor: boolean,
  ): ItemQuery {
    const fields = visitor ? collection.fields.filter((f) => f.public) : collection.fields
    const sortText = query.sort ?? (visitor ? '-published_at' : '-created_at')
    const desc = sortText.startsWith('-')
    const sortKey = desc ? sortText.slice(1) : sortText
    const result: ItemQuery = {
      collectionId: collection.id,
      page: query.page,
      pageSize,
      sort: { by: resolveField(sortKey, fields, true), desc },
      filters: query.filter.map((f: FilterInput): ItemFilter => ({
        field: resolveField(f.field, fields, false) as FieldDef | ItemTime,
        op: f.op,
        value: f.value,
      })),
      lang: query.lang ?? DEFAULT_LANG,
      publishedOnly: visitor,
    }
    if (query.search) result.search = query.search
    return result
  }
}

/** A field by id or name (ignoring case), or one of the item's times; `order` when sorting. */
function resolveField(
  key: number | string,
  fields: readonly FieldDef[],
  sorting: boolean,
): FieldDef | ItemTime | 'order' {
  if (typeof key === 'string' && (itemTimes as readonly string[]).includes(key))
    return key as ItemTime
  if (sorting && key === 'order') return 'order'
  const byId = typeof key === 'number' ? key : /^\d+$/.test(key) ? Number(key) : undefined
  const field =
    byId === undefined
      ? fields.find((f) => f.name.toLowerCase() === String(key).toLowerCase())
      : fields.find((f) => f.id === byId)
  if (!field) throw errors.CustomDataInvalidColumn(`No field ${key}`)
  return field
}
