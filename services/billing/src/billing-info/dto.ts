import { safeText } from '@tessera/kit'
import {
  billingCountryByCode,
  billingCountryByIso,
  isBillingName,
  isBillingPhone,
} from '@tessera/site-format/plans'
import { z } from 'zod'

const rule = (code: string, message: string) => ({ message, params: { code } })

/**
 * Billing details as the checkout form sends them (platform.md 3 and 5). Each rule answers its own
 * code (`errors.billing_*` in the app).
 */
export const billingInfoShape = {
  email: safeText(254)
    .trim()
    .refine((v) => z.email().safeParse(v).success, rule('billing_email', 'Enter a valid e-mail')),
  phoneCountry: safeText(2).refine(
    (v) => billingCountryByIso(v) !== undefined,
    rule('billing_phone_country', 'Choose a country for the phone number'),
  ),
  phoneNumber: safeText(40)
    .trim()
    .refine(isBillingPhone, rule('billing_phone', 'Enter a valid phone number')),
  name: safeText(100)
    .trim()
    .refine(
      isBillingName,
      rule(
        'billing_name',
        'At least 2 letters; letters, digits, Chinese characters, spaces and , . ( ) / - only',
      ),
    ),
  countryCode: safeText(3).refine(
    (v) => billingCountryByCode(v) !== undefined,
    rule('billing_country', 'Choose a country'),
  ),
  address: safeText(200)
    .trim()
    .refine((v) => v.length >= 5, rule('billing_address', 'Enter your address')),
}

export const billingInfoBody = z.strictObject({
  ...billingInfoShape,
  /** Keep these details for the next checkout. */
  save: z.boolean().default(false),
})
export type BillingInfoBody = z.infer<typeof billingInfoBody>

/** The app may send paging or filters; the list is short, so they are read as nothing. */
export const listBillingInfoQuery = z.object({})
