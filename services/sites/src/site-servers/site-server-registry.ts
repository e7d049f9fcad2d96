import { Inject, Injectable } from '@nestjs/common'
import { commonErrors, CONFIG } from '@tessera/kit'
import { SITE_TYPES, type SiteType } from '@tessera/site-format'
import type { EntityManager } from 'typeorm'
import type { SitesConfig } from '../config.js'
import { choosePool } from './assignment.js'
import { SiteServersRepository, type ReplicaReport } from './site-servers.repository.js'
import { errors } from '../errors.js'

export const noAvailableSiteServer = () => errors.NoAvailableSiteServer()

/** The registry of site-server pools, and which pool a new site goes to. */
@Injectable()
export class SiteServerRegistry {
  constructor(
    private readonly pools: SiteServersRepository,
    @Inject(CONFIG) private readonly config: SitesConfig,
  ) {}

  async report(report: ReplicaReport): Promise<string> {
    if (!(SITE_TYPES as readonly string[]).includes(report.tier)) {
      throw commonErrors.InvalidFormData(`Unknown tier ${report.tier}`)
    }
    if (!report.address || !report.replicaId || !report.grpcAddress || report.capacity < 0) {
      throw commonErrors.InvalidFormData(
        'A replica needs an address, an id, a gRPC address and a capacity',
      )
    }
    return this.pools.upsertReplica(report)
  }

  /** Whether a new site of the tier would find a pool right now. */
  async hasRoom(tier: SiteType): Promise<boolean> {
    return this.pools.transaction(async (db) =>
      Boolean(
        choosePool(await this.pools.poolsOfTier(db, tier, this.config.SITE_SERVER_TTL_SECONDS)),
      ),
    )
  }

  /** A live pool of the tier with room, inside the caller's transaction, or NoAvailableSiteServer. */
  async assign(db: EntityManager, tier: SiteType): Promise<string> {
    const pools = await this.pools.poolsOfTier(db, tier, this.config.SITE_SERVER_TTL_SECONDS)
    const pool = choosePool(pools)
    if (!pool) throw noAvailableSiteServer()
    return pool.id
  }
}
