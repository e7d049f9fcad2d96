import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * A page of a collection reads a few hundred index entries and rows. PostgreSQL planned such
 * reads of a 100,000-item collection as parallel scans, and starting the workers took longer
 * than the read itself (50 ms of a 75 ms page on two busy cores, against 1 ms serially), so
 * these tables are read without parallel workers.
 */
export class CollectionReads1767200000000 implements MigrationInterface {
  name = 'CollectionReads1767200000000'

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['collection_items', 'collection_sort_keys']) {
      await db.query(`ALTER TABLE custom_data.${table} SET (parallel_workers = 0)`)
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['collection_items', 'collection_sort_keys']) {
      await db.query(`ALTER TABLE custom_data.${table} RESET (parallel_workers)`)
    }
  }
}
