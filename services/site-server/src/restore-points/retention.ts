import {
  RESTORE_POINT_ALLOWANCES,
  SITE_TYPES,
  type RestorePointAllowance,
  type SiteType,
} from '@tessera/site-format'

export const RESTORE_POINT_KINDS = ['publish', 'replace', 'restore', 'named'] as const
export type RestorePointKind = (typeof RESTORE_POINT_KINDS)[number]

/** A restore point as retention sees it. */
export interface KeptPoint {
  id: string
  kind: RestorePointKind
  createdAt: Date
}

const DAY_MS = 24 * 60 * 60 * 1000

export function allowanceOf(siteType: string): RestorePointAllowance {
  const tier = (SITE_TYPES as readonly string[]).includes(siteType)
    ? (siteType as SiteType)
    : 'Free'
  return RESTORE_POINT_ALLOWANCES[tier]
}

/**
 * The automatic points a site no longer keeps: those older than the tier's days that are not
 * among its newest `keepPoints`, and any beyond `maxAutomatic`. Named points stay until their
 * owner removes them; the tier bounds how many may be made.
 */
export function pointsToDrop(
  points: readonly KeptPoint[],
  allowance: RestorePointAllowance,
  now: Date,
): string[] {
  const automatic = points
    .filter((p) => p.kind !== 'named')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  const oldest = now.getTime() - allowance.keepDays * DAY_MS
  return automatic
    .filter(
      (point, index) =>
        index >= allowance.maxAutomatic ||
        (index >= allowance.keepPoints && point.createdAt.getTime() < oldest),
    )
    .map((p) => p.id)
}
