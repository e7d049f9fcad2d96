import {
  baseConfigSchema,
  databaseConfigSchema,
  DEFAULT_MCP_AUDIENCE,
  loadConfig,
  redisConfigSchema,
} from '@tessera/kit'
import { z } from 'zod'

export const authConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  /** Where the app lives: links in e-mails point here. */
  APP_ORIGIN: z.url().default('http://localhost:8080'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  KEY_ROTATION_DAYS: z.coerce.number().int().min(1).default(30),
  /** A new key is published this long before it signs: longer than verifiers' JWKS cooldown. */
  KEY_ACTIVATION_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long a replica trusts its cached signing key before looking for a newer one. */
  SIGNING_KEY_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  CONFIRM_CODE_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  /**
   * argon2id's cost: memory in KiB, passes and lanes. The defaults are the argon2 library's; the
   * floor is OWASP's smallest recommended setting (19 MiB, 2 passes, 1 lane). A stored hash
   * carries its own cost, so changing these never locks anyone out.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(19_456).default(65_536),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(2).default(3),
  PASSWORD_HASH_LANES: z.coerce.number().int().min(1).max(16).default(4),
  /** The sites service, which owns the subdomain namespace; unset: only identities are checked. */
  SITES_GRPC_URL: z.url().optional(),
  /** The audience of agents' access tokens: the MCP service accepts only these. */
  MCP_AUDIENCE: z.string().min(1).default(DEFAULT_MCP_AUDIENCE),
  /** The MCP endpoint agents ask tokens for (RFC 8707 `resource`); default: APP_ORIGIN + /mcp. */
  MCP_RESOURCE: z.url().optional(),
  AGENT_REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).default(30),
})

export type AuthConfig = z.infer<typeof authConfigSchema>

/** Auth verifies its own tokens through its own JWKS unless told otherwise. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const ownJwks = `http://127.0.0.1:${env.PORT ?? ''}/.well-known/jwks.json`
  return loadConfig(authConfigSchema, { AUTH_JWKS_URL: ownJwks, ...env })
}
