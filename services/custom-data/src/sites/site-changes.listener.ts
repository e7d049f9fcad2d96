import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common'
import { CachedSiteRoles, CONFIG, listenToSiteChanges, SiteRoles } from '@tessera/kit'
import type { CustomDataConfig } from '../config.js'
import { PublicItemsCache } from '../collections/public-items-cache.js'
import { SitesDirectory } from './sites-directory.js'

/**
 * Hears the site-changes channel (the sites service announces a site published, unpublished,
 * disabled or deleted there before its call answers) and drops the site from the directory, so
 * a form works the moment its site is published and stops the moment it is not; and drops the
 * site's collections read answers (any replica's write to a collection is announced there).
 */
@Injectable()
export class SiteChangesListener implements OnModuleInit, OnApplicationShutdown {
  private stop: (() => Promise<void>) | undefined

  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    private readonly sites: SitesDirectory,
    private readonly items: PublicItemsCache,
    private readonly roles: SiteRoles,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stop = await listenToSiteChanges(this.config.REDIS_URL, this.config.REDIS_PREFIX, (id) => {
      this.sites.forget(id)
      this.items.forget(id)
      if (this.roles instanceof CachedSiteRoles) this.roles.forget(id)
    })
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.()
  }
}
