import type { MigrationInterface, QueryRunner } from 'typeorm'

export class Sites1764000000000 implements MigrationInterface {
  name = 'Sites1764000000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sites.site_servers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tier text NOT NULL CHECK (tier IN ('Free', 'Paid1', 'Paid2', 'Paid3')),
        address text NOT NULL,
        ip_address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT site_servers_tier_address_key UNIQUE (tier, address)
      )`)
    await db.query(`
      CREATE TABLE sites.site_server_replicas (
        pool_id uuid NOT NULL REFERENCES sites.site_servers (id) ON DELETE CASCADE,
        replica_id text NOT NULL,
        grpc_address text NOT NULL,
        capacity integer NOT NULL CHECK (capacity >= 0),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (pool_id, replica_id)
      )`)
    await db.query(`
      CREATE TABLE sites.sites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL,
        subdomain text NOT NULL CONSTRAINT sites_subdomain_key UNIQUE,
        site_type text NOT NULL DEFAULT 'Free' CHECK (site_type IN ('Free', 'Paid1', 'Paid2', 'Paid3')),
        site_server_id uuid NOT NULL REFERENCES sites.site_servers (id),
        published boolean NOT NULL DEFAULT false,
        disabled boolean NOT NULL DEFAULT false,
        preview_id text,
        live_version integer NOT NULL DEFAULT 1,
        draft_version integer,
        categories text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        content_updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`CREATE INDEX sites_user_idx ON sites.sites (user_id, created_at)`)
    await db.query(`CREATE INDEX sites_site_server_idx ON sites.sites (site_server_id)`)
    // One namespace for identities (site_id NULL, reserved by auth) and sites.
    await db.query(`
      CREATE TABLE sites.subdomains (
        subdomain text PRIMARY KEY,
        user_id uuid NOT NULL,
        site_id uuid UNIQUE REFERENCES sites.sites (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`
      CREATE TABLE sites.domains (
        domain text PRIMARY KEY,
        site_id uuid NOT NULL REFERENCES sites.sites (id) ON DELETE CASCADE,
        verified boolean NOT NULL DEFAULT false,
        verify_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz
      )`)
    await db.query(`CREATE INDEX domains_site_idx ON sites.domains (site_id)`)
    await db.query(`
      CREATE TABLE sites.local_sites (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        version text NOT NULL,
        context text NOT NULL,
        defaults text NOT NULL,
        pages text NOT NULL,
        page_order text NOT NULL,
        editor text,
        history text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        content_updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`
      CREATE TABLE sites.templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        collection_id text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        categories text[] NOT NULL DEFAULT '{}',
        preview_url text,
        version text NOT NULL,
        context text NOT NULL,
        defaults text NOT NULL,
        pages text NOT NULL,
        page_order text NOT NULL,
        public boolean NOT NULL DEFAULT true,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(
      `CREATE INDEX templates_collection_idx ON sites.templates (collection_id, created_at)`,
    )
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE sites.templates, sites.local_sites, sites.domains, sites.subdomains, sites.sites, sites.site_server_replicas, sites.site_servers`,
    )
  }
}
