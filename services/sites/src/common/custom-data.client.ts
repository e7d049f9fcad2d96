import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { CustomDataInternalService } from '@tessera/proto'
import type { SitesConfig } from '../config.js'

/** Asks the custom-data service what a site stores, or to remove it; without one configured, nothing. */
@Injectable()
export class CustomDataClient {
  private readonly client: Client<typeof CustomDataInternalService> | undefined

  constructor(@Inject(CONFIG) config: SitesConfig) {
    this.client = config.CUSTOM_DATA_GRPC_URL
      ? grpcClient(CustomDataInternalService, config.CUSTOM_DATA_GRPC_URL)
      : undefined
  }

  /** Bytes of the site's stored rows (custom_data_usage). */
  async usageBytes(siteId: string): Promise<number> {
    if (!this.client) return 0
    const { bytes } = await this.client.getCustomDataUsage({ siteId })
    return Number(bytes)
  }

  /** Removes every table and row of a site being deleted. */
  async deleteSiteData(siteId: string): Promise<void> {
    await this.client?.deleteSiteData({ siteId })
  }
}
