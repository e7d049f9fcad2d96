import { Code, ConnectError } from '@connectrpc/connect'
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common'
import { CONFIG, LOGGER, startGrpcServer, type GrpcServer } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { Logger } from 'pino'
import { z } from 'zod'
import { assetsPublicBase, type AssetsConfig } from '../config.js'
import { assetUrl, objectKeyOf } from './asset.view.js'
import { assetIdOfKey } from './object-keys.js'
import { AssetsRepository } from './assets.repository.js'
import { AssetsService } from './assets.service.js'
import { getsIcons } from '../variants/variant-jobs.js'
import { VariantsService } from '../variants/variants.service.js'
import type { AssetContentType } from './content-types.js'

/** How many URLs one GetImageSizes may name. */
const MAX_IMAGE_URLS = 2000
/** A site has one icon; a few more leave room for a site server asking for several sites. */
const MAX_ICON_URLS = 16

/**
 * AssetsInternalService on its own port: the sites service asks before deleting a site, and
 * has a paid site's assets removed when its subscription ends; site servers ask for the sizes
 * of the images a site's pages use when they render them.
 */
@Injectable()
export class AssetsGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: GrpcServer
  private readonly publicBase: string

  constructor(
    private readonly assets: AssetsRepository,
    private readonly service: AssetsService,
    private readonly variants: VariantsService,
    @Inject(CONFIG) private readonly config: AssetsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.publicBase = assetsPublicBase(config)
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startGrpcServer(this.config.GRPC_PORT, this.config.HOST, (router) =>
      router.service(AssetsInternalService, {
        countSiteAssets: async ({ siteId }) => {
          if (!z.uuid().safeParse(siteId).success) {
            throw new ConnectError('site_id must be a uuid', Code.InvalidArgument)
          }
          const { count, totalSize } = await this.assets.countSite(siteId)
          return { count: BigInt(count), totalSize: BigInt(totalSize) }
        },
        deleteSiteAssets: async ({ siteId }) => {
          if (!z.uuid().safeParse(siteId).success) {
            throw new ConnectError('site_id must be a uuid', Code.InvalidArgument)
          }
          return { count: BigInt(await this.service.removeSite(siteId)) }
        },
        resolveAssets: async ({ urls, iconUrls, assetIds }) => {
          if (urls.length > MAX_IMAGE_URLS) {
            throw new ConnectError(`At most ${MAX_IMAGE_URLS} urls`, Code.InvalidArgument)
          }
          if (assetIds.length > MAX_IMAGE_URLS) {
            throw new ConnectError(`At most ${MAX_IMAGE_URLS} asset_ids`, Code.InvalidArgument)
          }
          if (iconUrls.length > MAX_ICON_URLS) {
            throw new ConnectError(`At most ${MAX_ICON_URLS} icon_urls`, Code.InvalidArgument)
          }
          const asked: Array<{ url: string; key: string | undefined; assetId: string }> =
            urls.flatMap((url) => {
              const key = objectKeyOf(this.publicBase, url)
              const assetId = key === undefined ? undefined : assetIdOfKey(key)
              return key === undefined || assetId === undefined ? [] : [{ url, key, assetId }]
            })
          // Collection items name their pictures and files by id: answered by that id.
          for (const id of new Set(assetIds)) {
            if (z.uuid().safeParse(id).success) asked.push({ url: id, key: undefined, assetId: id })
          }
          const found = new Map(
            (await this.assets.current([...new Set(asked.map((a) => a.assetId))])).map((a) => [
              a.id,
              a,
            ]),
          )
          const answered = asked.filter(({ assetId }) => found.has(assetId))
          // Old addresses still named by a rendering keep their bytes a while longer.
          const old = answered.flatMap(({ key, assetId }) =>
            key !== undefined && found.get(assetId)!.objectKey !== key ? [key] : [],
          )
          if (old.length) await this.assets.noteNamed(old)
          // Icons are made for the images sites use as theirs, the first time one asks.
          const asIcon = new Set(iconUrls)
          const wanted = new Set(
            answered.filter(({ url }) => asIcon.has(url)).map(({ assetId }) => assetId),
          )
          const missing = [...wanted].flatMap((id) => {
            const asset = found.get(id)!
            return asset.icons === null && getsIcons(asset.contentType as AssetContentType)
              ? [{ id, objectKey: asset.objectKey }]
              : []
          })
          if (missing.length) await this.variants.requestIcons(missing)
          return {
            assets: answered.map(({ url, assetId }) => {
              const asset = found.get(assetId)!
              return {
                url,
                assetId,
                currentUrl: assetUrl(this.publicBase, asset.objectKey),
                width: asset.width ?? 0,
                height: asset.height ?? 0,
                variants: asset.variants.map((variant) => ({
                  url: assetUrl(this.publicBase, variant.key),
                  contentType: variant.contentType,
                  width: variant.width,
                  height: variant.height,
                  size: BigInt(variant.size),
                })),
                icons: wanted.has(assetId)
                  ? (asset.icons ?? []).map((icon) => ({
                      url: assetUrl(this.publicBase, icon.key),
                      contentType: icon.contentType,
                      size: icon.size,
                      bytes: BigInt(icon.bytes),
                    }))
                  : [],
              }
            }),
          }
        },
        getImageSizes: async ({ urls }) => {
          if (urls.length > MAX_IMAGE_URLS) {
            throw new ConnectError(`At most ${MAX_IMAGE_URLS} urls`, Code.InvalidArgument)
          }
          const keys = urls.flatMap((url) => objectKeyOf(this.publicBase, url) ?? [])
          const images = await this.assets.imageSizes([...new Set(keys)])
          return {
            images: images.map(({ objectKey, width, height }) => ({
              url: assetUrl(this.publicBase, objectKey),
              width,
              height,
            })),
          }
        },
      }),
    )
    this.logger.info({ port: this.server.port }, 'gRPC listening')
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }
}
