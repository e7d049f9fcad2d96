import type { MigrationInterface, QueryRunner } from 'typeorm'
import { SHIPPED_TEMPLATE_IDS } from '@tessera/site-format/shipped-ids'
import { shippedTemplateRows } from '../templates/shipped-templates.js'

/** The templates added in this release; the first six came with ShippedTemplates1764450000000. */
const ADDED = [
  SHIPPED_TEMPLATE_IDS.restaurant,
  SHIPPED_TEMPLATE_IDS.shop,
  SHIPPED_TEMPLATE_IDS.event,
  SHIPPED_TEMPLATE_IDS.photographer,
  SHIPPED_TEMPLATE_IDS.clinic,
  SHIPPED_TEMPLATE_IDS.agency,
] as string[]

/**
 * Adds the six templates for a kind of business or occasion to installs that already have the
 * first six. Only these ids: a shipped template an admin deleted is never added back.
 */
export class MoreShippedTemplates1765100000000 implements MigrationInterface {
  name = 'MoreShippedTemplates1765100000000'

  async up(db: QueryRunner): Promise<void> {
    for (const row of shippedTemplateRows().filter((row) => ADDED.includes(row.id))) {
      await db.query(
        `INSERT INTO sites.templates (id, collection_id, name, description, categories,
           preview_url, version, context, defaults, pages, page_order, public, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (id) DO NOTHING`,
        [
          row.id,
          row.collection_id,
          row.name,
          row.description,
          row.categories,
          row.preview_url,
          row.version,
          row.context,
          row.defaults,
          row.pages,
          row.page_order,
          row.public,
          row.created_by,
        ],
      )
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM sites.templates WHERE id = ANY($1::uuid[])`, [ADDED])
  }
}
