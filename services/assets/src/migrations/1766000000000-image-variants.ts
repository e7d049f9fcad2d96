import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The responsive copies (AVIF and WebP at standard widths) the image worker made of an image's
 * served bytes: null until they are made, empty for images that get none (animated ones).
 * Assets verified before this get theirs from the backfill (`npm run backfill-variants`).
 */
export class ImageVariants1766000000000 implements MigrationInterface {
  name = 'ImageVariants1766000000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assets.assets ADD COLUMN variants jsonb`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assets.assets DROP COLUMN variants`)
  }
}
