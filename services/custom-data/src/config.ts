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

export const customDataConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  /** Where the sites service answers over gRPC: a site's owner, plan, hosts and published state. */
  SITES_GRPC_URL: z.url().optional(),
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
  /** Table-event e-mails a site may send a day (UTC). */
  EVENT_MAIL_DAILY_CAP: z.coerce.number().int().min(0).default(200),
})

export type CustomDataConfig = z.infer<typeof customDataConfigSchema>

export function loadCustomDataConfig(
  env: Record<string, string | undefined> = process.env,
): CustomDataConfig {
  return loadConfig(customDataConfigSchema, env)
}
