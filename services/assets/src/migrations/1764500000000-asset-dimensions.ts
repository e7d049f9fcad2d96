import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The served image's width and height, so published pages can reserve its place before it
 * loads. Assets verified before this stay without them until their bytes are replaced.
 */
export class AssetDimensions1764500000000 implements MigrationInterface {
  name = 'AssetDimensions1764500000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE assets.assets
        ADD COLUMN width integer CHECK (width > 0),
        ADD COLUMN height integer CHECK (height > 0),
        ADD CONSTRAINT assets_dimensions_together CHECK ((width IS NULL) = (height IS NULL))`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE assets.assets
        DROP CONSTRAINT assets_dimensions_together,
        DROP COLUMN width,
        DROP COLUMN height`)
  }
}
