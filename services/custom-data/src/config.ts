import { baseConfigSchema, databaseConfigSchema, loadConfig, redisConfigSchema } from '@tessera/kit'
import { z } from 'zod'

/** "points/seconds": that many requests in that window. */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like 20/60 (requests/seconds)')
  .transform((v) => {
    const [points, seconds] = v.split('/').map(Number) as [number, number]
    return { points, seconds }
  })

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

/**
 * "Free:5/500,Paid1:20/10000": collections/items for the named tiers, in place of the plans'
 * (a test sets low ones; operators may raise them).
 */
const collectionLimits = z
  .string()
  .regex(/^((Free|Paid1|Paid2|Paid3):\d+\/\d+)(,(Free|Paid1|Paid2|Paid3):\d+\/\d+)*$/, {
    message: 'must look like Free:5/500,Paid3:100/100000',
  })
  .transform((v) =>
    Object.fromEntries(
      v.split(',').map((entry) => {
        const [tier, limits] = entry.split(':') as [string, string]
        const [collections, items] = limits.split('/').map(Number) as [number, number]
        return [tier, { collections, items }]
      }),
    ),
  )

export const customDataConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  /** Where the sites service answers over gRPC: a site's owner, plan, hosts and published state. */
  SITES_GRPC_URL: z.url().optional(),
  /** Where the assets service answers over gRPC: the addresses of items' pictures and files. */
  ASSETS_GRPC_URL: z.url().optional(),
  /** How long the read API waits for those addresses before answering without them. */
  ASSETS_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
  /** Where the sites service reads this service's usage numbers. */
  GRPC_HOST: z.string().default('127.0.0.1'),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(4004),
  /** Browser origins of the app (the builder), allowed for every call. */
  APP_ORIGINS: commaList.default(['http://localhost:8080']),
  /** Sites are reached at `{subdomain}.{SITES_BASE_DOMAIN}`: their visitors may call. */
  SITES_BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost'),
  /** How long what the sites service said about a site is reused. */
  SITE_CACHE_SECONDS: z.coerce.number().int().min(0).default(10),
  /** Owner requests (CSV import included), in bytes. Visitor requests stop at 16 KB. */
  BODY_LIMIT: z.string().default('10mb'),
  /** Signs proof-of-work challenges; at least 32 characters. */
  ALTCHA_HMAC_KEY: z.string().min(32),
  /** Upper bound of a challenge's secret number: the work a visitor's browser does. */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(50_000),
  ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(10).default(600),
  /** Anonymous writes per client address, and per site. */
  RATE_LIMIT_VISITOR_ADDRESS: rateLimit.default(() => ({ points: 20, seconds: 60 })),
  RATE_LIMIT_VISITOR_SITE: rateLimit.default(() => ({ points: 600, seconds: 60 })),
  /** Mailing-list sign-ups per client address. */
  RATE_LIMIT_MAILING_LIST: rateLimit.default(() => ({ points: 10, seconds: 600 })),
  /** The platform's own mailing lists visitors may join (the app's sign-up list). */
  MAILING_LISTS: commaList.default(['signup']),
  /** Reads of the collections read API per client address, and per site. */
  RATE_LIMIT_READ_ADDRESS: rateLimit.default(() => ({ points: 300, seconds: 60 })),
  RATE_LIMIT_READ_SITE: rateLimit.default(() => ({ points: 6000, seconds: 60 })),
  /** How long a read API answer is reused while its site does not change. */
  COLLECTION_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  COLLECTION_LIMITS: collectionLimits.optional(),
  /** Table-event e-mails a site may send a day (UTC). */
  EVENT_MAIL_DAILY_CAP: z.coerce.number().int().min(0).default(200),
})

export type CustomDataConfig = z.infer<typeof customDataConfigSchema>

export function loadCustomDataConfig(
  env: Record<string, string | undefined> = process.env,
): CustomDataConfig {
  return loadConfig(customDataConfigSchema, env)
}
