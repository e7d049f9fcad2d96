import type { MigrationInterface, QueryRunner } from 'typeorm'

/** OAuth clients (agents), the grants people give them, and the codes and refresh tokens. */
export class AgentGrants1796688000000 implements MigrationInterface {
  name = 'AgentGrants1796688000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE auth.oauth_clients (
        id text PRIMARY KEY,
        name text NOT NULL,
        redirect_uris text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`
      CREATE TABLE auth.agent_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        client_id text NOT NULL REFERENCES auth.oauth_clients (id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        site_ids uuid[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`)
    await db.query(
      `CREATE INDEX agent_grants_user_idx ON auth.agent_grants (user_id) WHERE revoked_at IS NULL`,
    )
    await db.query(`
      CREATE TABLE auth.oauth_codes (
        code_hash text PRIMARY KEY,
        grant_id uuid NOT NULL REFERENCES auth.agent_grants (id) ON DELETE CASCADE,
        redirect_uri text NOT NULL,
        code_challenge text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`)
    await db.query(`
      CREATE TABLE auth.oauth_refresh_tokens (
        token_hash text PRIMARY KEY,
        grant_id uuid NOT NULL REFERENCES auth.agent_grants (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(
      `CREATE INDEX oauth_refresh_tokens_grant_idx ON auth.oauth_refresh_tokens (grant_id)`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE auth.oauth_refresh_tokens, auth.oauth_codes, auth.agent_grants, auth.oauth_clients`,
    )
  }
}
