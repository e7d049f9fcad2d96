import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource } from 'typeorm'

/** What serving needs to know about a site. */
export interface HostingRow {
  site_id: string
  subdomain: string
  published: boolean
  disabled: boolean
  preview_id: string | null
  live_version: number
  draft_version: number | null
  live_stamp: Date | null
  draft_stamp: Date | null
  hosting_updated_at: Date
  domains: string[] | null
}

@Injectable()
export class HostingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The site a host names: by subdomain, else by verified custom domain (with or without port). */
  async siteIdFor(subdomain: string | undefined, host: string, hostname: string) {
    if (subdomain !== undefined) {
      const [row] = (await this.dataSource.query(
        `SELECT site_id FROM site_content.sites WHERE subdomain = $1
         ORDER BY hosting_updated_at DESC LIMIT 1`,
        [subdomain],
      )) as Array<{ site_id: string }>
      return row?.site_id
    }
    const rows = (await this.dataSource.query(
      `SELECT domain, site_id FROM site_content.domains WHERE domain = $1 OR domain = $2`,
      [host, hostname],
    )) as Array<{ domain: string; site_id: string }>
    return (rows.find((r) => r.domain === host) ?? rows[0])?.site_id
  }

  async hosting(siteId: string): Promise<HostingRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT s.site_id, s.subdomain, s.published, s.disabled, s.preview_id, s.live_version,
         s.draft_version, s.hosting_updated_at, lv.content_updated_at AS live_stamp,
         dv.content_updated_at AS draft_stamp,
         (SELECT array_agg(d.domain ORDER BY d.domain) FROM site_content.domains d
          WHERE d.site_id = s.site_id) AS domains
       FROM site_content.sites s
       LEFT JOIN site_content.versions lv ON lv.site_id = s.site_id AND lv.version = s.live_version
       LEFT JOIN site_content.versions dv ON dv.site_id = s.site_id AND dv.version = s.draft_version
       WHERE s.site_id = $1`,
      [siteId],
    )) as HostingRow[]
    return row
  }
}
