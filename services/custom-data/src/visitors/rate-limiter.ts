import { Inject, Injectable } from '@nestjs/common'
import { commonErrors, CONFIG, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { CustomDataConfig } from '../config.js'

export interface Limit {
  points: number
  seconds: number
}

/** Fixed-window counters in Redis, shared by every replica. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts one request under `key`; throws 429 once the window's points are spent. */
  take(key: string, limit: Limit): Promise<void> {
    return this.takeAll([[key, limit]])
  }

  /**
   * Counts one request under each key in one round trip; throws 429 when any is spent. A
   * refused request still counts against every key.
   */
  async takeAll(entries: ReadonlyArray<readonly [string, Limit]>): Promise<void> {
    const now = Date.now() / 1000
    const multi = this.redis.multi()
    for (const [key, limit] of entries) {
      const redisKey = `${this.config.REDIS_PREFIX}:custom-data:rl:${key}:${Math.floor(now / limit.seconds)}`
      multi.incr(redisKey).expire(redisKey, limit.seconds + 1)
    }
    const results = (await multi.exec()) as Array<[Error | null, number]>
    const spent = entries.some(([, limit], i) => (results[i * 2]?.[1] ?? 0) > limit.points)
    if (spent) throw commonErrors.TooManyRequests('Too many attempts, try again later')
  }
}
