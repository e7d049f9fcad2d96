import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import type { ImageIcon, ImageVariant } from '@tessera/proto'
import { DataSource, type EntityManager } from 'typeorm'
import { iconKeys, variantKeys } from '../variants/variant-jobs.js'
import type { SiteKind } from './asset-target.js'
import { Asset, type AssetState } from './asset.entity.js'
import type { AssetContentType } from './content-types.js'

export const sortFields = ['created_at', 'size', 'name', 'content_type', 'usage'] as const
export type SortField = (typeof sortFields)[number]

export interface AssetFilter {
  userId?: string
  site?: { kind: SiteKind; siteId: string | null }
  contentType?: AssetContentType
  search?: string
  states: AssetState[]
  sort: { field: SortField; direction: 'ASC' | 'DESC' }
  page: number
  pageSize: number
}

export interface AssetPage {
  rows: Asset[]
  total: number
  totalUsage: number
}

/**
 * What each sort orders by. Size is the one the asset manager shows: the bytes served (an
 * optimised upload's output, smaller than the file picked), or the declared size before the first
 * upload is verified. Usage is what the asset counts against the allowance (`total_usage`): the
 * bytes stored plus those an open upload reserves.
 */
const columnOf: Record<SortField, string> = {
  created_at: 'asset.createdAt',
  size: 'size_order',
  name: 'asset.name',
  content_type: 'asset.contentType',
  usage: 'usage_order',
}
const SIZE_ORDER = 'CASE WHEN asset.size > 0 THEN asset.size ELSE asset.contentSize END'
const USAGE_ORDER = `asset.size + CASE WHEN asset.pendingKey IS NOT NULL AND asset.uploadExpiresAt > now()
  THEN asset.pendingContentSize ELSE 0 END`

/** LIKE wildcards in user input match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

@Injectable()
export class AssetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get assets() {
    return this.dataSource.getRepository(Asset)
  }

  findById(id: string): Promise<Asset | null> {
    return this.assets.findOneBy({ id })
  }

  /** The asset whose upload window for `key` is still open. */
  findOpenUpload(key: string): Promise<Asset | null> {
    return this.assets
      .createQueryBuilder('asset')
      .where('asset.pendingKey = :key AND asset.uploadExpiresAt > now()', { key })
      .getOne()
  }

  /**
   * Runs `work` holding the scope's quota lock, so two uploads cannot both take the last bytes
   * of an allowance. `usage` counts bytes stored and reserved by open uploads, optionally
   * leaving one asset out.
   */
  withQuotaLock<T>(
    scope: string,
    work: (db: EntityManager, usage: (excludeId?: string) => Promise<number>) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`assets:quota:${scope}`])
      const usage = async (excludeId?: string) => {
        const [row] = (await db.query(
          `SELECT COALESCE(SUM(size + CASE WHEN pending_key IS NOT NULL AND upload_expires_at > now()
                    THEN pending_content_size ELSE 0 END), 0)::bigint AS usage
             FROM assets.assets
            WHERE quota_scope = $1 AND state <> 'Expired' AND ($2::uuid IS NULL OR id <> $2::uuid)`,
          [scope, excludeId ?? null],
        )) as Array<{ usage: string }>
        return Number(row?.usage ?? 0)
      }
      return work(db, usage)
    })
  }

  /** The asset row, locked until the transaction ends. */
  lockById(db: EntityManager, id: string): Promise<Asset | null> {
    return db
      .getRepository(Asset)
      .createQueryBuilder('asset')
      .setLock('pessimistic_write')
      .where('asset.id = :id', { id })
      .getOne()
  }

  async insert(db: EntityManager, asset: Partial<Asset>): Promise<Asset> {
    return db.getRepository(Asset).save(db.getRepository(Asset).create(asset))
  }

  async update(id: string, changes: Partial<Asset>, db?: EntityManager): Promise<void> {
    await (db ?? this.dataSource.manager).getRepository(Asset).update({ id }, changes)
  }

  /** Links an optimisation job to the upload it writes, if that upload is still the pending one. */
  async setUploadJob(pendingKey: string, jobId: string): Promise<void> {
    await this.assets.update({ pendingKey }, { uploadJobId: jobId })
  }

  async delete(id: string): Promise<void> {
    await this.assets.delete({ id })
  }

  async list(filter: AssetFilter): Promise<AssetPage> {
    const query = this.assets.createQueryBuilder('asset')
    query.where('asset.state IN (:...states)', { states: filter.states })
    if (filter.userId) query.andWhere('asset.userId = :userId', { userId: filter.userId })
    if (filter.site) {
      query.andWhere('asset.siteKind = :kind', { kind: filter.site.kind })
      if (filter.site.siteId) query.andWhere('asset.siteId = :siteId', filter.site)
    }
    if (filter.contentType)
      query.andWhere('asset.contentType = :type', { type: filter.contentType })
    if (filter.search) {
      query.andWhere(`asset.name ILIKE :search ESCAPE '\\'`, {
        search: `%${escapeLike(filter.search)}%`,
      })
    }
    const totals = (await query
      .clone()
      .select('COUNT(*)', 'total')
      .addSelect('COALESCE(SUM(asset.size), 0)', 'usage')
      .getRawOne()) as { total: string; usage: string } | undefined
    if (filter.sort.field === 'usage') query.addSelect(USAGE_ORDER, 'usage_order')
    if (filter.sort.field === 'size') query.addSelect(SIZE_ORDER, 'size_order')
    const rows = await query
      .orderBy(columnOf[filter.sort.field], filter.sort.direction)
      .addOrderBy('asset.id', filter.sort.direction)
      .skip((filter.page - 1) * filter.pageSize)
      .take(filter.pageSize)
      .getMany()
    return { rows, total: Number(totals?.total ?? 0), totalUsage: Number(totals?.usage ?? 0) }
  }

  /** A server site's assets (all but expired ones) and the bytes they hold. */
  async countSite(siteId: string): Promise<{ count: number; totalSize: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT COUNT(*)::bigint AS count, COALESCE(SUM(size), 0)::bigint AS total_size
         FROM assets.assets WHERE site_id = $1 AND state <> 'Expired'`,
      [siteId],
    )) as Array<{ count: string; total_size: string }>
    return { count: Number(row?.count ?? 0), totalSize: Number(row?.total_size ?? 0) }
  }

  /**
   * The object key and size of each verified asset among `objectKeys` whose size is known (an
   * asset being replaced still serves its verified bytes).
   */
  async imageSizes(
    objectKeys: string[],
  ): Promise<Array<{ objectKey: string; width: number; height: number }>> {
    if (objectKeys.length === 0) return []
    const rows = (await this.dataSource.query(
      `SELECT object_key, width, height FROM assets.assets
        WHERE object_key = ANY($1::text[]) AND state IN ('Uploaded', 'Replacing')
          AND width IS NOT NULL AND height IS NOT NULL`,
      [objectKeys],
    )) as Array<{ object_key: string; width: number; height: number }>
    return rows.map((r) => ({ objectKey: r.object_key, width: r.width, height: r.height }))
  }

  /**
   * The verified asset each of `assetIds` names, with the key of the bytes it serves now (an
   * asset being replaced still serves its verified ones) and their size when known.
   */
  async current(assetIds: string[]): Promise<
    Array<{
      id: string
      objectKey: string
      width: number | null
      height: number | null
      variants: ImageVariant[]
      contentType: string | null
      /** Null until asked for. */
      icons: ImageIcon[] | null
    }>
  > {
    if (assetIds.length === 0) return []
    const rows = (await this.dataSource.query(
      `SELECT id, object_key, width, height, variants, content_type, icons FROM assets.assets
        WHERE id = ANY($1::uuid[]) AND state IN ('Uploaded', 'Replacing')
          AND object_key IS NOT NULL`,
      [assetIds],
    )) as Array<{
      id: string
      object_key: string
      width: number | null
      height: number | null
      variants: ImageVariant[] | null
      content_type: string | null
      icons: ImageIcon[] | null
    }>
    return rows.map((r) => ({
      id: r.id,
      objectKey: r.object_key,
      width: r.width,
      height: r.height,
      variants: r.variants ?? [],
      contentType: r.content_type,
      icons: r.icons,
    }))
  }

  /** Records an image's icon files as `setVariants` records its copies. */
  async setIcons(
    assetId: string,
    source: string,
    icons: ImageIcon[],
  ): Promise<Pick<Asset, 'siteKind' | 'siteId'> | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE assets.assets SET icons = $3::jsonb
        WHERE id = $1 AND object_key = $2 RETURNING site_kind, site_id`,
      [assetId, source, JSON.stringify(icons)],
    )) as [Array<{ site_kind: SiteKind; site_id: string | null }>, number]
    const row = rows[0]
    return row ? { siteKind: row.site_kind, siteId: row.site_id } : undefined
  }

  /**
   * Records an image's copies if the asset still serves `source`, the bytes they were made
   * from; answers the asset's site, or undefined when it moved on (replaced or deleted).
   */
  async setVariants(
    assetId: string,
    source: string,
    variants: ImageVariant[],
  ): Promise<Pick<Asset, 'siteKind' | 'siteId'> | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE assets.assets SET variants = $3::jsonb
        WHERE id = $1 AND object_key = $2 RETURNING site_kind, site_id`,
      [assetId, source, JSON.stringify(variants)],
    )) as [Array<{ site_kind: SiteKind; site_id: string | null }>, number]
    const row = rows[0]
    return row ? { siteKind: row.site_kind, siteId: row.site_id } : undefined
  }

  /** Verified raster images without copies yet, oldest first: what the backfill asks for. */
  async withoutVariants(
    contentTypes: readonly string[],
    after: string | undefined,
    limit: number,
  ): Promise<Array<{ id: string; objectKey: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT id, object_key FROM assets.assets
        WHERE variants IS NULL AND object_key IS NOT NULL
          AND state IN ('Uploaded', 'Replacing') AND content_type = ANY($1::text[])
          AND ($2::uuid IS NULL OR id > $2::uuid)
        ORDER BY id LIMIT $3`,
      [contentTypes, after ?? null, limit],
    )) as Array<{ id: string; object_key: string }>
    return rows.map((r) => ({ id: r.id, objectKey: r.object_key }))
  }

  /** Keeps the bytes an asset served before a replace, in the replace's transaction. */
  async retire(db: EntityManager, assetId: string, objectKey: string): Promise<void> {
    await db.query(
      `INSERT INTO assets.retired_objects (object_key, asset_id) VALUES ($1, $2)
       ON CONFLICT (object_key) DO NOTHING`,
      [objectKey, assetId],
    )
  }

  /** A rendering still names these old addresses: their bytes are kept a while longer. */
  async noteNamed(objectKeys: string[]): Promise<void> {
    if (objectKeys.length === 0) return
    await this.dataSource.query(
      `UPDATE assets.retired_objects SET last_named_at = now() WHERE object_key = ANY($1::text[])`,
      [objectKeys],
    )
  }

  /** The keys of an asset's earlier bytes (removed with it). */
  async retiredKeys(assetId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT object_key FROM assets.retired_objects WHERE asset_id = $1`,
      [assetId],
    )) as Array<{ object_key: string }>
    return rows.map((r) => r.object_key)
  }

  /**
   * Up to `limit` keys of earlier bytes retired, and last named by a rendering, more than
   * `graceSeconds` ago, and not checked since `checkedBefore`: those checked longest ago first.
   */
  async retiredDue(graceSeconds: number, checkedBefore: Date, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT object_key FROM assets.retired_objects
        WHERE retired_at < now() - make_interval(secs => $1)
          AND COALESCE(last_named_at, retired_at) < now() - make_interval(secs => $1)
          AND (checked_at IS NULL OR checked_at < $2)
        ORDER BY checked_at NULLS FIRST, retired_at
        LIMIT $3`,
      [graceSeconds, checkedBefore, limit],
    )) as Array<{ object_key: string }>
    return rows.map((r) => r.object_key)
  }

  /** These retired keys were asked about at `at`. */
  async noteChecked(objectKeys: string[], at: Date): Promise<void> {
    if (objectKeys.length === 0) return
    await this.dataSource.query(
      `UPDATE assets.retired_objects SET checked_at = $2 WHERE object_key = ANY($1::text[])`,
      [objectKeys, at],
    )
  }

  /**
   * Forgets these retired keys if they are still past `graceSeconds` (a rendering may have named
   * them meanwhile); returns those forgotten, to remove from storage. Of replicas sweeping at
   * once, exactly one gets each key.
   */
  async forgetRetired(objectKeys: string[], graceSeconds: number): Promise<string[]> {
    if (objectKeys.length === 0) return []
    const [rows] = (await this.dataSource.query(
      `DELETE FROM assets.retired_objects
        WHERE object_key = ANY($1::text[])
          AND retired_at < now() - make_interval(secs => $2)
          AND COALESCE(last_named_at, retired_at) < now() - make_interval(secs => $2)
       RETURNING object_key`,
      [objectKeys, graceSeconds],
    )) as [Array<{ object_key: string }>, number]
    return rows.map((r) => r.object_key)
  }

  /** Deletes every asset record of a site; returns how many, and their stored and pending keys. */
  async deleteSite(siteId: string): Promise<{ count: number; keys: string[] }> {
    const retired = (await this.dataSource.query(
      `SELECT r.object_key FROM assets.retired_objects r
         JOIN assets.assets a ON a.id = r.asset_id WHERE a.site_id = $1`,
      [siteId],
    )) as Array<{ object_key: string }>
    // TypeORM answers a DELETE with [rows, count].
    const [rows] = (await this.dataSource.query(
      `DELETE FROM assets.assets WHERE site_id = $1
        RETURNING object_key, pending_key, variants, icons`,
      [siteId],
    )) as [
      Array<{
        object_key: string | null
        pending_key: string | null
        variants: ImageVariant[] | null
        icons: ImageIcon[] | null
      }>,
      number,
    ]
    const keys = rows.flatMap((row) => [
      row.object_key,
      row.pending_key,
      ...variantKeys(row.variants),
      ...iconKeys(row.icons),
    ])
    return {
      count: rows.length,
      keys: [...keys.filter((key) => key !== null), ...retired.map((r) => r.object_key)],
    }
  }

  /** Which of these object keys an asset still waits for as its pending upload. */
  async pendingAmong(keys: readonly string[]): Promise<Set<string>> {
    const rows = (await this.dataSource.query(
      `SELECT pending_key FROM assets.assets WHERE pending_key = ANY($1::text[])`,
      [keys],
    )) as Array<{ pending_key: string }>
    return new Set(rows.map((r) => r.pending_key))
  }

  /**
   * Closes uploads whose window and verification grace have passed: a first upload expires,
   * a replacement is abandoned (the old bytes stay). Returns the keys to remove from storage.
   */
  async closeStaleUploads(graceSeconds: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `WITH stale AS (
         SELECT id, pending_key FROM assets.assets
          WHERE pending_key IS NOT NULL
            AND upload_expires_at < now() - make_interval(secs => $1)
          FOR UPDATE SKIP LOCKED
       )
       UPDATE assets.assets a
          SET state = CASE WHEN a.state = 'Created' THEN 'Expired' ELSE 'Uploaded' END,
              pending_key = NULL, pending_content_type = NULL, pending_content_size = NULL,
              upload_expires_at = NULL, upload_job_id = NULL, updated_at = now()
         FROM stale WHERE a.id = stale.id
       RETURNING stale.pending_key AS key`,
      [graceSeconds],
    )) as [Array<{ key: string }>, number]
    // TypeORM answers an UPDATE with [rows, affected].
    return rows[0].map((r) => r.key)
  }
}
