import type { AuthUser } from '../auth/auth-user.js'
import { commonErrors } from '../errors/error-catalogue.js'
import { roleHolds, strongest, type Role, type SitePower, type WorkspacePower } from './roles.js'

/**
 * How a service learns a caller's role on a site: each service provides one (its own table,
 * or the sites service over gRPC), and every route's declared power is checked against it.
 */
export abstract class SiteRoles {
  /**
   * What the platform's administrators may do on a site they hold no role on: `read`, or
   * `all` (as its owner). A service that keeps content writes to the site's people says `read`.
   */
  readonly platformAdmins: 'read' | 'all' = 'all'

  /** The user's own role on the site, null for none; a site that does not exist throws its not-found. */
  abstract roleOn(userId: string, siteId: string): Promise<Role | null>
}

/** What a role lacking a power is told (the builder shows it beside the disabled control). */
const refusals: Record<SitePower, string> = {
  'site:read': 'You do not have permission to see this site',
  'site:content': 'Your role cannot change this site',
  'site:design': "Your role cannot change this site's structure, styles or behaviours",
  'site:publish': 'Your role cannot publish this site',
  'site:settings': "Your role cannot change this site's settings",
  'site:manage': 'Only an owner or admin can do that to this site',
}

/** The message of a refusal with no role at all, as the single-owner checks worded it. */
export const NO_SITE_ROLE_MESSAGE = 'You do not have permission to edit this site'

/** Resolves a caller's role on a site and checks a power against it: the one place that does. */
export class SiteAccess {
  constructor(private readonly roles: () => SiteRoles) {}

  /** The caller's role on the site (a platform admin's as its service allows), or null. */
  async roleOf(caller: AuthUser, siteId: string): Promise<Role | null> {
    const roles = this.roles()
    const own = await roles.roleOn(caller.id, siteId)
    if (!caller.isAdmin) return own
    return strongest(own, roles.platformAdmins === 'all' ? 'Owner' : 'Viewer')
  }

  /** The caller's role when it holds `power`; otherwise Forbidden, saying why. */
  async require(caller: AuthUser | undefined, power: SitePower, siteId: string): Promise<Role> {
    if (!caller) throw commonErrors.Unauthorized()
    const role = await this.roleOf(caller, siteId)
    if (!roleHolds(role, power)) throw forbidden(power, role)
    return role!
  }
}

export function forbidden(power: SitePower, role: Role | null) {
  return commonErrors.Forbidden(role === null ? NO_SITE_ROLE_MESSAGE : refusals[power])
}

/** How the sites service, which keeps workspaces, learns a caller's role in one. */
export abstract class WorkspaceRoles {
  /** The user's role in the workspace, null for none; a workspace that does not exist throws. */
  abstract roleIn(userId: string, workspaceId: string): Promise<Role | null>
}

/** Checks a workspace power against the caller's role in it (platform admins may read). */
export class WorkspaceAccess {
  constructor(private readonly roles: () => WorkspaceRoles) {}

  async roleOf(caller: AuthUser, workspaceId: string): Promise<Role | null> {
    const own = await this.roles().roleIn(caller.id, workspaceId)
    return caller.isAdmin ? strongest(own, 'Viewer') : own
  }

  async require(
    caller: AuthUser | undefined,
    power: WorkspacePower,
    workspaceId: string,
  ): Promise<Role> {
    if (!caller) throw commonErrors.Unauthorized()
    const role = await this.roleOf(caller, workspaceId)
    if (!roleHolds(role, power)) {
      throw commonErrors.Forbidden(
        role === null ? 'You are not a member of this workspace' : workspaceRefusals[power],
      )
    }
    return role!
  }
}

const workspaceRefusals: Record<WorkspacePower, string> = {
  'workspace:read': 'You are not a member of this workspace',
  'workspace:sites': "Only an owner or admin can manage this workspace's sites",
  'workspace:members': "Only an owner or admin can manage this workspace's members",
  'workspace:manage': 'Only an owner can do that to this workspace',
  billing: "Only an owner can manage this workspace's billing",
}

/**
 * For what belongs to one user (their account, cards, checkouts): the caller, or a platform
 * admin. Routes declaring `self` use it wherever the thing's owner is known.
 */
export function requireSelf(caller: AuthUser, ownerId: string, message?: string): void {
  if (ownerId !== caller.id && !caller.isAdmin) throw commonErrors.Forbidden(message)
}
