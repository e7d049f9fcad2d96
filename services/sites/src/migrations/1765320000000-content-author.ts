import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * Who saved a site's content last (the site server reports each save's author), so the
 * dashboard can say who edited it; null until the next save.
 */
export class ContentAuthor1765320000000 implements MigrationInterface {
  name = 'ContentAuthor1765320000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.sites ADD COLUMN content_updated_by uuid`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.sites DROP COLUMN content_updated_by`)
  }
}
