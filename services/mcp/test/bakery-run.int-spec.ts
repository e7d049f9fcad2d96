import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  apiClient,
  connectAgent,
  testStack,
  uniqueEmail,
  uniqueSuffix,
  visitWithHost,
} from '@tessera/kit/testing'
import { solveChallenge } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'

// A scripted agent (a fixed list of calls, no model) builds a small site the way the issue
// asks: "a bakery site in en and zh-tw with a contact form", published, through the gateway.
const stack = testStack()
const gateway = stack.gatewayUrl
const api = apiClient(gateway)
const siteServer = stack.urls['site-server']!
const run = promisify(execFile)
const vnuJar = join(
  createRequire(import.meta.url).resolve('vnu-jar/package.json'),
  '../build/dist/vnu.jar',
)

/** Calls the agent makes, counted: the issue allows 15. */
let calls = 0

async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  calls++
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as T
}

/** A solved proof-of-work challenge, as a visitor's browser sends it with a form. */
async function solvedChallenge(siteId: string): Promise<string> {
  const res = await api.get<{
    algorithm: string
    challenge: string
    salt: string
    signature: string
  }>(`/api/sites/${siteId}/custom_data/challenge`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { algorithm, challenge, salt, signature } = res.body
  const solution = await solveChallenge(challenge, salt, algorithm, 100_000).promise
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution!.number, salt, signature }),
  ).toString('base64')
}

interface VnuMessage {
  type: string
  subType?: string
  url: string
  message: string
  extract?: string
}

/** The Nu Html Checker's errors for each page, in one run (the JVM starts once). */
async function htmlErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bakery-'))
  const files = Object.entries(pages).map(([name, html]) => {
    const file = join(dir, `${name}.html`)
    writeFileSync(file, html)
    return file
  })
  const result = await run(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] }
  return messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map((m) => `${m.url.split('/').pop()}: ${m.message} ${m.extract ?? ''}`)
}

describe('a scripted agent run', () => {
  it('builds a bakery site in en and zh-tw with a contact form in at most 15 calls', async () => {
    const person = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email: uniqueEmail('bakery'), password: 'correct horse 1' },
    })
    expect(person.status).toBe(201)
    const subdomain = `bakery-${uniqueSuffix().slice(-8)}`
    const site = await api.post<{ id: string }>('/api/sites', {
      token: person.body.auth_token,
      body: { name: 'Sunrise Bakery', subdomain },
    })
    expect(site.status, JSON.stringify(site.body)).toBeLessThan(300)
    const siteId = site.body.id
    const { accessToken } = await connectAgent(
      gateway,
      person.body.auth_token,
      [siteId],
      ['sites:read', 'sites:write', 'sites:publish', 'data:read'],
      'Bakery Agent',
    )
    const client = new Client({ name: 'bakery-agent', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', gateway), {
        requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
    )
    await client.listTools()

    const overview = await call<{ homePage: string; languages: string[] }>(client, 'get_site', {
      siteId,
    })
    expect(overview.languages).toEqual([])
    const outline = await call<{ lines: string[] }>(client, 'get_outline', { siteId, depth: 0 })
    const root = outline.lines[0]!.trim().split(' ')[0]!
    const described = await call<{ operations: Array<{ op: string }> }>(client, 'describe_ops', {
      ops: ['replace_translations', 'add_builtin', 'add_component', 'set_page_head'],
    })
    expect(described.operations).toHaveLength(4)

    const applied = await call<{
      status: string
      formTables?: Array<{ table: string; created: boolean }>
    }>(client, 'apply', {
      siteId,
      label: 'Build the bakery home page',
      requestId: `bakery-${uniqueSuffix()}`,
      ops: [
        {
          op: 'replace_translations',
          i18n: {
            en: {
              heading: 'Sunrise Bakery',
              intro: 'Sourdough, croissants and cakes, baked every morning.',
              hours: 'Open Tuesday to Sunday, 7 am to 3 pm.',
            },
            'zh-tw': {
              heading: '晨光麵包坊',
              intro: '酸種麵包、可頌與蛋糕，每天早上新鮮出爐。',
              hours: '週二至週日，早上七點至下午三點營業。',
            },
          },
          active: 'en',
        },
        { op: 'add_builtin', parentId: root, builtin: 'languages' },
        {
          op: 'add_component',
          parentId: root,
          component: {
            tag: 'section',
            name: 'Welcome',
            children: [
              { tag: 'h1', name: 'Heading', content: '${heading}' },
              { tag: 'p', name: 'Intro', content: '${intro}' },
              { tag: 'p', name: 'Hours', content: '${hours}' },
            ],
          },
        },
        { op: 'add_builtin', parentId: root, builtin: 'contactForm' },
        {
          op: 'set_page_head',
          route: overview.homePage,
          head: { title: 'Sunrise Bakery', description: 'A neighbourhood bakery.' },
        },
      ],
    })
    expect(applied.status).toBe('applied')
    expect(applied.formTables).toEqual([
      { form: expect.any(String), table: 'Contact requests', created: true },
    ])

    const asked = await call<{ status: string; confirmation: { token: string } }>(
      client,
      'publish',
      { siteId },
    )
    expect(asked.status).toBe('needs_confirmation')
    const published = await call<{ status: string }>(client, 'publish', {
      siteId,
      confirmation: asked.confirmation.token,
    })
    expect(published.status).toBe('published')

    const { tables } = await call<{
      tables: Array<{ name: string; rows: number; columns: Array<{ name: string }> }>
    }>(client, 'list_tables', { siteId })
    expect(tables).toEqual([
      {
        name: 'Contact requests',
        rows: 0,
        columns: [
          { name: 'email', type: 'TEXT' },
          { name: 'name', type: 'TEXT' },
          { name: 'message', type: 'TEXT' },
        ],
      },
    ])

    // What visitors get: each language at its own address, valid HTML.
    const host = `${subdomain}.localhost:${new URL(siteServer).port}`
    const en = await visitWithHost(siteServer, host, '/')
    const zh = await visitWithHost(siteServer, host, '/zh-tw')
    expect([en.status, zh.status]).toEqual([200, 200])
    expect(en.text).toContain('<html lang="en"')
    expect(en.text).toContain('Sunrise Bakery</h1>')
    expect(en.text).toContain('<form')
    expect(en.text).toContain('Contact requests')
    expect(zh.text).toContain('<html lang="zh-tw"')
    expect(zh.text).toContain('晨光麵包坊</h1>')
    expect(zh.text).toContain('hreflang="zh-tw"')
    expect(await htmlErrors({ en: en.text, 'zh-tw': zh.text })).toEqual([])

    // The form's post, as its behaviour sends it: the fields it names, with a solved challenge.
    const posted = await api.post<{ id?: string }>(`/api/sites/${siteId}/custom_data`, {
      body: {
        action: 'AddRow',
        data: {
          table_name: 'Contact requests',
          row: {
            email: 'visitor@example.test',
            name: 'Mei',
            message: 'Do you bake a pineapple cake for Saturday?',
          },
          altcha: await solvedChallenge(siteId),
        },
      },
    })
    expect(posted.status, JSON.stringify(posted.body)).toBe(200)
    const rows = await call<{
      total: number
      rows: Array<{ values: Record<string, string>; untrusted: boolean }>
    }>(client, 'read_rows', { siteId, table: 'Contact requests' })
    expect(rows.total).toBe(1)
    expect(rows.rows[0]).toMatchObject({
      values: {
        email: 'visitor@example.test',
        message: 'Do you bake a pineapple cake for Saturday?',
      },
      untrusted: true,
    })

    console.log(`bakery run: ${calls} MCP calls (aim: at most 15)`)
    expect(calls).toBeLessThanOrEqual(15)
    await client.close()
  }, 120_000)
})

describe('forms an agent adds', () => {
  it("link the site's table that serves them, or get their own; a dry run creates none", async () => {
    const person = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email: uniqueEmail('forms'), password: 'correct horse 1' },
    })
    expect(person.status).toBe(201)
    const site = await api.post<{ id: string }>('/api/sites', {
      token: person.body.auth_token,
      body: { name: 'Forms Bakery', subdomain: `forms-${uniqueSuffix().slice(-8)}` },
    })
    expect(site.status, JSON.stringify(site.body)).toBeLessThan(300)
    const siteId = site.body.id
    const { accessToken } = await connectAgent(
      gateway,
      person.body.auth_token,
      [siteId],
      ['sites:read', 'sites:write', 'data:read'],
    )
    const client = new Client({ name: 'forms-agent', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', gateway), {
        requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
    )
    await client.listTools()
    const outline = await call<{ lines: string[] }>(client, 'get_outline', { siteId, depth: 0 })
    const root = outline.lines[0]!.trim().split(' ')[0]!
    const add = (builtin: string, dryRun = false) =>
      call<{ status: string; formTables?: Array<{ table: string; created: boolean }> }>(
        client,
        'apply',
        {
          siteId,
          label: `Add ${builtin}`,
          dryRun,
          ops: [{ op: 'add_builtin', parentId: root, builtin }],
        },
      )
    expect((await add('contactForm', true)).formTables).toBeUndefined()
    const tableNames = async () =>
      (
        await call<{ tables: Array<{ name: string }> }>(client, 'list_tables', { siteId })
      ).tables.map((t) => t.name)
    expect(await tableNames()).toEqual([])
    expect((await add('contactForm')).formTables).toEqual([
      { form: expect.any(String), table: 'Contact requests', created: true },
    ])
    // A second contact form posts to the same table; a mailing list, which sends no message
    // (the contact table requires one), gets its own.
    expect((await add('contactForm')).formTables).toEqual([
      { form: expect.any(String), table: 'Contact requests', created: false },
    ])
    expect((await add('mailingList')).formTables).toEqual([
      { form: expect.any(String), table: 'Mailing list', created: true },
    ])
    expect(await tableNames()).toEqual(['Contact requests', 'Mailing list'])
    await client.close()
  }, 60_000)
})
