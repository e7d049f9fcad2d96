import type { GatewayConfig } from '../config.js'

export type ServiceName =
  'auth' | 'sites' | 'site-server' | 'assets' | 'custom-data' | 'billing' | 'mcp'

/**
 * Which service owns which `/api/<resource>` path. A pattern is path segments, `*` matching
 * any one segment; the most specific match wins. Keep this the only place routes are listed.
 */
export const routeTable: ReadonlyArray<{ pattern: string; service: ServiceName }> = [
  { pattern: 'users', service: 'auth' },
  { pattern: 'auth', service: 'auth' },
  { pattern: 'sites', service: 'sites' },
  { pattern: 'sites_metadata', service: 'sites' },
  { pattern: 'local_sites', service: 'sites' },
  { pattern: 'templates', service: 'sites' },
  { pattern: 'workspaces', service: 'sites' },
  { pattern: 'invitations', service: 'sites' },
  { pattern: 'site-assets', service: 'assets' },
  { pattern: 'jobs', service: 'assets' },
  { pattern: 'sites/*/custom_data', service: 'custom-data' },
  // The collections read API (owner routes are below custom_data).
  { pattern: 'sites/*/collections', service: 'custom-data' },
  { pattern: 'sites/*/public_usage', service: 'site-server' },
  { pattern: 'mailing_lists', service: 'custom-data' },
  { pattern: 'billing_info', service: 'billing' },
  { pattern: 'checkouts', service: 'billing' },
  { pattern: 'users/*/create_ecpay_user_token', service: 'billing' },
  // ECPay's notifications and the browser's return from 3-D Secure.
  { pattern: 'ecpay', service: 'billing' },
  // What agents did on a site (the builder's Agent activity panel).
  { pattern: 'sites/*/agent_activity', service: 'mcp' },
]

/**
 * Routes visitors of published sites call from the sites' own origins (and the collections
 * read API, from any origin): the owning service answers CORS itself (it knows each site's
 * domains), so the gateway's app-only CORS stays out.
 */
export const serviceCorsPatterns: readonly string[] = [
  'sites/*/custom_data',
  'sites/*/collections',
  'mailing_lists',
]

/** True when `path` (below /api) is one whose service answers CORS itself. */
export function answersOwnCors(path: string): boolean {
  const segments = path.split('?')[0]!.split('/').filter(Boolean)
  return serviceCorsPatterns.some((pattern) => {
    const parts = pattern.split('/')
    return (
      parts.length <= segments.length &&
      parts.every((part, i) => part === '*' || part === segments[i])
    )
  })
}

export function serviceUrls(config: GatewayConfig): Partial<Record<ServiceName, string>> {
  return {
    auth: config.AUTH_SERVICE_URL,
    sites: config.SITES_SERVICE_URL,
    'site-server': config.SITE_SERVER_URL,
    assets: config.ASSETS_SERVICE_URL,
    'custom-data': config.CUSTOM_DATA_SERVICE_URL,
    billing: config.BILLING_SERVICE_URL,
    mcp: config.MCP_SERVICE_URL,
  }
}

/**
 * Paths outside /api that a service answers as they are: the OAuth authorization server's
 * metadata (RFC 8414) and endpoints, where OAuth clients (agents) look for them, and the
 * agents' MCP endpoint with its protected-resource metadata (RFC 9728).
 */
export const rootRoutes: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/oauth/', service: 'auth' },
  { prefix: '/.well-known/oauth-authorization-server', service: 'auth' },
  { prefix: '/.well-known/oauth-protected-resource', service: 'mcp' },
  { prefix: '/mcp', service: 'mcp' },
]

/** The entry of `rootRoutes` that `url` falls under, if any. */
export function rootRouteOf(url: string): (typeof rootRoutes)[number] | undefined {
  const path = url.split('?')[0]!
  return rootRoutes.find((r) => path.startsWith(r.prefix))
}

/** The owning service of a path outside /api (`/oauth/token`), if any and running. */
export function resolveRootRoute(
  url: string,
  urls: Partial<Record<ServiceName, string>>,
): ResolvedRoute | undefined {
  const route = rootRouteOf(url)
  const target = route && urls[route.service]
  return route && target ? { pattern: route.prefix, service: route.service, target } : undefined
}

export interface ResolvedRoute {
  pattern: string
  service: ServiceName
  target: string
}

/** The owning service for a path below /api (e.g. `/users/42`), if it is running. */
export function resolveRoute(
  path: string,
  urls: Partial<Record<ServiceName, string>>,
): ResolvedRoute | undefined {
  const q = path.indexOf('?')
  const segments = (q < 0 ? path : path.slice(0, q)).split('/').filter(Boolean)
  let best: (typeof compiledRoutes)[number] | undefined
  for (const route of compiledRoutes) {
    const parts = route.parts
    if (parts.length > segments.length) continue
    if (!parts.every((part, i) => part === '*' || part === segments[i])) continue
    if (!best || parts.length > best.parts.length) best = route
  }
  const target = best && urls[best.service]
  return best && target ? { pattern: best.pattern, service: best.service, target } : undefined
}

/** The table with each pattern split once, not on every request. */
const compiledRoutes = routeTable.map((route) => ({ ...route, parts: route.pattern.split('/') }))
