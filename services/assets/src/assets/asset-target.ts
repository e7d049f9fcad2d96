import { type AuthUser, commonErrors, type SiteAccess } from '@tessera/kit'
import { z } from 'zod'
import type { SitesDirectory } from '../sites/sites-directory.js'
import { isPlanTier, type PlanTier } from './quota.js'
import { errors } from '../errors.js'

export const siteKinds = ['site', 'identity', 'template'] as const
export type SiteKind = (typeof siteKinds)[number]

/** Where an asset belongs, whose it is, and which plan's allowance it counts against. */
export interface AssetTarget {
  kind: SiteKind
  /** The server site's id; null for the identity site and the template pseudo-site. */
  siteId: string | null
  /** The site's owner: the asset is theirs, even when an admin uploads it. */
  ownerId: string
  tier: PlanTier
  /** Assets sharing a scope share one allowance. */
  scope: string
}

const siteMissing = () => errors.site_missing()

/** The site choice must name a site: 'scratch' is a local sketch with nowhere to store files. */
export function checkSiteChoice(choice: string | undefined): string {
  if (!choice || choice === 'scratch') throw siteMissing()
  return choice
}

/** The scope whose allowance an asset counts against. */
export function quotaScope(kind: SiteKind, siteId: string | null, ownerId: string): string {
  if (kind === 'site') return `site:${siteId}`
  if (kind === 'identity') return `identity:${ownerId}`
  return 'template'
}

/**
 * Resolves the asset's site choice (platform.md 3): a site whose content the caller may change,
 * 'identity' (the caller's own identity site, on the Free plan), or for admins 'template'.
 * 'scratch' has no site.
 */
export async function resolveTarget(
  caller: AuthUser,
  choice: string | undefined,
  sites: SitesDirectory,
  access: SiteAccess,
): Promise<AssetTarget> {
  checkSiteChoice(choice)
  if (choice === 'identity') {
    return target('identity', null, caller.id, 'Free')
  }
  if (choice === 'template') {
    if (!caller.isAdmin) throw commonErrors.Forbidden('Only admins can add template assets')
    return target('template', null, caller.id, 'Paid3')
  }
  if (!z.uuid().safeParse(choice).success) throw siteMissing()
  const site = await sites.getSite(choice!)
  if (!site) throw errors.SiteNotFound()
  await access.require(caller, 'site:content', site.id)
  if (site.disabled) throw commonErrors.Forbidden('This site is disabled')
  return target('site', site.id, site.userId, isPlanTier(site.siteType) ? site.siteType : 'Free')
}

function target(
  kind: SiteKind,
  siteId: string | null,
  ownerId: string,
  tier: PlanTier,
): AssetTarget {
  return { kind, siteId, ownerId, tier, scope: quotaScope(kind, siteId, ownerId) }
}
