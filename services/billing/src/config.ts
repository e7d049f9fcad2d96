import { baseConfigSchema, databaseConfigSchema, loadConfig, redisConfigSchema } from '@tessera/kit'
import { z } from 'zod'

const key16 = z.string().length(16, 'must be 16 characters')

export const billingConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  /** The sites service's gRPC API: paid sites are checked, created, disabled and deleted there. */
  SITES_GRPC_URL: z.url(),
  /** Where the app lives: the browser comes back to `{APP_ORIGIN}/checkout/{id}/3ds_result`. */
  APP_ORIGIN: z.url().default('http://localhost:8080'),
  /** This service as ECPay reaches it (through the gateway): notifications and the 3-D Secure return. */
  PUBLIC_API_URL: z.url().default('http://localhost:8080/api/'),
  /** ECPay merchant settings; the defaults are ECPay's published stage merchant. */
  ECPAY_MERCHANT_ID: z.string().min(1).default('3002607'),
  ECPAY_HASH_KEY: key16.default('pwFHCqoQZGmho4w6'),
  ECPAY_HASH_IV: key16.default('EkRm7iFT261dpevs'),
  /** ECPay's token and payment host (stage: https://ecpg-stage.ecpay.com.tw); locally the fake. */
  ECPAY_PAYMENT_URL: z.url().default('http://127.0.0.1:3090'),
  /** ECPay's trade query host (stage: https://ecpayment-stage.ecpay.com.tw); locally the fake. */
  ECPAY_QUERY_URL: z.url().default('http://127.0.0.1:3090'),
  /** The card form script the app loads (stage: ECPay's SDK; locally the fake's). */
  ECPAY_SDK_URL: z.url().default('http://127.0.0.1:3090/sdk.js'),
  ECPAY_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Settlement is in New Taiwan dollars: how many make one US dollar for pricing a trade. */
  TWD_PER_USD: z.coerce.number().positive().default(32),
  /** A checkout not paid within this many minutes expires. */
  CHECKOUT_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** A payment still open at the provider after this long (3-D Secure left behind) is given up. */
  ABANDONED_PAYMENT_MINUTES: z.coerce.number().min(0).default(30),
  /** Failed renewals before the site is disabled; retried this many seconds apart. */
  RENEWAL_ATTEMPTS: z.coerce.number().int().min(1).default(4),
  RENEWAL_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3600),
  /** How long before a renewal the reminder goes out (at most half the period). */
  RENEWAL_REMINDER_HOURS: z.coerce.number().min(0).default(72),
  /** Cancelled sites are deleted this many days after the period ends (platform.md 9). */
  CANCELED_SITE_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  /** Unsettled trades and due work are looked at this often (seconds). */
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Where a checkout that paid but could not create its site is reported. */
  SUPPORT_EMAIL: z.email().default('support@tessera.localhost'),
  /** Run the billing queue's worker in this process (renewals, reminders, deletions). */
  BILLING_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})

export type BillingConfig = z.infer<typeof billingConfigSchema>

export function loadBillingConfig(
  env: Record<string, string | undefined> = process.env,
): BillingConfig {
  return loadConfig(billingConfigSchema, env)
}
