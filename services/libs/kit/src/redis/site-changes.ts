import type { Redis } from 'ioredis'
import { createRedis } from './redis.js'

/** What a listener hears when it may have missed announcements: forget every site. */
export const ALL_SITES = '*'

/**
 * The Redis channel on which a change of a site is announced (its id, or `ALL_SITES`), so that
 * no service keeps serving what it cached of the site: the site-servers' pages and hosts, custom
 * data's sites. Site-servers announce changes of content and versions, the sites service changes
 * of its record (published, disabled, deleted).
 */
export function siteChangesChannel(prefix: string): string {
  return `${prefix}:site-server:invalidate`
}

export async function announceSiteChange(
  redis: Redis,
  prefix: string,
  siteId: string,
): Promise<void> {
  await redis.publish(siteChangesChannel(prefix), siteId)
}

/**
 * Hears every announced change; `ALL_SITES` also after each (re)connection, when announcements
 * may have been missed. Resolves once subscribed, with what stops listening.
 */
export async function listenToSiteChanges(
  url: string,
  prefix: string,
  onChange: (siteId: string) => void,
): Promise<() => Promise<void>> {
  const subscriber = createRedis(url)
  const channel = siteChangesChannel(prefix)
  subscriber.on('message', (from: string, siteId: string) => {
    if (from === channel) onChange(siteId)
  })
  subscriber.on('ready', () => onChange(ALL_SITES))
  await subscriber.subscribe(channel)
  return async () => {
    await subscriber.quit().catch(() => undefined)
  }
}
