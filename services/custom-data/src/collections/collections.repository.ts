import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { commonErrors, isUniqueViolation } from '@tessera/kit'
import type { CollectionAllowance } from '@tessera/site-format'
import { DataSource, type EntityManager } from 'typeorm'
import { rows } from '../common/sql.js'
import { errors } from '../errors.js'
import { FieldError, referencesOf } from './field-values.js'
import {
  hasRule,
  type CollectionRule,
  type FieldDef,
  type FieldType,
  type ItemValues,
  type TextValue,
} from './fields.js'
import { searchText, sortKeys, uniqueKeysOf } from './item-keys.js'
import {
  IS_PUBLISHED,
  itemPageSql,
  type ItemQuery,
  type ItemStatus,
  type PageMark,
} from './item-query.js'
import type { ValueContext } from './field-values.js'

export interface CollectionDef {
  id: string
  siteId: string
  name: string
  itemCount: number
  /** By position. */
  fields: FieldDef[]
  createdAt: Date
  updatedAt: Date
}

export interface NewField {
  name: string
  type: FieldType
  rules: CollectionRule[]
  choices: string[]
  target: string | null
  source: number | null
  public: boolean
}

export interface StoredItem {
  id: string
  status: ItemStatus
  publishAt: Date | null
  publishedAt: Date | null
  values: ItemValues
  createdAt: Date
  updatedAt: Date
}

/** Something that refers to a collection or a field, which deleting it would leave dangling. */
export interface Dependent {
  kind: 'reference_field' | 'slug_source'
  collection_id: string
  collection_name: string
  field_id: number
  field_name: string
}

/** An item's incoming reference: which item, in which collection, through which field. */
export interface IncomingReference {
  item_id: string
  collection_id: string
  collection_name: string
  field_id: number
  field_name: string
}

interface CollectionRow {
  id: string
  site_id: string
  name: string
  item_count: number
  created_at: Date
  updated_at: Date
  fields: Array<{
    id: number
    name: string
    type: FieldType
    position: number
    rules: CollectionRule[]
    choices: string[]
    target_id: string | null
    source_id: number | null
    public: boolean
  }>
}

interface ItemRow {
  id: string
  status: ItemStatus
  publish_at: Date | string | null
  published_at: Date | string | null
  values: ItemValues
  created_at: Date | string
  updated_at: Date | string
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value))

const toItem = (r: ItemRow): StoredItem => ({
  id: r.id,
  status: r.status,
  publishAt: r.publish_at === null ? null : date(r.publish_at),
  publishedAt: r.published_at === null ? null : date(r.published_at),
  values: r.values,
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
})

const toCollection = (r: CollectionRow): CollectionDef => ({
  id: r.id,
  siteId: r.site_id,
  name: r.name,
  itemCount: r.item_count,
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
  fields: r.fields.map((f) => ({
    id: f.id,
    name: f.name,
    type: f.type,
    position: f.position,
    rules: f.rules,
    choices: f.choices,
    target: f.target_id,
    source: f.source_id,
    public: f.public,
  })),
})

const COLLECTION_SELECT = `SELECT c.*,
  COALESCE((SELECT json_agg(f ORDER BY f.position, f.id) FROM custom_data.collection_fields f
            WHERE f.collection_id = c.id), '[]') AS fields
  FROM custom_data.collections c`

const ITEM_COLUMNS = `id, status, publish_at, published_at, "values", created_at, updated_at`

export function collectionNameExists(name: string) {
  return errors.CollectionNameExists(`A collection named ${name} exists`)
}

export function fieldNameExists(name: string) {
  return errors.CollectionFieldNameExists(`A field named ${name} exists`)
}

export function usageExceeded(what: 'collections' | 'items', limit: number) {
  return errors.CollectionUsageExceeded(
    `The site's plan allows ${limit} ${what === 'collections' ? 'collections' : 'collection items'}: upgrade the plan or delete some`,
  )
}

@Injectable()
export class CollectionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(siteId: string): Promise<CollectionDef[]> {
    const found = await rows<CollectionRow>(
      this.dataSource.manager,
      `${COLLECTION_SELECT} WHERE c.site_id = $1 ORDER BY c.created_at, c.name`,
      [siteId],
    )
    return found.map(toCollection)
  }

  /** By id, or by name (ignoring case) when `byName`; `lock` holds the row to the end. */
  async find(
    siteId: string,
    key: string,
    options: { byName?: boolean; lock?: boolean; db?: EntityManager } = {},
  ): Promise<CollectionDef | undefined> {
    const where = options.byName ? `lower(c.name) = lower($2)` : `c.id = $2`
    const [found] = await rows<CollectionRow>(
      options.db ?? this.dataSource.manager,
      `${COLLECTION_SELECT} WHERE c.site_id = $1 AND ${where}${options.lock ? ' FOR UPDATE OF c' : ''}`,
      [siteId, key],
    )
    return found && toCollection(found)
  }

  /** The collections of a site by id (reference targets), read inside `db`. */
  private async byIds(db: EntityManager, ids: string[]): Promise<Map<string, CollectionDef>> {
    const found = await rows<CollectionRow>(db, `${COLLECTION_SELECT} WHERE c.id = ANY($1)`, [ids])
    return new Map(found.map((r) => [r.id, toCollection(r)]))
  }

  async create(
    siteId: string,
    name: string,
    fields: NewField[],
    allowance: CollectionAllowance,
  ): Promise<CollectionDef> {
    return this.dataSource.transaction(async (db) => {
      await db.query(
        `INSERT INTO custom_data.site_usage (site_id) VALUES ($1) ON CONFLICT (site_id) DO NOTHING`,
        [siteId],
      )
      const [usage] = await rows<{ collections: number }>(
        db,
        `SELECT collections FROM custom_data.site_usage WHERE site_id = $1 FOR UPDATE`,
        [siteId],
      )
      if (usage!.collections >= allowance.collections)
        throw usageExceeded('collections', allowance.collections)
      let id: string
      try {
        const [created] = await rows<{ id: string }>(
          db,
          `INSERT INTO custom_data.collections (site_id, name, next_field_id)
           VALUES ($1, $2, $3) RETURNING id`,
          [siteId, name, fields.length + 1],
        )
        id = created!.id
      } catch (error) {
        if (isUniqueViolation(error, 'collections_site_name_key')) throw collectionNameExists(name)
        throw error
      }
      for (const [i, field] of fields.entries()) await this.insertField(db, id, i + 1, i, field)
      await db.query(
        `UPDATE custom_data.site_usage SET collections = collections + 1 WHERE site_id = $1`,
        [siteId],
      )
      return (await this.find(siteId, id, { db }))!
    })
  }

  private async insertField(
    db: EntityManager,
    collectionId: string,
    id: number,
    position: number,
    field: NewField,
  ): Promise<void> {
    try {
      await db.query(
        `INSERT INTO custom_data.collection_fields
           (collection_id, id, name, type, position, rules, choices, target_id, source_id, public)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          collectionId,
          id,
          field.name,
          field.type,
          position,
          JSON.stringify(field.rules),
          JSON.stringify(field.choices),
          field.target,
          field.source,
          field.public,
        ],
      )
    } catch (error) {
      if (isUniqueViolation(error, 'collection_fields_name_key')) throw fieldNameExists(field.name)
      throw error
    }
  }

  async rename(siteId: string, id: string, name: string): Promise<CollectionDef | undefined> {
    try {
      const changed = await rows<{ id: string }>(
        this.dataSource.manager,
        `UPDATE custom_data.collections SET name = $3, updated_at = now()
         WHERE site_id = $1 AND id = $2 RETURNING id`,
        [siteId, id, name],
      )
      if (changed.length === 0) return undefined
    } catch (error) {
      if (isUniqueViolation(error, 'collections_site_name_key')) throw collectionNameExists(name)
      throw error
    }
    return this.find(siteId, id)
  }

  /** Reference fields of other collections that point at this one. */
  async dependentsOfCollection(
    collectionId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<Dependent[]> {
    return rows<Dependent>(
      db,
      `SELECT 'reference_field' AS kind, c.id AS collection_id, c.name AS collection_name,
              f.id AS field_id, f.name AS field_name
       FROM custom_data.collection_fields f JOIN custom_data.collections c ON c.id = f.collection_id
       WHERE f.target_id = $1 AND f.collection_id <> $1 ORDER BY c.name, f.position`,
      [collectionId],
    )
  }

  /**
   * Deletes the collection with its fields and items. The reference fields of other
   * collections that point at it go too, and their values with them: nothing is left dangling.
   */
  async remove(siteId: string, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const collection = await this.find(siteId, id, { db, lock: true })
      if (!collection) return false
      for (const dependent of await this.dependentsOfCollection(id, db)) {
        await this.dropField(db, dependent.collection_id, dependent.field_id)
      }
      await db.query(`DELETE FROM custom_data.collections WHERE id = $1`, [id])
      await db.query(
        `UPDATE custom_data.site_usage SET collections = GREATEST(collections - 1, 0),
           collection_items = GREATEST(collection_items - $2, 0) WHERE site_id = $1`,
        [siteId, collection.itemCount],
      )
      return true
    })
  }

  /** Removes a field and every value of it (its keys and references go by cascade). */
  private async dropField(db: EntityManager, collectionId: string, fieldId: number): Promise<void> {
    await db.query(
      `UPDATE custom_data.collection_items SET "values" = "values" - $2::text, updated_at = now()
       WHERE collection_id = $1 AND "values" ? $2::text`,
      [collectionId, String(fieldId)],
    )
    await db.query(
      `UPDATE custom_data.collection_fields SET source_id = NULL
       WHERE collection_id = $1 AND source_id = $2`,
      [collectionId, fieldId],
    )
    await db.query(
      `DELETE FROM custom_data.collection_fields WHERE collection_id = $1 AND id = $2`,
      [collectionId, fieldId],
    )
    await db.query(`UPDATE custom_data.collections SET updated_at = now() WHERE id = $1`, [
      collectionId,
    ])
  }

  async addField(siteId: string, collectionId: string, field: NewField): Promise<CollectionDef> {
    return this.dataSource.transaction(async (db) => {
      const collection = await this.find(siteId, collectionId, { db, lock: true })
      if (!collection) throw unknownCollection()
      const [next] = await rows<{ next_field_id: number }>(
        db,
        `UPDATE custom_data.collections SET next_field_id = next_field_id + 1, updated_at = now()
         WHERE id = $1 RETURNING next_field_id - 1 AS next_field_id`,
        [collectionId],
      )
      const id = next!.next_field_id
      const position = Math.max(-1, ...collection.fields.map((f) => f.position)) + 1
      await this.insertField(db, collectionId, id, position, field)
      // Every item has a (still empty) key for every field, so sorting on it keeps them all.
      await db.query(
        `INSERT INTO custom_data.collection_sort_keys (item_id, collection_id, field_id)
         SELECT id, collection_id, $2 FROM custom_data.collection_items WHERE collection_id = $1`,
        [collectionId, id],
      )
      return (await this.find(siteId, collectionId, { db }))!
    })
  }

  /**
   * Renames a field or changes its rules, choices, source or visibility. Turning Unique on
   * builds the keys from the items in the same transaction (a duplicate: CustomDataUniqueFail).
   */
  async modifyField(
    siteId: string,
    collectionId: string,
    fieldId: number,
    change: Omit<NewField, 'type' | 'target'>,
  ): Promise<CollectionDef> {
    return this.dataSource.transaction(async (db) => {
      const collection = await this.find(siteId, collectionId, { db, lock: true })
      if (!collection) throw unknownCollection()
      const field = collection.fields.find((f) => f.id === fieldId)
      if (!field) throw unknownField(fieldId)
      if (field.type === 'Option') {
        const dropped = field.choices.filter((c) => !change.choices.includes(c))
        if (dropped.length > 0) {
          const [used] = await rows<{ n: number }>(
            db,
            `SELECT count(*)::int AS n FROM custom_data.collection_items
             WHERE collection_id = $1 AND "values"->>$2::text = ANY($3)`,
            [collectionId, String(fieldId), dropped],
          )
          if (used!.n > 0)
            throw errors.CollectionFieldInvalid(
              `${used!.n} items use a choice that would be removed: change them first`,
            )
        }
      }
      try {
        await db.query(
          `UPDATE custom_data.collection_fields
           SET name = $3, rules = $4, choices = $5, source_id = $6, public = $7
           WHERE collection_id = $1 AND id = $2`,
          [
            collectionId,
            fieldId,
            change.name,
            JSON.stringify(change.rules),
            JSON.stringify(change.choices),
            change.source,
            change.public,
          ],
        )
      } catch (error) {
        if (isUniqueViolation(error, 'collection_fields_name_key'))
          throw fieldNameExists(change.name)
        throw error
      }
      const wasUnique = field.type !== 'Slug' && hasRule(field, 'Unique')
      const isUnique = field.type !== 'Slug' && change.rules.some((r) => r.rule_type === 'Unique')
      if (wasUnique && !isUnique) {
        await db.query(
          `DELETE FROM custom_data.collection_unique_keys WHERE collection_id = $1 AND field_id = $2`,
          [collectionId, fieldId],
        )
      } else if (!wasUnique && isUnique) {
        const changed = { ...field, rules: change.rules }
        let after = '0'
        for (;;) {
          const batch = await rows<{ id: string; seq: string; values: ItemValues }>(
            db,
            `SELECT id, seq, "values" FROM custom_data.collection_items
             WHERE collection_id = $1 AND seq > $2 ORDER BY seq LIMIT 1000`,
            [collectionId, after],
          )
          if (batch.length === 0) break
          after = batch[batch.length - 1]!.seq
          for (const item of batch)
            await this.insertUniqueKeys(db, collectionId, item.id, item.values, [changed])
        }
      }
      await db.query(`UPDATE custom_data.collections SET updated_at = now() WHERE id = $1`, [
        collectionId,
      ])
      return (await this.find(siteId, collectionId, { db }))!
    })
  }

  /** Slug fields generated from this field. */
  dependentsOfField(collection: CollectionDef, fieldId: number): Dependent[] {
    return collection.fields
      .filter((f) => f.type === 'Slug' && f.source === fieldId)
      .map((f) => ({
        kind: 'slug_source' as const,
        collection_id: collection.id,
        collection_name: collection.name,
        field_id: f.id,
        field_name: f.name,
      }))
  }

  async removeField(siteId: string, collectionId: string, fieldId: number): Promise<CollectionDef> {
    return this.dataSource.transaction(async (db) => {
      const collection = await this.find(siteId, collectionId, { db, lock: true })
      if (!collection) throw unknownCollection()
      if (!collection.fields.some((f) => f.id === fieldId)) throw unknownField(fieldId)
      await this.dropField(db, collectionId, fieldId)
      return (await this.find(siteId, collectionId, { db }))!
    })
  }

  private async insertUniqueKeys(
    db: EntityManager,
    collectionId: string,
    itemId: string,
    values: ItemValues,
    fields: readonly FieldDef[],
  ): Promise<void> {
    // One field at a time, so a duplicate names its field.
    for (const key of uniqueKeysOf(values, fields)) {
      try {
        await db.query(
          `INSERT INTO custom_data.collection_unique_keys
             (collection_id, field_id, lang, value_hash, item_id) VALUES ($1, $2, $3, $4, $5)`,
          [collectionId, key.field.id, key.lang, key.hash, itemId],
        )
      } catch (error) {
        if (isUniqueViolation(error, 'collection_unique_keys_pkey')) {
          const where = key.lang === '*' ? '' : ` in ${key.lang}`
          throw new FieldError(
            'CustomDataUniqueFail',
            `${key.field.name}: another item has this value${where}`,
            key.field,
            'Unique',
          )
        }
        throw error
      }
    }
  }

  /**
   * The item's sort keys, unique keys and references, replaced. A reference to an item that
   * is not in the field's collection is refused naming the field.
   */
  private async writeKeys(
    db: EntityManager,
    collection: CollectionDef,
    itemId: string,
    values: ItemValues,
    fresh: boolean,
  ): Promise<void> {
    if (!fresh) {
      await db.query(`DELETE FROM custom_data.collection_sort_keys WHERE item_id = $1`, [itemId])
      await db.query(`DELETE FROM custom_data.collection_unique_keys WHERE item_id = $1`, [itemId])
      await db.query(`DELETE FROM custom_data.collection_refs WHERE item_id = $1`, [itemId])
    }
    const keys = sortKeys(values, collection.fields)
    if (keys.length > 0) {
      await db.query(
        `INSERT INTO custom_data.collection_sort_keys (item_id, collection_id, field_id, n, t)
         SELECT $1, $2, f, n, t FROM unnest($3::int[], $4::float8[], $5::text[]) AS u(f, n, t)`,
        [
          itemId,
          collection.id,
          keys.map((k) => k.fieldId),
          keys.map((k) => k.n),
          keys.map((k) => k.t),
        ],
      )
    }
    await this.insertUniqueKeys(db, collection.id, itemId, values, collection.fields)
    for (const { field, ids } of referencesOf(values, collection.fields)) {
      const inserted = await rows<{ target_id: string }>(
        db,
        `INSERT INTO custom_data.collection_refs (item_id, collection_id, field_id, target_id)
         SELECT $1, $2, $3, t.id FROM custom_data.collection_items t
         WHERE t.id = ANY($4::uuid[]) AND t.collection_id = $5
         RETURNING target_id`,
        [itemId, collection.id, field.id, ids, field.target],
      )
      if (inserted.length !== ids.length) {
        const missing = ids.filter((id) => !inserted.some((r) => r.target_id === id))
        throw new FieldError(
          'InvalidFormData',
          `${field.name}: no item ${missing.join(', ')} in the referenced collection`,
          field,
          'Type',
        )
      }
    }
  }

  async insertItem(
    collection: CollectionDef,
    item: { status: ItemStatus; publishAt: Date | null; values: ItemValues },
    allowance: CollectionAllowance,
  ): Promise<StoredItem> {
    return this.dataSource.transaction(async (db) => {
      const [row] = await rows<ItemRow>(
        db,
        `INSERT INTO custom_data.collection_items
           (collection_id, status, publish_at, published_at, "values", search)
         VALUES ($1, $2, $3, ${publishedAtSql('$2', '$3', 'NULL')}, $4, $5)
         RETURNING ${ITEM_COLUMNS}`,
        [
          collection.id,
          item.status,
          item.publishAt,
          JSON.stringify(item.values),
          searchText(item.values, collection.fields),
        ],
      )
      const stored = toItem(row!)
      await this.writeKeys(db, collection, stored.id, item.values, true)
      const [counted] = await rows<{ item_count: number }>(
        db,
        `UPDATE custom_data.collections SET item_count = item_count + 1 WHERE id = $1
         RETURNING item_count`,
        [collection.id],
      )
      if (!counted) throw unknownCollection()
      await this.countItems(db, collection.siteId, 1, allowance)
      return stored
    })
  }

  /** Adds to the site's item count last (its lock is the last every write takes). */
  private async countItems(
    db: EntityManager,
    siteId: string,
    delta: number,
    allowance?: CollectionAllowance,
  ): Promise<void> {
    const [usage] = await rows<{ collection_items: number }>(
      db,
      `INSERT INTO custom_data.site_usage (site_id, collection_items) VALUES ($1, GREATEST($2, 0))
       ON CONFLICT (site_id) DO UPDATE
         SET collection_items = GREATEST(site_usage.collection_items + $2, 0)
       RETURNING collection_items`,
      [siteId, delta],
    )
    if (allowance && delta > 0 && usage!.collection_items > allowance.items)
      throw usageExceeded('items', allowance.items)
  }

  /**
   * Changes an item: `change(old)` gives its new values and status inside the transaction
   * (and may refuse them); its keys and references are rewritten with it.
   */
  async updateItem(
    collection: CollectionDef,
    itemId: string,
    change: (old: StoredItem) => {
      status: ItemStatus
      publishAt: Date | null
      values: ItemValues
    },
  ): Promise<StoredItem | undefined> {
    return this.dataSource.transaction(async (db) => {
      const [found] = await rows<ItemRow>(
        db,
        `SELECT ${ITEM_COLUMNS} FROM custom_data.collection_items
         WHERE id = $1 AND collection_id = $2 FOR UPDATE`,
        [itemId, collection.id],
      )
      if (!found) return undefined
      const next = change(toItem(found))
      const [row] = await rows<ItemRow>(
        db,
        `UPDATE custom_data.collection_items
         SET status = $2, publish_at = $3, published_at = ${publishedAtSql('$2', '$3', 'published_at')},
             "values" = $4, search = $5, updated_at = now()
         WHERE id = $1 RETURNING ${ITEM_COLUMNS}`,
        [
          itemId,
          next.status,
          next.publishAt,
          JSON.stringify(next.values),
          searchText(next.values, collection.fields),
        ],
      )
      await this.writeKeys(db, collection, itemId, next.values, false)
      return toItem(row!)
    })
  }

  /** Publishes, schedules or unpublishes several items at once; answers the ids changed. */
  async setStatus(
    collection: CollectionDef,
    ids: string[],
    status: ItemStatus,
    publishAt: Date | null,
  ): Promise<string[]> {
    const changed = await rows<{ id: string }>(
      this.dataSource.manager,
      `UPDATE custom_data.collection_items
       SET status = $3, publish_at = $4, published_at = ${publishedAtSql('$3', '$4', 'published_at')},
           updated_at = now()
       WHERE collection_id = $1 AND id = ANY($2::uuid[]) RETURNING id`,
      [collection.id, ids, status, publishAt],
    )
    return changed.map((r) => r.id)
  }

  /**
   * Deletes items. Every reference to them from other items is taken out of those items'
   * values first (in any collection of the site), so nothing is left dangling.
   */
  async deleteItems(collection: CollectionDef, ids: string[]): Promise<string[]> {
    return this.dataSource.transaction(async (db) => {
      const referring = await rows<{ item_id: string; collection_id: string }>(
        db,
        `SELECT DISTINCT r.item_id, r.collection_id FROM custom_data.collection_refs r
         WHERE r.target_id = ANY($1::uuid[]) AND NOT (r.item_id = ANY($1::uuid[]))`,
        [ids],
      )
      const gone = new Set(ids.map((id) => id.toLowerCase()))
      const collections = await this.byIds(db, [...new Set(referring.map((r) => r.collection_id))])
      for (const { item_id, collection_id } of referring) {
        const owner = collections.get(collection_id)!
        const [item] = await rows<{ values: ItemValues }>(
          db,
          `SELECT "values" FROM custom_data.collection_items WHERE id = $1 FOR UPDATE`,
          [item_id],
        )
        const values = { ...item!.values }
        for (const field of owner.fields) {
          const key = String(field.id)
          const value = values[key]
          if (field.type === 'Reference' && typeof value === 'string' && gone.has(value))
            delete values[key]
          if (field.type === 'MultiReference' && Array.isArray(value)) {
            const kept = value.filter((id) => !gone.has(id))
            if (kept.length === 0) delete values[key]
            else values[key] = kept
          }
        }
        await db.query(
          `UPDATE custom_data.collection_items SET "values" = $2, updated_at = now() WHERE id = $1`,
          [item_id, JSON.stringify(values)],
        )
        await this.writeKeys(db, owner, item_id, values, false)
      }
      const deleted = await rows<{ id: string }>(
        db,
        `DELETE FROM custom_data.collection_items WHERE collection_id = $1 AND id = ANY($2::uuid[])
         RETURNING id`,
        [collection.id, ids],
      )
      if (deleted.length > 0) {
        await db.query(
          `UPDATE custom_data.collections SET item_count = GREATEST(item_count - $2, 0) WHERE id = $1`,
          [collection.id, deleted.length],
        )
        await this.countItems(db, collection.siteId, -deleted.length)
      }
      return deleted.map((r) => r.id)
    })
  }

  async getItem(collectionId: string, itemId: string): Promise<StoredItem | undefined> {
    const [found] = await rows<ItemRow>(
      this.dataSource.manager,
      `SELECT ${ITEM_COLUMNS} FROM custom_data.collection_items WHERE id = $1 AND collection_id = $2`,
      [itemId, collectionId],
    )
    return found && toItem(found)
  }

  /**
   * A page of items, whether more follow, and where the page ended when more do (for the next
   * page's read).
   */
  async page(
    query: ItemQuery,
    ctx: ValueContext,
  ): Promise<{ items: StoredItem[]; hasMore: boolean; end?: PageMark }> {
    const built = itemPageSql(query, ctx)
    const db = this.dataSource.manager
    const found = await rows<ItemRow & { sort_key: string | null; sort_id: string }>(
      db,
      built.sql,
      built.params,
    )
    const hasMore = found.length > query.pageSize
    const shown = found.slice(0, query.pageSize)
    const items = shown.map(toItem)
    const last = shown.at(-1)
    const end =
      hasMore && last
        ? {
            skipped: (query.page - 1) * query.pageSize + (query.offset ?? 0) + shown.length,
            key: last.sort_key,
            id: last.sort_id,
          }
        : undefined
    return { items, hasMore, ...(end ? { end } : {}) }
  }

  /** How many items match a query in all. */
  async count(query: ItemQuery, ctx: ValueContext): Promise<number> {
    const built = itemPageSql(query, ctx)
    const [counted] = await rows<{ total: number }>(
      this.dataSource.manager,
      built.countSql,
      built.countParams,
    )
    return counted!.total
  }

  /** Items (of any collection of the site) that refer to this one, and through which field. */
  async incoming(itemId: string): Promise<IncomingReference[]> {
    return rows<IncomingReference>(
      this.dataSource.manager,
      `SELECT r.item_id, r.collection_id, c.name AS collection_name, r.field_id, f.name AS field_name
       FROM custom_data.collection_refs r
       JOIN custom_data.collection_fields f ON f.collection_id = r.collection_id AND f.id = r.field_id
       JOIN custom_data.collections c ON c.id = r.collection_id
       WHERE r.target_id = $1 ORDER BY c.name, f.position, r.item_id LIMIT 1000`,
      [itemId],
    )
  }

  /** The next items after `afterSeq` in the order they were added, for a streamed export. */
  async itemsAfter(
    collectionId: string,
    afterSeq: string,
    limit: number,
  ): Promise<Array<StoredItem & { seq: string }>> {
    const found = await rows<ItemRow & { seq: string }>(
      this.dataSource.manager,
      `SELECT ${ITEM_COLUMNS}, seq FROM custom_data.collection_items
       WHERE collection_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [collectionId, afterSeq, limit],
    )
    return found.map((r) => ({ ...toItem(r), seq: r.seq }))
  }

  /** The languages each text field's values have, by field id. */
  async textLanguages(collectionId: string): Promise<Map<number, string[]>> {
    const found = await rows<{ field_id: number; langs: string[] }>(
      this.dataSource.manager,
      `SELECT f.id AS field_id, array_agg(DISTINCT l ORDER BY l) AS langs
       FROM custom_data.collection_fields f
       JOIN custom_data.collection_items i ON i.collection_id = f.collection_id
       CROSS JOIN LATERAL jsonb_object_keys(
         CASE WHEN jsonb_typeof(i."values"->f.id::text) = 'object'
              THEN i."values"->f.id::text ELSE '{}'::jsonb END) AS l
       WHERE f.collection_id = $1 AND f.type IN ('PlainText', 'RichText', 'Slug')
       GROUP BY f.id`,
      [collectionId],
    )
    return new Map(found.map((r) => [r.field_id, r.langs]))
  }

  /** When the next scheduled item of the collection goes live, if one is waiting. */
  async nextScheduled(collectionId: string): Promise<Date | undefined> {
    const [found] = await rows<{ at: Date | string | null }>(
      this.dataSource.manager,
      `SELECT min(publish_at) AS at FROM custom_data.collection_items
       WHERE collection_id = $1 AND status = 'Scheduled' AND publish_at > now()`,
      [collectionId],
    )
    return found?.at ? date(found.at) : undefined
  }

  /**
   * The item holding a slug in the collection, in the first of `langs` that has it; published
   * items only unless `drafts`.
   */
  async itemBySlug(
    collectionId: string,
    fieldId: number,
    langs: readonly string[],
    hash: Buffer,
    drafts: boolean,
  ): Promise<StoredItem | undefined> {
    const found = await rows<ItemRow>(
      this.dataSource.manager,
      `SELECT ${ITEM_COLUMNS.split(', ')
        .map((c) => `i.${c}`)
        .join(', ')}
       FROM custom_data.collection_unique_keys k
       JOIN custom_data.collection_items i ON i.id = k.item_id
       WHERE k.collection_id = $1 AND k.field_id = $2 AND k.lang = ANY($3) AND k.value_hash = $4
       ${drafts ? '' : `AND ${IS_PUBLISHED}`}
       ORDER BY array_position($3, k.lang) LIMIT 1`,
      [collectionId, fieldId, langs, hash],
    )
    return found[0] && toItem(found[0])
  }

  /** Items by id, of the site's collections only, each with its collection's id. */
  async itemsOfSite(
    siteId: string,
    ids: readonly string[],
    drafts: boolean,
  ): Promise<Array<StoredItem & { collectionId: string }>> {
    if (ids.length === 0) return []
    const found = await rows<ItemRow & { collection_id: string }>(
      this.dataSource.manager,
      `SELECT ${ITEM_COLUMNS.split(', ')
        .map((c) => `i.${c}`)
        .join(', ')}, i.collection_id
       FROM custom_data.collection_items i
       JOIN custom_data.collections c ON c.id = i.collection_id
       WHERE i.id = ANY($1::uuid[]) AND c.site_id = $2 ${drafts ? '' : `AND ${IS_PUBLISHED}`}`,
      [ids, siteId],
    )
    return found.map((r) => ({ ...toItem(r), collectionId: r.collection_id }))
  }

  /** Every published item's values of a slug field, in the order items were added. */
  async publishedSlugs(
    collectionId: string,
    fieldId: number,
    limit: number,
  ): Promise<Array<{ slugs: TextValue; updatedAt: Date }>> {
    const found = await rows<{ slugs: TextValue | null; updated_at: Date | string }>(
      this.dataSource.manager,
      `SELECT i."values"->$2::text AS slugs, i.updated_at FROM custom_data.collection_items i
       WHERE i.collection_id = $1 AND ${IS_PUBLISHED} AND i."values" ? $2::text
       ORDER BY i.seq LIMIT $3`,
      [collectionId, String(fieldId), limit],
    )
    return found.flatMap((r) =>
      r.slugs && typeof r.slugs === 'object'
        ? [{ slugs: r.slugs, updatedAt: date(r.updated_at) }]
        : [],
    )
  }

  /** Whether a slug is free in the collection for a language (another item may not hold it). */
  async slugFree(
    collectionId: string,
    field: FieldDef,
    lang: string,
    hash: Buffer,
    exceptItem: string | undefined,
  ): Promise<boolean> {
    const found = await rows<{ item_id: string }>(
      this.dataSource.manager,
      `SELECT item_id FROM custom_data.collection_unique_keys
       WHERE collection_id = $1 AND field_id = $2 AND lang = $3 AND value_hash = $4`,
      [collectionId, field.id, lang, hash],
    )
    return found.every((r) => r.item_id === exceptItem)
  }
}

/**
 * `published_at` after a write: now when an item becomes published, its time when scheduled,
 * none for a draft; unchanged when it stays published.
 */
function publishedAtSql(status: string, publishAt: string, current: string): string {
  return `CASE WHEN ${status} = 'Draft' THEN NULL
    WHEN ${status} = 'Scheduled' THEN ${publishAt}::timestamptz
    WHEN ${current} IS NOT NULL AND ${current} <= now() THEN ${current}
    ELSE now() END`
}

export function unknownCollection() {
  return commonErrors.NotFound('No such collection')
}

export function unknownField(id: number) {
  return errors.CustomDataInvalidColumn(`No field with id ${id}`)
}
