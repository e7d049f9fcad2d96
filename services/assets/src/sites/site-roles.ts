import { CachedSiteRoles } from '@tessera/kit'
import { errors } from '../errors.js'
import type { SitesDirectory } from './sites-directory.js'

/** How long a role the sites service gave is kept. */
const ROLE_KEEP_MS = 5_000

/** A caller's role on a site, as the sites service (workspaces, a site's own roles) says. */
export function assetsSiteRoles(sites: SitesDirectory): CachedSiteRoles {
  return new CachedSiteRoles(
    (siteId, userId) => sites.getSiteRole(siteId, userId),
    () => errors.SiteNotFound(),
    ROLE_KEEP_MS,
  )
}
