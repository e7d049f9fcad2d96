import { BullModule } from '@nestjs/bullmq'
import { DynamicModule, Module } from '@nestjs/common'
import { CONFIG, KitModule, SiteRoles } from '@tessera/kit'
import { IMAGE_JOBS_QUEUE, IMAGE_VARIANTS_DONE_QUEUE } from '@tessera/proto'
import { AssetsGrpcServer } from './assets/assets-grpc.server.js'
import { AssetsController } from './assets/assets.controller.js'
import { AssetsRepository } from './assets/assets.repository.js'
import { AssetsService } from './assets/assets.service.js'
import { UploadSweeper } from './assets/upload-sweeper.js'
import type { AssetsConfig } from './config.js'
import { assetsDatabase } from './database.js'
import { ImageApiKeyGuard } from './jobs/api-key.guard.js'
import { JobsController } from './jobs/jobs.controller.js'
import { JobsService } from './jobs/jobs.service.js'
import { assetsSiteRoles } from './sites/site-roles.js'
import { GrpcSitesDirectory, NoSitesDirectory, SitesDirectory } from './sites/sites-directory.js'
import { ObjectStorage } from './storage/object-storage.js'
import { VariantsDoneProcessor } from './variants/variants-done.processor.js'
import { VariantsService } from './variants/variants.service.js'

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [AssetsController, JobsController]

@Module({})
export class AppModule {
  static register(config: AssetsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({ service: 'assets', config, database: assetsDatabase, redis: true }),
        BullModule.registerQueue({ name: IMAGE_JOBS_QUEUE }, { name: IMAGE_VARIANTS_DONE_QUEUE }),
      ],
      controllers,
      providers: [
        { provide: SiteRoles, inject: [SitesDirectory], useFactory: assetsSiteRoles },
        AssetsRepository,
        AssetsService,
        ObjectStorage,
        UploadSweeper,
        AssetsGrpcServer,
        JobsService,
        VariantsService,
        VariantsDoneProcessor,
        ImageApiKeyGuard,
        {
          provide: SitesDirectory,
          inject: [CONFIG],
          useFactory: (c: AssetsConfig) =>
            c.SITES_GRPC_URL ? new GrpcSitesDirectory(c.SITES_GRPC_URL) : new NoSitesDirectory(),
        },
      ],
    }
  }
}
