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
  return listen(url, siteChangesChannel(prefix), onChange)
}

async function listen(
  url: string,
  channel: string,
  onChange: (siteId: string) => void,
): Promise<() => Promise<void>> {
  const subscriber = createRedis(url)
  subscriber.on('message', (from: string, siteId: string) => {
    if (from === channel) onChange(siteId)
  })
  subscriber.on('ready', () => onChange(ALL_SITES))
  await subscriber.subscribe(channel)
  return async () => {
    await subscriber.quit().catch(() => undefined)
  }
}

/**
 * The Redis channel on which the assets service announces that an asset of a site now serves
 * other bytes (its site's id, or `ALL_SITES` for an identity's or a template's asset, which any
 * site may use): site-servers render that site's pages again with the asset's current address.
 */
export function assetChangesChannel(prefix: string): string {
  return `${prefix}:assets:changed`
}

export async function announceAssetChange(
  redis: Redis,
  prefix: string,
  siteId: string,
): Promise<void> {
  await redis.publish(assetChangesChannel(prefix), siteId)
}

/** Hears every announced asset change, as `listenToSiteChanges` does site changes. */
export async function listenToAssetChanges(
  url: string,
  prefix: string,
  onChange: (siteId: string) => void,
): Promise<() => Promise<void>> {
  return listen(url, assetChangesChannel(prefix), onChange)
}

/**
 * The Redis channel on which custom data announces that a collection of a site changed (an
 * item, a field or the collection itself), as `{siteId} {collectionId}`: site-servers drop the
 * pages that showed its items, and only those.
 */
export function collectionChangesChannel(prefix: string): string {
  return `${prefix}:collections:changed`
}

export async function announceCollectionChange(
  redis: Redis,
  prefix: string,
  siteId: string,
  collectionId: string,
): Promise<void> {
  await redis.publish(collectionChangesChannel(prefix), `${siteId} ${collectionId}`)
}

/**
 * Hears every announced collection change; `ALL_SITES` as the site (and an empty collection)
 * after each (re)connection, when announcements may have been missed.
 */
export async function listenToCollectionChanges(
  url: string,
  prefix: string,
  onChange: (siteId: string, collectionId: string) => void,
): Promise<() => Promise<void>> {
  return listen(url, collectionChangesChannel(prefix), (message) => {
    const [siteId = '', collectionId = ''] = message.split(' ')
    onChange(siteId, collectionId)
  })
}
