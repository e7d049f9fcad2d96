import type { ApiClient } from './api-client'

export type SiteType = 'Free' | 'Paid1' | 'Paid2' | 'Paid3'

export interface DomainView {
  domain: string
  verified: boolean
  /** The DNS records that prove ownership: a TXT record, or an A record to this address. */
  verify_txt: string
  verify_a: string
}

/** A site as the platform lists it (platform.md section 3, server names). */
export interface SiteView {
  id: string
  user_id: string
  name: string
  subdomain: string
  site_type: SiteType
  published: boolean
  disabled: boolean
  live_version: number
  draft_version: number | null
  custom_domains: DomainView[]
  site_server: { address: string; ip_address: string }
  enable_preview: boolean
  preview_id: string | null
  created_at: Date
  updated_at: Date
  content_updated_at: Date
}

export interface UsageView {
  site_type: SiteType
  max_pages_length: number
  total_bandwidth: number
  bandwidth_allowance: number
  custom_data_usage: number
  custom_data_allowance: number
  total_site_view_count?: number
  visitor_allowance?: number
}

/** Site content as the API sends it: each part JSON text (editor.md section 7). */
export interface SiteContentView extends SiteView {
  version_id: number
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
  editor?: string
  history: string
}

export interface ContentParts {
  version?: string
  context?: string
  defaults?: string
  pages?: string
  pageOrder?: string
}

/** Sites, publishing, domains and usage (platform.md section 7, "Sites"). */
export class SitesApi {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<{ results: SiteView[]; asset_allowance: number }> {
    return this.api.get('sites')
  }

  get(id: string): Promise<SiteContentView> {
    return this.api.get(`sites/${encodeURIComponent(id)}`)
  }

  /** What the preview may show: the owner's latest version, else a public draft or live site. */
  preview(id: string): Promise<SiteContentView> {
    return this.api.get(`sites/${encodeURIComponent(id)}/preview`)
  }

  create(body: { name: string; subdomain?: string } & ContentParts): Promise<SiteView> {
    return this.api.post('sites', { body })
  }

  update(
    id: string,
    body: { name?: string; subdomain?: string; enable_preview?: boolean },
  ): Promise<SiteView> {
    return this.api.patch(`sites/${encodeURIComponent(id)}`, { body })
  }

  delete(id: string): Promise<void> {
    return this.api.delete(`sites/${encodeURIComponent(id)}`)
  }

  publish(id: string, publish: boolean): Promise<SiteView> {
    return this.api.post(`sites/${encodeURIComponent(id)}/actions/publish`, { body: { publish } })
  }

  usage(id: string): Promise<UsageView> {
    return this.api.get(`sites/${encodeURIComponent(id)}/usage`)
  }

  addDomain(id: string, domain: string): Promise<DomainView> {
    return this.api.post(`sites/${encodeURIComponent(id)}/domains`, { body: { domain } })
  }

  verifyDomain(id: string, domain: string): Promise<DomainView> {
    return this.api.post(`sites/${encodeURIComponent(id)}/domains/actions/verify`, {
      body: { domain },
    })
  }

  removeDomain(id: string, domain: string): Promise<void> {
    return this.api.delete(`sites/${encodeURIComponent(id)}/domains`, { body: { domain } })
  }
}
