import type { MigrationInterface, QueryRunner } from 'typeorm'

export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        user_type text NOT NULL DEFAULT 'Owner' CHECK (user_type IN ('Admin', 'Owner')),
        user_status text NOT NULL DEFAULT 'Active' CHECK (user_status IN ('Active', 'Blocked')),
        email_confirmed boolean NOT NULL DEFAULT false,
        identicon_avatar text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`CREATE UNIQUE INDEX users_email_key ON auth.users (lower(email))`)
    await db.query(`
      CREATE TABLE auth.identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES auth.users (id) ON DELETE CASCADE,
        name text NOT NULL,
        subdomain text NOT NULL CONSTRAINT identities_subdomain_key UNIQUE,
        published boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`
      CREATE TABLE auth.email_confirmations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        email text NOT NULL,
        code_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`
      CREATE TABLE auth.password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(
      `CREATE INDEX password_resets_user_idx ON auth.password_resets (user_id) WHERE used_at IS NULL`,
    )
    await db.query(`
      CREATE TABLE auth.signing_keys (
        kid text PRIMARY KEY,
        public_jwk jsonb NOT NULL,
        private_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE auth.signing_keys, auth.password_resets, auth.email_confirmations, auth.identities, auth.users`,
    )
  }
}
