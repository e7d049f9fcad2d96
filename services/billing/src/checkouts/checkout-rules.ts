import { randomBytes } from 'node:crypto'
import { PLAN_PRICES, type Recurrence, type SiteType } from '@tessera/site-format/plans'
import type { CheckoutStatus } from './checkout.entity.js'

/** Statuses each change may leave from: every state change is a conditional update on these. */
export const MAY_LEAVE = {
  /** The buyer starts paying. */
  toProcessing: ['Pending'],
  /** A payment attempt failed: the buyer may try again. */
  toPending: ['Processing'],
  /** Money confirmed; an expired or cancelled checkout still gets its site (platform.md 4). */
  toPaid: ['Pending', 'Processing', 'Expired', 'Canceled'],
  /** The site exists, or could not be made. */
  toCompleted: ['Paid'],
  toFailed: ['Paid'],
  /** The buyer cancels before paying. */
  toCanceled: ['Pending'],
  /** Not paid in time. */
  toExpired: ['Pending', 'Processing'],
} as const satisfies Record<string, readonly CheckoutStatus[]>

/** The plans a checkout buys. */
export const PAID_SITE_TYPES = ['Paid1', 'Paid2', 'Paid3'] as const satisfies readonly SiteType[]

/** Statuses in which the buyer may still change or pay the checkout. */
export const PAYABLE: readonly CheckoutStatus[] = ['Pending', 'Processing']

/** The price of a plan and period in US cents: always the server's, never the client's. */
export function priceOf(siteType: SiteType, recurrence: Recurrence): number {
  return PLAN_PRICES[recurrence][siteType]
}

/** Whole New Taiwan dollars for a price in US cents, rounded up. */
export function settleAmount(cents: number, twdPerUsd: number): number {
  return Math.ceil((cents * twdPerUsd) / 100)
}

/** The end of a period that starts at `start`; a month from 31 January ends on the last of February. */
export function periodEnd(start: Date, recurrence: Recurrence): Date {
  const end = new Date(start)
  if (recurrence === 'Daily') end.setUTCDate(end.getUTCDate() + 1)
  else {
    const months = recurrence === 'Monthly' ? 1 : 12
    const day = end.getUTCDate()
    end.setUTCDate(1)
    end.setUTCMonth(end.getUTCMonth() + months)
    const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
    end.setUTCDate(Math.min(day, last))
  }
  return end
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A MerchantTradeNo: 20 letters and digits, `P` for a purchase, `R` for a renewal. */
export function newTradeNo(kind: 'P' | 'R'): string {
  const time = Date.now().toString(36).toUpperCase()
  const bytes = randomBytes(20)
  let rest = ''
  for (let i = 0; rest.length < 19 - time.length; i++) rest += ALPHANUMERIC[bytes[i]! % 32]
  return `${kind}${time}${rest}`
}
