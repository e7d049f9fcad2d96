import { createHash } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { McpConfig } from '../config.js'

const KEEP_SECONDS = 24 * 60 * 60

/**
 * An `apply` retried with its `requestId` (its answer was lost) answers what the first call
 * answered, without applying twice: per person and site, for 24 hours.
 */
@Injectable()
export class Idempotency {
  constructor(
    @Inject(CONFIG) private readonly config: McpConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private key(userId: string, siteId: string, requestId: string): string {
    return `${this.config.REDIS_PREFIX}:mcp:request:${userId}:${siteId}:${requestId}`
  }

  /** The site server's save id for the request: a retry racing the first is not applied twice. */
  saveId(userId: string, siteId: string, requestId: string): string {
    return createHash('sha256').update(`${userId}:${siteId}:${requestId}`).digest('base64url')
  }

  async answered<T>(userId: string, siteId: string, requestId: string): Promise<T | undefined> {
    const value = await this.redis.get(this.key(userId, siteId, requestId))
    return value === null ? undefined : (JSON.parse(value) as T)
  }

  async remember(
    userId: string,
    siteId: string,
    requestId: string,
    answer: unknown,
  ): Promise<void> {
    await this.redis.set(
      this.key(userId, siteId, requestId),
      JSON.stringify(answer),
      'EX',
      KEEP_SECONDS,
    )
  }
}
