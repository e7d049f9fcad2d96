import { Injectable } from '@nestjs/common'
import { ApiError } from '@tessera/kit'
import Papa from 'papaparse'
import { EXPORT_MAX_ROWS, UTF8_BOM } from '../csv/csv-format.js'
import { errors } from '../errors.js'
import type { SiteRecord } from '../sites/sites-directory.js'
import { CollectionsRepository, type CollectionDef } from './collections.repository.js'
import { CollectionsService } from './collections.service.js'
import {
  csvLine,
  exportColumns,
  planColumns,
  rowToItem,
  type MappingTarget,
} from './collection-csv.js'
import { FieldError } from './field-values.js'

/** One line of an import's answer: progress as rows go in, then the report. */
export type CollectionImportLine =
  | { progress: number; total: number }
  | {
      done: true
      added: number
      failed: Array<{ row: number; code: string; message: string; field?: string }>
      skipped_columns: string[]
      error?: { code: string; message: string; row: number }
    }

/** Items per read of a streamed export, as the table export reads rows. */
const BATCH = 500
/** Rows one import takes: as many as the top plan's items. */
export const IMPORT_MAX_ROWS = 100_000

@Injectable()
export class CollectionCsvService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly service: CollectionsService,
  ) {}

  /**
   * The collection as CSV: a BOM, the header (the item's columns, then each field; a text
   * field once per language its items have), then every item in the order they were added,
   * read in batches so memory stays flat. Lists are `;`-separated ids.
   */
  async *export(collection: CollectionDef): AsyncGenerator<string> {
    const languages = await this.collections.textLanguages(collection.id)
    const { header, cells } = exportColumns(collection.fields, languages)
    yield UTF8_BOM + csvLine(header)
    let after = '0'
    let sent = 0
    while (sent < EXPORT_MAX_ROWS) {
      const batch = await this.collections.itemsAfter(
        collection.id,
        after,
        Math.min(BATCH, EXPORT_MAX_ROWS - sent),
      )
      if (batch.length === 0) return
      yield batch.map((item) => csvLine(cells(item))).join('')
      sent += batch.length
      after = batch[batch.length - 1]!.seq
    }
  }

  /**
   * Adds a CSV file's rows as items, one at a time and each as the owner's write would (types,
   * rules, slugs, references, the plan's limit). A row that fails is reported with its line,
   * code, message and field, and the rest go on; rows added stay. The plan's limit stops the
   * import, as every row after it would fail the same way.
   */
  async *import(
    site: SiteRecord,
    collection: CollectionDef,
    text: string,
    mapping: Record<string, MappingTarget>,
  ): AsyncGenerator<CollectionImportLine> {
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
    const rows = parsed.data.map((cells) => cells.map(String))
    const header = rows.shift()
    if (!header || header.every((c) => c.trim() === ''))
      throw errors.rows_missing('The file has no header row')
    if (rows.length > IMPORT_MAX_ROWS)
      throw errors.invalid_rows(`A file takes at most ${IMPORT_MAX_ROWS} rows`)
    const targets = planColumns(
      header.map((c) => c.trim()),
      collection.fields,
      mapping,
    )
    const skipped = header.filter((_, i) => targets[i]!.kind === 'skip')
    const failed: Array<{ row: number; code: string; message: string; field?: string }> = []
    let added = 0
    let stopped: { code: string; message: string; row: number } | undefined
    try {
      for (const [i, cells] of rows.entries()) {
        // Line numbers as a spreadsheet shows them: the header is line 1.
        const row = i + 2
        try {
          await this.service.createItem(site, collection.id, rowToItem(cells, targets), false)
          added += 1
        } catch (caught) {
          if (!(caught instanceof ApiError) || caught.status >= 500) throw caught
          if (caught.code === errors.CollectionUsageExceeded.code) {
            stopped = { code: caught.code, message: caught.message, row }
            break
          }
          failed.push({
            row,
            code: caught.code,
            message: caught.message,
            ...(caught instanceof FieldError ? { field: caught.field.name } : {}),
          })
        }
        if ((i + 1) % 50 === 0 || i + 1 === rows.length)
          yield { progress: i + 1, total: rows.length }
      }
    } finally {
      if (added > 0) await this.service.announce(site, collection.id)
    }
    yield {
      done: true,
      added,
      failed,
      skipped_columns: skipped,
      ...(stopped ? { error: stopped } : {}),
    }
  }
}
