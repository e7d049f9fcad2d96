import type { MigrationInterface, QueryRunner } from 'typeorm'

/** The identity site is served like any published site: from a Free site-server pool. */
export class IdentityHosting1764200000000 implements MigrationInterface {
  name = 'IdentityHosting1764200000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE sites.local_sites
         ADD COLUMN site_server_id uuid REFERENCES sites.site_servers (id)`,
    )
    await db.query(`CREATE INDEX local_sites_name_idx ON sites.local_sites (lower(name))`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX sites.local_sites_name_idx`)
    await db.query(`ALTER TABLE sites.local_sites DROP COLUMN site_server_id`)
  }
}
