import type { CommandPower } from '../commands/command-powers.js'

/**
 * The roles a member holds in a workspace (and, overridden, on one site), strongest first.
 * ContentEditor changes texts, images, links, collection items and translations only.
 */
export const ROLES = ['Owner', 'Admin', 'Designer', 'ContentEditor', 'Viewer'] as const
export type Role = (typeof ROLES)[number]

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value)

/**
 * What a call needs on one site or workspace, and the roles that hold it: the one table every
 * service's routes are checked against.
 */
export const POWERS = {
  /** Load, preview, versions, activity, restore points. */
  'site:read': ['Owner', 'Admin', 'Designer', 'ContentEditor', 'Viewer'],
  /** Save edit steps (each step's kind is checked again), images, collection items. */
  'site:content': ['Owner', 'Admin', 'Designer', 'ContentEditor'],
  /** The whole builder: structure, styles, behaviours, whole-part saves, restores, data tables. */
  'site:design': ['Owner', 'Admin', 'Designer'],
  'site:publish': ['Owner', 'Admin', 'Designer'],
  /** Name, subdomain, preview link, metadata. */
  'site:settings': ['Owner', 'Admin', 'Designer'],
  /** Custom domains, deleting the site, moving it to another workspace. */
  'site:manage': ['Owner', 'Admin'],
  'workspace:read': ['Owner', 'Admin', 'Designer', 'ContentEditor', 'Viewer'],
  /** Create sites in the workspace, and move them in or out. */
  'workspace:sites': ['Owner', 'Admin'],
  /** Invite, change and remove members. */
  'workspace:members': ['Owner', 'Admin'],
  /** Rename or delete the workspace, and its plans and payments. */
  'workspace:manage': ['Owner'],
  billing: ['Owner'],
} as const satisfies Record<string, readonly Role[]>

export type Power = keyof typeof POWERS
export type SitePower = Extract<Power, `site:${string}`>
export type WorkspacePower = Exclude<Power, SitePower>

/** Whether `role` holds `power`. */
export function roleHolds(role: Role | null | undefined, power: Power): boolean {
  return role != null && (POWERS[power] as readonly Role[]).includes(role)
}

/** The role, among those given, that holds the most (a site override beats the workspace's). */
export function strongest(...roles: Array<Role | null | undefined>): Role | null {
  const held = roles.filter((role): role is Role => role != null)
  if (held.length === 0) return null
  return held.reduce((a, b) => (ROLES.indexOf(a) <= ROLES.indexOf(b) ? a : b))
}

/**
 * What `role` may save, in command powers (the site server checks each saved step against it):
 * `design` for the whole builder, `content` for texts, images, links, collection items and
 * translations, `none` for a preview only.
 */
export function savePower(role: Role | null | undefined): CommandPower | 'none' {
  if (roleHolds(role, 'site:design')) return 'design'
  return roleHolds(role, 'site:content') ? 'content' : 'none'
}
