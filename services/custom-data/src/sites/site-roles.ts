import { CachedSiteRoles } from '@tessera/kit'
import { siteNotFound } from '../custom-data/custom-data.service.js'
import type { SitesDirectory } from './sites-directory.js'

/** A caller's role on a site, as the sites service (workspaces, a site's own roles) says. */
export function customDataSiteRoles(sites: SitesDirectory, keepMs: number): CachedSiteRoles {
  return new CachedSiteRoles(
    (siteId, userId) => sites.getSiteRole(siteId, userId),
    siteNotFound,
    keepMs,
  )
}
