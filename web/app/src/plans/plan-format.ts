import type { IntlShape } from 'react-intl'

/** How the app shows the plan table (@tessera/site-format/plans): prices and sizes. */
const KB = 1000
const MB = 1000 * KB
const GB = 1000 * MB

/**
 * US dollars from cents: divided by 100, '.00' dropped ($30, $2.50). The sign is the
 * catalogue's: in zh-tw a bare $ reads as New Taiwan dollars, so it says US$.
 */
export function formatUsd(intl: IntlShape, cents: number): string {
  const amount = (cents / 100).toFixed(2).replace(/\.00$/, '')
  return intl.formatMessage({ id: 'plans.usd' }, { amount })
}

/** Whole New Taiwan dollars, NT$ in every language (zh-TW's own format drops the NT). */
export function formatTwd(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`
}

/**
 * What a yearly price comes to a month, only when it is a whole number of cents: the amount is
 * shown beside what is charged, so it must be exact.
 */
export function monthlyShare(yearlyCents: number): number | undefined {
  return yearlyCents % 12 === 0 ? yearlyCents / 12 : undefined
}

/** Sizes as the plans are sold: 500KB, 1MB, 1GB. */
export function formatPlanSize(bytes: number): string {
  if (bytes >= GB) return `${bytes / GB}GB`
  if (bytes >= MB) return `${bytes / MB}MB`
  return `${bytes / KB}KB`
}
