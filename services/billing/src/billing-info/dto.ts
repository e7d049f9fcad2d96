import { safeText, type ErrorFactory } from '@tessera/kit'
import {
  billingCountryByCode,
  billingCountryByIso,
  isBillingName,
  isBillingPhone,
} from '@tessera/site-format/plans'
import { z } from 'zod'
import { errors } from '../errors.js'

/** A refinement that answers the catalogue entry's own code (ZodPipe reads `params.code`). */
const rule = (entry: ErrorFactory) => ({ message: entry.message, params: { code: entry.code } })

/**
 * Billing details as the checkout form sends them (platform.md 3 and 5). Each rule answers its own
 * code (`errors.billing_*` in the app).
 */
export const billingInfoShape = {
  email: safeText(254)
    .trim()
    .refine((v) => z.email().safeParse(v).success, rule(errors.billing_email)),
  phoneCountry: safeText(2).refine(
    (v) => billingCountryByIso(v) !== undefined,
    rule(errors.billing_phone_country),
  ),
  phoneNumber: safeText(40).trim().refine(isBillingPhone, rule(errors.billing_phone)),
  name: safeText(100).trim().refine(isBillingName, rule(errors.billing_name)),
  countryCode: safeText(3).refine(
    (v) => billingCountryByCode(v) !== undefined,
    rule(errors.billing_country),
  ),
  address: safeText(200)
    .trim()
    .refine((v) => v.length >= 5, rule(errors.billing_address)),
}

export const billingInfoBody = z.strictObject({
  ...billingInfoShape,
  /** Keep these details for the next checkout. */
  save: z.boolean().default(false),
})
export type BillingInfoBody = z.infer<typeof billingInfoBody>

/** The app may send paging or filters; the list is short, so they are read as nothing. */
export const listBillingInfoQuery = z.object({})
