import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * Collections, as custom tables are: no DDL per collection or field. An item's values are JSONB
 * keyed by field id. Sorting and filtering a page of 100,000 items needs an index per field,
 * and an expression index per user field would be DDL per field (the catalog bloat custom data
 * avoids), so each item also writes one row per field into `collection_sort_keys` (a number or
 * a text key): a page sorted on a field walks `(collection, field, key)` in order and stops
 * after its rows. Equality filters (options, switches, references, numbers) use the GIN index
 * on the values; references are rows of their own too, so an item's incoming references are
 * one index read and a dangling one is refused by a foreign key.
 */
export class Collections1767000000000 implements MigrationInterface {
  name = 'Collections1767000000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE custom_data.collections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL,
        name text NOT NULL,
        next_field_id integer NOT NULL DEFAULT 1,
        item_count integer NOT NULL DEFAULT 0 CHECK (item_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(
      `CREATE UNIQUE INDEX collections_site_name_key ON custom_data.collections (site_id, lower(name))`,
    )
    await db.query(`
      CREATE TABLE custom_data.collection_fields (
        collection_id uuid NOT NULL REFERENCES custom_data.collections (id) ON DELETE CASCADE,
        id integer NOT NULL,
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('PlainText', 'RichText', 'Image', 'Gallery',
          'DateTime', 'Number', 'Switch', 'Option', 'Link', 'Email', 'Colour', 'File',
          'Reference', 'MultiReference', 'Slug')),
        position integer NOT NULL,
        rules jsonb NOT NULL DEFAULT '[]',
        choices jsonb NOT NULL DEFAULT '[]',
        target_id uuid REFERENCES custom_data.collections (id) ON DELETE CASCADE,
        source_id integer,
        public boolean NOT NULL DEFAULT true,
        PRIMARY KEY (collection_id, id),
        CHECK ((type IN ('Reference', 'MultiReference')) = (target_id IS NOT NULL))
      )`)
    await db.query(
      `CREATE UNIQUE INDEX collection_fields_name_key
       ON custom_data.collection_fields (collection_id, lower(name))`,
    )
    await db.query(
      `CREATE INDEX collection_fields_target_idx ON custom_data.collection_fields (target_id)
       WHERE target_id IS NOT NULL`,
    )
    await db.query(`
      CREATE TABLE custom_data.collection_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        collection_id uuid NOT NULL REFERENCES custom_data.collections (id) ON DELETE CASCADE,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        status text NOT NULL CHECK (status IN ('Draft', 'Published', 'Scheduled')),
        publish_at timestamptz,
        published_at timestamptz,
        "values" jsonb NOT NULL DEFAULT '{}',
        search text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'Scheduled' OR publish_at IS NOT NULL)
      )`)
    await db.query(
      `CREATE INDEX collection_items_seq_idx ON custom_data.collection_items (collection_id, seq)`,
    )
    for (const column of ['created_at', 'updated_at', 'published_at']) {
      await db.query(
        `CREATE INDEX collection_items_${column}_idx
         ON custom_data.collection_items (collection_id, ${column}, id)`,
      )
    }
    await db.query(
      `CREATE INDEX collection_items_scheduled_idx
       ON custom_data.collection_items (collection_id, publish_at) WHERE status = 'Scheduled'`,
    )
    await db.query(
      `CREATE INDEX collection_items_values_idx
       ON custom_data.collection_items USING gin ("values" jsonb_path_ops)`,
    )
    await db.query(`
      CREATE TABLE custom_data.collection_sort_keys (
        item_id uuid NOT NULL REFERENCES custom_data.collection_items (id) ON DELETE CASCADE,
        collection_id uuid NOT NULL,
        field_id integer NOT NULL,
        n double precision,
        t text,
        PRIMARY KEY (item_id, field_id),
        FOREIGN KEY (collection_id, field_id)
          REFERENCES custom_data.collection_fields (collection_id, id) ON DELETE CASCADE
      )`)
    await db.query(
      `CREATE INDEX collection_sort_keys_n_idx
       ON custom_data.collection_sort_keys (collection_id, field_id, n, item_id)`,
    )
    await db.query(
      `CREATE INDEX collection_sort_keys_t_idx
       ON custom_data.collection_sort_keys (collection_id, field_id, t, item_id)`,
    )
    await db.query(`
      CREATE TABLE custom_data.collection_refs (
        item_id uuid NOT NULL REFERENCES custom_data.collection_items (id) ON DELETE CASCADE,
        collection_id uuid NOT NULL,
        field_id integer NOT NULL,
        target_id uuid NOT NULL REFERENCES custom_data.collection_items (id),
        PRIMARY KEY (item_id, field_id, target_id),
        FOREIGN KEY (collection_id, field_id)
          REFERENCES custom_data.collection_fields (collection_id, id) ON DELETE CASCADE
      )`)
    await db.query(
      `CREATE INDEX collection_refs_target_idx ON custom_data.collection_refs (target_id)`,
    )
    await db.query(`
      CREATE TABLE custom_data.collection_unique_keys (
        collection_id uuid NOT NULL,
        field_id integer NOT NULL,
        lang text NOT NULL,
        value_hash bytea NOT NULL,
        item_id uuid NOT NULL REFERENCES custom_data.collection_items (id) ON DELETE CASCADE,
        CONSTRAINT collection_unique_keys_pkey PRIMARY KEY (collection_id, field_id, lang, value_hash),
        FOREIGN KEY (collection_id, field_id)
          REFERENCES custom_data.collection_fields (collection_id, id) ON DELETE CASCADE
      )`)
    await db.query(
      `CREATE INDEX collection_unique_keys_item_idx ON custom_data.collection_unique_keys (item_id)`,
    )
    await db.query(`
      ALTER TABLE custom_data.site_usage
        ADD COLUMN collections integer NOT NULL DEFAULT 0 CHECK (collections >= 0),
        ADD COLUMN collection_items integer NOT NULL DEFAULT 0 CHECK (collection_items >= 0)`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE custom_data.site_usage DROP COLUMN collections, DROP COLUMN collection_items`,
    )
    await db.query(`DROP TABLE custom_data.collection_unique_keys`)
    await db.query(`DROP TABLE custom_data.collection_refs`)
    await db.query(`DROP TABLE custom_data.collection_sort_keys`)
    await db.query(`DROP TABLE custom_data.collection_items`)
    await db.query(`DROP TABLE custom_data.collection_fields`)
    await db.query(`DROP TABLE custom_data.collections`)
  }
}
