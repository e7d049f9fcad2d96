import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient, LOGGER } from '@tessera/kit'
import { SiteServersService } from '@tessera/proto'
import type { Logger } from 'pino'
import type { SiteServerConfig } from '../config.js'

/**
 * This replica's line to the sites service: it registers its pool (tier, address, ip, capacity),
 * heartbeats so the pool keeps taking new sites, and reports saves for the dashboard.
 */
@Injectable()
export class SitesLink implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly client: Client<typeof SiteServersService> | undefined
  private timer: NodeJS.Timeout | undefined
  poolId: string | undefined

  constructor(
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.client = config.SITES_GRPC_URL
      ? grpcClient(SiteServersService, config.SITES_GRPC_URL)
      : undefined
  }

  private get replica() {
    const c = this.config
    return {
      tier: c.SITE_SERVER_TIER,
      address: c.SITE_SERVER_ADDRESS.replace(/\/+$/, ''),
      ipAddress: c.SITE_SERVER_IP,
      capacity: c.SITE_SERVER_CAPACITY,
      replicaId: c.REPLICA_ID,
      grpcAddress: c.GRPC_ADVERTISE_URL,
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.client) return
    const client = this.client
    const { poolId, heartbeatSeconds } = await this.register(client)
    this.poolId = poolId
    this.logger.info({ poolId, tier: this.config.SITE_SERVER_TIER }, 'registered with sites')
    const every = (this.config.HEARTBEAT_SECONDS ?? (heartbeatSeconds || 10)) * 1000
    this.timer = setInterval(() => {
      client.heartbeatSiteServer({ replica: this.replica }).catch((err: unknown) => {
        this.logger.warn({ err }, 'heartbeat to sites failed')
      })
    }, every)
    this.timer.unref()
  }

  /** The sites service may still be starting: a few tries before giving up. */
  private async register(client: Client<typeof SiteServersService>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.registerSiteServer({ replica: this.replica })
      } catch (err) {
        if (attempt >= 10) throw err
        this.logger.warn({ err, attempt }, 'could not register with sites, retrying')
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
  }

  /** A replica that leaves takes its capacity with it at once, rather than after the TTL. */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer)
    if (!this.client || !this.poolId) return
    await this.client
      .heartbeatSiteServer({ replica: { ...this.replica, capacity: 0 } }, { timeoutMs: 2000 })
      .catch(() => undefined)
  }

  /** Fire and forget: the dashboard's copy of the name and times catches up with the next save. */
  contentSaved(
    siteId: string,
    name: string | undefined,
    times: { updatedAt: Date; contentUpdatedAt: Date },
    authorId?: string | null,
  ): void {
    this.client
      ?.reportContentSaved({
        siteId,
        name: name ?? '',
        authorId: authorId ?? '',
        updatedAt: times.updatedAt.toISOString(),
        contentUpdatedAt: times.contentUpdatedAt.toISOString(),
      })
      .catch((err: unknown) => this.logger.warn({ err, siteId }, 'could not report a save'))
  }
}
