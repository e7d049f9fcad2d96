import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * One CSV field as the export writes it, built by PostgreSQL so a large export streams text
 * without a per-cell round through JavaScript: formula-like cells (=, +, -, @, tab, CR first)
 * get a leading apostrophe, then fields holding a comma, quote or line break are quoted.
 * Must agree with `csvField` in src/csv/csv-format.ts.
 */
export class CsvField1764200100000 implements MigrationInterface {
  name = 'CsvField1764200100000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION custom_data.csv_field(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN n ~ '[",\\r\\n]' THEN '"' || replace(n, '"', '""') || '"' ELSE n END
        FROM (SELECT CASE WHEN v ~ '^[=+@\\t\\r-]' THEN '''' || v ELSE v END AS n
              FROM (SELECT COALESCE(value, '') AS v) a) b
      $$`)
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION custom_data.csv_field(text)`)
  }
}
