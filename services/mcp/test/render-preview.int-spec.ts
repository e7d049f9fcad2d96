import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { apiClient, connectAgent, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

// render_preview through the gateway: the site server renders the draft and Chromium takes
// its picture.
const stack = testStack()
const gateway = stack.gatewayUrl
const api = apiClient(gateway)

async function person(): Promise<string> {
  const res = await api.post<{ auth_token: string }>('/api/users/registrations', {
    body: { email: uniqueEmail('preview'), password: 'correct horse 1' },
  })
  expect(res.status).toBe(201)
  return res.body.auth_token
}

async function siteOf(token: string): Promise<string> {
  const res = await api.post<{ id: string }>('/api/sites', {
    token,
    body: { name: 'Preview Bakery', subdomain: `pv-${uniqueSuffix().slice(-8)}` },
  })
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  return res.body.id
}

async function agent(token: string, sites: string[]): Promise<Client> {
  const { accessToken } = await connectAgent(gateway, token, sites, ['sites:read', 'sites:write'])
  const client = new Client({ name: 'preview-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', gateway), {
      requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
    }),
  )
  await client.listTools()
  return client
}

async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult
}

/** The PNG of a preview's answer, with its size from the header and its pixels' spread. */
async function picture(result: CallToolResult) {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  const image = result.content.find((c) => c.type === 'image')
  expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' })
  const png = Buffer.from((image as { data: string }).data, 'base64')
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  const stats = await sharp(png).stats()
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    // The largest standard deviation of a colour channel: 0 for a blank picture.
    spread: Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev)),
    result: result.structuredContent as { route: string; width: number; height: number },
  }
}

describe('render_preview', () => {
  it("pictures the draft's page and one component at the width asked, and refuses what it cannot", async () => {
    const token = await person()
    const siteId = await siteOf(token)
    const client = await agent(token, [siteId])
    const outline = (await callTool(client, 'get_outline', { siteId, depth: 0 }))
      .structuredContent as { route: string; lines: string[] }
    const root = outline.lines[0]!.trim().split(' ')[0]!
    const applied = await callTool(client, 'apply', {
      siteId,
      label: 'Add a banner',
      ops: [
        {
          op: 'add_component',
          parentId: root,
          component: {
            tag: 'section',
            name: 'Banner',
            style: {
              'breakpoint-1': {
                default: { 'background-color': '#b45309', padding: '48px', color: '#ffffff' },
              },
            },
            children: [{ tag: 'h1', content: 'Fresh bread every morning' }],
          },
        },
      ],
    })
    expect(applied.isError, JSON.stringify(applied.content)).toBeFalsy()
    const banner = (
      (await callTool(client, 'find_components', { siteId, name: 'Banner' })).structuredContent as {
        matches: Array<{ id: string }>
      }
    ).matches[0]!.id

    const page = await picture(await callTool(client, 'render_preview', { siteId, width: 800 }))
    expect([page.width, page.result.width]).toEqual([800, 800])
    expect(page.height).toBe(page.result.height)
    expect(page.height).toBeGreaterThan(0)
    expect(page.spread).toBeGreaterThan(10)
    expect(page.result.route).toBe(outline.route)

    const part = await picture(
      await callTool(client, 'render_preview', { siteId, id: banner, width: 600 }),
    )
    expect(part.width).toBeGreaterThan(0)
    expect(part.width).toBeLessThanOrEqual(600)
    expect(part.height).toBeGreaterThanOrEqual(96)
    expect(part.spread).toBeGreaterThan(10)

    // Widths are clamped to 320..1920.
    const narrow = await picture(await callTool(client, 'render_preview', { siteId, width: 100 }))
    expect(narrow.width).toBe(320)

    const unknownPage = await callTool(client, 'render_preview', { siteId, route: '/hoem' })
    expect(unknownPage.isError).toBe(true)
    expect(JSON.stringify(unknownPage.content)).toContain('PageNotFound')
    const unknownPart = await callTool(client, 'render_preview', { siteId, id: 'c-99999' })
    expect(unknownPart.isError).toBe(true)
    expect(JSON.stringify(unknownPart.content)).toContain('ComponentNotFound')

    // Another person's site is one that does not exist, even to an agent of theirs.
    const stranger = await person()
    const theirs = await siteOf(stranger)
    const denied = await callTool(client, 'render_preview', { siteId: theirs })
    expect(denied.isError).toBe(true)
    expect(JSON.stringify(denied.content)).toContain('SiteNotFound')
    await client.close()
  }, 120_000)
})
