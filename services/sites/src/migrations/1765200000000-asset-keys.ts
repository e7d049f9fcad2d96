import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The asset files the content of each identity site and template names (`assets/{asset id}/
 * {file}` in any address), kept by PostgreSQL on every write of the row, so the assets service
 * can ask which files are still referred to before it removes bytes a replace retired.
 */
export class AssetKeys1765200000000 implements MigrationInterface {
  name = 'AssetKeys1765200000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION sites.asset_keys(content text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT m[1]), '{}'::text[])
          FROM pg_catalog.regexp_matches(
            content,
            '/(assets/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/[A-Za-z0-9._-]+)',
            'g'
          ) AS m
      $$`)
    await db.query(`
      ALTER TABLE sites.local_sites ADD COLUMN asset_keys text[]
        GENERATED ALWAYS AS (sites.asset_keys(context || ' ' || defaults || ' ' || pages)) STORED`)
    await db.query(`
      ALTER TABLE sites.templates ADD COLUMN asset_keys text[]
        GENERATED ALWAYS AS (sites.asset_keys(
          context || ' ' || defaults || ' ' || pages || ' ' || coalesce(preview_url, ''))) STORED`)
    await db.query(
      `CREATE INDEX local_sites_asset_keys_idx ON sites.local_sites USING gin (asset_keys)`,
    )
    await db.query(
      `CREATE INDEX templates_asset_keys_idx ON sites.templates USING gin (asset_keys)`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.templates DROP COLUMN asset_keys`)
    await db.query(`ALTER TABLE sites.local_sites DROP COLUMN asset_keys`)
    await db.query(`DROP FUNCTION sites.asset_keys(text)`)
  }
}
