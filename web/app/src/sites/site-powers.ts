import type { SiteView } from '../api/sites-api'

type SiteRole = NonNullable<SiteView['role']>

/** Roles that publish and unpublish a site (the server's `site:publish`). */
const PUBLISHERS: readonly SiteRole[] = ['Owner', 'Admin', 'Designer']

/**
 * The caller's role on `site` when it cannot publish or unpublish it (the dashboard disables
 * those controls and says why); undefined when it can, or when the answer names no role.
 */
export function publishLimit(site: Pick<SiteView, 'role'>): SiteRole | undefined {
  const { role } = site
  return role === undefined || PUBLISHERS.includes(role) ? undefined : role
}
