import { Inject, Injectable, Optional } from '@nestjs/common'
import { announceSiteChange, CONFIG, LOGGER, REDIS } from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { SitesConfig } from '../config.js'

/**
 * Announces a change of a site's record (published, disabled, deleted) on the site-changes
 * channel once it is committed, so the services that keep what this one says of a site (custom
 * data's site cache) drop it before the change's call answers. Without a Redis nothing is heard.
 */
@Injectable()
export class SiteAnnouncer {
  constructor(
    @Inject(CONFIG) private readonly config: SitesConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(REDIS) private readonly redis?: Redis,
  ) {}

  async announce(siteId: string): Promise<void> {
    if (!this.redis) return
    await announceSiteChange(this.redis, this.config.REDIS_PREFIX, siteId).catch((err: unknown) => {
      // The caches still expire on their own.
      this.logger.warn({ err, siteId }, 'could not announce a site change')
    })
  }
}
