/** The domain sites are served under (`{subdomain}.{base}`), set at build time. */
export const SITES_BASE_DOMAIN: string = import.meta.env.VITE_SITES_BASE_DOMAIN ?? 'localhost'

/** A site counts as a server site unless its id is scratch or identity (platform.md section 3). */
export function isServerSite(siteId: string): boolean {
  return siteId !== 'scratch' && siteId !== 'identity'
}

/**
 * Where visitors reach a site: its subdomain under the base domain, on the scheme and port of
 * its site server (dev: http://{subdomain}.localhost:8090).
 */
export function siteUrl(
  site: { subdomain: string; site_server: { address: string } },
  baseDomain = SITES_BASE_DOMAIN,
): string | undefined {
  try {
    const server = new URL(site.site_server.address)
    const port = server.port ? `:${server.port}` : ''
    return `${server.protocol}//${site.subdomain}.${baseDomain}${port}/`
  } catch {
    return undefined
  }
}

/** The preview link of a site with preview enabled: its subdomain with the preview id. */
export function previewUrl(
  site: { subdomain: string; site_server: { address: string }; preview_id: string | null },
  baseDomain = SITES_BASE_DOMAIN,
): string | undefined {
  const base = siteUrl(site, baseDomain)
  return base && site.preview_id
    ? `${base}?preview_id=${encodeURIComponent(site.preview_id)}`
    : undefined
}
