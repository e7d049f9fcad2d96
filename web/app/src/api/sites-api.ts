import type { ApiAnswer, ApiBody, ApiSchemas } from '@tessera/builder'
import type { ApiClient } from './api-client'

/** A site as the platform lists it (platform.md section 3, server names). */
export type SiteView = ApiSchemas['SiteView']

export type SiteType = SiteView['site_type']

/** A custom domain and the DNS records that prove ownership (a TXT record, or an A record). */
export type DomainView = ApiSchemas['DomainView']

export type UsageView = ApiSchemas['UsageView']

/** Site content as the API sends it: each part JSON text (editor.md section 7). */
export type SiteContentView = ApiSchemas['SiteContentView']

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

  /** A workspace's sites; without one, the caller's personal workspace's. */
  list(workspaceId?: string): Promise<ApiAnswer<'GET /api/sites'>> {
    return this.api.get('sites', workspaceId ? { query: { workspace_id: workspaceId } } : {})
  }

  get(id: string): Promise<ApiAnswer<'GET /api/sites/{id}'>> {
    return this.api.get(`sites/${encodeURIComponent(id)}`)
  }

  /** What the preview may show: the owner's latest version, else a public draft or live site. */
  preview(id: string): Promise<ApiAnswer<'GET /api/sites/{id}/preview'>> {
    return this.api.get(`sites/${encodeURIComponent(id)}/preview`)
  }

  create(body: ApiBody<'POST /api/sites'>): Promise<ApiAnswer<'POST /api/sites'>> {
    return this.api.post('sites', { body })
  }

  update(
    id: string,
    body: ApiBody<'PATCH /api/sites/{id}'>,
  ): Promise<ApiAnswer<'PATCH /api/sites/{id}'>> {
    return this.api.patch(`sites/${encodeURIComponent(id)}`, { body })
  }

  delete(id: string): Promise<ApiAnswer<'DELETE /api/sites/{id}'>> {
    return this.api.delete(`sites/${encodeURIComponent(id)}`)
  }

  publish(
    id: string,
    publish: boolean,
  ): Promise<ApiAnswer<'POST /api/sites/{id}/actions/publish'>> {
    return this.api.post(`sites/${encodeURIComponent(id)}/actions/publish`, { body: { publish } })
  }

  usage(id: string): Promise<ApiAnswer<'GET /api/sites/{id}/usage'>> {
    return this.api.get(`sites/${encodeURIComponent(id)}/usage`)
  }

  /** Who saved what and when, newest first: a page from the site's own server. */
  activity(
    site: Pick<SiteView, 'id' | 'site_server'>,
    before: string | null,
  ): Promise<ApiAnswer<'GET {siteServer}/api/sites/{id}/activity'>> {
    const address = site.site_server.address.replace(/\/$/, '')
    return this.api.get(`${address}/api/sites/${encodeURIComponent(site.id)}/activity`, {
      query: { limit: 25, ...(before === null ? {} : { before }) },
    })
  }

  addDomain(id: string, domain: string): Promise<ApiAnswer<'POST /api/sites/{id}/domains'>> {
    return this.api.post(`sites/${encodeURIComponent(id)}/domains`, { body: { domain } })
  }

  verifyDomain(
    id: string,
    domain: string,
  ): Promise<ApiAnswer<'POST /api/sites/{id}/domains/actions/verify'>> {
    return this.api.post(`sites/${encodeURIComponent(id)}/domains/actions/verify`, {
      body: { domain },
    })
  }

  removeDomain(id: string, domain: string): Promise<ApiAnswer<'DELETE /api/sites/{id}/domains'>> {
    return this.api.delete(`sites/${encodeURIComponent(id)}/domains`, { body: { domain } })
  }
}
