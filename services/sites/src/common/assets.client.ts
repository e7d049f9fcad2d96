import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { SitesConfig } from '../config.js'

/** Asks the assets service about a site's assets; without one configured, no site has any. */
@Injectable()
export class AssetsClient {
  private readonly client: Client<typeof AssetsInternalService> | undefined

  constructor(@Inject(CONFIG) config: SitesConfig) {
    this.client = config.ASSETS_GRPC_URL
      ? grpcClient(AssetsInternalService, config.ASSETS_GRPC_URL)
      : undefined
  }

  async countSiteAssets(siteId: string): Promise<number> {
    if (!this.client) return 0
    const { count } = await this.client.countSiteAssets({ siteId })
    return Number(count)
  }

  /** Removes every asset of a site deleted without its owner (a paid site that ended). */
  async deleteSiteAssets(siteId: string): Promise<void> {
    await this.client?.deleteSiteAssets({ siteId })
  }
}
