import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common'
import {
  announceSiteChange,
  CONFIG,
  listenToAssetChanges,
  listenToCollectionChanges,
  listenToSiteChanges,
  LOGGER,
  REDIS,
} from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { SiteServerConfig } from '../config.js'

type Listener = (siteId: string) => void

/**
 * Tells every replica that a site changed (content, versions, hosting), over the site-changes
 * channel in Redis, so none keeps serving what it cached; it hears the sites service's
 * announcements on it too. Cache entries also expire on their own, in case a message is lost.
 */
@Injectable()
export class HostingInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners: Listener[] = []
  private readonly assetListeners: Listener[] = []
  private readonly collectionListeners: Array<(siteId: string, collectionId: string) => void> = []
  private stops: Array<() => Promise<void>> = []

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    // After a reconnect a message may have been missed: it hears `*` and forgets everything.
    const { REDIS_URL, REDIS_PREFIX } = this.config
    this.stops = [
      await listenToSiteChanges(REDIS_URL, REDIS_PREFIX, (id) => this.notify(id)),
      // The assets service says when an asset serves other bytes.
      await listenToAssetChanges(REDIS_URL, REDIS_PREFIX, (id) => {
        for (const listener of this.assetListeners) listener(id)
      }),
      // Custom data says when a collection's items, fields or the collection changed.
      await listenToCollectionChanges(REDIS_URL, REDIS_PREFIX, (siteId, collectionId) => {
        for (const listener of this.collectionListeners) listener(siteId, collectionId)
      }),
    ]
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()))
  }

  /** An asset of the site (`*`: of an identity or a template) now serves other bytes. */
  onAssetsChanged(listener: Listener): void {
    this.assetListeners.push(listener)
  }

  /** A collection of the site changed (`*` as the site: any collection may have). */
  onCollectionChanged(listener: (siteId: string, collectionId: string) => void): void {
    this.collectionListeners.push(listener)
  }

  /** `*` means every site. */
  onSiteChanged(listener: Listener): void {
    this.listeners.push(listener)
  }

  async siteChanged(siteId: string): Promise<void> {
    this.notify(siteId)
    await announceSiteChange(this.redis, this.config.REDIS_PREFIX, siteId).catch((err: unknown) => {
      this.logger.warn({ err, siteId }, 'could not publish a cache invalidation')
    })
  }

  private notify(siteId: string): void {
    for (const listener of this.listeners) listener(siteId)
  }
}
