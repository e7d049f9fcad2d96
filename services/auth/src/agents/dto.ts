import { AGENT_SCOPES, agentScope } from '@tessera/kit'
import { z } from 'zod'

/** Client metadata a client registers with (RFC 7591 2); unknown fields are ignored. */
export const registrationBody = z.object({
  redirect_uris: z.array(z.string().max(2000)).min(1).max(10),
  client_name: z.string().trim().min(1).max(100).optional(),
  /** OpenID Connect's: `native` for apps on the person's machine, `web` for hosted ones. */
  application_type: z.enum(['web', 'native']).optional(),
  token_endpoint_auth_method: z.string().optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  scope: z.string().max(500).optional(),
})
export type RegistrationBody = z.infer<typeof registrationBody>

const param = z.string().min(1).max(2000)

/**
 * The query of /oauth/authorize (RFC 6749 4.1.1, RFC 7636 4.3, RFC 8707 2), each parameter
 * read on its own: what is missing or wrong is told to the client by the service.
 */
export const authorizeQuery = z.object({
  response_type: z.string().max(100).catch(''),
  client_id: z.string().max(200).catch(''),
  redirect_uri: z.string().max(2000).catch(''),
  code_challenge: z.string().max(200).catch(''),
  code_challenge_method: z.string().max(100).catch(''),
  state: z.string().max(2000).optional().catch(undefined),
  scope: z.string().max(2000).optional().catch(undefined),
  resource: z.string().max(2000).optional().catch(undefined),
})
export type AuthorizeQuery = z.infer<typeof authorizeQuery>

export const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: param,
    redirect_uri: param,
    client_id: param,
    code_verifier: param,
    resource: param.optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: param,
    client_id: param,
    scope: param.optional(),
    resource: param.optional(),
  }),
])
export type TokenBody = z.infer<typeof tokenBody>

export const revokeBody = z.object({
  token: param,
  token_type_hint: param.optional(),
  client_id: param.optional(),
})

/** A pending authorization request, kept while the person decides (the consent screen). */
export const pendingRequest = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  state: z.string().optional(),
  scopes: z.array(agentScope),
})
export type PendingRequest = z.infer<typeof pendingRequest>

export const requestIdParam = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** The person's answer on the consent screen. */
export const decisionBody = z.discriminatedUnion('allow', [
  z.object({
    allow: z.literal(true),
    sites: z.array(z.uuid()).min(1).max(100),
    scopes: z.array(agentScope).min(1).max(AGENT_SCOPES.length),
  }),
  z.object({ allow: z.literal(false) }),
])
export type DecisionBody = z.infer<typeof decisionBody>

/** What the consent screen shows of a pending request. */
export const agentRequestView = z.object({
  client_name: z.string(),
  /**
   * The site that publishes the client's description, for a client named by its metadata
   * document's URL: its name is its own claim, the site is not.
   */
  client_site: z.string().nullable(),
  /** Where the browser goes back to, so the person can tell a stranger's app. */
  redirect_host: z.string(),
  scopes: z.array(agentScope),
})
export type AgentRequestView = z.infer<typeof agentRequestView>

export const decisionView = z.object({ redirect_url: z.string() })
export type DecisionView = z.infer<typeof decisionView>

export const agentGrantView = z.object({
  id: z.uuid(),
  client_id: z.string(),
  client_name: z.string(),
  scopes: z.array(agentScope),
  site_ids: z.array(z.uuid()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type AgentGrantView = z.infer<typeof agentGrantView>

export const agentGrantsView = z.object({ grants: z.array(agentGrantView) })
export type AgentGrantsView = z.infer<typeof agentGrantsView>
