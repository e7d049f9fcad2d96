import type { ApiClient } from './api-client'

/** A template as listed (platform.md section 3); JSON-text parts are left to the builder. */
export interface TemplateSummary {
  id: string
  collection_id?: string | null
  name: string
  description?: string | null
  categories?: string[]
  preview_url?: string | null
  signed_preview_url?: string | null
  public?: boolean
  created_at?: Date
  updated_at?: Date
  /** The content, each part JSON text. */
  version?: string
  context?: string
  defaults?: string
  pages?: string
  pageOrder?: string
}

export { SITE_CATEGORIES, type SiteCategory } from '@tessera/site-format/validation'

export interface TemplateQuery {
  collection_id?: string
  categories?: string
}

export class TemplatesApi {
  constructor(private readonly api: ApiClient) {}

  list(query: TemplateQuery = {}): Promise<{ results: TemplateSummary[] }> {
    return this.api.get('templates', { query: { ...query }, auth: 'optional' })
  }
}
