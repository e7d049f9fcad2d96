import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { ImageSize } from '@tessera/renderer'
import type { SiteServerConfig } from '../config.js'

/** Asks the assets service about the assets pages use; without one configured, none are known. */
@Injectable()
export class AssetsClient {
  private readonly client: Client<typeof AssetsInternalService> | undefined

  constructor(@Inject(CONFIG) config: SiteServerConfig) {
    this.client = config.ASSETS_GRPC_URL
      ? grpcClient(AssetsInternalService, config.ASSETS_GRPC_URL, config.ASSETS_TIMEOUT_MS)
      : undefined
  }

  /**
   * The size of each of `urls` that is an image asset whose size is known, by that URL. Rejects
   * when the assets service does not answer within ASSETS_TIMEOUT_MS.
   */
  async imageSizes(urls: string[]): Promise<Map<string, ImageSize>> {
    if (!this.client || urls.length === 0) return new Map()
    const { images } = await this.client.getImageSizes({ urls })
    return new Map(images.map(({ url, width, height }) => [url, { width, height }]))
  }
}
