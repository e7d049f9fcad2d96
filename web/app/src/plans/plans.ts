/** Site plans (platform.md sections 3 and 9; DESIGN.md: features per "Reading B", prices in US cents). */
export const PLANS = ['Free', 'Paid1', 'Paid2', 'Paid3'] as const
export type PlanId = (typeof PLANS)[number]

export const RECURRENCES = ['Daily', 'Monthly', 'Yearly'] as const
export type Recurrence = (typeof RECURRENCES)[number]

export const PLAN_PRICES: Record<Recurrence, Record<PlanId, number>> = {
  Daily: { Free: 0, Paid1: 300, Paid2: 600, Paid3: 1500 },
  Monthly: { Free: 0, Paid1: 3000, Paid2: 6000, Paid3: 15000 },
  Yearly: { Free: 0, Paid1: 3000, Paid2: 6000, Paid3: 15000 },
}

export interface PlanFeatures {
  /** Largest site, in bytes. */
  siteSize: number
  /** Asset storage, in bytes. */
  assetStorage: number
  /** Visitors a month. */
  visitors: number
}

const KB = 1000
const MB = 1000 * KB
const GB = 1000 * MB

export const PLAN_FEATURES: Record<PlanId, PlanFeatures> = {
  Free: { siteSize: 500 * KB, assetStorage: 5 * MB, visitors: 10_000 },
  Paid1: { siteSize: 1 * MB, assetStorage: 50 * MB, visitors: 100_000 },
  Paid2: { siteSize: 10 * MB, assetStorage: 100 * MB, visitors: 1_000_000 },
  Paid3: { siteSize: 100 * MB, assetStorage: 1 * GB, visitors: 10_000_000 },
}

/** US dollars from cents: divided by 100, '.00' dropped ($30, $2.50). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`
}

/** Sizes as the plans are sold: 500KB, 1MB, 1GB. */
export function formatPlanSize(bytes: number): string {
  if (bytes >= GB) return `${bytes / GB}GB`
  if (bytes >= MB) return `${bytes / MB}MB`
  return `${bytes / KB}KB`
}
