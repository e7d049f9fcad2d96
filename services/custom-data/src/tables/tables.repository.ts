import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { ApiError, commonErrors, isUniqueViolation } from '@tessera/kit'
import type { CustomDataAllowance } from '@tessera/site-format'
import { DataSource, type EntityManager } from 'typeorm'
import { rows } from '../common/sql.js'
import { uniqueHash, type ColumnRules } from '../rows/row-rules.js'
import { lockUsage, usageExceeded } from '../usage/usage.repository.js'
import type { StoredRule } from './column.entity.js'
import type { EventInput } from './dto.js'
import type { EventTrigger } from './table-event.entity.js'
import { errors } from '../errors.js'

export interface ColumnDef extends ColumnRules {
  position: number
  dataType: string
}

export interface EventDef {
  eventType: 'EmailRow'
  trigger: EventTrigger
  recipients: string[]
  locale: 'en' | 'zh-tw'
}

/** A table with its columns (by position) and events. */
export interface TableDef {
  id: string
  siteId: string
  name: string
  visitorReadable: boolean
  rowCount: number
  columns: ColumnDef[]
  events: EventDef[]
}

export interface NewColumn {
  name: string
  defaultValue: string | null
  dataType: string
  rules: StoredRule[]
}

interface TableRow {
  id: string
  site_id: string
  name: string
  visitor_readable: boolean
  row_count: number
}

interface ColumnRow {
  table_id: string
  key: number
  name: string
  position: number
  default_value: string | null
  data_type: string
  rules: StoredRule[]
}

interface EventRow {
  table_id: string
  event_type: 'EmailRow'
  trigger: EventTrigger
  recipients: string[]
  locale: 'en' | 'zh-tw'
}

export function tableNameExists(name: string): ApiError {
  return errors.CustomTableNameExists(`A table named ${name} exists`)
}

export function columnNameExists(name: string): ApiError {
  return errors.CustomColumnNameExists(`A column named ${name} exists`)
}

export function uniqueFail(): ApiError {
  return errors.CustomDataUniqueFail()
}

@Injectable()
export class TablesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  private async load(db: EntityManager, found: TableRow[]): Promise<TableDef[]> {
    if (found.length === 0) return []
    const ids = found.map((t) => t.id)
    // One after the other: inside a transaction both run on the same connection.
    const columns = await rows<ColumnRow>(
      db,
      `SELECT * FROM custom_data.columns WHERE table_id = ANY($1) ORDER BY position, key`,
      [ids],
    )
    const events = await rows<EventRow>(
      db,
      `SELECT * FROM custom_data.events WHERE table_id = ANY($1) ORDER BY position`,
      [ids],
    )
    return found.map((t) => toTableDef(t, columns, events))
  }

  async list(siteId: string): Promise<TableDef[]> {
    const db = this.dataSource.manager
    return this.load(
      db,
      await rows<TableRow>(
        db,
        `SELECT * FROM custom_data.tables WHERE site_id = $1 ORDER BY created_at, name`,
        [siteId],
      ),
    )
  }

  /**
   * The table by name, with its columns and events in one round trip (every visitor's post
   * reads it); `lock` holds the table row until the transaction ends.
   */
  async find(
    siteId: string,
    name: string,
    db: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<TableDef | undefined> {
    const [found] = await rows<TableRow & { columns: ColumnRow[]; events: EventRow[] }>(
      db,
      `SELECT t.*,
         COALESCE((SELECT json_agg(c ORDER BY c.position, c.key) FROM custom_data.columns c
                   WHERE c.table_id = t.id), '[]') AS columns,
         COALESCE((SELECT json_agg(e ORDER BY e.position) FROM custom_data.events e
                   WHERE e.table_id = t.id), '[]') AS events
       FROM custom_data.tables t WHERE t.site_id = $1 AND t.name = $2${lock ? ' FOR UPDATE OF t' : ''}`,
      [siteId, name],
    )
    return found && toTableDef(found, found.columns, found.events)
  }

  async create(
    siteId: string,
    input: { name: string; columns: NewColumn[]; events: EventInput[]; visitorReadable: boolean },
    allowance: CustomDataAllowance,
  ): Promise<TableDef> {
    return this.dataSource.transaction(async (db) => {
      const usage = await lockUsage(db, siteId)
      if (usage.tables >= allowance.tables) throw usageExceeded()
      let id: string
      try {
        const [created] = await rows<{ id: string }>(
          db,
          `INSERT INTO custom_data.tables (site_id, name, visitor_readable, next_column_key)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [siteId, input.name, input.visitorReadable, input.columns.length + 1],
        )
        id = created!.id
      } catch (error) {
        if (isUniqueViolation(error, 'tables_site_name_key')) throw tableNameExists(input.name)
        throw error
      }
      await this.insertColumns(db, id, input.columns, 1, 0)
      await this.replaceEvents(db, id, input.events)
      await db.query(`UPDATE custom_data.site_usage SET tables = tables + 1 WHERE site_id = $1`, [
        siteId,
      ])
      return (await this.find(siteId, input.name, db))!
    })
  }

  private async insertColumns(
    db: EntityManager,
    tableId: string,
    columns: NewColumn[],
    firstKey: number,
    firstPosition: number,
  ): Promise<void> {
    for (const [i, column] of columns.entries()) {
      try {
        await db.query(
          `INSERT INTO custom_data.columns (table_id, key, name, position, default_value, data_type, rules)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            tableId,
            firstKey + i,
            column.name,
            firstPosition + i,
            column.defaultValue,
            column.dataType,
            JSON.stringify(column.rules),
          ],
        )
      } catch (error) {
        if (isUniqueViolation(error, 'columns_table_name_key')) throw columnNameExists(column.name)
        throw error
      }
    }
  }

  private async replaceEvents(db: EntityManager, tableId: string, events: EventInput[]) {
    await db.query(`DELETE FROM custom_data.events WHERE table_id = $1`, [tableId])
    for (const [position, event] of events.entries()) {
      await db.query(
        `INSERT INTO custom_data.events (table_id, position, event_type, trigger, recipients, locale)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          tableId,
          position,
          event.event_type,
          event.trigger,
          event.options.recipients.map((r) => r.trim()),
          event.options.locale,
        ],
      )
    }
  }

  /** Renames, replaces the events, or changes visitor reading; null when there is no such table. */
  async update(
    siteId: string,
    oldName: string,
    change: { newName?: string; events?: EventInput[]; visitorReadable?: boolean },
  ): Promise<TableDef | undefined> {
    return this.dataSource.transaction(async (db) => {
      const table = await this.find(siteId, oldName, db, true)
      if (!table) return undefined
      const name = change.newName ?? oldName
      try {
        await db.query(
          `UPDATE custom_data.tables SET name = $2, visitor_readable = $3, updated_at = now() WHERE id = $1`,
          [table.id, name, change.visitorReadable ?? table.visitorReadable],
        )
      } catch (error) {
        if (isUniqueViolation(error, 'tables_site_name_key')) throw tableNameExists(name)
        throw error
      }
      if (change.events) await this.replaceEvents(db, table.id, change.events)
      return this.find(siteId, name, db)
    })
  }

  /** Removes the table, its rows, and their bytes from the site's usage. */
  async delete(siteId: string, name: string): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const table = await this.find(siteId, name, db, true)
      if (!table) return false
      const [sum] = await rows<{ bytes: string }>(
        db,
        `SELECT COALESCE(sum(size), 0) AS bytes FROM custom_data.rows WHERE table_id = $1`,
        [table.id],
      )
      await db.query(`DELETE FROM custom_data.tables WHERE id = $1`, [table.id])
      await db.query(
        // The site's lock last, as every write takes it.
        `UPDATE custom_data.site_usage
         SET tables = GREATEST(tables - 1, 0), bytes = GREATEST(bytes - $2, 0) WHERE site_id = $1`,
        [siteId, Number(sum!.bytes)],
      )
      return true
    })
  }

  /**
   * Everything a site stores, for the site's deletion: its tables (their columns, events, rows
   * and unique keys go with them), its collections (fields and items with them) and its usage. Returns how many tables there were.
   */
  async deleteSite(siteId: string): Promise<number> {
    return this.dataSource.transaction(async (db) => {
      // Rows and tables are locked before the site's usage, in the order every write takes.
      const deleted = await rows<{ id: string }>(
        db,
        `DELETE FROM custom_data.tables WHERE site_id = $1 RETURNING id`,
        [siteId],
      )
      await db.query(`DELETE FROM custom_data.collections WHERE site_id = $1`, [siteId])
      await db.query(`DELETE FROM custom_data.site_usage WHERE site_id = $1`, [siteId])
      return deleted.length
    })
  }

  async addColumns(siteId: string, tableName: string, columns: NewColumn[]): Promise<TableDef> {
    return this.dataSource.transaction(async (db) => {
      const table = await this.find(siteId, tableName, db, true)
      if (!table) throw unknownTable(tableName)
      const [next] = await rows<{ next_column_key: number }>(
        db,
        `SELECT next_column_key FROM custom_data.tables WHERE id = $1`,
        [table.id],
      )
      const firstKey = next!.next_column_key
      const firstPosition = Math.max(-1, ...table.columns.map((c) => c.position)) + 1
      await this.insertColumns(db, table.id, columns, firstKey, firstPosition)
      await db.query(
        `UPDATE custom_data.tables SET next_column_key = $2, updated_at = now() WHERE id = $1`,
        [table.id, firstKey + columns.length],
      )
      return (await this.find(siteId, tableName, db))!
    })
  }

  /**
   * Renames a column and optionally changes its default and rules. Turning Unique on builds the
   * column's keys from the rows in the same transaction: a duplicate is CustomDataUniqueFail.
   */
  async modifyColumn(
    siteId: string,
    tableName: string,
    oldName: string,
    change: { newName?: string; defaultValue?: string | null; rules?: StoredRule[] },
  ): Promise<TableDef> {
    return this.dataSource.transaction(async (db) => {
      const table = await this.find(siteId, tableName, db, true)
      if (!table) throw unknownTable(tableName)
      const column = table.columns.find((c) => c.name === oldName)
      if (!column) throw errors.CustomDataInvalidColumn(`No column named ${oldName}`)
      try {
        await db.query(
          `UPDATE custom_data.columns SET name = $3, default_value = $4, rules = $5
           WHERE table_id = $1 AND key = $2`,
          [
            table.id,
            column.key,
            change.newName ?? column.name,
            change.defaultValue === undefined ? column.defaultValue : change.defaultValue,
            JSON.stringify(change.rules ?? column.rules),
          ],
        )
      } catch (error) {
        if (isUniqueViolation(error, 'columns_table_name_key'))
          throw columnNameExists(change.newName ?? column.name)
        throw error
      }
      const wasUnique = column.rules.some((r) => r.rule_type === 'Unique')
      const isUnique = (change.rules ?? column.rules).some((r) => r.rule_type === 'Unique')
      if (wasUnique && !isUnique) {
        await db.query(
          `DELETE FROM custom_data.unique_keys WHERE table_id = $1 AND column_key = $2`,
          [table.id, column.key],
        )
      } else if (!wasUnique && isUnique) {
        await this.buildUniqueKeys(db, table.id, column.key)
      }
      await db.query(`UPDATE custom_data.tables SET updated_at = now() WHERE id = $1`, [table.id])
      return (await this.find(siteId, table.name, db))!
    })
  }

  private async buildUniqueKeys(db: EntityManager, tableId: string, key: number): Promise<void> {
    let after = '0'
    for (;;) {
      const batch = await rows<{ id: string; seq: string; value: string | null }>(
        db,
        `SELECT id, seq, "values"->>$3 AS value FROM custom_data.rows
         WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT 2000`,
        [tableId, after, String(key)],
      )
      if (batch.length === 0) return
      after = batch[batch.length - 1]!.seq
      const keyed = batch.filter((r) => r.value !== null && r.value.trim() !== '')
      if (keyed.length > 0) {
        try {
          await db.query(
            `INSERT INTO custom_data.unique_keys (table_id, column_key, value_hash, row_id)
             SELECT $1, $2, h, r FROM unnest($3::bytea[], $4::uuid[]) AS u(h, r)`,
            [tableId, key, keyed.map((r) => uniqueHash(r.value!)), keyed.map((r) => r.id)],
          )
        } catch (error) {
          if (isUniqueViolation(error, 'unique_keys_pkey')) throw uniqueFail()
          throw error
        }
      }
    }
  }
}

function toTableDef(t: TableRow, columns: ColumnRow[], events: EventRow[]): TableDef {
  return {
    id: t.id,
    siteId: t.site_id,
    name: t.name,
    visitorReadable: t.visitor_readable,
    rowCount: t.row_count,
    columns: columns
      .filter((c) => c.table_id === t.id)
      .map((c) => ({
        key: c.key,
        name: c.name,
        position: c.position,
        defaultValue: c.default_value,
        dataType: c.data_type,
        rules: c.rules,
      })),
    events: events
      .filter((e) => e.table_id === t.id)
      .map((e) => ({
        eventType: e.event_type,
        trigger: e.trigger,
        recipients: e.recipients,
        locale: e.locale,
      })),
  }
}

export function unknownTable(name: string): ApiError {
  return commonErrors.InvalidFormData(`table_name: no table named ${name}`)
}
