import { z } from 'zod'

/** Settings every service reads from its environment. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Express `trust proxy`: which hops may set X-Forwarded-For. */
  TRUST_PROXY: z.string().default('loopback'),
  BODY_LIMIT: z.string().default('1mb'),
  /** Where the auth service publishes its signing keys. */
  AUTH_JWKS_URL: z.url().default('http://127.0.0.1:3001/.well-known/jwks.json'),
  AUTH_ISSUER: z.string().default('tessera-auth'),
  AUTH_AUDIENCE: z.string().default('tessera'),
  /** After fetching the JWKS, how long an unknown key id is refused before fetching again. */
  AUTH_JWKS_COOLDOWN_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Optional for services without queues: with it, the token check also refuses tokens a
   * password change revoked (services/libs/kit/src/auth/token-revocations.ts).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/)
    .default('tessera'),
})

export const databaseConfigSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
})

export const redisConfigSchema = z.object({
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  /** Prefix for every Redis key this deployment writes (queues, counters). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/)
    .default('tessera'),
})

export type BaseConfig = z.infer<typeof baseConfigSchema>
export type DatabaseConfig = z.infer<typeof databaseConfigSchema>
export type RedisConfig = z.infer<typeof redisConfigSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Parses the environment against a schema once, at start-up, and fails with every
 * problem listed so a misconfigured deployment never half-starts.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
