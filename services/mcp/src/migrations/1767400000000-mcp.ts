import type { MigrationInterface, QueryRunner } from 'typeorm'

/** The agents' calls (the audit an owner reads) and the edits each agent made, for undo. */
export class Mcp1767400000000 implements MigrationInterface {
  name = 'Mcp1767400000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mcp.calls (
        id bigserial PRIMARY KEY,
        site_id uuid,
        user_id uuid NOT NULL,
        client_id text NOT NULL,
        client_name text NOT NULL,
        tool text NOT NULL,
        digest text,
        version_before text,
        version_after text,
        outcome text NOT NULL,
        duration_ms integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`CREATE INDEX calls_site_idx ON mcp.calls (site_id, created_at DESC)`)
    await db.query(`
      CREATE TABLE mcp.agent_edits (
        id bigserial PRIMARY KEY,
        site_id uuid NOT NULL,
        user_id uuid NOT NULL,
        client_id text NOT NULL,
        label text NOT NULL,
        command jsonb NOT NULL,
        undone boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(
      `CREATE INDEX agent_edits_site_idx ON mcp.agent_edits (site_id, user_id, client_id, id DESC)`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mcp.agent_edits`)
    await db.query(`DROP TABLE mcp.calls`)
  }
}
