import type { ApiClient } from './api-client'
import type { ContentParts } from './sites-api'

/** A template as the picker lists it (platform.md section 3): its card, not its content. */
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
  version?: string
}

/** A whole template: its card and its content, each part JSON text. */
export interface Template extends TemplateSummary, ContentParts {}

export { SITE_CATEGORIES, type SiteCategory } from '@tessera/site-format/validation'

export interface TemplateQuery {
  collection_id?: string
  categories?: string
}

export class TemplatesApi {
  constructor(private readonly api: ApiClient) {}

  /** The cards only: the content of a chosen template comes from `content`. */
  list(query: TemplateQuery = {}): Promise<{ results: TemplateSummary[] }> {
    return this.api.get('templates', {
      query: { ...query, summary: 'true' },
      auth: 'optional',
    })
  }

  /** What a new site made from the template starts with. */
  async content(id: string): Promise<ContentParts> {
    const { version, context, defaults, pages, pageOrder } = await this.api.get<Template>(
      `templates/${encodeURIComponent(id)}`,
      { auth: 'optional' },
    )
    return { version, context, defaults, pages, pageOrder }
  }
}
