import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { CONFIG, LOGGER, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { DataSource } from 'typeorm'
import type { SiteServerConfig } from '../config.js'
import { SiteUsage } from './site-usage.entity.js'

/** How often a usage read tries again while a replica moves the site's counts to PostgreSQL. */
const READ_ATTEMPTS = 10
const READ_RETRY_MS = 20
/** How long a site's move counter outlives its last move. */
const MOVES_TTL_MS = 3_600_000

interface Pending {
  views: number
  bytes: number
}

/**
 * Views and bandwidth per site. Serving only adds to memory; every COUNTER_FLUSH_MS the sums go to
 * Redis (INCRBY, shared by all replicas), and every USAGE_FLUSH_SECONDS some replica moves them
 * to PostgreSQL (GETDEL, so no count is moved twice). Both flushes also run on shutdown.
 *
 * While a site's counts move, they are in neither store: a move bumps the site's move counter as
 * it takes them from Redis and again once PostgreSQL has them, so the counter is odd meanwhile,
 * and a read that saw it odd or changed reads again.
 */
@Injectable()
export class UsageCounters implements OnModuleInit, BeforeApplicationShutdown {
  private pending = new Map<string, Pending>()
  private timers: NodeJS.Timeout[] = []
  private readonly prefix: string

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:site-usage`
  }

  onModuleInit(): void {
    const every = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        work().catch((err: unknown) => this.logger.warn({ err }, 'usage flush failed'))
      }, ms)
      timer.unref()
      this.timers.push(timer)
    }
    every(this.config.COUNTER_FLUSH_MS, () => this.flushToRedis())
    every(this.config.USAGE_FLUSH_SECONDS * 1000, () => this.flushToDatabase())
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer)
    try {
      await this.flushToRedis()
      await this.flushToDatabase()
    } catch (err) {
      this.logger.error({ err }, 'usage flush on shutdown failed')
    }
  }

  /** Called for every response served: memory only, nothing awaited. */
  count(siteId: string, views: number, bytes: number): void {
    const entry = this.pending.get(siteId)
    if (entry) {
      entry.views += views
      entry.bytes += bytes
    } else this.pending.set(siteId, { views, bytes })
  }

  forget(siteId: string): void {
    this.pending.delete(siteId)
  }

  private key(siteId: string, kind: 'views' | 'bytes' | 'moves'): string {
    return `${this.prefix}:${siteId}:${kind}`
  }

  private get dirtyKey(): string {
    return `${this.prefix}:dirty`
  }

  async flushToRedis(): Promise<void> {
    if (this.pending.size === 0) return
    const batch = this.pending
    this.pending = new Map()
    const pipeline = this.redis.pipeline()
    for (const [siteId, { views, bytes }] of batch) {
      if (views) pipeline.incrby(this.key(siteId, 'views'), views)
      if (bytes) pipeline.incrby(this.key(siteId, 'bytes'), bytes)
      pipeline.sadd(this.dirtyKey, siteId)
    }
    try {
      await pipeline.exec()
    } catch (error) {
      for (const [siteId, { views, bytes }] of batch) this.count(siteId, views, bytes)
      throw error
    }
  }

  async flushToDatabase(): Promise<void> {
    for (;;) {
      const siteIds = (await this.redis.spop(this.dirtyKey, 200)) ?? []
      if (siteIds.length === 0) return
      for (const siteId of siteIds) {
        const [[, views], [, bytes]] = ((await this.redis
          .multi()
          .getdel(this.key(siteId, 'views'))
          .getdel(this.key(siteId, 'bytes'))
          .incr(this.key(siteId, 'moves'))
          .pexpire(this.key(siteId, 'moves'), MOVES_TTL_MS)
          .exec()) ?? [
          [null, null],
          [null, null],
        ]) as Array<[Error | null, string | null]>
        const v = Number(views ?? 0)
        const b = Number(bytes ?? 0)
        try {
          if (!v && !b) continue
          await this.dataSource.query(
            `INSERT INTO site_content.usage (site_id, views, bandwidth, updated_at)
             SELECT $1, $2, $3, now() WHERE EXISTS (SELECT 1 FROM site_content.sites WHERE site_id = $1)
             ON CONFLICT (site_id) DO UPDATE SET views = usage.views + EXCLUDED.views,
               bandwidth = usage.bandwidth + EXCLUDED.bandwidth, updated_at = now()`,
            [siteId, v, b],
          )
        } catch (error) {
          // Put the counts back for the next flush.
          await this.redis
            .multi()
            .incrby(this.key(siteId, 'views'), v)
            .incrby(this.key(siteId, 'bytes'), b)
            .sadd(this.dirtyKey, siteId)
            .exec()
          throw error
        } finally {
          await this.redis.incr(this.key(siteId, 'moves'))
        }
      }
    }
  }

  /** Everything counted so far: stored, waiting in Redis, and waiting in this replica. */
  async totals(siteId: string): Promise<{ totalSiteViewCount: number; totalBandwidth: number }> {
    const moves = this.key(siteId, 'moves')
    for (let attempt = 1; ; attempt++) {
      const [[, before], [, counts]] = ((await this.redis
        .multi()
        .get(moves)
        .mget(this.key(siteId, 'views'), this.key(siteId, 'bytes'))
        .exec()) ?? []) as [[Error | null, string | null], [Error | null, (string | null)[]]]
      const row = await this.dataSource.getRepository(SiteUsage).findOneBy({ siteId })
      const settled = Number(before ?? 0) % 2 === 0 && (await this.redis.get(moves)) === before
      if (settled || attempt === READ_ATTEMPTS) {
        const [views, bytes] = counts ?? []
        const local = this.pending.get(siteId)
        return {
          totalSiteViewCount: Number(row?.views ?? 0) + Number(views ?? 0) + (local?.views ?? 0),
          totalBandwidth: Number(row?.bandwidth ?? 0) + Number(bytes ?? 0) + (local?.bytes ?? 0),
        }
      }
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS))
    }
  }
}
