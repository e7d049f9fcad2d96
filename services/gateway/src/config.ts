import { baseConfigSchema, redisConfigSchema } from '@tessera/kit'
import { z } from 'zod'

/** "points/seconds": that many requests per client address in that window. */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like 20/60 (requests/seconds)')
  .transform((v) => {
    const [points, seconds] = v.split('/').map(Number) as [number, number]
    return { points, seconds }
  })

const optionalUrl = z.url().optional()

export const gatewayConfigSchema = baseConfigSchema.extend({
  ...redisConfigSchema.shape,
  HOST: z.string().default('::'),
  /** Origins allowed to call the API from a browser, comma-separated. */
  APP_ORIGINS: z
    .string()
    .default('http://localhost:8080')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Largest request body the gateway forwards, in bytes. */
  GATEWAY_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  PROXY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  RATE_LIMIT_LOGIN: rateLimit.default(() => ({ points: 20, seconds: 60 })),
  RATE_LIMIT_REGISTRATION: rateLimit.default(() => ({ points: 10, seconds: 3600 })),
  RATE_LIMIT_PASSWORD_RESET: rateLimit.default(() => ({ points: 5, seconds: 900 })),
  /** The built web app; a placeholder page is served when it is missing. */
  WEB_DIST: z.string().optional(),
  AUTH_SERVICE_URL: optionalUrl,
  SITES_SERVICE_URL: optionalUrl,
  /** The site-server API: view counts of published sites (public_usage). */
  SITE_SERVER_URL: optionalUrl,
  ASSETS_SERVICE_URL: optionalUrl,
  CUSTOM_DATA_SERVICE_URL: optionalUrl,
  BILLING_SERVICE_URL: optionalUrl,
  /** The agents' MCP endpoint (`/mcp`) and its metadata. */
  MCP_SERVICE_URL: optionalUrl,
})

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>
