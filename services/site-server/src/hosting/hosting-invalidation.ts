import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common'
import { CONFIG, createRedis, LOGGER, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { SiteServerConfig } from '../config.js'

type Listener = (siteId: string) => void

/**
 * Tells every replica that a site changed (content, versions, hosting), over Redis pub/sub, so
 * none keeps serving what it cached. Cache entries also expire on their own, in case a message
 * is lost.
 */
@Injectable()
export class HostingInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners: Listener[] = []
  private subscriber: Redis | undefined
  private readonly channel: string

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.channel = `${config.REDIS_PREFIX}:site-server:invalidate`
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = createRedis(this.config.REDIS_URL)
    this.subscriber.on('message', (channel: string, siteId: string) => {
      if (channel === this.channel) this.notify(siteId)
    })
    // After a reconnect a message may have been missed: forget everything rather than serve stale.
    this.subscriber.on('ready', () => this.notify('*'))
    await this.subscriber.subscribe(this.channel)
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined)
  }

  /** `*` means every site. */
  onSiteChanged(listener: Listener): void {
    this.listeners.push(listener)
  }

  async siteChanged(siteId: string): Promise<void> {
    this.notify(siteId)
    await this.redis.publish(this.channel, siteId).catch((err: unknown) => {
      this.logger.warn({ err, siteId }, 'could not publish a cache invalidation')
    })
  }

  private notify(siteId: string): void {
    for (const listener of this.listeners) listener(siteId)
  }
}
