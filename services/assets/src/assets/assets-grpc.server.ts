import { Code, ConnectError } from '@connectrpc/connect'
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common'
import { CONFIG, LOGGER, startGrpcServer, type GrpcServer } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { AssetsConfig } from '../config.js'
import { AssetsRepository } from './assets.repository.js'

/** AssetsInternalService on its own port: the sites service asks before deleting a site. */
@Injectable()
export class AssetsGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: GrpcServer

  constructor(
    private readonly assets: AssetsRepository,
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
      }),
    )
    this.logger.info({ port: this.server.port }, 'gRPC listening')
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }
}
