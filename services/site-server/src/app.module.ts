import { DynamicModule, Module } from '@nestjs/common'
import { KitModule, SiteRoles } from '@tessera/kit'
import { ActivityController } from './activity/activity.controller.js'
import { ActivityRepository } from './activity/activity.repository.js'
import { AssetsClient } from './assets/assets.client.js'
import { CollectionItemsClient } from './collections/collection-items.client.js'
import type { SiteServerConfig } from './config.js'
import { ContentController } from './content/content.controller.js'
import { ContentRepository } from './content/content.repository.js'
import { ContentService } from './content/content.service.js'
import { siteRoles } from './content/site-roles.js'
import { siteServerDatabase } from './database.js'
import { SiteContentGrpcServer } from './grpc/site-content.grpc.js'
import { HostRouter } from './hosting/host-router.js'
import { HostingInvalidation } from './hosting/hosting-invalidation.js'
import { HostingRepository } from './hosting/hosting.repository.js'
import { SiteEventsController } from './live/site-events.controller.js'
import { SiteEvents } from './live/site-events.js'
import { PresenceController } from './presence/presence.controller.js'
import { Presence } from './presence/presence.js'
import { MemberEmails } from './registry/member-emails.js'
import { SitesLink } from './registry/sites-link.js'
import { RestorePointsController } from './restore-points/restore-points.controller.js'
import { RestorePointsRepository } from './restore-points/restore-points.repository.js'
import { RestorePoints } from './restore-points/restore-points.service.js'
import { PagePictures } from './preview/page-pictures.js'
import { SitePreviewGrpc } from './preview/site-preview.grpc.js'
import { PageRenderer } from './serving/page-renderer.js'
import { RuntimeScript } from './serving/runtime-script.js'
import { SiteRequestHandler } from './serving/site-request.handler.js'
import { UsageCounters } from './usage/usage-counters.js'

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [
  ContentController,
  RestorePointsController,
  ActivityController,
  PresenceController,
  SiteEventsController,
]

@Module({})
export class AppModule {
  static register(config: SiteServerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({
          service: 'site-server',
          config,
          database: siteServerDatabase,
          redis: true,
        }),
      ],
      controllers,
      providers: [
        ContentRepository,
        ContentService,
        {
          provide: SiteRoles,
          inject: [ContentService, HostingInvalidation],
          useFactory: (content: ContentService, invalidation: HostingInvalidation) =>
            siteRoles(config, content, invalidation),
        },
        RestorePointsRepository,
        RestorePoints,
        ActivityRepository,
        Presence,
        SiteEvents,
        HostingRepository,
        HostingInvalidation,
        HostRouter,
        SitesLink,
        MemberEmails,
        AssetsClient,
        CollectionItemsClient,
        UsageCounters,
        RuntimeScript,
        PageRenderer,
        SiteRequestHandler,
        PagePictures,
        SitePreviewGrpc,
        SiteContentGrpcServer,
      ],
    }
  }
}
