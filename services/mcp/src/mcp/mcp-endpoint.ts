import { Inject, Injectable } from '@nestjs/common'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { AGENT_SCOPES, CONFIG, LOGGER } from '@tessera/kit'
import type { Request, Response } from 'express'
import type { Logger } from 'pino'
import type { AgentCaller } from '../agents/agent-caller.js'
import { AgentTokens } from '../agents/agent-tokens.js'
import { AuditRepository } from '../audit/audit.repository.js'
import type { McpConfig } from '../config.js'
import { Confirmations } from '../safety/confirmations.js'
import { Idempotency } from '../safety/idempotency.js'
import { RateLimits, type RateBucket } from '../safety/rate-limits.js'
import { DataTables } from '../sites/data-tables.js'
import { SiteStore } from '../sites/site-store.js'
import { FormTables } from './form-tables.js'
import { SitePreviews } from './site-previews.js'
import { isToolName, TOOL_ACCESS } from './tool-catalogue.js'
import { createMcpServer, type ToolDeps } from './tools.js'

const WELL_KNOWN = '/.well-known/oauth-protected-resource'

function bearer(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
}

/** The tool calls of a JSON-RPC body (a message or a batch), by tool name. */
function calledTools(body: unknown): unknown[] {
  const messages: unknown[] = Array.isArray(body) ? body : [body]
  return messages.flatMap((m) => {
    if (typeof m !== 'object' || m === null) return []
    const { method, params } = m as { method?: unknown; params?: { name?: unknown } }
    return method === 'tools/call' ? [params?.name] : []
  })
}

/**
 * The MCP endpoint: stateless Streamable HTTP with JSON answers, one server per request. Before
 * the SDK sees a request: its Host and Origin (DNS rebinding), the agent token (401 with the
 * protected resource's metadata), the scope a called tool needs (403 insufficient_scope) and
 * the token's rate limits.
 */
@Injectable()
export class McpEndpoint {
  private readonly deps: ToolDeps
  private readonly hosts: Set<string>
  private readonly origins: Set<string>
  readonly resourceMetadataUrl: string

  constructor(
    @Inject(CONFIG) private readonly config: McpConfig,
    private readonly tokens: AgentTokens,
    private readonly limits: RateLimits,
    store: SiteStore,
    audit: AuditRepository,
    confirmations: Confirmations,
    idempotency: Idempotency,
    tables: DataTables,
    forms: FormTables,
    previews: SitePreviews,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.deps = { store, audit, confirmations, idempotency, tables, forms, previews, logger }
    const publicUrl = new URL(config.MCP_PUBLIC_URL)
    this.hosts = new Set([publicUrl.host, ...config.MCP_ALLOWED_HOSTS])
    this.origins = new Set([publicUrl.origin, ...config.MCP_ALLOWED_ORIGINS])
    this.resourceMetadataUrl = `${publicUrl.origin}${WELL_KNOWN}${publicUrl.pathname === '/' ? '' : publicUrl.pathname}`
  }

  /** RFC 9728: where clients learn which authorization server issues tokens for this resource. */
  metadata() {
    return {
      resource: this.config.MCP_PUBLIC_URL,
      authorization_servers: [this.config.AUTH_SERVER_URL],
      scopes_supported: [...AGENT_SCOPES],
      bearer_methods_supported: ['header'],
      resource_name: 'Tessera',
    }
  }

  private deny(res: Response, status: number, code: string, message: string, challenge?: string) {
    if (challenge) res.setHeader('WWW-Authenticate', challenge)
    res.status(status).json({ code, message })
  }

  async handle(req: Request, res: Response): Promise<void> {
    // Behind the gateway, Express reads the client's Host from X-Forwarded-Host.
    if (!this.hosts.has(req.host)) return this.deny(res, 403, 'Forbidden', 'Host not allowed')
    const origin = req.headers.origin
    if (origin !== undefined && !this.origins.has(origin))
      return this.deny(res, 403, 'Forbidden', 'Origin not allowed')
    const token = bearer(req)
    const caller: AgentCaller | undefined = token ? await this.tokens.verify(token) : undefined
    const resource = `resource_metadata="${this.resourceMetadataUrl}"`
    if (!caller) {
      const error = token ? ', error="invalid_token"' : ''
      return this.deny(
        res,
        401,
        'Unauthorized',
        'An agent token is required',
        `Bearer ${resource}${error}`,
      )
    }
    // Every request counts as a read (listing tools too); each called tool's bucket besides.
    const buckets = new Set<RateBucket>(['reads'])
    for (const name of calledTools(req.body)) {
      if (!isToolName(name)) continue
      const access = TOOL_ACCESS[name]
      buckets.add(access.bucket)
      if (!caller.scopes.has(access.scope)) {
        const challenge = `Bearer error="insufficient_scope", scope="${access.scope}", ${resource}`
        return this.deny(
          res,
          403,
          'insufficient_scope',
          `${name} needs the ${access.scope} scope`,
          challenge,
        )
      }
    }
    // Applies and previews are limited on their own, not as reads too.
    if (buckets.size > 1) buckets.delete('reads')
    let wait: number | undefined
    for (const bucket of buckets) wait ??= await this.limits.take(caller.tokenKey, bucket)
    if (wait !== undefined) {
      res.setHeader('Retry-After', String(wait))
      return this.deny(res, 429, 'TooManyRequests', 'Too many calls, wait a moment')
    }
    const server = createMcpServer(caller, this.deps)
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    res.on('close', () => {
      void transport.close()
      void server.close()
    })
    await server.connect(transport)
    await transport.handleRequest(req, res, req.body)
  }
}
