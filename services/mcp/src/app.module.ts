import { DynamicModule, Module } from '@nestjs/common'
import { CachedSiteRoles, grpcClient, KitModule, SiteRoles } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import { AgentTokens } from './agents/agent-tokens.js'
import { AgentActivityController } from './audit/agent-activity.controller.js'
import { AuditRepository } from './audit/audit.repository.js'
import type { McpConfig } from './config.js'
import { mcpDatabase } from './database.js'
import { errors } from './errors.js'
import { McpEndpoint } from './mcp/mcp-endpoint.js'
import { McpController } from './mcp/mcp.controller.js'
import { Confirmations } from './safety/confirmations.js'
import { Idempotency } from './safety/idempotency.js'
import { RateLimits } from './safety/rate-limits.js'
import { DataTables } from './sites/data-tables.js'
import { FormTables } from './mcp/form-tables.js'
import { SitePreviews } from './mcp/site-previews.js'
import { SiteStore } from './sites/site-store.js'

/** How long a role the sites service gave is kept. */
const ROLE_KEEP_MS = 5_000

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [McpController, AgentActivityController]

@Module({})
export class AppModule {
  static register(config: McpConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [KitModule.forRoot({ service: 'mcp', config, database: mcpDatabase, redis: true })],
      controllers,
      providers: [
        AgentTokens,
        AuditRepository,
        Confirmations,
        Idempotency,
        RateLimits,
        SiteStore,
        DataTables,
        FormTables,
        SitePreviews,
        McpEndpoint,
        {
          provide: SiteRoles,
          useFactory: () => {
            const sites = grpcClient(SitesInternalService, config.SITES_GRPC_URL)
            return new CachedSiteRoles(
              (siteId, userId) => sites.getSiteRole({ siteId, userId }),
              () => errors.SiteNotFound(),
              ROLE_KEEP_MS,
              'read',
            )
          },
        },
      ],
    }
  }
}
