import { DynamicModule, Module } from '@nestjs/common'
import { BullModule } from '@nestjs/bullmq'
import { KitModule, MailOutbox, SiteRoles, WorkspaceRoles } from '@tessera/kit'
import { MAIL_QUEUE } from '@tessera/proto'
import { AssetReferencesRepository } from './asset-references/asset-references.repository.js'
import { AssetReferencesService } from './asset-references/asset-references.service.js'
import { AssetsClient } from './common/assets.client.js'
import { CustomDataClient } from './common/custom-data.client.js'
import { SiteAnnouncer } from './common/site-announcer.js'
import type { SitesConfig } from './config.js'
import { sitesDatabase } from './database.js'
import { DnsVerifier } from './domains/dns-verifier.js'
import { DomainsController } from './domains/domains.controller.js'
import { DomainsRepository } from './domains/domains.repository.js'
import { DomainsService } from './domains/domains.service.js'
import { EdgeController } from './edge/edge.controller.js'
import { EdgeRepository } from './edge/edge.repository.js'
import { EdgeService } from './edge/edge.service.js'
import { SitesGrpcServer } from './grpc/sites-grpc.server.js'
import { LocalSitesController } from './local-sites/local-sites.controller.js'
import { LocalSitesRepository } from './local-sites/local-sites.repository.js'
import { LocalSitesService } from './local-sites/local-sites.service.js'
import { MetadataController } from './metadata/metadata.controller.js'
import { SiteContentClients } from './site-servers/site-content.client.js'
import { SiteServerRegistry } from './site-servers/site-server-registry.js'
import { SiteServersRepository } from './site-servers/site-servers.repository.js'
import { SitesController } from './sites/sites.controller.js'
import { SitesSiteRoles, SitesWorkspaceRoles } from './sites/site-roles.js'
import { SitesRepository } from './sites/sites.repository.js'
import { SitesService } from './sites/sites.service.js'
import { SubdomainsRepository } from './subdomains/subdomains.repository.js'
import { TemplatesController } from './templates/templates.controller.js'
import { TemplatesRepository } from './templates/templates.repository.js'
import { TemplatesService } from './templates/templates.service.js'
import { UsageController } from './usage/usage.controller.js'
import { VersionsController } from './versions/versions.controller.js'
import { VersionsService } from './versions/versions.service.js'
import {
  InvitationsController,
  SiteMembersController,
  WorkspacesController,
} from './workspaces/workspaces.controller.js'
import { WorkspacesRepository } from './workspaces/workspaces.repository.js'
import { WorkspacesService } from './workspaces/workspaces.service.js'

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [
  SitesController,
  VersionsController,
  DomainsController,
  EdgeController,
  MetadataController,
  UsageController,
  LocalSitesController,
  TemplatesController,
  WorkspacesController,
  InvitationsController,
  SiteMembersController,
]

@Module({})
export class AppModule {
  static register(config: SitesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Redis carries invitation mail to the mailer's queue.
        KitModule.forRoot({ service: 'sites', config, database: sitesDatabase, redis: true }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      ],
      controllers,
      providers: [
        SitesRepository,
        SitesService,
        { provide: SiteRoles, useClass: SitesSiteRoles },
        { provide: WorkspaceRoles, useClass: SitesWorkspaceRoles },
        WorkspacesRepository,
        WorkspacesService,
        MailOutbox,
        SubdomainsRepository,
        SiteServersRepository,
        SiteServerRegistry,
        SiteContentClients,
        AssetsClient,
        CustomDataClient,
        SiteAnnouncer,
        VersionsService,
        DomainsRepository,
        DomainsService,
        DnsVerifier,
        EdgeRepository,
        EdgeService,
        LocalSitesRepository,
        LocalSitesService,
        TemplatesRepository,
        TemplatesService,
        AssetReferencesRepository,
        AssetReferencesService,
        SitesGrpcServer,
      ],
    }
  }
}
