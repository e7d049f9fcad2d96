import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource } from 'typeorm'

/** What this schema knows of where asset files are named. */
@Injectable()
export class AssetReferencesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The site-server pools that hold content (server sites' and identity sites') and have a
   * replica heard from within `ttlSeconds`: a pool gone for good (an old deployment) would
   * otherwise keep every replaced file forever.
   */
  async poolsWithContent(ttlSeconds: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT p.id FROM (
         SELECT site_server_id AS id FROM sites.sites
         UNION
         SELECT site_server_id FROM sites.local_sites WHERE site_server_id IS NOT NULL
       ) p
       WHERE EXISTS (SELECT 1 FROM sites.site_server_replicas r
                      WHERE r.pool_id = p.id
                        AND r.last_seen_at > now() - make_interval(secs => $1))`,
      [ttlSeconds],
    )) as Array<{ id: string }>
    return rows.map((r) => r.id)
  }

  /** Which of `objectKeys` an identity site's or a template's content names. */
  async namedHere(objectKeys: string[]): Promise<string[]> {
    if (objectKeys.length === 0) return []
    const rows = (await this.dataSource.query(
      `SELECT k.key FROM sites.local_sites l, unnest(l.asset_keys) AS k(key)
        WHERE l.asset_keys && $1::text[] AND k.key = ANY($1::text[])
       UNION
       SELECT k.key FROM sites.templates t, unnest(t.asset_keys) AS k(key)
        WHERE t.asset_keys && $1::text[] AND k.key = ANY($1::text[])`,
      [objectKeys],
    )) as Array<{ key: string }>
    return rows.map((r) => r.key)
  }
}
