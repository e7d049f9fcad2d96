import type { HostApi } from '../host'

/** A site asset as the assets API lists it (platform.md section 3). */
export interface BuilderAsset {
  id: string
  name: string
  content_type: string
  content_size: number
  size: number
  site_id: string
  url: string | null
  state: string
  created_at?: Date | string
}

/** The most assets one list call asks for (the API's page size limit). */
export const ASSET_LIST_SIZE = 100

/** The assets API calls the builder makes itself; uploads go through the host's upload flow. */
export class AssetClient {
  constructor(private readonly api: HostApi) {}

  /** The user's uploaded assets, newest first (editor.md section 4: fetched for the user id). */
  async list(query: { userId: string; search?: string }): Promise<BuilderAsset[]> {
    const search = query.search?.trim()
    const answer = await this.api.request<{ results: BuilderAsset[] }>('GET', 'site-assets', {
      query: {
        user_id: query.userId,
        state: 'Uploaded',
        sort: 'created_at.desc',
        pageSize: ASSET_LIST_SIZE,
        ...(search ? { search } : {}),
      },
    })
    return answer.results
  }

  rename(id: string, name: string): Promise<BuilderAsset> {
    return this.api.request('PATCH', `site-assets/${encodeURIComponent(id)}`, { body: { name } })
  }

  remove(id: string): Promise<void> {
    return this.api.request('DELETE', `site-assets/${encodeURIComponent(id)}`)
  }
}
