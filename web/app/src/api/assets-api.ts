import type { ApiAnswer, ApiSchemas } from '@tessera/builder'
import type { ApiClient } from './api-client'

/** An asset (platform.md section 3, server names); its site_id is a site's, 'identity' or 'template'. */
export type AssetView = ApiSchemas['AssetView']

export type AssetState = AssetView['state']

/** An asset being uploaded, with the address to put its file to. */
export type UploadView = ApiSchemas['UploadView']

export type AssetSortField = 'created_at' | 'size' | 'name' | 'content_type' | 'usage'
export type AssetSort = `${AssetSortField}.${'asc' | 'desc'}`

export interface AssetQuery {
  site_id?: string
  content_type?: string
  search?: string
  sort?: AssetSort
  page?: number
  pageSize?: number
}

export interface UploadFields {
  name: string
  content_type: string
  content_size: number
}

/** Site assets (platform.md section 7, "Assets"): presigned upload, verify, replace. */
export class AssetsApi {
  constructor(private readonly api: ApiClient) {}

  list(query: AssetQuery): Promise<ApiAnswer<'GET /api/site-assets'>> {
    return this.api.get('site-assets', { query: { ...query, state: 'Uploaded' } })
  }

  create(body: UploadFields & { site_id: string }): Promise<ApiAnswer<'POST /api/site-assets'>> {
    return this.api.post('site-assets', { body })
  }

  verify(id: string): Promise<ApiAnswer<'POST /api/site-assets/{id}/actions/verify'>> {
    return this.api.post(`site-assets/${encodeURIComponent(id)}/actions/verify`)
  }

  replace(
    id: string,
    body: UploadFields,
  ): Promise<ApiAnswer<'POST /api/site-assets/{id}/actions/replace'>> {
    return this.api.post(`site-assets/${encodeURIComponent(id)}/actions/replace`, { body })
  }

  rename(id: string, name: string): Promise<ApiAnswer<'PATCH /api/site-assets/{id}'>> {
    return this.api.patch(`site-assets/${encodeURIComponent(id)}`, { body: { name } })
  }

  delete(id: string): Promise<ApiAnswer<'DELETE /api/site-assets/{id}'>> {
    return this.api.delete(`site-assets/${encodeURIComponent(id)}`)
  }
}
