import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common'
import { CONFIG, listenToSiteChanges } from '@tessera/kit'
import type { CustomDataConfig } from '../config.js'
import { SitesDirectory } from './sites-directory.js'

/**
 * Hears the site-changes channel (the sites service announces a site published, unpublished,
 * disabled or deleted there before its call answers) and drops the site from the directory, so
 * a form works the moment its site is published and stops the moment it is not.
 */
@Injectable()
export class SiteChangesListener implements OnModuleInit, OnApplicationShutdown {
  private stop: (() => Promise<void>) | undefined

  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    private readonly sites: SitesDirectory,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stop = await listenToSiteChanges(this.config.REDIS_URL, this.config.REDIS_PREFIX, (id) =>
      this.sites.forget(id),
    )
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop?.()
  }
}
