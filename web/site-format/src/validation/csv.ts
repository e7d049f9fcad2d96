/**
 * CSV rows as a CSV reader gives them (translations/csv.ts parseCsv): a blank line is a row with
 * one empty cell, so a row's index + 1 is its line number, which the CSV rules report.
 */
export type CsvRows = readonly (readonly string[])[]

/** A row with no content, such as a blank line; importers skip these. */
export function isBlankCsvRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '')
}

/** The header is the first row with content; -1 when there is none. */
export function csvHeaderIndex(rows: CsvRows): number {
  return rows.findIndex((row) => !isBlankCsvRow(row))
}

/** Cells up to the last non-empty one: spreadsheets pad rows with empty trailing cells. */
export function filledLength(row: readonly string[]): number {
  for (let i = row.length - 1; i >= 0; i -= 1) {
    if (row[i] !== '') return i + 1
  }
  return 0
}
