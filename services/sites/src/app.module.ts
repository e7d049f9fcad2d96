import { DynamicModule, Module } from '@nestjs/common'
import { KitModule } from '@tessera/kit'
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
import { SitesRepository } from './sites/sites.repository.js'
import { SitesService } from './sites/sites.service.js'
import { SubdomainsRepository } from './subdomains/subdomains.repository.js'
import { TemplatesController } from './templates/templates.controller.js'
import { TemplatesRepository } from './templates/templates.repository.js'
import { TemplatesService } from './templates/templates.service.js'
import { UsageController } from './usage/usage.controller.js'
import { VersionsController } from './versions/versions.controller.js'
import { VersionsService } from './versions/versions.service.js'

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
]

@Module({})
export class AppModule {
  static register(config: SitesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [KitModule.forRoot({ service: 'sites', config, database: sitesDatabase })],
      controllers,
      providers: [
        SitesRepository,
        SitesService,
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
