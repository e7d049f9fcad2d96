import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import type { SiteType } from '@tessera/site-format'
import { DataSource, In, type EntityManager } from 'typeorm'
import { SiteServer } from './site-server.entity.js'

export interface ReplicaReport {
  tier: SiteType
  address: string
  ipAddress: string
  capacity: number
  replicaId: string
  grpcAddress: string
}

export interface PoolRoom {
  id: string
  capacity: number
  used: number
}

@Injectable()
export class SiteServersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work)
  }

  /** Registers or refreshes a replica, creating its pool on first sight. */
  async upsertReplica(report: ReplicaReport): Promise<string> {
    return this.dataSource.transaction(async (db) => {
      const [pool] = (await db.query(
        `INSERT INTO sites.site_servers (tier, address, ip_address) VALUES ($1, $2, $3)
         ON CONFLICT (tier, address) DO UPDATE SET ip_address = EXCLUDED.ip_address
         RETURNING id`,
        [report.tier, report.address, report.ipAddress],
      )) as Array<{ id: string }>
      await db.query(
        `INSERT INTO sites.site_server_replicas (pool_id, replica_id, grpc_address, capacity, last_seen_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (pool_id, replica_id) DO UPDATE
           SET grpc_address = EXCLUDED.grpc_address, capacity = EXCLUDED.capacity, last_seen_at = now()`,
        [pool!.id, report.replicaId, report.grpcAddress, report.capacity],
      )
      return pool!.id
    })
  }

  findById(id: string): Promise<SiteServer | null> {
    return this.dataSource.getRepository(SiteServer).findOneBy({ id })
  }

  findByIds(ids: string[]): Promise<SiteServer[]> {
    if (ids.length === 0) return Promise.resolve([])
    return this.dataSource.getRepository(SiteServer).findBy({ id: In(ids) })
  }

  /** Where to call a pool: its replicas, the one heard from last first. */
  async grpcAddresses(poolId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT grpc_address FROM sites.site_server_replicas WHERE pool_id = $1
       ORDER BY last_seen_at DESC LIMIT 5`,
      [poolId],
    )) as Array<{ grpc_address: string }>
    return [...new Set(rows.map((r) => r.grpc_address))]
  }

  /**
   * Each pool of a tier with the capacity of its live replicas and the sites it holds. The
   * caller holds the tier's assignment lock, so the counts stay true until it commits.
   */
  async poolsOfTier(db: EntityManager, tier: SiteType, ttlSeconds: number): Promise<PoolRoom[]> {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tessera:site-assign:${tier}`])
    const rows = (await db.query(
      `SELECT p.id,
         coalesce((SELECT sum(r.capacity) FROM sites.site_server_replicas r
                   WHERE r.pool_id = p.id AND r.last_seen_at > now() - make_interval(secs => $2)), 0)::int AS capacity,
         (SELECT count(*) FROM sites.sites s WHERE s.site_server_id = p.id)::int AS used
       FROM sites.site_servers p WHERE p.tier = $1`,
      [tier, ttlSeconds],
    )) as PoolRoom[]
    return rows
  }
}
