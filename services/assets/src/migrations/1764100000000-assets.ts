import type { MigrationInterface, QueryRunner } from 'typeorm'

export class Assets1764100000000 implements MigrationInterface {
  name = 'Assets1764100000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE assets.assets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        site_kind text NOT NULL CHECK (site_kind IN ('site', 'identity', 'template')),
        site_id uuid,
        quota_scope text NOT NULL,
        name text NOT NULL,
        state text NOT NULL CHECK (state IN ('Created', 'Uploaded', 'Replacing', 'Expired')),
        content_type text NOT NULL,
        content_size bigint NOT NULL CHECK (content_size >= 0),
        size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
        object_key text CONSTRAINT assets_object_key_key UNIQUE,
        pending_key text CONSTRAINT assets_pending_key_key UNIQUE,
        pending_content_type text,
        pending_content_size bigint,
        upload_expires_at timestamptz,
        upload_job_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((site_kind = 'site') = (site_id IS NOT NULL)),
        CHECK ((pending_key IS NULL) = (upload_expires_at IS NULL))
      )`)
    await db.query(
      `CREATE INDEX assets_user_created_idx ON assets.assets (user_id, created_at DESC)`,
    )
    await db.query(
      `CREATE INDEX assets_site_idx ON assets.assets (site_id) WHERE site_id IS NOT NULL`,
    )
    await db.query(`CREATE INDEX assets_scope_idx ON assets.assets (quota_scope)`)
    await db.query(
      `CREATE INDEX assets_pending_expiry_idx ON assets.assets (upload_expires_at) WHERE pending_key IS NOT NULL`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE assets.assets`)
  }
}
