import type { MigrationInterface, QueryRunner } from 'typeorm'

/** A paid site remembers the checkout that bought it, so a retried creation finds it again. */
export class CheckoutSites1764300000000 implements MigrationInterface {
  name = 'CheckoutSites1764300000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE sites.sites ADD COLUMN checkout_id uuid CONSTRAINT sites_checkout_id_key UNIQUE`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.sites DROP COLUMN checkout_id`)
  }
}
