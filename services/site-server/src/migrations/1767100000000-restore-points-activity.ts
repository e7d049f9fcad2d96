import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * Restore points: compressed snapshots of a version's content, taken at publish, before a
 * whole-site replacement and on demand with a name. Saves: who saved what and when (the
 * site's activity), written in the same statement as the save itself.
 */
export class RestorePointsActivity1767100000000 implements MigrationInterface {
  name = 'RestorePointsActivity1767100000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE site_content.restore_points (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL REFERENCES site_content.sites (site_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('publish', 'replace', 'restore', 'named')),
        name text,
        author_id uuid,
        version integer NOT NULL,
        source_point_id uuid,
        content bytea NOT NULL,
        content_hash text NOT NULL,
        content_bytes integer NOT NULL,
        stored_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`)
    await db.query(
      `CREATE INDEX restore_points_site_idx ON site_content.restore_points (site_id, created_at DESC)`,
    )
    await db.query(`
      CREATE TABLE site_content.saves (
        id bigserial PRIMARY KEY,
        site_id uuid NOT NULL REFERENCES site_content.sites (site_id) ON DELETE CASCADE,
        version integer NOT NULL,
        author_id uuid,
        kind text NOT NULL CHECK (kind IN ('steps', 'parts', 'restore')),
        parts text[] NOT NULL,
        changes jsonb NOT NULL DEFAULT '[]',
        change_count integer NOT NULL DEFAULT 0,
        saved_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`)
    await db.query(`CREATE INDEX saves_site_idx ON site_content.saves (site_id, id DESC)`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE site_content.saves, site_content.restore_points`)
  }
}
