import type { MigrationInterface, QueryRunner } from 'typeorm'
import { shippedTemplateRows } from '../templates/shipped-templates.js'

/**
 * Adds the templates Tessera ships to the default collection, so a fresh install lists them.
 * Each keeps a fixed id: an admin may edit or delete one, and it is never added back.
 */
export class ShippedTemplates1764450000000 implements MigrationInterface {
  name = 'ShippedTemplates1764450000000'

  async up(db: QueryRunner): Promise<void> {
    for (const row of shippedTemplateRows()) {
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
    await db.query(`DELETE FROM sites.templates WHERE id = ANY($1::uuid[])`, [
      shippedTemplateRows().map((row) => row.id),
    ])
  }
}
