import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common'
import { CONFIG, createRedis, LOGGER, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { SiteServerConfig } from '../config.js'

/** One event of a site, as every open builder of it hears it: a name and its JSON data. */
export interface SiteEvent {
  event: string
  data: unknown
}

export type SiteEventListener = (event: SiteEvent) => void

const siteEvent = z.object({ event: z.string().min(1).max(100), data: z.unknown() })

/**
 * A site's live events (saves now; later other editors' edits), through one Redis channel per
 * site so that a builder connected to any replica hears what a save on another published. Each
 * replica subscribes to a site's channel while one of its builders listens to it.
 */
@Injectable()
export class SiteEvents implements OnApplicationShutdown {
  private subscriber: Redis | undefined
  /** The sites this replica listens to: their listeners, and when the channel is subscribed. */
  private readonly sites = new Map<
    string,
    { listeners: Set<SiteEventListener>; subscribed: Promise<unknown> }
  >()

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private channel(siteId: string): string {
    return `${this.config.REDIS_PREFIX}:site-events:${siteId}`
  }

  /** Tells every listener of the site, on every replica; a failure is logged, never raised. */
  async publish(siteId: string, event: SiteEvent): Promise<void> {
    await this.redis
      .publish(this.channel(siteId), JSON.stringify(event))
      .catch((err: unknown) => this.logger.warn({ err, siteId }, 'could not publish a site event'))
  }

  /**
   * Hears the site's events from now on; resolves once the site's channel is subscribed, with
   * what stops it. A failed subscription is raised (and nothing is left listening).
   */
  async listen(siteId: string, listener: SiteEventListener): Promise<() => void> {
    let site = this.sites.get(siteId)
    if (!site) {
      site = { listeners: new Set(), subscribed: this.connection().subscribe(this.channel(siteId)) }
      this.sites.set(siteId, site)
    }
    site.listeners.add(listener)
    const stop = () => {
      const current = this.sites.get(siteId)
      if (!current?.listeners.delete(listener) || current.listeners.size > 0) return
      this.sites.delete(siteId)
      void this.subscriber?.unsubscribe(this.channel(siteId)).catch(() => undefined)
    }
    try {
      await site.subscribed
    } catch (error) {
      stop()
      throw error
    }
    return stop
  }

  /** The connection in subscriber mode, made on first use. */
  private connection(): Redis {
    if (this.subscriber) return this.subscriber
    const subscriber = createRedis(this.config.REDIS_URL)
    const prefix = this.channel('')
    subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(prefix)) return
      const set = this.sites.get(channel.slice(prefix.length))?.listeners
      if (!set) return
      let event: SiteEvent
      try {
        event = siteEvent.parse(JSON.parse(text)) as SiteEvent
      } catch (err) {
        this.logger.warn({ err, channel }, 'a site event does not read')
        return
      }
      for (const listener of set) listener(event)
    })
    this.subscriber = subscriber
    return subscriber
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined)
  }
}
