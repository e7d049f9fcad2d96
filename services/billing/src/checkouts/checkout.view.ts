import type { Charge } from './charge.entity.js'
import type { BillingSnapshot, Checkout } from './checkout.entity.js'

export interface ChargeView {
  period: number
  amount: number
  settle_amount: number
  period_start: string
  period_end: string
  created_at: string
}

export interface CheckoutView {
  id: string
  user_id: string
  /** Pending, Processing, Completed, Failed, Canceled or Expired. */
  status: string
  site_type: string
  recurrence: string
  /** US cents. */
  amount: number
  currency: 'USD'
  /** What the card is charged, in whole New Taiwan dollars. */
  settle_amount: number
  settle_currency: 'TWD'
  site_name: string
  subdomain: string
  site_id: string | null
  billing_info: BillingSnapshot | null
  save_billing: boolean
  payment_error: string | null
  card4: string | null
  subscription: {
    status: string
    period: number
    period_start: string | null
    period_end: string | null
    canceled_at: string | null
    /** When a cancelled site is deleted: 30 days after its period ends. */
    delete_at: string | null
  }
  expires_at: string
  created_at: string
  updated_at: string
  charges?: ChargeView[]
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toCheckoutView(
  c: Checkout,
  retentionDays: number,
  charges?: Charge[],
): CheckoutView {
  return {
    id: c.id,
    user_id: c.userId,
    // Paid is the moment between payment and the site: still processing to the buyer.
    status: c.status === 'Paid' ? 'Processing' : c.status,
    site_type: c.siteType,
    recurrence: c.recurrence,
    amount: c.amount,
    currency: 'USD',
    settle_amount: c.settleAmount,
    settle_currency: 'TWD',
    site_name: c.siteName,
    subdomain: c.subdomain,
    site_id: c.siteId,
    billing_info: c.billing,
    save_billing: c.saveBilling,
    payment_error: c.paymentError,
    card4: c.card4,
    subscription: {
      status: c.subscription,
      period: c.period,
      period_start: iso(c.periodStart),
      period_end: iso(c.periodEnd),
      canceled_at: iso(c.canceledAt),
      delete_at:
        c.subscription === 'Canceled' || c.subscription === 'Ended'
          ? iso(c.periodEnd && new Date(c.periodEnd.getTime() + retentionDays * 86_400_000))
          : null,
    },
    expires_at: c.expiresAt.toISOString(),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    ...(charges
      ? {
          charges: charges.map((ch) => ({
            period: ch.period,
            amount: ch.amount,
            settle_amount: ch.settleAmount,
            period_start: ch.periodStart.toISOString(),
            period_end: ch.periodEnd.toISOString(),
            created_at: ch.createdAt.toISOString(),
          })),
        }
      : {}),
  }
}
