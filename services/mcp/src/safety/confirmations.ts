import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { McpConfig } from '../config.js'

/** How long a plan's confirmation token holds. */
export const CONFIRMATION_MS = 5 * 60 * 1000

/** What a confirmation token is bound to: the person, the site, its version, the call. */
export interface ConfirmationSubject {
  userId: string
  siteId: string
  /** The version's update key when the plan was made: any save since voids the token. */
  version: string
  /** The digest of the operations (or of the call) the person confirms. */
  digest: string
}

const payloadSchema = z.object({
  u: z.string(),
  s: z.string(),
  v: z.string(),
  d: z.string(),
  e: z.number(),
  n: z.string(),
})

/**
 * Confirmation of destructive calls without elicitation: a first call answers a plan and a
 * token (an HMAC over the subject, valid 5 minutes); the same call with the token goes ahead
 * once. A token altered, expired, replayed or made for anything else is refused.
 */
@Injectable()
export class Confirmations {
  constructor(
    @Inject(CONFIG) private readonly config: McpConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private sign(body: string): string {
    return createHmac('sha256', this.config.CONFIRMATION_SECRET).update(body).digest('base64url')
  }

  issue(subject: ConfirmationSubject, now = Date.now()): { token: string; expiresAt: string } {
    const expires = now + CONFIRMATION_MS
    const payload = {
      u: subject.userId,
      s: subject.siteId,
      v: subject.version,
      d: subject.digest,
      e: expires,
      n: randomBytes(12).toString('base64url'),
    }
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
    return { token: `${body}.${this.sign(body)}`, expiresAt: new Date(expires).toISOString() }
  }

  /** Why the token does not confirm `subject`, or undefined once it is used up for it. */
  async redeem(
    token: string,
    subject: ConfirmationSubject,
    now = Date.now(),
  ): Promise<string | undefined> {
    const [body, mac] = token.split('.')
    if (!body || !mac) return 'not a confirmation token'
    const expected = Buffer.from(this.sign(body))
    const given = Buffer.from(mac)
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return 'not a confirmation token'
    let parsed: z.infer<typeof payloadSchema>
    try {
      parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    } catch {
      return 'not a confirmation token'
    }
    if (parsed.e <= now) return 'the confirmation expired: plan the call again'
    if (parsed.u !== subject.userId || parsed.s !== subject.siteId || parsed.d !== subject.digest)
      return 'the confirmation was made for another call'
    if (parsed.v !== subject.version)
      return 'the site changed since the plan was made: plan the call again'
    const key = `${this.config.REDIS_PREFIX}:mcp:confirmation-used:${parsed.n}`
    const first = await this.redis.set(key, '1', 'PX', CONFIRMATION_MS, 'NX')
    return first === 'OK' ? undefined : 'the confirmation was used already'
  }
}
