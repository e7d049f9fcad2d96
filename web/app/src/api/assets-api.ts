import type { ApiClient } from './api-client'

export type AssetState = 'Created' | 'Uploaded' | 'Replacing' | 'Expired'

/** An asset (platform.md section 3, server names). */
export interface AssetView {
  id: string
  name: string
  content_type: string
  content_size: number
  size: number
  /** A server site's id, 'identity' or 'template'. */
  site_id: string
  user_id: string
  url: string | null
  state: AssetState
  created_at: Date
  updated_at: Date
}

export interface UploadView extends AssetView {
  signed_url: string
}

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

  list(query: AssetQuery): Promise<{ results: AssetView[]; total: number; total_usage: number }> {
    return this.api.get('site-assets', { query: { ...query, state: 'Uploaded' } })
  }

  create(body: UploadFields & { site_id: string }): Promise<UploadView> {
    return this.api.post('site-assets', { body })
  }

  verify(id: string): Promise<AssetView> {
    return this.api.post(`site-assets/${encodeURIComponent(id)}/actions/verify`)
  }

  replace(id: string, body: UploadFields): Promise<UploadView> {
    return this.api.post(`site-assets/${encodeURIComponent(id)}/actions/replace`, { body })
  }

  rename(id: string, name: string): Promise<AssetView> {
    return this.api.patch(`site-assets/${encodeURIComponent(id)}`, { body: { name } })
  }

  delete(id: string): Promise<void> {
    return this.api.delete(`site-assets/${encodeURIComponent(id)}`)
  }
}
