import type { IntlShape } from 'react-intl'
import type { SiteView } from '../api/sites-api'
import type { WorkspaceRole } from '../api/workspaces-api'
import type { MessageKey } from '../i18n/message-key'

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
