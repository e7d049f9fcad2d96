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
  /** Icon files, for an asset asked for as an icon (none until the image worker made them). */
  icons: ResolvedIcon[]
}

export interface ResolvedIcon {
  url: string
  /** `image/x-icon` or `image/png`. */
  type: string
  /** The side in pixels (an ICO's largest). */
  size: number
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
   * The current address of each asset of `ids` (collection items' Image, File and Gallery
   * values) that exists, by id. Rejects as `resolve` does.
   */
  async addresses(ids: string[]): Promise<Map<string, string>> {
    if (!this.client || ids.length === 0) return new Map()
    const { assets } = await this.client.resolveAssets({ assetIds: ids })
    return new Map(assets.map(({ url, currentUrl }) => [url, currentUrl]))
  }

  /**
   * The current address of each of `urls` that names an asset (any address the asset ever had),
   * with its size (0 when unknown), by the URL asked; those also in `iconUrls` with their icon
   * files (asked for when missing). Rejects when the assets service does not answer within
   * ASSETS_TIMEOUT_MS.
   */
  async resolve(urls: string[], iconUrls: string[] = []): Promise<Map<string, ResolvedAsset>> {
    if (!this.client || urls.length === 0) return new Map()
    const { assets } = await this.client.resolveAssets({ urls, iconUrls })
    return new Map(
      assets.map(({ url, currentUrl, width, height, variants, icons }) => [
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
          icons: icons.map((icon) => ({ url: icon.url, type: icon.contentType, size: icon.size })),
        },
      ]),
    )
  }
}
