/** The host name of a Host header, lower case, without port or trailing dot. */
export function parseHost(
  header: string | undefined,
): { host: string; hostname: string } | undefined {
  if (!header) return undefined
  const host = header
    .trim()
    .toLowerCase()
    .replace(/\.(?=:|$)/, '')
  if (host === '' || host.length > 300) return undefined
  let hostname: string
  if (host.startsWith('[')) {
    const end = host.indexOf(']')
    if (end < 0) return undefined
    hostname = host.slice(0, end + 1)
  } else {
    hostname = host.split(':')[0]!
  }
  return { host, hostname }
}

/** The subdomain of a site host `{subdomain}.{base}` (one label), or undefined. */
export function subdomainOf(hostname: string, baseDomain: string): string | undefined {
  if (!hostname.endsWith(`.${baseDomain}`)) return undefined
  const label = hostname.slice(0, -baseDomain.length - 1)
  return /^[a-z0-9-]{1,63}$/.test(label) ? label : undefined
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** Names that mean this server rather than a site: IP literals, the base domain, the address. */
export function isOwnHost(hostname: string, own: ReadonlySet<string>): boolean {
  return IPV4.test(hostname) || hostname.startsWith('[') || own.has(hostname)
}
