import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient, LOGGER } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { Logger } from 'pino'
import type { CustomDataConfig } from '../config.js'

/** Where an asset is served now, and its size in pixels (0 when not known). */
export interface AssetAddress {
  url: string
  width: number
  height: number
}

/**
 * Asks the assets service where the assets items hold (Image, Gallery and File values) are
 * served. Without one configured, or when it does not answer, none are known: the read API
 * then answers with the ids alone rather than not at all.
 */
@Injectable()
export class AssetAddresses {
  private readonly client: Client<typeof AssetsInternalService> | undefined

  constructor(
    @Inject(CONFIG) config: CustomDataConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.client = config.ASSETS_GRPC_URL
      ? grpcClient(AssetsInternalService, config.ASSETS_GRPC_URL, config.ASSETS_TIMEOUT_MS)
      : undefined
  }

  /** The address of each asset of `ids` that exists, by id. */
  async of(ids: readonly string[]): Promise<Map<string, AssetAddress>> {
    if (!this.client || ids.length === 0) return new Map()
    try {
      const { assets } = await this.client.resolveAssets({ assetIds: [...new Set(ids)] })
      return new Map(
        assets.map(({ url, currentUrl, width, height }) => [
          url,
          { url: currentUrl, width, height },
        ]),
      )
    } catch (error) {
      this.logger.warn({ err: error }, 'asset addresses unavailable')
      return new Map()
    }
  }
}
