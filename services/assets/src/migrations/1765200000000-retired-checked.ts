import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * When the sweep last found a retired file still named by stored site content: it asks about
 * the files checked longest ago first, so files kept for a page cannot starve the others.
 */
export class RetiredChecked1765200000000 implements MigrationInterface {
  name = 'RetiredChecked1765200000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assets.retired_objects ADD COLUMN checked_at timestamptz`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE assets.retired_objects DROP COLUMN checked_at`)
  }
}
