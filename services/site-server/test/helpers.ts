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

export interface SiteBody {
  id: string
  subdomain: string
  published: boolean
  preview_id: string | null
  site_server: { address: string; ip_address: string }
}

/** A version as the site-server API answers it. */
export interface VersionBody {
  id: string
  user_id: string
  version_id: number
  published: boolean
  name: string
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  editor?: string
  history: string
  update_key: string
  updated_at: string
  content_updated_at: string
}

export interface SavedBody {
  update_key: string
  version_id: number
  updated_at: string
  content_updated_at: string
}

export const stack = testStack()
/** The platform API through the gateway. */
export const api: ApiClient = apiClient(stack.gatewayUrl, { contract: 'gateway' })
export const siteServerUrl = stack.urls['site-server']!
/** The site-server's own API, as the editor reaches it: `{address}/api/`. */
export const siteServer: ApiClient = apiClient(siteServerUrl, { contract: 'site-server' })

export interface User {
  id: string
  token: string
}

export async function register(): Promise<User> {
  const res = await api.post<{ auth_token: string; user: { id: string } }>(
    '/api/users/registrations',
    { body: { email: uniqueEmail('site-server'), password: 'correct horse 1' } },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.user.id, token: res.body.auth_token }
}

/** A site document edited by `edit`, in the stored API form. */
export function siteContent(name: string, edit: (site: Site) => void = () => {}) {
  const site = createSite(name)
  edit(site)
  return serializeSite(site)
}

/** A public page whose root holds `text`. */
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

export async function createSiteFor(
  user: User,
  edit: (site: Site) => void = () => {},
  options: { publish?: boolean } = {},
): Promise<SiteBody> {
  const name = 'Served Site'
  const res = await api.post<SiteBody>('/api/sites', {
    token: user.token,
    body: { subdomain: `served-${uniqueSuffix()}`, ...siteContent(name, edit) },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  if (options.publish) {
    const published = await api.post(`/api/sites/${res.body.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
  }
  return res.body
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

export const hostOf = (subdomain: string, baseUrl = siteServerUrl) =>
  `${subdomain}.localhost:${new URL(baseUrl).port}`

export const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1]

/** Loads the latest version through the site-server API. */
export async function load(user: User, siteId: string): Promise<VersionBody> {
  const res = await siteServer.get<VersionBody>(`/api/sites/${siteId}`, { token: user.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

/** The defaults part with another title. */
export function withTitle(version: VersionBody, title: string): string {
  const defaults = JSON.parse(version.defaults) as { head: { title?: string } }
  defaults.head.title = title
  return JSON.stringify(defaults)
}
