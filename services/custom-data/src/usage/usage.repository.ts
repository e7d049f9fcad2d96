import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { ApiError } from '@tessera/kit'
import type { CustomDataAllowance } from '@tessera/site-format'
import { DataSource, type EntityManager } from 'typeorm'
import { rows } from '../common/sql.js'
import { errors } from '../errors.js'

export function usageExceeded(): ApiError {
  return errors.CustomDataUsageExceeded()
}

/**
 * Locks the site's usage row for the rest of the transaction. Every write takes it first, so
 * writes to one site queue here rather than deadlock further on.
 */
export async function lockUsage(
  db: EntityManager,
  siteId: string,
): Promise<{ bytes: number; tables: number }> {
  await db.query(
    `INSERT INTO custom_data.site_usage (site_id) VALUES ($1) ON CONFLICT (site_id) DO NOTHING`,
    [siteId],
  )
  const [row] = (await db.query(
    `SELECT bytes, tables FROM custom_data.site_usage WHERE site_id = $1 FOR UPDATE`,
    [siteId],
  )) as Array<{ bytes: string; tables: number }>
  return { bytes: Number(row!.bytes), tables: row!.tables }
}

/**
 * Adds to the site's bytes, refusing to go past the allowance. Takes the site's usage row lock,
 * so callers do it last, after their row and table locks: every write takes locks in that
 * order (row, table, site) and holds the site's only for the end of its transaction.
 */
export async function addUsageBytes(
  db: EntityManager,
  siteId: string,
  delta: number,
  allowance: CustomDataAllowance,
): Promise<void> {
  if (delta === 0) return
  const [row] =
    delta > 0
      ? await rows<{ bytes: string }>(
          db,
          `INSERT INTO custom_data.site_usage (site_id, bytes) VALUES ($1, $2)
           ON CONFLICT (site_id) DO UPDATE SET bytes = site_usage.bytes + EXCLUDED.bytes
           RETURNING bytes`,
          [siteId, delta],
        )
      : await rows<{ bytes: string }>(
          db,
          `UPDATE custom_data.site_usage SET bytes = GREATEST(bytes + $2, 0) WHERE site_id = $1
           RETURNING bytes`,
          [siteId, delta],
        )
  if (delta > 0 && Number(row!.bytes) > allowance.bytes) throw usageExceeded()
}

@Injectable()
export class UsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(siteId: string): Promise<{ bytes: number; tables: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT bytes, tables FROM custom_data.site_usage WHERE site_id = $1`,
      [siteId],
    )) as Array<{ bytes: string; tables: number }>
    return row ? { bytes: Number(row.bytes), tables: row.tables } : { bytes: 0, tables: 0 }
  }
}
