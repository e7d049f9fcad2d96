/** How the app shows the plan table (@tessera/site-format/plans): prices and sizes. */
const KB = 1000
const MB = 1000 * KB
const GB = 1000 * MB

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
