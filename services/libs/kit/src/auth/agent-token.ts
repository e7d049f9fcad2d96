import { z } from 'zod'

/**
 * What an agent (an MCP client) may be granted, as the consent screen offers it and its tokens
 * carry it in `scope`.
 */
export const AGENT_SCOPES = [
  'sites:read',
  'sites:write',
  'sites:publish',
  'data:read',
  'assets:write',
] as const
export type AgentScope = (typeof AGENT_SCOPES)[number]
export const agentScope = z.enum(AGENT_SCOPES)

/** The audience of agent tokens when the deployment names none (`MCP_AUDIENCE`). */
export const DEFAULT_MCP_AUDIENCE = 'tessera-mcp'

/** How long an agent's access token lives; its refresh token renews it. */
export const AGENT_ACCESS_TOKEN_SECONDS = 60 * 60

/**
 * The claims of an agent's access token beyond the standard ones (`iss`, `aud` = the MCP
 * audience, `sub` = the user, `exp`, `iat`): signed by the auth service with its usual keys.
 * The app's own tokens carry another audience, so neither is taken for the other.
 */
export const agentTokenClaims = z.object({
  sub: z.uuid(),
  /** Space-separated scopes, as OAuth writes them. */
  scope: z.string(),
  /** The sites the person picked on the consent screen. */
  sites: z.array(z.uuid()),
  client_id: z.string().min(1),
  /** The client's name as it registered, shown in the builder beside its edits. */
  client_name: z.string().min(1),
  /** The consent this token comes from: revoking it voids every token issued under it. */
  grant_id: z.uuid(),
  iat_ms: z.number().optional(),
})
export type AgentTokenClaims = z.infer<typeof agentTokenClaims>

/**
 * The Redis key that says a grant was revoked (written by auth when a person revokes it in
 * Settings or a refresh token is replayed; read by the MCP service on every call). It lives as
 * long as an access token does, since older tokens have expired by then.
 */
export function agentGrantRevokedKey(prefix: string, grantId: string): string {
  return `${prefix}:auth:agent-grant-revoked:${grantId}`
}
