import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource, type EntityManager } from 'typeorm'
import type { RestorePointKind } from './retention.js'

/** A restore point without its content. */
export interface RestorePointRow {
  id: string
  kind: RestorePointKind
  name: string | null
  authorId: string | null
  version: number
  sourcePointId: string | null
  contentHash: string
  contentBytes: number
  storedBytes: number
  createdAt: Date
}

export interface NewRestorePoint {
  siteId: string
  kind: RestorePointKind
  name: string | null
  authorId: string | null
  version: number
  sourcePointId: string | null
  content: Buffer
  contentHash: string
  contentBytes: number
}

interface Row {
  id: string
  kind: RestorePointKind
  name: string | null
  author_id: string | null
  version: number
  source_point_id: string | null
  content_hash: string
  content_bytes: number
  stored_bytes: number
  created_at: Date
}

const COLUMNS = `id, kind, name, author_id, version, source_point_id, content_hash, content_bytes,
  stored_bytes, created_at`

const toPoint = (row: Row): RestorePointRow => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  authorId: row.author_id,
  version: row.version,
  sourcePointId: row.source_point_id,
  contentHash: row.content_hash,
  contentBytes: row.content_bytes,
  storedBytes: row.stored_bytes,
  createdAt: row.created_at,
})

/** The only code that touches `site_content.restore_points`. */
@Injectable()
export class RestorePointsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(point: NewRestorePoint, db: EntityManager = this.dataSource.manager) {
    const rows = (await db.query(
      `INSERT INTO site_content.restore_points
         (site_id, kind, name, author_id, version, source_point_id, content, content_hash,
          content_bytes, stored_bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING ${COLUMNS}`,
      [
        point.siteId,
        point.kind,
        point.name,
        point.authorId,
        point.version,
        point.sourcePointId,
        point.content,
        point.contentHash,
        point.contentBytes,
        point.content.length,
      ],
    )) as Row[]
    return toPoint(rows[0]!)
  }

  /** The site's newest point, of any kind. */
  async newest(siteId: string, db: EntityManager = this.dataSource.manager) {
    const rows = (await db.query(
      `SELECT ${COLUMNS} FROM site_content.restore_points WHERE site_id = $1
        ORDER BY created_at DESC LIMIT 1`,
      [siteId],
    )) as Row[]
    return rows[0] ? toPoint(rows[0]) : undefined
  }

  /** Newest first; `before` pages on by creation time. */
  async list(siteId: string, page: { before?: Date; limit: number }): Promise<RestorePointRow[]> {
    const params: unknown[] = [siteId, page.limit]
    let where = ''
    if (page.before) {
      params.push(page.before)
      where = ' AND created_at < $3'
    }
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM site_content.restore_points WHERE site_id = $1${where}
        ORDER BY created_at DESC LIMIT $2`,
      params,
    )) as Row[]
    return rows.map(toPoint)
  }

  /** Every point's id, kind and time, for retention. */
  async kept(siteId: string, db: EntityManager = this.dataSource.manager) {
    const rows = (await db.query(
      `SELECT id, kind, created_at FROM site_content.restore_points WHERE site_id = $1`,
      [siteId],
    )) as Array<Pick<Row, 'id' | 'kind' | 'created_at'>>
    return rows.map((r) => ({ id: r.id, kind: r.kind, createdAt: r.created_at }))
  }

  async countNamed(siteId: string, db: EntityManager = this.dataSource.manager) {
    const [row] = (await db.query(
      `SELECT count(*)::int AS n FROM site_content.restore_points WHERE site_id = $1 AND kind = 'named'`,
      [siteId],
    )) as Array<{ n: number }>
    return row?.n ?? 0
  }

  async remove(ids: string[], db: EntityManager = this.dataSource.manager): Promise<void> {
    if (ids.length === 0) return
    await db.query(`DELETE FROM site_content.restore_points WHERE id = ANY($1::uuid[])`, [ids])
  }

  async removeNamed(siteId: string, id: string): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM site_content.restore_points WHERE site_id = $1 AND id = $2 AND kind = 'named'`,
      [siteId, id],
    )) as [unknown, number]
    return count > 0
  }

  /** One point of this site with its compressed content; another site's point is not found. */
  async find(siteId: string, id: string) {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS}, content FROM site_content.restore_points WHERE site_id = $1 AND id = $2`,
      [siteId, id],
    )) as Array<Row & { content: Buffer }>
    const row = rows[0]
    return row ? { ...toPoint(row), content: row.content } : undefined
  }

  /** Bytes the site's points take, compressed. */
  async storedBytes(siteId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(sum(stored_bytes), 0)::bigint AS bytes FROM site_content.restore_points
        WHERE site_id = $1`,
      [siteId],
    )) as Array<{ bytes: string }>
    return Number(row?.bytes ?? 0)
  }
}
