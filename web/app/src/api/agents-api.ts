import type { ApiAnswer, ApiBody } from '@tessera/builder'
import type { ApiClient } from './api-client'

export type AgentRequestView = ApiAnswer<'GET /api/auth/agent-requests/{id}'>
export type AgentGrantView = ApiAnswer<'GET /api/auth/agent-grants'>['grants'][number]
export type AgentScope = AgentRequestView['scopes'][number]
export type AgentDecision = ApiBody<'POST /api/auth/agent-requests/{id}'>

/** Agents' access: the consent screen's request and answer, Settings' connected agents. */
export class AgentsApi {
  constructor(private readonly api: ApiClient) {}

  describeRequest(id: string): Promise<AgentRequestView> {
    return this.api.get(`auth/agent-requests/${encodeURIComponent(id)}`)
  }

  decide(
    id: string,
    decision: AgentDecision,
  ): Promise<ApiAnswer<'POST /api/auth/agent-requests/{id}'>> {
    return this.api.post(`auth/agent-requests/${encodeURIComponent(id)}`, { body: decision })
  }

  listGrants(): Promise<ApiAnswer<'GET /api/auth/agent-grants'>> {
    return this.api.get('auth/agent-grants')
  }

  revokeGrant(id: string): Promise<ApiAnswer<'DELETE /api/auth/agent-grants/{id}'>> {
    return this.api.delete(`auth/agent-grants/${encodeURIComponent(id)}`)
  }
}
