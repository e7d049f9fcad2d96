import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { ImageSize } from '@tessera/renderer'
import type { SiteServerConfig } from '../config.js'

/**
 * An asset's current address, its intrinsic size in pixels (0 when not known) and its lighter
 * copies (none until the image worker made them).
 */
export interface ResolvedAsset extends ImageSize {
  url: string
}

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
   * The current address of each of `urls` that names an asset (any address the asset ever had),
   * with its size (0 when unknown), by the URL asked. Rejects when the assets service does not
   * answer within ASSETS_TIMEOUT_MS.
   */
  async resolve(urls: string[]): Promise<Map<string, ResolvedAsset>> {
    if (!this.client || urls.length === 0) return new Map()
    const { assets } = await this.client.resolveAssets({ urls })
    return new Map(
      assets.map(({ url, currentUrl, width, height, variants }) => [
        url,
        {
          url: currentUrl,
          width,
          height,
          variants: variants.map((variant) => ({
            url: variant.url,
            type: variant.contentType,
            width: variant.width,
          })),
        },
      ]),
    )
  }
}
