import { csvHeaderIndex, isBlankCsvRow, type CsvRows } from './csv.js'
import { invalid, type ValidationResult } from './validation-error.js'

/**
 * Table import CSV: a header naming the table's columns, then one row per record. `row` in an
 * error is the 1-based line number.
 */
export function validateTableCsvHeader(
  rows: CsvRows,
  columnNames: readonly string[],
): ValidationResult {
  const headerIndex = csvHeaderIndex(rows)
  const header = rows[headerIndex]
  if (!header) return invalid('errors.rows_missing')
  const unknown = header.find((cell) => !columnNames.includes(cell.trim()))
  if (unknown !== undefined) {
    return invalid('CustomDataInvalidColumn', { row: headerIndex + 1, params: { column: unknown } })
  }
  return undefined
}

/**
 * Every row, the header included, has exactly as many cells as the table has columns; an empty
 * trailing cell is an empty value here, so it counts.
 */
export function validateTableCsvRowLengths(
  rows: CsvRows,
  columnNames: readonly string[],
): ValidationResult {
  const index = rows.findIndex(
    (cells) => !isBlankCsvRow(cells) && cells.length !== columnNames.length,
  )
  return index === -1 ? undefined : invalid('errors.row_length', { row: index + 1 })
}

export function validateTableCsv(rows: CsvRows, columnNames: readonly string[]): ValidationResult {
  return validateTableCsvHeader(rows, columnNames) ?? validateTableCsvRowLengths(rows, columnNames)
}

/** After an import that skipped failing rows: errors.invalid_rows listing their numbers. */
export function invalidRowsError(rowNumbers: readonly number[]): ValidationResult {
  if (rowNumbers.length === 0) return undefined
  return invalid('errors.invalid_rows', { params: { rows: rowNumbers.join(', ') } })
}
