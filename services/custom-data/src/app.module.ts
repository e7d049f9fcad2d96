import { BullModule } from '@nestjs/bullmq'
import { DynamicModule, Module } from '@nestjs/common'
import { CONFIG, KitModule, SiteRoles } from '@tessera/kit'
import { MAIL_QUEUE } from '@tessera/proto'
import type { CustomDataConfig } from './config.js'
import { CollectionCsvController } from './collections/collection-csv.controller.js'
import { CollectionCsvService } from './collections/collection-csv.service.js'
import { CollectionsController } from './collections/collections.controller.js'
import { CollectionsRepository } from './collections/collections.repository.js'
import { AssetAddresses } from './collections/asset-addresses.js'
import { CollectionsService } from './collections/collections.service.js'
import { DEPENDENTS_SOURCES, ReferenceDependents } from './collections/dependents.js'
import { ItemPages } from './collections/item-pages.js'
import { PageItemsService } from './collections/page-items.js'
import { PublicItemsCache } from './collections/public-items-cache.js'
import { PublicItemsController } from './collections/public-items.controller.js'
import { CsvController } from './csv/csv.controller.js'
import { CsvService } from './csv/csv.service.js'
import { CustomDataController } from './custom-data/custom-data.controller.js'
import { CustomDataService } from './custom-data/custom-data.service.js'
import { customDataDatabase } from './database.js'
import { TableEvents } from './events/table-events.js'
import { MailingListsController } from './mailing-lists/mailing-lists.controller.js'
import { MailingListsService } from './mailing-lists/mailing-lists.service.js'
import { RowsRepository } from './rows/rows.repository.js'
import { SiteChangesListener } from './sites/site-changes.listener.js'
import { customDataSiteRoles } from './sites/site-roles.js'
import { GrpcSitesDirectory, NoSitesDirectory, SitesDirectory } from './sites/sites-directory.js'
import { TablesRepository } from './tables/tables.repository.js'
import { UsageGrpcServer } from './usage/usage-grpc.server.js'
import { UsageRepository } from './usage/usage.repository.js'
import { ProofOfWork } from './visitors/proof-of-work.js'
import { RateLimiter } from './visitors/rate-limiter.js'

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [
  CsvController,
  CustomDataController,
  MailingListsController,
  CollectionsController,
  CollectionCsvController,
  PublicItemsController,
]

@Module({})
export class AppModule {
  static register(config: CustomDataConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({
          service: 'custom-data',
          config,
          database: customDataDatabase,
          redis: true,
        }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      ],
      controllers,
      providers: [
        {
          provide: SiteRoles,
          inject: [SitesDirectory, CONFIG],
          useFactory: (sites: SitesDirectory, c: CustomDataConfig) =>
            customDataSiteRoles(sites, c.SITE_CACHE_SECONDS * 1000),
        },
        TablesRepository,
        RowsRepository,
        UsageRepository,
        UsageGrpcServer,
        CustomDataService,
        CsvService,
        MailingListsService,
        TableEvents,
        ProofOfWork,
        RateLimiter,
        SiteChangesListener,
        CollectionsRepository,
        CollectionsService,
        AssetAddresses,
        CollectionCsvService,
        PageItemsService,
        ItemPages,
        ReferenceDependents,
        {
          // Everything that can refer to a collection or a field (see dependents.ts).
          provide: DEPENDENTS_SOURCES,
          inject: [ReferenceDependents],
          useFactory: (references: ReferenceDependents) => [references],
        },
        {
          provide: PublicItemsCache,
          inject: [CONFIG],
          useFactory: (c: CustomDataConfig) =>
            new PublicItemsCache(c.COLLECTION_CACHE_SECONDS * 1000),
        },
        {
          provide: SitesDirectory,
          inject: [CONFIG],
          useFactory: (c: CustomDataConfig) =>
            c.SITES_GRPC_URL
              ? new GrpcSitesDirectory(c.SITES_GRPC_URL, c.SITE_CACHE_SECONDS * 1000)
              : new NoSitesDirectory(),
        },
      ],
    }
  }
}
