import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { ImageSize } from '@tessera/renderer'
import type { SiteServerConfig } from '../config.js'

/** Asks the assets service about a site's assets; without one configured, none are known. */
@Injectable()
export class AssetsClient {
  private readonly client: Client<typeof AssetsInternalService> | undefined

  constructor(@Inject(CONFIG) config: SiteServerConfig) {
    this.client = config.ASSETS_GRPC_URL
      ? grpcClient(AssetsInternalService, config.ASSETS_GRPC_URL, config.ASSETS_TIMEOUT_MS)
      : undefined
  }

  /**
   * The size of each of a site's images whose size is known, by the URL pages load it from.
   * Rejects when the assets service does not answer within ASSETS_TIMEOUT_MS.
   */
  async imageSizes(siteId: string): Promise<Map<string, ImageSize>> {
    if (!this.client) return new Map()
    const { images } = await this.client.getImageSizes({ siteId })
    return new Map(images.map(({ url, width, height }) => [url, { width, height }]))
  }
}
