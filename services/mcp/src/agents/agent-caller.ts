import type { AgentScope } from '@tessera/kit'

/** Who calls the MCP endpoint: a person's agent, with what its token grants. */
export interface AgentCaller {
  userId: string
  scopes: ReadonlySet<AgentScope>
  /** The sites the person picked when consenting; others are refused like unknown sites. */
  sites: ReadonlySet<string>
  clientId: string
  clientName: string
  grantId: string
  /** A digest of the token itself, for per-token rate limits. */
  tokenKey: string
}
