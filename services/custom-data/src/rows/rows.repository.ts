import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { ApiError, commonErrors, isUniqueViolation } from '@tessera/kit'
import { QueryFailedError } from 'typeorm'
import type { CustomDataAllowance } from '@tessera/site-format'
import { DataSource, type EntityManager } from 'typeorm'
import { rows } from '../common/sql.js'
import { uniqueFail, unknownTable, type TableDef } from '../tables/tables.repository.js'
import { addUsageBytes, usageExceeded } from '../usage/usage.repository.js'
import { uniqueKeys, valuesSize, type StoredValues } from './row-rules.js'

export interface StoredRow {
  id: string
  seq: string
  values: StoredValues
  secretHash: string | null
}

interface RowRecord {
  id: string
  seq: string
  values: StoredValues
  size: number
  secret_hash: string | null
}

const toRow = (r: RowRecord): StoredRow => ({
  id: r.id,
  seq: r.seq,
  values: r.values,
  secretHash: r.secret_hash,
})

export function rowNotFound(): ApiError {
  return commonErrors.NotFound('No such row')
}

@Injectable()
export class RowsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async insertKeys(
    db: EntityManager,
    table: TableDef,
    rowId: string,
    values: StoredValues,
  ): Promise<void> {
    const keys = uniqueKeys(values, table.columns)
    if (keys.length === 0) return
    try {
      await db.query(
        `INSERT INTO custom_data.unique_keys (table_id, column_key, value_hash, row_id)
         SELECT $1, k, h, $2 FROM unnest($3::int[], $4::bytea[]) AS u(k, h)`,
        [table.id, rowId, keys.map((k) => k.columnKey), keys.map((k) => k.hash)],
      )
    } catch (error) {
      if (isUniqueViolation(error, 'unique_keys_pkey')) throw uniqueFail()
      throw error
    }
  }

  /**
   * Stores a row with its unique keys, its table's row count and the site's usage, in one
   * transaction: a duplicate of a Unique value fails on the key, whatever runs beside it. The
   * row and its keys go in one statement, the counts in the next, then the commit.
   */
  async add(
    table: TableDef,
    values: StoredValues,
    secretHash: string | null,
    allowance: CustomDataAllowance,
  ): Promise<string> {
    const keys = uniqueKeys(values, table.columns)
    const size = valuesSize(values)
    return this.dataSource.transaction(async (db) => {
      let id: string
      try {
        const [row] = await rows<{ id: string }>(
          db,
          `WITH r AS (
             INSERT INTO custom_data.rows (table_id, "values", size, secret_hash)
             VALUES ($1, $2, $3, $4) RETURNING id),
           k AS (
             INSERT INTO custom_data.unique_keys (table_id, column_key, value_hash, row_id)
             SELECT $1, u.k, u.h, r.id FROM r, unnest($5::int[], $6::bytea[]) AS u(k, h))
           SELECT id FROM r`,
          [
            table.id,
            JSON.stringify(values),
            size,
            secretHash,
            keys.map((k) => k.columnKey),
            keys.map((k) => k.hash),
          ],
        )
        id = row!.id
      } catch (error) {
        if (isUniqueViolation(error, 'unique_keys_pkey')) throw uniqueFail()
        if (isForeignKeyViolation(error)) throw unknownTable(table.name)
        throw error
      }
      const [counted] = await rows<{ row_count: number; bytes: string }>(
        db,
        `WITH t AS (
           UPDATE custom_data.tables SET row_count = row_count + 1 WHERE id = $1 RETURNING row_count),
         u AS (
           INSERT INTO custom_data.site_usage (site_id, bytes) VALUES ($2, $3)
           ON CONFLICT (site_id) DO UPDATE SET bytes = site_usage.bytes + EXCLUDED.bytes
           RETURNING bytes)
         SELECT t.row_count, u.bytes FROM t, u`,
        [table.id, table.siteId, size],
      )
      if (!counted) throw unknownTable(table.name)
      if (counted.row_count > allowance.rowsPerTable || Number(counted.bytes) > allowance.bytes) {
        throw usageExceeded()
      }
      return id
    })
  }

  /**
   * Replaces the given values of a row. `check` sees the merged row inside the transaction and
   * may refuse it; `allowed` decides whether the caller may touch this row at all.
   */
  async update(
    table: TableDef,
    rowId: string,
    change: StoredValues,
    allowance: CustomDataAllowance,
    allowed: (row: StoredRow) => boolean,
    check: (merged: StoredValues) => void,
  ): Promise<StoredRow> {
    return this.dataSource.transaction(async (db) => {
      const [found] = await rows<RowRecord>(
        db,
        `SELECT id, seq, "values", size, secret_hash FROM custom_data.rows
         WHERE id = $1 AND table_id = $2 FOR UPDATE`,
        [rowId, table.id],
      )
      if (!found || !allowed(toRow(found))) throw rowNotFound()
      const merged = { ...found.values, ...change }
      check(merged)
      const size = valuesSize(merged)
      await db.query(
        `UPDATE custom_data.rows SET "values" = $2, size = $3, updated_at = now() WHERE id = $1`,
        [rowId, JSON.stringify(merged), size],
      )
      await db.query(`DELETE FROM custom_data.unique_keys WHERE row_id = $1`, [rowId])
      await this.insertKeys(db, table, rowId, merged)
      await addUsageBytes(db, table.siteId, size - found.size, allowance)
      return { ...toRow(found), values: merged }
    })
  }

  async remove(table: TableDef, rowId: string): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const [deleted] = await rows<{ size: number }>(
        db,
        `DELETE FROM custom_data.rows WHERE id = $1 AND table_id = $2 RETURNING size`,
        [rowId, table.id],
      )
      if (!deleted) return false
      await db.query(
        `UPDATE custom_data.tables SET row_count = GREATEST(row_count - 1, 0) WHERE id = $1`,
        [table.id],
      )
      await db.query(
        `UPDATE custom_data.site_usage SET bytes = GREATEST(bytes - $2, 0) WHERE site_id = $1`,
        [table.siteId, deleted.size],
      )
      return true
    })
  }

  async get(table: TableDef, rowId: string): Promise<StoredRow | undefined> {
    const [found] = await rows<RowRecord>(
      this.dataSource.manager,
      `SELECT id, seq, "values", size, secret_hash FROM custom_data.rows WHERE id = $1 AND table_id = $2`,
      [rowId, table.id],
    )
    return found && toRow(found)
  }

  /** The first row (in insertion order) whose values contain every given value. */
  async findBy(table: TableDef, values: StoredValues): Promise<StoredRow | undefined> {
    const [found] = await rows<RowRecord>(
      this.dataSource.manager,
      `SELECT id, seq, "values", size, secret_hash FROM custom_data.rows
       WHERE table_id = $1 AND "values" @> $2::jsonb ORDER BY seq LIMIT 1`,
      [table.id, JSON.stringify(values)],
    )
    return found && toRow(found)
  }

  /** Rows `from` to `to` (1-based, inclusive) in insertion order. */
  async list(table: TableDef, from: number, to: number): Promise<StoredRow[]> {
    const found = await rows<RowRecord>(
      this.dataSource.manager,
      `SELECT id, seq, "values", size, secret_hash FROM custom_data.rows
       WHERE table_id = $1 ORDER BY seq OFFSET $2 LIMIT $3`,
      [table.id, from - 1, to - from + 1],
    )
    return found.map(toRow)
  }

  /**
   * The next rows after `afterSeq` as CSV lines (`csv_field` per column, CRLF after each), one
   * text per batch, for a streamed export.
   */
  async csvBatchAfter(
    tableId: string,
    columnKeys: readonly number[],
    afterSeq: string,
    limit: number,
  ): Promise<{ lastSeq: string; count: number; text: string } | undefined> {
    // Column keys are our own integers, never visitor text: safe to write into the statement.
    const fields = columnKeys
      .map((key) => `custom_data.csv_field("values"->>'${Math.trunc(key)}')`)
      .join(` || ',' || `)
    const [batch] = await rows<{ last_seq: string | null; count: number; text: string | null }>(
      this.dataSource.manager,
      `SELECT max(seq)::text AS last_seq, count(*)::int AS count,
              string_agg(line, '' ORDER BY seq) AS text
       FROM (SELECT seq, ${fields || "''"} || E'\r\n' AS line FROM custom_data.rows
             WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT $3) batch`,
      [tableId, afterSeq, limit],
    )
    if (!batch?.last_seq || !batch.text) return undefined
    return { lastSeq: batch.last_seq, count: batch.count, text: batch.text }
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503'
  )
}
