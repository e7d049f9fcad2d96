import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common'
import { CONFIG, startGrpcServer, toGrpcError, uuidParam, type GrpcServer } from '@tessera/kit'
import { CustomDataInternalService } from '@tessera/proto'
import type { CustomDataConfig } from '../config.js'
import { TablesRepository } from '../tables/tables.repository.js'
import { UsageRepository } from './usage.repository.js'

/**
 * What other services ask this one (the sites service): a site's custom data usage, and the
 * removal of everything a deleted site stored.
 */
@Injectable()
export class UsageGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: GrpcServer | undefined

  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    private readonly usage: UsageRepository,
    private readonly tables: TablesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startGrpcServer(this.config.GRPC_PORT, this.config.GRPC_HOST, (router) => {
      router.service(CustomDataInternalService, {
        getCustomDataUsage: async ({ siteId }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) return { bytes: 0n, tables: 0 }
            const usage = await this.usage.of(siteId)
            return { bytes: BigInt(usage.bytes), tables: usage.tables }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
        deleteSiteData: async ({ siteId }) => {
          try {
            if (!uuidParam.safeParse(siteId).success) return { tables: 0 }
            return { tables: await this.tables.deleteSite(siteId) }
          } catch (error) {
            throw toGrpcError(error)
          }
        },
      })
    })
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }
}
