import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { apiClient, connectAgent, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import { describe, expect, it } from 'vitest'

// The whole way an agent goes: OAuth with the auth service (PKCE, the person's consent), then
// the MCP endpoint through the gateway with the token it got, served by the stack's own build.
const stack = testStack()
const gateway = stack.gatewayUrl
const api = apiClient(gateway)

/** A person with a site, and an agent they let read and write it. */
async function connectedAgent() {
  const user = await api.post<{ auth_token: string }>('/api/users/registrations', {
    body: { email: uniqueEmail('mcp-flow'), password: 'correct horse 1' },
  })
  expect(user.status).toBe(201)
  const token = user.body.auth_token
  const site = await api.post<{ id: string }>('/api/sites', {
    token,
    body: { name: 'Flow Bakery', subdomain: `flow-${uniqueSuffix().slice(-8)}` },
  })
  expect(site.status, JSON.stringify(site.body)).toBeLessThan(300)
  const { accessToken } = await connectAgent(
    gateway,
    token,
    [site.body.id],
    undefined,
    'Flow Agent',
  )
  return { appToken: token, siteId: site.body.id, accessToken }
}

async function mcpClient(accessToken: string): Promise<Client> {
  const client = new Client({ name: 'flow-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', gateway), {
      requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
    }),
  )
  await client.listTools()
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as Record<string, unknown>
}

describe('an agent connected through OAuth', () => {
  it('edits the site it was given through the gateway, and stops when the person revokes it', async () => {
    const { appToken, siteId, accessToken } = await connectedAgent()
    const client = await mcpClient(accessToken)

    const site = await call(client, 'get_site', { siteId })
    expect(site['name']).toBe('Flow Bakery')
    const outline = (await call(client, 'get_outline', { siteId })) as { lines: string[] }
    const root = outline.lines[0]!.trim().split(' ')[0]!
    const applied = await call(client, 'apply', {
      siteId,
      label: 'Add a greeting',
      ops: [{ op: 'add_component', parentId: root, component: { tag: 'h1', content: 'Hello' } }],
    })
    expect(applied['status']).toBe('applied')
    const found = (await call(client, 'find_components', { siteId, text: 'Hello' })) as {
      matches: unknown[]
    }
    expect(found.matches).toHaveLength(1)

    // No publish scope was granted: step-up is the client's to ask for.
    const publish = await fetch(new URL('/mcp', gateway), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'publish', arguments: { siteId } },
      }),
    })
    expect(publish.status).toBe(403)
    expect(publish.headers.get('www-authenticate')).toContain('insufficient_scope')

    const activity = await api.get<{ results: Array<{ tool: string; client_name: string }> }>(
      `/api/sites/${siteId}/agent_activity`,
      { token: appToken },
    )
    expect(activity.status).toBe(200)
    expect(activity.body.results[0]).toMatchObject({ tool: 'find_components' })
    expect(activity.body.results.map((r) => r.client_name)).toContain('Flow Agent')

    const grants = await api.get<{ grants: Array<{ id: string }> }>('/api/auth/agent-grants', {
      token: appToken,
    })
    expect(grants.status).toBe(200)
    const revoked = await api.delete(`/api/auth/agent-grants/${grants.body.grants[0]!.id}`, {
      token: appToken,
    })
    expect(revoked.status).toBeLessThan(300)
    await expect(client.callTool({ name: 'get_site', arguments: { siteId } })).rejects.toThrow()
  })
})
