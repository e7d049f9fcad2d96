import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * Bytes an asset served before it was replaced. Pages refer to an asset by the id its address
 * names and are rendered with its current address, so these are kept only for what still holds
 * an old address (a page cached in a browser, an open builder, a rendering made while this
 * service did not answer), and removed by the sweep once nothing has named them for a while.
 */
export class RetiredObjects1765100000000 implements MigrationInterface {
  name = 'RetiredObjects1765100000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE assets.retired_objects (
        object_key text PRIMARY KEY,
        asset_id uuid NOT NULL REFERENCES assets.assets (id) ON DELETE CASCADE,
        retired_at timestamptz NOT NULL DEFAULT now(),
        last_named_at timestamptz
      )`)
    await db.query(`CREATE INDEX retired_objects_asset_idx ON assets.retired_objects (asset_id)`)
    await db.query(
      `CREATE INDEX retired_objects_retired_idx ON assets.retired_objects (retired_at)`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE assets.retired_objects`)
  }
}
