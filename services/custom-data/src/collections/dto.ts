import { safeText } from '@tessera/kit'
import { z } from 'zod'
import { collectionRuleTypes, fieldTypes, LANG } from './fields.js'
import { filterOps, itemStatuses, itemTimes } from './item-query.js'

/** Longest name accepted before the collection's own rules (1 to 100, 1 to 50) run. */
const name = safeText(1000)

export const ruleInput = z.object({
  rule_type: z.enum(collectionRuleTypes),
  parameter: z.number().optional(),
})

export const fieldInput = z
  .object({
    name,
    type: z.enum(fieldTypes),
    validation_rules: z.array(ruleInput).max(10).default([]),
    /** Option: the choices (1 to 200). */
    choices: z.array(safeText(1000)).max(1000).default([]),
    /** Reference and MultiReference: the collection (of the same site) they point into. */
    target_collection_id: z.uuid().optional(),
    /** Slug: the Plain text field it is generated from; the first one when not given. */
    source_field_id: z.number().int().positive().optional(),
    /** False: visitors (the read API) never see this field. */
    public: z.boolean().default(true),
  })
  .meta({ id: 'CollectionFieldInput' })
export type FieldInput = z.infer<typeof fieldInput>

export const createCollectionBody = z.object({
  name,
  fields: z.array(fieldInput).max(100).default([]),
})
export type CreateCollectionBody = z.infer<typeof createCollectionBody>

export const renameCollectionBody = z.object({ name })

/** A field's changes; its type and target stay what they were. */
export const modifyFieldBody = z.object({
  name: name.optional(),
  validation_rules: z.array(ruleInput).max(10).optional(),
  choices: z.array(safeText(1000)).max(1000).optional(),
  source_field_id: z.number().int().positive().nullable().optional(),
  public: z.boolean().optional(),
})
export type ModifyFieldBody = z.infer<typeof modifyFieldBody>

export const confirmQuery = z.object({
  confirm: z.enum(['true', 'false']).default('false'),
})

const instant = z.iso.datetime({ offset: true })

/** Values by field id; null (or empty) clears a field. Each is checked against its type. */
const valuesInput = z.record(z.string().regex(/^\d{1,9}$/), z.unknown())

export const createItemBody = z.object({
  status: z.enum(itemStatuses).default('Draft'),
  /** Scheduled: when the item becomes published. */
  publish_at: instant.optional(),
  values: valuesInput.default({}),
})
export type CreateItemBody = z.infer<typeof createItemBody>

export const updateItemBody = z.object({
  status: z.enum(itemStatuses).optional(),
  publish_at: instant.optional(),
  values: valuesInput.optional(),
})
export type UpdateItemBody = z.infer<typeof updateItemBody>

export const bulkBody = z.object({
  action: z.enum(['publish', 'unpublish', 'delete']),
  ids: z.array(z.uuid()).min(1).max(1000),
})
export type BulkBody = z.infer<typeof bulkBody>

const filterInput = z.object({
  /** A field's id or name, or created_at, updated_at, published_at. */
  field: z.union([z.number().int(), safeText(200)]),
  op: z.enum(filterOps),
  value: z.unknown().optional(),
})
export type FilterInput = z.infer<typeof filterInput>

/** `filter` is a JSON array of `{field, op, value}`, all of which must hold. */
const filterParam = z
  .string()
  .max(4000)
  .optional()
  .transform((text, ctx): FilterInput[] => {
    if (text === undefined || text === '') return []
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filter must be a JSON array' })
      return z.NEVER
    }
    const checked = z.array(filterInput).max(20).safeParse(parsed)
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', message: 'filter: a list of {field, op, value}' })
      return z.NEVER
    }
    return checked.data
  })

/** `sort`: a field's id or name, or a time; a leading `-` sorts descending. */
const sortParam = safeText(201).optional()

const listQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: sortParam,
  search: safeText(200).optional(),
  filter: filterParam,
  lang: z.string().regex(LANG).optional(),
}

/** The owner's table: pages of 25, 50 or 100 (50 unless told). */
export const ownerItemsQuery = z.object({
  ...listQuery,
  page_size: z.enum(['25', '50', '100']).default('50').transform(Number),
  status: z.enum(itemStatuses).optional(),
})
export type OwnerItemsQuery = z.infer<typeof ownerItemsQuery>

/** Visitors and developers: published items, 1 to 100 a page (25 unless told). */
export const publicItemsQuery = z.object({
  ...listQuery,
  page_size: z.coerce.number().int().min(1).max(100).default(25),
})
export type PublicItemsQuery = z.infer<typeof publicItemsQuery>

export { itemTimes }
