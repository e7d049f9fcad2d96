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

/**
 * Brings the shipped templates that no admin has changed (their `updated_at` is still their
 * `created_at`) up to this release's content, so an existing install gets improved designs too.
 * Templates an admin edited or deleted are left alone. Returns how many changed.
 */
export async function refreshShippedTemplates(
  query: (sql: string, parameters: unknown[]) => Promise<unknown>,
): Promise<number> {
  let changed = 0
  for (const row of shippedTemplateRows()) {
    const result = (await query(
      `UPDATE sites.templates
         SET name = $2, description = $3, categories = $4, preview_url = $5, version = $6,
             context = $7, defaults = $8, pages = $9, page_order = $10
       WHERE id = $1 AND created_by = $11 AND updated_at = created_at
         AND (name, description, categories, preview_url, version, context, defaults, pages,
              page_order) IS DISTINCT FROM ($2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        row.id,
        row.name,
        row.description,
        row.categories,
        row.preview_url,
        row.version,
        row.context,
        row.defaults,
        row.pages,
        row.page_order,
        row.created_by,
      ],
    )) as [unknown, number] | unknown
    if (Array.isArray(result) && typeof result[1] === 'number') changed += result[1]
  }
  return changed
}
