import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import type { AuthConfig } from '../config.js'

/**
 * Whether a person holds a role on a site, asked of the sites service (which keeps workspaces
 * and roles), so a person can give an agent only sites they work on. Without SITES_GRPC_URL
 * nothing can be checked, and nothing is allowed.
 */
@Injectable()
export class SiteMembership {
  private readonly client: Client<typeof SitesInternalService> | undefined

  constructor(@Inject(CONFIG) config: AuthConfig) {
    this.client = config.SITES_GRPC_URL
      ? grpcClient(SitesInternalService, config.SITES_GRPC_URL)
      : undefined
  }

  async holdsRoleOnAll(userId: string, siteIds: readonly string[]): Promise<boolean> {
    const client = this.client
    if (!client) return false
    const answers = await Promise.all(
      siteIds.map((siteId) => client.getSiteRole({ siteId, userId })),
    )
    return answers.every((a) => a.found && a.role !== '')
  }
}
