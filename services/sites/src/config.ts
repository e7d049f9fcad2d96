import { baseConfigSchema, databaseConfigSchema, loadConfig } from '@tessera/kit'
import { z } from 'zod'

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback)

export const sitesConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  /** Where other services (auth, site-servers, assets) reach this one over gRPC. */
  GRPC_HOST: z.string().default('127.0.0.1'),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  /** Where the app lives: invitation links point here. */
  APP_ORIGIN: z.url().default('http://localhost:8080'),
  /** The assets service: a site with assets cannot be deleted. Unset: no assets to count. */
  ASSETS_GRPC_URL: z.url().optional(),
  /** The custom-data service: a site's custom_data_usage. Unset: nothing stored. */
  CUSTOM_DATA_GRPC_URL: z.url().optional(),
  /** Resolvers for domain verification (`host` or `host:port`, comma-separated); unset: the system's. */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** Sites are reached at `{subdomain}.{SITES_BASE_DOMAIN}`; no custom domain may end with it. */
  SITES_BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost'),
  /** A site-server replica that has not heartbeated for this long adds no capacity. */
  SITE_SERVER_TTL_SECONDS: seconds(30),
  /** What replicas are told: how often to heartbeat. */
  SITE_SERVER_HEARTBEAT_SECONDS: seconds(10),
  SITE_SERVER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
})

export type SitesConfig = z.infer<typeof sitesConfigSchema>

export function loadSitesConfig(
  env: Record<string, string | undefined> = process.env,
): SitesConfig {
  return loadConfig(sitesConfigSchema, env)
}
