import { safeText } from '@tessera/kit'
import { RECURRENCES } from '@tessera/site-format/plans'
import { z } from 'zod'
import { billingInfoShape } from '../billing-info/dto.js'
import { PAID_SITE_TYPES } from './checkout-rules.js'

/**
 * A new checkout: the plan, its period and the site it buys. Strict: an amount or anything else
 * the server decides is refused, never trusted.
 */
export const createCheckoutBody = z.strictObject({
  site_type: z.enum(PAID_SITE_TYPES),
  recurrence: z.enum(RECURRENCES).default('Monthly'),
  /** Rule checks (site_name, site_subdomain_*) come from the sites service with their codes. */
  name: safeText(200).trim(),
  subdomain: safeText(200).trim(),
})
export type CreateCheckoutBody = z.infer<typeof createCheckoutBody>

export const updateCheckoutBody = z
  .strictObject({
    recurrence: z.enum(RECURRENCES).optional(),
    /** New details, kept for next time when `save` is true. */
    billing_info: z
      .strictObject({ ...billingInfoShape, save: z.boolean().default(false) })
      .optional(),
    /** Or one of the caller's saved addresses. */
    billing_info_id: z.uuid().optional(),
    /** The buyer gives up before paying. */
    status: z.literal('Canceled').optional(),
  })
  .refine((b) => !(b.billing_info && b.billing_info_id), {
    message: 'Send billing_info or billing_info_id, not both',
  })
export type UpdateCheckoutBody = z.infer<typeof updateCheckoutBody>

export const listCheckoutsQuery = z.object({
  status: z
    .enum(['Pending', 'Processing', 'Completed', 'Failed', 'Canceled', 'Expired'])
    .optional(),
})
export type ListCheckoutsQuery = z.infer<typeof listCheckoutsQuery>

export const payBody = z.strictObject({
  /** What the provider's card form gave for the trade token. */
  pay_token: safeText(200).min(1),
})
export type PayBody = z.infer<typeof payBody>

export const emptyBody = z.strictObject({})
