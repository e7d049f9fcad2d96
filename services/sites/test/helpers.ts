import { sql } from '@tessera/kit/testing'
import {
  apiClient,
  testStack,
  uniqueEmail,
  uniqueSuffix,
  type ApiClient,
  type PageResponse,
  visitWithHost,
} from '@tessera/kit/testing'
import { createSite, serializeSite, type Site } from '@tessera/site-format'
import { expect } from 'vitest'

export interface ErrorBody {
  code: string
  message: string
}

export interface DomainBody {
  domain: string
  verified: boolean
  verify_txt: string
  verify_a: string
}

export interface SiteBody {
  id: string
  user_id: string
  name: string
  subdomain: string
  site_type: string
  published: boolean
  disabled: boolean
  live_version: number
  draft_version: number | null
  custom_domains: DomainBody[]
  site_server: { address: string; ip_address: string }
  enable_preview: boolean
  preview_id: string | null
  created_at: string
  updated_at: string
  content_updated_at: string
}

export interface SiteContentBody extends SiteBody {
  version_id: number
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  editor?: string
  history: string
  update_key: string
}

export const stack = testStack()
/** The platform API, through the gateway as a browser calls it. */
export const api: ApiClient = apiClient(stack.gatewayUrl, { contract: 'gateway' })
/** The site-server's own API and visitors' pages. */
export const siteServerUrl = stack.urls['site-server']!

export const PASSWORD = 'correct horse 1'

export interface User {
  id: string
  email: string
  token: string
  subdomain: string
}

export async function register(overrides: Record<string, unknown> = {}): Promise<User> {
  const body = { email: uniqueEmail('sites'), password: PASSWORD, ...overrides }
  const res = await api.post<{
    auth_token: string
    user: { id: string; email: string; identity: { subdomain: string } }
  }>('/api/users/registrations', { body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return {
    id: res.body.user.id,
    email: res.body.user.email,
    token: res.body.auth_token,
    subdomain: res.body.user.identity.subdomain,
  }
}

/** An admin: promoted in the database, then logged in again for a token that says so. */
export async function registerAdmin(): Promise<User> {
  const user = await register()
  await sql(`UPDATE auth.users SET user_type = 'Admin' WHERE id = $1`, [user.id])
  const res = await api.post<{ auth_token: string }>('/api/auth/logins', {
    body: { email: user.email, password: PASSWORD },
  })
  expect(res.status).toBe(200)
  return { ...user, token: res.body.auth_token }
}

export const uniqueName = () => `Site ${uniqueSuffix().slice(-10)}`
export const uniqueSubdomain = (tag = 'site') => `${tag}-${uniqueSuffix()}`

export async function createSiteFor(
  user: User,
  body: Record<string, unknown> = {},
): Promise<SiteBody> {
  const res = await api.post<SiteBody>('/api/sites', {
    token: user.token,
    body: { name: uniqueName(), subdomain: uniqueSubdomain(), ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

/** A site document with extra pages, as the stored API form. */
export function siteContent(name: string, edit: (site: Site) => void = () => {}) {
  const site = createSite(name)
  edit(site)
  return serializeSite(site)
}

/** Adds a public page with a text child to a site document. */
export function addPage(site: Site, route: string, text: string, pagePublic = true): void {
  const home = site.pages[site.defaults.homePage]!
  const root = structuredClone(home.root)
  root.id = `${site.context.namespace}-c-${site.context.nextId++}`
  root.children = []
  root.content = text
  root.tag = 'div'
  site.pages[route] = {
    ...structuredClone(home),
    name: route.slice(1),
    route,
    public: pagePublic,
    root,
  }
  site.pageOrder.push(route)
}

export { sql }

export type { PageResponse } from '@tessera/kit/testing'

/** A visitor's request with a Host header, straight to a site-server. */
export function visit(
  host: string,
  path = '/',
  headers: Record<string, string> = {},
  options: { method?: string; baseUrl?: string } = {},
): Promise<PageResponse> {
  return visitWithHost(options.baseUrl ?? siteServerUrl, host, path, headers, options.method)
}

export const siteHost = (subdomain: string) =>
  `${subdomain}.localhost:${new URL(siteServerUrl).port}`
