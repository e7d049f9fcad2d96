import { type CommandPower, savePower } from '@tessera/site-format'
import type { MessageRef } from '../actions/action'
import type { ApiSchemas } from '../api-contract'

/** A person's role on a server site, as the sites API answers it. */
export type SiteRole = NonNullable<ApiSchemas['SiteContentView']['role']>

/**
 * What a role may save, in site-format's command powers (the table the site server checks each
 * saved step against): `design` for the whole builder, `content` for texts, images, links,
 * collection items and translations, `none` for a preview only.
 */
export type HeldPower = CommandPower | 'none'

/** A site that names no role (a local site, an older server) is the person's own. */
export function powerOf(role: SiteRole | undefined): HeldPower {
  return role === undefined ? 'design' : savePower(role)
}

/** Whether holding `held` covers what `needed` asks. */
export function covers(held: HeldPower, needed: CommandPower): boolean {
  return held === 'design' || (held === 'content' && needed === 'content')
}

/** Why a control needing `needed` is off for `role` (a message key with the role's name), if it is. */
export function roleLimit(
  role: SiteRole | undefined,
  needed: CommandPower,
): MessageRef | undefined {
  if (role === undefined || covers(powerOf(role), needed)) return undefined
  return {
    key: role === 'Viewer' ? 'builder.role.viewerLimit' : 'builder.role.contentLimit',
    values: { role: { key: `builder.role.${role}` } },
  }
}
