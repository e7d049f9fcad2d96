import { baseConfigSchema, databaseConfigSchema, loadConfig, redisConfigSchema } from '@tessera/kit'
import { storageConfigSchema } from '@tessera/kit/storage'
import { z } from 'zod'

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

const pixels = z.coerce.number().int().min(1).max(65_535)

export const assetsConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  ...storageConfigSchema.shape,
  /** Where other services call this one (AssetsInternalService). */
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  /** The sites service's gRPC API: who owns a site and its plan tier. */
  SITES_GRPC_URL: z.url().optional(),
  /** Public base of asset URLs: `{ASSETS_PUBLIC_URL}/{key}`; defaults to the bucket's own URL. */
  ASSETS_PUBLIC_URL: z.url().optional(),
  /** How long a signed upload address stays valid. */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  /** After that, how long a finished upload may still be verified before it expires. */
  UPLOAD_VERIFY_GRACE_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** How often pending uploads past their window are expired (and stray objects removed). */
  UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * How often the upload area is searched for objects no asset waits for (an optimisation that
   * finished after its upload was verified, a replacement written twice), and how old such an
   * object must be before it is removed.
   */
  ORPHAN_SWEEP_SECONDS: z.coerce.number().int().min(1).default(3600),
  ORPHAN_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3600),
  /**
   * How long the bytes an asset served before a replace are kept after the replace, and after
   * a rendering last named their address, and how often the sweep that removes them runs.
   */
  RETIRED_OBJECT_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(7 * 24 * 3600),
  RETIRED_SWEEP_SECONDS: z.coerce.number().int().min(1).default(3600),
  IMAGE_MIN_WIDTH: pixels.default(8),
  IMAGE_MIN_HEIGHT: pixels.default(8),
  IMAGE_MAX_WIDTH: pixels.default(8192),
  IMAGE_MAX_HEIGHT: pixels.default(8192),
  /** The image-processing jobs API's key, sent by the editor in `x-image-api-key`. */
  IMAGE_API_KEY: z.string().min(16),
  /** Origins an optimised upload's `uploadUrl` may point at (our object storage only). */
  IMAGE_UPLOAD_ORIGINS: commaList.optional(),
  /** Browser origins allowed to call the jobs API directly (the editor). */
  APP_ORIGINS: commaList.default(['http://localhost:8080']),
  /** Tries per optimisation job, with exponential back-off from IMAGE_JOB_BACKOFF_MS. */
  IMAGE_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  IMAGE_JOB_BACKOFF_MS: z.coerce.number().int().min(0).default(1000),
})

export type AssetsConfig = z.infer<typeof assetsConfigSchema>

export function loadAssetsConfig(
  env: Record<string, string | undefined> = process.env,
): AssetsConfig {
  return loadConfig(assetsConfigSchema, env)
}

/** The public base of asset URLs, without a trailing slash. */
export function assetsPublicBase(config: AssetsConfig): string {
  const base =
    config.ASSETS_PUBLIC_URL ??
    `${config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT}/${config.S3_BUCKET}`
  return base.replace(/\/+$/, '')
}

/** Origins an `uploadUrl` may name: the configured list, else the storage's public origin. */
export function uploadOrigins(config: AssetsConfig): string[] {
  return (
    config.IMAGE_UPLOAD_ORIGINS ?? [new URL(config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT).origin]
  ).map((o) => new URL(o).origin)
}
