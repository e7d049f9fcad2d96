import { sql } from '@tessera/kit/testing'
import {
  apiClient,
  testStack,
  uniqueEmail,
  uniqueSuffix,
  type ApiClient,
  type ApiResponse,
} from '@tessera/kit/testing'
import { solveChallenge } from 'altcha-lib/v1'
import { expect } from 'vitest'

export interface ErrorBody {
  code: string
  message: string
}

export const stack = testStack()
/** Everything goes through the gateway, as browsers call it. */
export const api: ApiClient = apiClient(stack.gatewayUrl, { contract: 'gateway' })
export const customDataUrl = stack.urls['custom-data']!
export const siteServerPort = new URL(stack.urls['site-server']!).port

export const PASSWORD = 'correct horse 1'

export interface User {
  id: string
  email: string
  token: string
}

export async function register(): Promise<User> {
  const res = await api.post<{ auth_token: string; user: { id: string; email: string } }>(
    '/api/users/registrations',
    { body: { email: uniqueEmail('custom-data'), password: PASSWORD } },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.user.id, email: res.body.user.email, token: res.body.auth_token }
}

export interface Site {
  id: string
  subdomain: string
  owner: User
}

/** A site of a new user, published unless told otherwise. */
export async function createSite(options: { publish?: boolean; owner?: User } = {}): Promise<Site> {
  const owner = options.owner ?? (await register())
  const subdomain = `cd-${uniqueSuffix()}`
  const res = await api.post<{ id: string }>('/api/sites', {
    token: owner.token,
    body: { name: `Site ${uniqueSuffix().slice(-8)}`, subdomain },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  if (options.publish !== false) {
    const published = await api.post(`/api/sites/${res.body.id}/actions/publish`, {
      token: owner.token,
      body: { publish: true },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
  }
  return { id: res.body.id, subdomain, owner }
}

/** The origin visitors of the site have in dev and test. */
export const siteOrigin = (site: Site) => `http://${site.subdomain}.localhost:${siteServerPort}`

export function call<T = Record<string, unknown>>(
  site: Site | string,
  action: string,
  data: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string>; direct?: ApiClient } = {},
): Promise<ApiResponse<T & Partial<ErrorBody>>> {
  const id = typeof site === 'string' ? site : site.id
  // Through the gateway by default; `direct` is a custom-data instance, without the /api prefix.
  const client = options.direct ?? api
  const path = `${options.direct ? '' : '/api'}/sites/${id}/custom_data`
  return client.post<T & Partial<ErrorBody>>(path, {
    body: { action, data },
    ...(options.token ? { token: options.token } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })
}

/** Calls as the site's owner. */
export const own = <T = Record<string, unknown>>(
  site: Site,
  action: string,
  data: Record<string, unknown>,
) => call<T>(site, action, data, { token: site.owner.token })

/** Fetches and solves a proof-of-work challenge as the runtime does. */
export async function solve(site: Site | string, client: ApiClient = api): Promise<string> {
  const id = typeof site === 'string' ? site : site.id
  const res = await client.get<{
    algorithm: string
    challenge: string
    salt: string
    signature: string
  }>(`/api/sites/${id}/custom_data/challenge`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const solution = await solveChallenge(
    res.body.challenge,
    res.body.salt,
    res.body.algorithm,
    100_000,
  ).promise
  expect(solution).not.toBeNull()
  return Buffer.from(
    JSON.stringify({
      algorithm: res.body.algorithm,
      challenge: res.body.challenge,
      number: solution!.number,
      salt: res.body.salt,
      signature: res.body.signature,
    }),
  ).toString('base64')
}

/** A visitor's AddRow: no token, a solved proof of work. */
export async function visitorAdd(
  site: Site,
  table: string,
  row: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return call<{ id: string; row_secret: string }>(site, 'AddRow', {
    table_name: table,
    row,
    altcha: await solve(site),
    ...extra,
  })
}

/** A contact-form table as the walkthrough creates it (editor.md section 5). */
export function contactTable(name = 'contacts', events: unknown[] = []) {
  return {
    table_name: name,
    columns: {
      email: {
        name: 'email',
        validation_rules: [
          { rule_type: 'Required' },
          { rule_type: 'Email' },
          { rule_type: 'Unique' },
        ],
      },
      message: {
        name: 'message',
        validation_rules: [
          { rule_type: 'Required' },
          { rule_type: 'MinLength', parameter: 5 },
          { rule_type: 'MaxLength', parameter: 800 },
        ],
      },
      name: {
        name: 'name',
        validation_rules: [
          { rule_type: 'MinLength', parameter: 2 },
          { rule_type: 'MaxLength', parameter: 100 },
        ],
      },
    },
    events,
  }
}

export async function siteWithContacts(options: { publish?: boolean; events?: unknown[] } = {}) {
  const site = await createSite(options)
  const created = await own(site, 'CreateTable', contactTable('contacts', options.events ?? []))
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return site
}

export async function rowCount(site: Site, table = 'contacts'): Promise<number> {
  const [row] = await sql<{ n: string }>(
    `SELECT count(*) AS n FROM custom_data.rows r JOIN custom_data.tables t ON t.id = r.table_id
     WHERE t.site_id = $1 AND t.name = $2`,
    [site.id, table],
  )
  return Number(row!.n)
}

export { sql }
