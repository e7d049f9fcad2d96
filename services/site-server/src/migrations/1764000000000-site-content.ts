import type { MigrationInterface, QueryRunner } from 'typeorm'

export class SiteContent1764000000000 implements MigrationInterface {
  name = 'SiteContent1764000000000'

  async up(db: QueryRunner): Promise<void> {
    // How each site is reached and which versions it has; the sites service pushes the hosting part.
    await db.query(`
      CREATE TABLE site_content.sites (
        site_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        site_type text NOT NULL,
        subdomain text NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        preview_id text,
        pages_limit bigint NOT NULL,
        history_limit bigint NOT NULL,
        published boolean NOT NULL DEFAULT false,
        live_version integer NOT NULL DEFAULT 1,
        draft_version integer,
        next_version integer NOT NULL DEFAULT 2,
        hosting_updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        content_updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`CREATE INDEX sites_subdomain_idx ON site_content.sites (subdomain)`)
    await db.query(`
      CREATE TABLE site_content.domains (
        domain text PRIMARY KEY,
        site_id uuid NOT NULL REFERENCES site_content.sites (site_id) ON DELETE CASCADE
      )`)
    await db.query(`CREATE INDEX domains_site_idx ON site_content.domains (site_id)`)
    await db.query(`
      CREATE TABLE site_content.versions (
        site_id uuid NOT NULL REFERENCES site_content.sites (site_id) ON DELETE CASCADE,
        version integer NOT NULL,
        name text NOT NULL,
        format_version text NOT NULL,
        context text NOT NULL,
        defaults text NOT NULL,
        pages text NOT NULL,
        page_order text NOT NULL,
        editor text,
        history text NOT NULL,
        update_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        content_updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (site_id, version)
      )`)
    await db.query(`
      CREATE TABLE site_content.usage (
        site_id uuid PRIMARY KEY REFERENCES site_content.sites (site_id) ON DELETE CASCADE,
        views bigint NOT NULL DEFAULT 0,
        bandwidth bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE site_content.usage, site_content.versions, site_content.domains, site_content.sites`,
    )
  }
}
