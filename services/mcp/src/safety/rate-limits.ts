import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { McpConfig } from '../config.js'

export type RateBucket = 'reads' | 'applies' | 'previews'

/** Calls per token in fixed windows, counted in Redis so every replica shares them. */
@Injectable()
export class RateLimits {
  constructor(
    @Inject(CONFIG) private readonly config: McpConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts a call; answers the seconds to wait when the token is over its limit. */
  async take(tokenKey: string, bucket: RateBucket): Promise<number | undefined> {
    const { points, seconds } = {
      reads: this.config.RATE_LIMIT_READS,
      applies: this.config.RATE_LIMIT_APPLIES,
      previews: this.config.RATE_LIMIT_PREVIEWS,
    }[bucket]
    const window = Math.floor(Date.now() / 1000 / seconds)
    const key = `${this.config.REDIS_PREFIX}:mcp:rate:${bucket}:${tokenKey}:${window}`
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, seconds).exec()) as [
      [Error | null, number],
    ]
    return count > points ? seconds - (Math.floor(Date.now() / 1000) % seconds) : undefined
  }
}
