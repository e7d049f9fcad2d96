import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import type { SiteType } from '@tessera/site-format'
import type { SitesConfig } from '../config.js'
import { EdgeRepository } from './edge.repository.js'
import { errors } from '../errors.js'

/** A Host header's name in lower case, without port or trailing dot, and with its port. */
export function hostParts(host: string): { host: string; hostname: string } {
  const lower = host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:|$)/, '')
  return { host: lower, hostname: lower.replace(/:\d+$/, '') }
}

/**
 * The TLS edge's questions: may it obtain a certificate for a name (only verified custom
 * domains: platform subdomains share a wildcard certificate), and which tier's site servers
 * serve a host.
 */
@Injectable()
export class EdgeService {
  constructor(
    private readonly edge: EdgeRepository,
    @Inject(CONFIG) private readonly config: SitesConfig,
  ) {}

  /** The domain in its stored form; DomainNotFound unless a site has verified it. */
  async certificateDomain(domain: string): Promise<string> {
    const { hostname } = hostParts(domain)
    if (!(await this.edge.isVerifiedDomain(hostname))) {
      throw errors.DomainNotFound(`${hostname} is not a verified domain of a site`)
    }
    return hostname
  }

  verifiedDomains(): Promise<string[]> {
    return this.edge.verifiedDomains()
  }

  /** The tier holding the site at `host`, or undefined when no site lives there. */
  async tierOf(rawHost: string): Promise<SiteType | undefined> {
    const { host, hostname } = hostParts(rawHost)
    const base = `.${this.config.SITES_BASE_DOMAIN}`
    if (hostname.endsWith(base)) {
      const label = hostname.slice(0, -base.length)
      return /^[a-z0-9-]{1,63}$/.test(label) ? this.edge.tierOfSubdomain(label) : undefined
    }
    return this.edge.tierOfDomain(host, hostname)
  }
}
