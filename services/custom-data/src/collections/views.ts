import { z } from 'zod'
import { textIn } from './field-values.js'
import type { AssetAddress } from './asset-addresses.js'
import {
  ASSET_TYPES,
  collectionRuleTypes,
  fieldTypes,
  TEXT_TYPES,
  type FieldDef,
  type TextValue,
} from './fields.js'
import { itemStatuses, type ItemStatus } from './item-query.js'
import type {
  CollectionDef,
  Dependent,
  IncomingReference,
  StoredItem,
} from './collections.repository.js'

export const fieldView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(fieldTypes),
    validation_rules: z.array(
      z.object({ rule_type: z.enum(collectionRuleTypes), parameter: z.number().optional() }),
    ),
    choices: z.array(z.string()),
    target_collection_id: z.uuid().nullable(),
    source_field_id: z.number().int().nullable(),
    public: z.boolean(),
  })
  .meta({ id: 'CollectionField', description: "A collection's field; values are keyed by its id" })

export const collectionView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    item_count: z.number().int(),
    fields: z.array(fieldView),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Collection', description: 'A collection and its fields, in order' })
export type CollectionView = z.infer<typeof collectionView>

const fieldValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.record(z.string(), z.string()),
])

export const itemView = z
  .object({
    id: z.uuid(),
    /** Scheduled items whose time has come read Published. */
    status: z.enum(itemStatuses),
    publish_at: z.string().nullable(),
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** By field id; text fields by language (`*` is the default language). */
    values: z.record(z.string(), fieldValue),
  })
  .meta({ id: 'CollectionItem', description: 'An item of a collection, as its owner sees it' })
export type ItemView = z.infer<typeof itemView>

export const itemPageView = z.object({
  results: z.array(itemView),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  total: z.number().int(),
})

/** A picture or file of a published item: where it is served, and its size in pixels. */
export const publicAssetView = z
  .object({
    id: z.uuid(),
    /** Null when the asset is gone, or its address could not be asked just now. */
    url: z.string().nullable(),
    /** 0 when not known (not an image, or an SVG without a size). */
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'PublishedAsset' })
export type PublicAssetView = z.infer<typeof publicAssetView>

export const publicItemView = z
  .object({
    id: z.uuid(),
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /**
     * By field name, public fields only; text in the asked language; Image and File as an
     * asset, Gallery as a list of them.
     */
    values: z.record(
      z.string(),
      z.union([
        z.string(),
        z.number(),
        z.boolean(),
        z.array(z.string()),
        publicAssetView,
        z.array(publicAssetView),
      ]),
    ),
  })
  .meta({ id: 'PublishedCollectionItem', description: 'A published item, as visitors read it' })
export type PublicItemView = z.infer<typeof publicItemView>

export const publicPageView = z.object({
  results: z.array(publicItemView),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
})
export type PublicPageView = z.infer<typeof publicPageView>

export const dependentView = z.object({
  kind: z.enum(['reference_field', 'slug_source']),
  collection_id: z.uuid(),
  collection_name: z.string(),
  field_id: z.number().int(),
  field_name: z.string(),
})

export const incomingView = z.object({
  results: z.array(
    z.object({
      item_id: z.uuid(),
      collection_id: z.uuid(),
      collection_name: z.string(),
      field_id: z.number().int(),
      field_name: z.string(),
    }),
  ),
})

export const deletedView = z.object({ id: z.string(), deleted: z.literal(true) })
export const bulkView = z.object({ ids: z.array(z.uuid()) })

export const toFieldView = (f: FieldDef): z.infer<typeof fieldView> => ({
  id: f.id,
  name: f.name,
  type: f.type,
  validation_rules: f.rules,
  choices: f.choices,
  target_collection_id: f.target,
  source_field_id: f.source,
  public: f.public,
})

export const toCollectionView = (c: CollectionDef): CollectionView => ({
  id: c.id,
  name: c.name,
  item_count: c.itemCount,
  fields: c.fields.map(toFieldView),
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
})

export function effectiveStatus(item: StoredItem, now = Date.now()): ItemStatus {
  return item.status === 'Scheduled' && item.publishAt && item.publishAt.getTime() <= now
    ? 'Published'
    : item.status
}

export const toItemView = (item: StoredItem): ItemView => ({
  id: item.id,
  status: effectiveStatus(item),
  publish_at: item.publishAt?.toISOString() ?? null,
  published_at: item.publishedAt?.toISOString() ?? null,
  created_at: item.createdAt.toISOString(),
  updated_at: item.updatedAt.toISOString(),
  values: item.values,
})

/** What visitors see: public fields by name, each text in `lang` (else the default language). */
/** The asset ids of the public Image, File and Gallery values of `items`. */
export function publicAssetIds(
  items: readonly StoredItem[],
  fields: readonly FieldDef[],
): string[] {
  const ids = new Set<string>()
  for (const field of fields) {
    if (!field.public || !ASSET_TYPES.has(field.type)) continue
    for (const item of items) {
      const value = item.values[String(field.id)]
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'string') ids.add(id)
      }
    }
  }
  return [...ids]
}

export function toPublicItemView(
  item: StoredItem,
  fields: readonly FieldDef[],
  lang: string,
  assets: ReadonlyMap<string, AssetAddress>,
): PublicItemView {
  const asset = (id: string): PublicAssetView => {
    const found = assets.get(id)
    return { id, url: found?.url ?? null, width: found?.width ?? 0, height: found?.height ?? 0 }
  }
  const values: PublicItemView['values'] = {}
  for (const field of fields) {
    if (!field.public) continue
    const value = item.values[String(field.id)]
    if (value === undefined) continue
    if (TEXT_TYPES.has(field.type)) {
      const text = textIn(value as TextValue, lang)
      if (text !== undefined) values[field.name] = text
    } else if (ASSET_TYPES.has(field.type)) {
      values[field.name] = Array.isArray(value)
        ? value.map(String).map(asset)
        : asset(String(value))
    } else {
      values[field.name] = value as string | number | boolean | string[]
    }
  }
  return {
    id: item.id,
    published_at: item.publishedAt?.toISOString() ?? null,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
    values,
  }
}

export type { Dependent, IncomingReference }
