import { errors } from '../errors.js'

export const planTiers = ['Free', 'Paid1', 'Paid2', 'Paid3'] as const
export type PlanTier = (typeof planTiers)[number]

const MB = 1024 * 1024

/** Asset storage per site by plan (DESIGN.md, the spec's Reading B). */
export const ASSET_ALLOWANCE: Record<PlanTier, number> = {
  Free: 5 * MB,
  Paid1: 50 * MB,
  Paid2: 100 * MB,
  Paid3: 1024 * MB,
}

export function isPlanTier(value: string): value is PlanTier {
  return (planTiers as readonly string[]).includes(value)
}

/** Refuses when `usage` (bytes stored and reserved) plus `adding` would pass the plan's allowance. */
export function checkAllowance(tier: PlanTier, usage: number, adding: number): void {
  const allowance = ASSET_ALLOWANCE[tier]
  if (usage + adding > allowance) {
    throw errors.AssetUsageExceeded(
      `This site's asset storage is full (${formatBytes(allowance)} on the ${tier} plan): ` +
        'upgrade the plan or delete assets',
    )
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${+(bytes / (1024 * MB)).toFixed(1)}GB`
  if (bytes >= MB) return `${+(bytes / MB).toFixed(1)}MB`
  return `${+(bytes / 1024).toFixed(1)}KB`
}
