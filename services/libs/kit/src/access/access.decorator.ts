import { SetMetadata } from '@nestjs/common'
import type { Power, SitePower, WorkspacePower } from './roles.js'

export const ACCESS = 'tessera:access'

/**
 * Who may call a route, declared on the route (never written by hand in its handler):
 * - `public`: anyone, without a token (`@Public()` declares it);
 * - `self`: any signed-in caller, on what is their own (their account, cards, checkouts,
 *   their own lists); the service checks the thing's owner with `requireSelf`;
 * - `platform-admin`: the platform's administrators only;
 * - a power (`site:edit`...): the caller's role on the site or workspace must hold it.
 */
export type AccessNeed = Power | 'public' | 'self' | 'platform-admin'

export interface AccessRule {
  need: AccessNeed
  /**
   * The route parameter holding the site's id (for a site power): the guard resolves the
   * caller's role before the handler runs. Without it the handler finds the site (in a body,
   * or a stored record) and asks `SiteAccess.require` with the same power.
   */
  site?: string
  /** The route parameter holding the workspace's id (for a workspace power), as `site` does. */
  workspace?: string
  /**
   * The route also serves visitors (no token, or no role on the site) by its own visitor
   * rules; the handler reads `@SiteRole()` to tell them apart.
   */
  visitors?: boolean
}

export interface AccessOptions {
  site?: string
  workspace?: string
  visitors?: boolean
}

/** Declares what a route needs: `@Access('site:publish', { site: 'id' })`. */
export function Access(
  need: AccessNeed,
  options: AccessOptions = {},
): MethodDecorator & ClassDecorator {
  if (options.site !== undefined && !need.startsWith('site:')) {
    throw new Error(`Access: ${need} is not a site power, so it takes no site parameter`)
  }
  if (options.workspace !== undefined && !need.startsWith('workspace:')) {
    throw new Error(`Access: ${need} is not a workspace power, so it takes no workspace parameter`)
  }
  const rule: AccessRule = { need, ...options }
  return SetMetadata(ACCESS, rule)
}

export const isSitePower = (need: AccessNeed): need is SitePower => need.startsWith('site:')

export const isWorkspacePower = (need: AccessNeed): need is WorkspacePower =>
  need.startsWith('workspace:')
