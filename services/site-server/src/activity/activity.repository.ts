import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import type { StepSummary } from '@tessera/site-format'
import { DataSource } from 'typeorm'

/** One save as the site's activity lists it. */
export interface ActivityRow {
  id: string
  authorId: string | null
  version: number
  kind: 'steps' | 'parts' | 'restore'
  parts: string[]
  changes: StepSummary[]
  changeCount: number
  savedAt: Date
}

interface Row {
  id: string
  author_id: string | null
  version: number
  kind: ActivityRow['kind']
  parts: string[]
  changes: StepSummary[]
  change_count: number
  saved_at: Date
}

/**
 * Reads `site_content.saves`. Its rows are written by the save itself
 * (`ContentRepository.saveParts`), in the statement that stores the content.
 */
@Injectable()
export class ActivityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first; `before` is the id of the last entry of the previous page. */
  async list(siteId: string, page: { before?: string; limit: number }): Promise<ActivityRow[]> {
    const params: unknown[] = [siteId, page.limit]
    let where = ''
    if (page.before !== undefined) {
      params.push(page.before)
      where = ' AND id < $3::bigint'
    }
    const rows = (await this.dataSource.query(
      `SELECT id::text AS id, author_id, version, kind, parts, changes, change_count, saved_at
         FROM site_content.saves WHERE site_id = $1${where} ORDER BY id DESC LIMIT $2`,
      params,
    )) as Row[]
    return rows.map((row) => ({
      id: row.id,
      authorId: row.author_id,
      version: row.version,
      kind: row.kind,
      parts: row.parts,
      changes: row.changes,
      changeCount: row.change_count,
      savedAt: row.saved_at,
    }))
  }

  /**
   * The newest save of a version by someone other than `saverId` after `seenAt`, compared in
   * whole milliseconds (the precision the editor has its times in).
   */
  async newestByOther(
    siteId: string,
    version: number,
    seenAt: Date,
    saverId: string,
  ): Promise<{ authorId: string; savedAt: Date } | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT author_id, saved_at FROM site_content.saves
        WHERE site_id = $1 AND version = $2 AND author_id IS NOT NULL AND author_id <> $3::uuid
          AND date_trunc('milliseconds', saved_at) > $4::timestamptz
        ORDER BY id DESC LIMIT 1`,
      [siteId, version, saverId, seenAt.toISOString()],
    )) as Array<{ author_id: string; saved_at: Date }>
    return row ? { authorId: row.author_id, savedAt: row.saved_at } : undefined
  }
}
