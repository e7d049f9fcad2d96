import { z } from 'zod'
import type { Charge } from './charge.entity.js'
import type { Checkout } from './checkout.entity.js'

export const chargeView = z
  .object({
    period: z.number().int(),
    amount: z.number(),
    settle_amount: z.number(),
    period_start: z.iso.datetime(),
    period_end: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ChargeView' })
export type ChargeView = z.infer<typeof chargeView>

const isoOrNull = z.iso.datetime().nullable()

export const checkoutView = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    /** Pending, Processing, Completed, Failed, Canceled or Expired. */
    status: z.string(),
    site_type: z.string(),
    recurrence: z.string(),
    /** US cents. */
    amount: z.number(),
    currency: z.literal('USD'),
    /** What the card is charged, in whole New Taiwan dollars. */
    settle_amount: z.number(),
    settle_currency: z.literal('TWD'),
    site_name: z.string(),
    subdomain: z.string(),
    site_id: z.string().nullable(),
    billing_info: z
      .object({
        email: z.string(),
        phoneCountry: z.string(),
        phoneNumber: z.string(),
        name: z.string(),
        countryCode: z.string(),
        address: z.string(),
      })
      .nullable(),
    save_billing: z.boolean(),
    payment_error: z.string().nullable(),
    card4: z.string().nullable(),
    subscription: z.object({
      status: z.string(),
      period: z.number().int(),
      period_start: isoOrNull,
      period_end: isoOrNull,
      canceled_at: isoOrNull,
      /** When a cancelled site is deleted: 30 days after its period ends. */
      delete_at: isoOrNull,
    }),
    expires_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    charges: z.array(chargeView).optional(),
  })
  .meta({ id: 'CheckoutView' })
export type CheckoutView = z.infer<typeof checkoutView>

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
