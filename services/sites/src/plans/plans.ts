export const siteTypes = ['Free', 'Paid1', 'Paid2', 'Paid3'] as const
export type SiteType = (typeof siteTypes)[number]

const KB = 1000
const MB = 1000 * KB
const GB = 1000 * MB

export interface Plan {
  /** The site's size: the pages part of a version, in bytes of JSON text. */
  siteBytes: number
  /** Asset storage. */
  assetBytes: number
  /** Visitors a month. */
  visitors: number
}

/** DESIGN.md's plan table (the spec's Reading B). */
export const plans: Readonly<Record<SiteType, Plan>> = {
  Free: { siteBytes: 500 * KB, assetBytes: 5 * MB, visitors: 10_000 },
  Paid1: { siteBytes: 1 * MB, assetBytes: 50 * MB, visitors: 100_000 },
  Paid2: { siteBytes: 10 * MB, assetBytes: 100 * MB, visitors: 1_000_000 },
  Paid3: { siteBytes: 100 * MB, assetBytes: 1 * GB, visitors: 10_000_000 },
}

/**
 * What follows from a plan. The spec names the allowances but not their values beyond the plan
 * table, so: history may be as large as the site; bandwidth lets every visitor load the whole
 * site once; custom data may be as large as the site.
 */
export function allowances(siteType: SiteType) {
  const plan = plans[siteType]
  return {
    pagesBytes: plan.siteBytes,
    historyBytes: plan.siteBytes,
    bandwidthBytes: plan.visitors * plan.siteBytes,
    customDataBytes: plan.siteBytes,
    assetBytes: plan.assetBytes,
    visitors: plan.visitors,
  }
}

/**
 * A user's asset allowance: their identity site counts as a Free site, and each of their sites
 * adds its plan's storage.
 */
export function assetAllowance(siteTypesOwned: readonly SiteType[]): number {
  return siteTypesOwned.reduce((sum, type) => sum + plans[type].assetBytes, plans.Free.assetBytes)
}
