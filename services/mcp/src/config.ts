import {
  baseConfigSchema,
  databaseConfigSchema,
  DEFAULT_MCP_AUDIENCE,
  loadConfig,
  redisConfigSchema,
} from '@tessera/kit'
import { z } from 'zod'

/** "points/seconds": that many calls of one token in that window. */
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

export const mcpConfigSchema = baseConfigSchema.extend({
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3009),
  /** The audience of agent tokens; the app's own tokens (AUTH_AUDIENCE) are refused. */
  MCP_AUDIENCE: z.string().default(DEFAULT_MCP_AUDIENCE),
  /** The MCP endpoint as clients reach it (through the gateway): the protected resource. */
  MCP_PUBLIC_URL: z.url().default('http://localhost:8080/mcp'),
  /** The authorization server clients are sent to (the auth service's issuer URL). */
  AUTH_SERVER_URL: z.url().default('http://localhost:8080'),
  /** Host headers the endpoint answers (DNS rebinding); the public URL's host is always one. */
  MCP_ALLOWED_HOSTS: commaList.default([]),
  /** Browser origins allowed to call; requests without an Origin (non-browser clients) pass. */
  MCP_ALLOWED_ORIGINS: commaList.default([]),
  /** Where the sites service answers over gRPC: roles, where a site's content is, publishing. */
  SITES_GRPC_URL: z.url().default('http://127.0.0.1:4002'),
  /** Where the custom-data service answers over gRPC: data tables and rows. */
  CUSTOM_DATA_GRPC_URL: z.url().default('http://127.0.0.1:4004'),
  /** Signs confirmation tokens of destructive calls; at least 32 characters. */
  CONFIRMATION_SECRET: z.string().min(32),
  RATE_LIMIT_READS: rateLimit.default(() => ({ points: 120, seconds: 60 })),
  RATE_LIMIT_APPLIES: rateLimit.default(() => ({ points: 30, seconds: 60 })),
  /** Pictures cost a browser page each: fewer than other reads. */
  RATE_LIMIT_PREVIEWS: rateLimit.default(() => ({ points: 20, seconds: 60 })),
})

export type McpConfig = z.infer<typeof mcpConfigSchema>

export function loadMcpConfig(env: Record<string, string | undefined> = process.env): McpConfig {
  return loadConfig(mcpConfigSchema, env)
}
