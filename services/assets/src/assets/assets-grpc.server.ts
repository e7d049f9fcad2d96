import { Code, ConnectError } from '@connectrpc/connect'
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common'
import { CONFIG, LOGGER, startGrpcServer, type GrpcServer } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { AssetsConfig } from '../config.js'
import { AssetsRepository } from './assets.repository.js'
import { AssetsService } from './assets.service.js'

/**
 * AssetsInternalService on its own port: the sites service asks before deleting a site, and
 * has a paid site's assets removed when its subscription ends.
 */
@Injectable()
export class AssetsGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: GrpcServer

  constructor(
    private readonly assets: AssetsRepository,
    private readonly service: AssetsService,
    @Inject(CONFIG) private readonly config: AssetsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

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
      }),
    )
    this.logger.info({ port: this.server.port }, 'gRPC listening')
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }
}
