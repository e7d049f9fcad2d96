import { hostname } from 'node:os'
import { fileURLToPath } from 'node:url'
import { baseConfigSchema, databaseConfigSchema, loadConfig, redisConfigSchema } from '@tessera/kit'
import { PLAN_FEATURES, SITE_TYPES, type SiteType } from '@tessera/site-format'
import { z } from 'zod'

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )

export const siteServerConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  /** The largest save this server reads; by default what its tier's largest save needs. */
  BODY_LIMIT: z.string().optional(),
  /** The plan tier this pool serves: Free, Paid1, Paid2 or Paid3. */
  SITE_SERVER_TIER: z.enum(SITE_TYPES).default('Free'),
  /** The pool's public address: the editor calls `{address}/api/`. */
  SITE_SERVER_ADDRESS: z.url(),
  /** Where custom domains point their A record. */
  SITE_SERVER_IP: z.string().default('127.0.0.1'),
  /** How many sites this replica adds to its pool. */
  SITE_SERVER_CAPACITY: z.coerce.number().int().min(0).default(10_000),
  REPLICA_ID: z.string().min(1).default(`${hostname()}-${process.pid}`),
  GRPC_HOST: z.string().default('127.0.0.1'),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(4090),
  /** How the sites service reaches this replica's gRPC API. */
  GRPC_ADVERTISE_URL: z.url().optional(),
  /** The sites service's gRPC API, for registering; unset: this replica does not register. */
  SITES_GRPC_URL: z.url().optional(),
  HEARTBEAT_SECONDS: z.coerce.number().int().min(1).optional(),
  /** The assets service's gRPC API, for the sizes of the images pages use; unset: pages go without. */
  ASSETS_GRPC_URL: z.url().optional(),
  /** How long a page's first rendering waits for those sizes before it goes without them. */
  ASSETS_TIMEOUT_MS: z.coerce.number().int().min(1).default(500),
  /** After the assets service failed to answer, how long pages go without sizes before it is asked again. */
  ASSETS_RETRY_MS: z.coerce.number().int().min(1).default(10_000),
  /** The custom-data service's gRPC API, for the collection items pages show; unset: none. */
  CUSTOM_DATA_GRPC_URL: z.url().optional(),
  /** How long a page that shows collection items waits for them. */
  CUSTOM_DATA_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  /** Sites are served at `{subdomain}.{SITES_BASE_DOMAIN}`. */
  SITES_BASE_DOMAIN: z.string().default('localhost'),
  /** Extra host names that mean this server itself (health checks, the API), not a site. */
  OWN_HOSTS: list,
  /** How visitors' URLs look, for canonical links and sitemaps. */
  SITES_PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  SITES_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Origins of the app, allowed to call the site-server API from a browser. */
  APP_ORIGINS: list.transform((v) => (v.length ? v : ['http://localhost:8080'])),
  /** Where a published page's runtime calls the platform API. */
  PUBLIC_API_URL: z.url().default('http://localhost:8080/api/'),
  RUNTIME_JS_PATH: z
    .string()
    .default(fileURLToPath(new URL('../../../web/runtime/dist/runtime.js', import.meta.url))),
  RENDER_CACHE_MB: z.coerce.number().min(1).default(64),
  /** Longest a replica serves hosting data it missed an invalidation for. */
  HOSTING_CACHE_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Views and bandwidth: memory to Redis, then Redis to PostgreSQL. */
  COUNTER_FLUSH_MS: z.coerce.number().int().min(10).default(1000),
  USAGE_FLUSH_SECONDS: z.coerce.number().min(0.1).default(30),
  /** The Chromium that takes the drafts' pictures for agents (render_preview). */
  PREVIEW_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Pictures taken at once by a replica; more wait their turn. */
  PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /** Longest one picture may take, waiting for its turn included. */
  PREVIEW_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Tallest picture of a whole page, in CSS pixels: longer pages are cut. */
  PREVIEW_MAX_HEIGHT: z.coerce.number().int().min(320).default(4000),
  /**
   * Origins a draft's page may load images, fonts and styles from while its picture is taken
   * (the assets' public address); every other request is refused, so no picture fetches URLs.
   */
  PREVIEW_ALLOWED_ORIGINS: list,
})

export type SiteServerConfig = z.infer<typeof siteServerConfigSchema> & {
  BODY_LIMIT: string
  GRPC_ADVERTISE_URL: string
}

const MIB = 1024 * 1024

/**
 * A save carries whole content parts: the pages and the history (each up to the tier's site
 * size) as JSON text inside JSON, where escaping can double them, and the smaller parts. Never
 * below 12 MiB.
 */
export function saveBodyLimit(tier: SiteType): string {
  const bytes = Math.max(12 * MIB, 4 * PLAN_FEATURES[tier].siteBytes + 2 * MIB)
  return `${Math.ceil(bytes / MIB)}mb`
}

export function loadSiteServerConfig(
  env: Record<string, string | undefined> = process.env,
): SiteServerConfig {
  const config = loadConfig(siteServerConfigSchema, {
    SITE_SERVER_ADDRESS: `http://localhost:${env.PORT ?? '8090'}`,
    ...env,
  })
  return {
    ...config,
    BODY_LIMIT: config.BODY_LIMIT ?? saveBodyLimit(config.SITE_SERVER_TIER),
    GRPC_ADVERTISE_URL: config.GRPC_ADVERTISE_URL ?? `http://127.0.0.1:${config.GRPC_PORT}`,
  }
}
