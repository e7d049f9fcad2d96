import { Injectable } from '@nestjs/common'
import { CachedSiteRoles, grpcClient, type Role, SiteRoles } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import type { SiteServerConfig } from '../config.js'
import { errors } from '../errors.js'
import type { HostingInvalidation } from '../hosting/hosting-invalidation.js'
import { ContentService } from './content.service.js'

/** How long a role the sites service gave is kept; a change is also announced. */
const ROLE_KEEP_MS = 5_000

/**
 * Without the sites service (a lone site server in development): the site's owner is Owner.
 * The platform's admins read any site; saving content stays with the site's people.
 */
@Injectable()
export class SiteServerSiteRoles extends SiteRoles {
  override readonly platformAdmins = 'read'

  constructor(private readonly content: ContentService) {
    super()
  }

  async roleOn(userId: string, siteId: string): Promise<Role | null> {
    const site = await this.content.site(siteId)
    return site.userId === userId ? 'Owner' : null
  }
}

/**
 * The roles the sites service keeps (workspaces, a site's own roles), asked once per site and
 * user every few seconds, and forgotten when the site is announced as changed.
 */
export function siteRoles(
  config: SiteServerConfig,
  content: ContentService,
  invalidation: HostingInvalidation,
): SiteRoles {
  if (!config.SITES_GRPC_URL) return new SiteServerSiteRoles(content)
  const client = grpcClient(SitesInternalService, config.SITES_GRPC_URL)
  const roles = new CachedSiteRoles(
    async (siteId, userId) => {
      // A site this server does not hold is not found here, whatever the sites service says.
      await content.site(siteId)
      return client.getSiteRole({ siteId, userId })
    },
    () => errors.SiteNotFound(),
    ROLE_KEEP_MS,
    'read',
  )
  invalidation.onSiteChanged((siteId) => roles.forget(siteId))
  return roles
}
