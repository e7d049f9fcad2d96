import type { ApiSchemas } from '@tessera/builder'
import type { ApiClient } from './api-client'
import type { ContentParts } from './sites-api'

/** A template as the picker lists it (platform.md section 3): its card, not its content. */
export type TemplateSummary = ApiSchemas['TemplateSummaryView']

/** A whole template: its card and its content, each part JSON text. */
export type Template = ApiSchemas['TemplateView']

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
