import { roleHolds, type SitePower } from '@tessera/site-format/access'
import type { IntlShape } from 'react-intl'
import type { SiteView } from '../api/sites-api'
import type { WorkspaceRole } from '../api/workspaces-api'
import type { MessageKey } from '../i18n/message-key'

type SiteRole = NonNullable<SiteView['role']>

/**
 * Whether the caller holds `power` on `site` (the servers' one table of roles). A site that
 * names no role is the caller's own.
 */
export function siteCan(site: Pick<SiteView, 'role'>, power: SitePower): boolean {
  return site.role === undefined || roleHolds(site.role, power)
}

/**
 * The caller's role on `site` when it cannot publish or unpublish it (the dashboard disables
 * those controls and says why); undefined when it can, or when the answer names no role.
 */
export function publishLimit(site: Pick<SiteView, 'role'>): SiteRole | undefined {
  return siteCan(site, 'site:publish') ? undefined : site.role
}

/** A role's name, as the members list and every reason naming a role show it. */
export const roleKey = (role: WorkspaceRole): MessageKey => `workspaces.role.${role}`

/** In words, why the caller cannot publish or unpublish `site`; undefined when they can. */
export function publishRefusal(site: Pick<SiteView, 'role'>, intl: IntlShape): string | undefined {
  const limit = publishLimit(site)
  return limit === undefined
    ? undefined
    : intl.formatMessage(
        { id: 'sites.publishLimit' },
        { role: intl.formatMessage({ id: roleKey(limit) }) },
      )
}
