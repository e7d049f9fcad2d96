import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common'
import { announceSiteChange, CONFIG, listenToSiteChanges, LOGGER, REDIS } from '@tessera/kit'
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
  private stop: (() => Promise<void>) | undefined

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    // After a reconnect a message may have been missed: it hears `*` and forgets everything.
    this.stop = await listenToSiteChanges(this.config.REDIS_URL, this.config.REDIS_PREFIX, (id) =>
      this.notify(id),
    )
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.()
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
