import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The asset files each version's content names (`assets/{asset id}/{file}` in any address), kept
 * by PostgreSQL on every write of the row, so the assets service can ask which files a draft or
 * published version still refers to before it removes bytes a replace retired. History and
 * editor state are left out: an undo that brings an old address back still shows the asset.
 */
export class VersionAssetKeys1765200000000 implements MigrationInterface {
  name = 'VersionAssetKeys1765200000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION site_content.asset_keys(content text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT m[1]), '{}'::text[])
          FROM pg_catalog.regexp_matches(
            content,
            '/(assets/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/[A-Za-z0-9._-]+)',
            'g'
          ) AS m
      $$`)
    await db.query(`
      ALTER TABLE site_content.versions ADD COLUMN asset_keys text[]
        GENERATED ALWAYS AS (site_content.asset_keys(context || ' ' || defaults || ' ' || pages)) STORED`)
    await db.query(
      `CREATE INDEX versions_asset_keys_idx ON site_content.versions USING gin (asset_keys)`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE site_content.versions DROP COLUMN asset_keys`)
    await db.query(`DROP FUNCTION site_content.asset_keys(text)`)
  }
}
