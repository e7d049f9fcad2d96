import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import type { SiteType } from '@tessera/site-format'
import { DataSource } from 'typeorm'

/** What the TLS edge asks about a host name: is it ours, and which tier's pool holds its site. */
@Injectable()
export class EdgeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether a site has verified this custom domain. */
  async isVerifiedDomain(domain: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM sites.domains d JOIN sites.sites s ON s.id = d.site_id
       WHERE d.domain = $1 AND d.verified`,
      [domain],
    )) as unknown[]
    return rows.length > 0
  }

  /** Every verified custom domain, for a certificate each. */
  async verifiedDomains(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT d.domain FROM sites.domains d JOIN sites.sites s ON s.id = d.site_id
       WHERE d.verified ORDER BY d.domain`,
    )) as Array<{ domain: string }>
    return rows.map((r) => r.domain)
  }

  /** The tier of the pool holding the site at a platform subdomain: a site's, or an identity's. */
  async tierOfSubdomain(subdomain: string): Promise<SiteType | undefined> {
    return this.tier(
      `SELECT p.tier FROM sites.sites s JOIN sites.site_servers p ON p.id = s.site_server_id
       WHERE s.subdomain = $1
       UNION ALL
       SELECT p.tier FROM sites.subdomains n
       JOIN sites.local_sites l ON l.user_id = n.user_id
       JOIN sites.site_servers p ON p.id = l.site_server_id
       WHERE n.subdomain = $1 AND n.site_id IS NULL
       LIMIT 1`,
      [subdomain],
    )
  }

  /** The tier of the pool holding the site at a verified custom domain (with or without port). */
  async tierOfDomain(host: string, hostname: string): Promise<SiteType | undefined> {
    return this.tier(
      `SELECT p.tier FROM sites.domains d
       JOIN sites.sites s ON s.id = d.site_id
       JOIN sites.site_servers p ON p.id = s.site_server_id
       WHERE d.verified AND d.domain IN ($1, $2)
       ORDER BY d.domain = $1 DESC LIMIT 1`,
      [host, hostname],
    )
  }

  private async tier(query: string, params: string[]): Promise<SiteType | undefined> {
    const [row] = (await this.dataSource.query(query, params)) as Array<{ tier: SiteType }>
    return row?.tier
  }
}
