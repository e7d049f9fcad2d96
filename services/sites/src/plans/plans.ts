import { CUSTOM_DATA_ALLOWANCES, PLAN_FEATURES, type SiteType } from '@tessera/site-format'

/**
 * What follows from a plan. The spec names the allowances but not their values beyond the plan
 * table, so: history may be as large as the site; bandwidth lets every visitor load the whole
 * site once; custom data as site-format's CUSTOM_DATA_ALLOWANCES says.
 */
export function allowances(siteType: SiteType) {
  const plan = PLAN_FEATURES[siteType]
  return {
    pagesBytes: plan.siteBytes,
    historyBytes: plan.siteBytes,
    bandwidthBytes: plan.visitors * plan.siteBytes,
    customDataBytes: CUSTOM_DATA_ALLOWANCES[siteType].bytes,
    assetBytes: plan.assetBytes,
    visitors: plan.visitors,
  }
}

/**
 * A user's asset allowance: their identity site counts as a Free site, and each of their sites
 * adds its plan's storage.
 */
export function assetAllowance(siteTypesOwned: readonly SiteType[]): number {
  return siteTypesOwned.reduce(
    (sum, type) => sum + PLAN_FEATURES[type].assetBytes,
    PLAN_FEATURES.Free.assetBytes,
  )
}
