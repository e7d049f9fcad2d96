import { Inject, Injectable } from '@nestjs/common'
import { REDIS, ROLES, type Role } from '@tessera/kit'
import type { Redis } from 'ioredis'
import { z } from 'zod'

/** How often an open builder says it is there; the server refuses nothing, the builder waits. */
export const HEARTBEAT_SECONDS = 10
/** A builder not heard from for this long has closed (two heartbeats missed, and some slack). */
export const PRESENT_SECONDS = 25

export const presenceView = z
  .object({
    /** The other members with the site open, most recently heard first. */
    others: z.array(
      z.object({
        user_id: z.uuid(),
        email: z.string().nullable(),
        /** Their role on the site, and the page they have open, when their builder said. */
        role: z.enum(ROLES).nullable(),
        page: z.string().nullable(),
        seen_at: z.iso.datetime(),
      }),
    ),
    /** Send the next heartbeat after this many seconds. */
    heartbeat_seconds: z.number().int(),
  })
  .meta({ id: 'PresenceView' })
export type PresenceView = z.infer<typeof presenceView>

/** A heartbeat may say which page the builder shows (for the same-page warning). */
export const presenceBody = z.object({ page: z.string().max(300).optional() }).optional()

/**
 * Who has a site open in the builder: each heartbeat writes the caller's time into one Redis
 * hash per site (shared by every replica), which expires with the last heartbeat, and answers
 * the others heard from within PRESENT_SECONDS.
 */
@Injectable()
export class Presence {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async beat(
    siteId: string,
    caller: { id: string; email?: string; role: Role | null; page?: string },
    now = Date.now(),
  ): Promise<PresenceView> {
    const key = `presence:${siteId}`
    const entry = JSON.stringify({
      t: now,
      e: caller.email ?? null,
      r: caller.role,
      p: caller.page ?? null,
    })
    const [, [, raw]] = (await this.redis
      .multi()
      .hset(key, caller.id, entry)
      .hgetall(key)
      .expire(key, PRESENT_SECONDS)
      .exec()) as [unknown, [unknown, Record<string, string>]]
    const since = now - PRESENT_SECONDS * 1000
    const others: PresenceView['others'] = []
    const gone: string[] = []
    for (const [userId, value] of Object.entries(raw ?? {})) {
      if (userId === caller.id) continue
      const seen = JSON.parse(value) as {
        t: number
        e: string | null
        r?: Role | null
        p?: string | null
      }
      if (seen.t < since) gone.push(userId)
      else
        others.push({
          user_id: userId,
          email: seen.e,
          role: seen.r ?? null,
          page: seen.p ?? null,
          seen_at: new Date(seen.t).toISOString(),
        })
    }
    if (gone.length > 0) await this.redis.hdel(key, ...gone)
    others.sort((a, b) => b.seen_at.localeCompare(a.seen_at))
    return { others, heartbeat_seconds: HEARTBEAT_SECONDS }
  }

  /** The builder closed: it is no longer there. */
  async leave(siteId: string, userId: string): Promise<void> {
    await this.redis.hdel(`presence:${siteId}`, userId)
  }
}
