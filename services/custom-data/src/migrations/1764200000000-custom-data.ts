import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * No DDL per user table: tables, columns and events are rows, a row's values are JSONB keyed by
 * column key, and Unique is this schema's own key on (table, column, hash of normalised value).
 */
export class CustomData1764200000000 implements MigrationInterface {
  name = 'CustomData1764200000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE custom_data.tables (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL,
        name text NOT NULL,
        visitor_readable boolean NOT NULL DEFAULT false,
        row_count integer NOT NULL DEFAULT 0 CHECK (row_count >= 0),
        next_column_key integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tables_site_name_key UNIQUE (site_id, name)
      )`)
    await db.query(`
      CREATE TABLE custom_data.columns (
        table_id uuid NOT NULL REFERENCES custom_data.tables (id) ON DELETE CASCADE,
        key integer NOT NULL,
        name text NOT NULL,
        position integer NOT NULL,
        default_value text,
        data_type text NOT NULL DEFAULT 'TEXT',
        rules jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (table_id, key)
      )`)
    await db.query(
      `CREATE UNIQUE INDEX columns_table_name_key ON custom_data.columns (table_id, lower(name))`,
    )
    await db.query(`
      CREATE TABLE custom_data.events (
        table_id uuid NOT NULL REFERENCES custom_data.tables (id) ON DELETE CASCADE,
        position integer NOT NULL,
        event_type text NOT NULL CHECK (event_type IN ('EmailRow')),
        trigger text NOT NULL CHECK (trigger IN ('AddRow', 'UpdateRow')),
        recipients text[] NOT NULL,
        locale text NOT NULL DEFAULT 'en',
        PRIMARY KEY (table_id, position)
      )`)
    await db.query(`
      CREATE TABLE custom_data.rows (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        table_id uuid NOT NULL REFERENCES custom_data.tables (id) ON DELETE CASCADE,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        "values" jsonb NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        secret_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(`CREATE INDEX rows_table_seq_idx ON custom_data.rows (table_id, seq)`)
    await db.query(`
      CREATE TABLE custom_data.unique_keys (
        table_id uuid NOT NULL,
        column_key integer NOT NULL,
        value_hash bytea NOT NULL,
        row_id uuid NOT NULL REFERENCES custom_data.rows (id) ON DELETE CASCADE,
        CONSTRAINT unique_keys_pkey PRIMARY KEY (table_id, column_key, value_hash),
        FOREIGN KEY (table_id, column_key) REFERENCES custom_data.columns (table_id, key) ON DELETE CASCADE
      )`)
    await db.query(`CREATE INDEX unique_keys_row_idx ON custom_data.unique_keys (row_id)`)
    await db.query(`
      CREATE TABLE custom_data.site_usage (
        site_id uuid PRIMARY KEY,
        bytes bigint NOT NULL DEFAULT 0 CHECK (bytes >= 0),
        tables integer NOT NULL DEFAULT 0 CHECK (tables >= 0)
      )`)
    await db.query(`
      CREATE TABLE custom_data.mailing_list_contacts (
        list_id text NOT NULL,
        email text NOT NULL,
        list_type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT mailing_list_contacts_pkey PRIMARY KEY (list_id, email)
      )`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE custom_data.mailing_list_contacts`)
    await db.query(`DROP TABLE custom_data.site_usage`)
    await db.query(`DROP TABLE custom_data.unique_keys`)
    await db.query(`DROP TABLE custom_data.rows`)
    await db.query(`DROP TABLE custom_data.events`)
    await db.query(`DROP TABLE custom_data.columns`)
    await db.query(`DROP TABLE custom_data.tables`)
  }
}
