import { serializeSite } from '@tessera/site-format'
import { shippedTemplates } from '@tessera/site-format/templates'
import { DEFAULT_COLLECTION_ID } from './dto.js'

/** Who "made" the templates Tessera ships: nobody's account. */
export const SHIPPED_TEMPLATE_AUTHOR = '00000000-0000-0000-0000-000000000000'

/** Where the app serves a shipped template's preview (web/app/public/template-previews). */
export function shippedPreviewUrl(key: string): string {
  return `/template-previews/${key}.webp`
}

/** The rows of the shipped templates, in the API's stored form. */
export function shippedTemplateRows() {
  return shippedTemplates().map((template) => {
    const stored = serializeSite(template.site)
    return {
      id: template.id,
      collection_id: DEFAULT_COLLECTION_ID,
      name: template.name,
      description: template.description,
      categories: template.categories,
      preview_url: shippedPreviewUrl(template.key),
      version: stored.version,
      context: stored.context,
      defaults: stored.defaults,
      pages: stored.pages,
      page_order: stored.pageOrder,
      public: true,
      created_by: SHIPPED_TEMPLATE_AUTHOR,
    }
  })
}
