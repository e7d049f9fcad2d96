import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The icon files (favicon.ico, 180, 192 and 512 px PNGs) the image worker made of an image's
 * served bytes for a site that uses it as its icon: null until a site asks for them.
 */
export class ImageIcons1767100000000 implements MigrationInterface {
  name = 'ImageIcons1767100000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assets.assets ADD COLUMN icons jsonb`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assets.assets DROP COLUMN icons`)
  }
}
