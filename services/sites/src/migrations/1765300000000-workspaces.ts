import type { MigrationInterface, QueryRunner } from 'typeorm'

const ROLE_CHECK = `CHECK (role IN ('Owner', 'Admin', 'Designer', 'ContentEditor', 'Viewer'))`

/**
 * Workspaces, their members' roles, a site's own role overrides and e-mail invitations. Every
 * user who owns a site gets a personal workspace holding their sites, with themselves as its
 * owner, so each site's owner keeps exactly the rights they had (nothing stored moves or goes).
 */
export class Workspaces1765300000000 implements MigrationInterface {
  name = 'Workspaces1765300000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sites.workspaces (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        personal_of uuid UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`
      CREATE TABLE sites.workspace_members (
        workspace_id uuid NOT NULL REFERENCES sites.workspaces (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL ${ROLE_CHECK},
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, user_id)
      )`)
    await db.query(`CREATE INDEX workspace_members_user_idx ON sites.workspace_members (user_id)`)
    await db.query(`
      CREATE TABLE sites.site_roles (
        site_id uuid NOT NULL REFERENCES sites.sites (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL ${ROLE_CHECK},
        PRIMARY KEY (site_id, user_id)
      )`)
    await db.query(`
      CREATE TABLE sites.invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES sites.workspaces (id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL ${ROLE_CHECK},
        token_hash text NOT NULL UNIQUE,
        invited_by uuid NOT NULL,
        locale text NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    // One open invitation per address and workspace: inviting again resends it.
    await db.query(`
      CREATE UNIQUE INDEX invitations_open_key ON sites.invitations (workspace_id, email)
        WHERE accepted_at IS NULL AND revoked_at IS NULL`)
    await db.query(`ALTER TABLE sites.sites ADD COLUMN workspace_id uuid
      REFERENCES sites.workspaces (id)`)
    await db.query(`
      INSERT INTO sites.workspaces (name, personal_of)
        SELECT DISTINCT '', user_id FROM sites.sites`)
    await db.query(`
      INSERT INTO sites.workspace_members (workspace_id, user_id, role)
        SELECT id, personal_of, 'Owner' FROM sites.workspaces WHERE personal_of IS NOT NULL`)
    await db.query(`
      UPDATE sites.sites s SET workspace_id = w.id
        FROM sites.workspaces w WHERE w.personal_of = s.user_id`)
    await db.query(`ALTER TABLE sites.sites ALTER COLUMN workspace_id SET NOT NULL`)
    await db.query(`CREATE INDEX sites_workspace_idx ON sites.sites (workspace_id, created_at)`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sites.sites DROP COLUMN workspace_id`)
    await db.query(`DROP TABLE sites.invitations`)
    await db.query(`DROP TABLE sites.site_roles`)
    await db.query(`DROP TABLE sites.workspace_members`)
    await db.query(`DROP TABLE sites.workspaces`)
  }
}
