import { csvHeaderIndex, filledLength, isBlankCsvRow, type CsvRows } from './csv.js'
import { invalid, type ValidationError, type ValidationResult } from './validation-error.js'

/**
 * Translation CSV: a header of language codes after a key column, then a key and its texts per
 * row. `row` in an error is the 1-based line number (the header is row 1 in a plain file).
 */
export function validateTranslationsCsvHeader(rows: CsvRows): ValidationResult {
  return csvHeaderIndex(rows) === -1 ? invalid('errors.rows_missing') : undefined
}

/**
 * Every data-row problem, in row order, at most one per row: more cells than languages, an
 * empty key, or a key an earlier row has (the import skips it and keeps the first).
 */
export function translationsCsvRowErrors(rows: CsvRows): ValidationError[] {
  const headerIndex = csvHeaderIndex(rows)
  const header = rows[headerIndex]
  if (!header) return []
  const keys = new Set<string>()
  const errors: ValidationError[] = []
  rows.forEach((cells, index) => {
    if (index <= headerIndex || isBlankCsvRow(cells)) return
    const row = index + 1
    const key = (cells[0] ?? '').trim()
    if (filledLength(cells) > header.length) {
      errors.push(invalid('errors.row_length', { row }))
    } else if (key === '') {
      errors.push(invalid('errors.i18n_key', { row }))
    } else if (keys.has(key)) {
      errors.push(invalid('errors.duplicate_key', { row, params: { key } }))
    } else {
      keys.add(key)
    }
  })
  return errors
}

function firstOf(rows: CsvRows, key: string): ValidationResult {
  return translationsCsvRowErrors(rows).find((error) => error.key === key)
}

export function validateTranslationsCsvRowLengths(rows: CsvRows): ValidationResult {
  return firstOf(rows, 'errors.row_length')
}

export function validateTranslationsCsvKeys(rows: CsvRows): ValidationResult {
  return firstOf(rows, 'errors.i18n_key')
}

export function validateTranslationsCsvDuplicateKeys(rows: CsvRows): ValidationResult {
  return firstOf(rows, 'errors.duplicate_key')
}

/** The header, then the first problem in row order. */
export function validateTranslationsCsv(rows: CsvRows): ValidationResult {
  return validateTranslationsCsvHeader(rows) ?? translationsCsvRowErrors(rows)[0]
}
