import type { Redis } from 'ioredis'

/** How long a revocation check may take before the token is judged on its signature alone. */
const CHECK_TIMEOUT_MS = 500

/**
 * "Tokens issued before this moment are void", per user: written by the auth service when a
 * password changes or is reset, read by every service's token check. Kept in Redis as long as
 * a token lives, since older tokens have expired by then anyway.
 */
export class TokenRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(userId: string): string {
    return `${this.prefix}:auth:tokens-void-before:${userId}`
  }

  /** Voids every token of `userId` issued until now; returns the moment, in ms. */
  async revokeAll(userId: string, tokenTtlSeconds: number): Promise<number> {
    const at = Date.now()
    await this.redis.set(this.key(userId), String(at), 'EX', tokenTtlSeconds)
    return at
  }

  /**
   * The moment before which the user's tokens are void (ms), if any. A Redis that does not answer
   * in time counts as no revocation, so an outage does not log everyone out.
   */
  async voidBefore(userId: string): Promise<number | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), CHECK_TIMEOUT_MS)
    })
    try {
      const value = await Promise.race([this.redis.get(this.key(userId)), timeout])
      return value === null ? undefined : Number(value)
    } catch {
      return undefined
    } finally {
      clearTimeout(timer)
    }
  }
}
