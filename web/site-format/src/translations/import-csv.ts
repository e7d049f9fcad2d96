import type { Translations } from '../types/site.js'
import { getOwn, setOwn } from '../serialization/records.js'
import { parseCsv } from './csv.js'

export type TranslationsImportErrorKey =
  'errors.rows_missing' | 'errors.duplicate_key' | 'errors.row_length' | 'errors.i18n_key'

export interface TranslationsImportError {
  key: TranslationsImportErrorKey
  /** The CSV row, counted from 1 with the header as row 1 (as a spreadsheet shows it). */
  row?: number
}

export interface TranslationsImport {
  /** The existing translations with the imported values set (a new map). */
  translations: Translations
  /** Values written. */
  added: number
  /** Rows skipped because an earlier row had the same key. */
  duplicates: number
  /** Empty values skipped. */
  skippedEmpty: number
  errors: TranslationsImportError[]
}

export interface TranslationsImportOptions {
  /** Skip empty cells instead of writing empty translations. Default true. */
  skipEmpty?: boolean
}

/**
 * Reads translations from CSV: the first row holds the language codes after a key column
 * header, and each following row is a key and its texts. The first row with a key wins; later
 * ones are skipped and reported. Imported values replace existing ones with the same key.
 */
export function importTranslationsCsv(
  text: string,
  existing: Translations,
  options: TranslationsImportOptions = {},
): TranslationsImport {
  const skipEmpty = options.skipEmpty ?? true
  const translations = structuredClone(existing)
  const result: TranslationsImport = {
    translations,
    added: 0,
    duplicates: 0,
    skippedEmpty: 0,
    errors: [],
  }
  const rows = parseCsv(text)
  const headerIndex = rows.findIndex((row) => !isBlank(row))
  const header = rows[headerIndex]
  if (!header) {
    result.errors.push({ key: 'errors.rows_missing' })
    return result
  }

  // Columns with an empty language code (e.g. trailing commas) are ignored.
  const languages = header.map((cell, column) => (column === 0 ? '' : cell.trim()))
  for (const language of languages) {
    if (language !== '' && getOwn(translations, language) === undefined) {
      setOwn(translations, language, {})
    }
  }

  const seen = new Set<string>()
  rows.forEach((cells, index) => {
    const rowNumber = index + 1
    if (index <= headerIndex || isBlank(cells)) return
    // Empty cells past the header carry nothing (spreadsheets add them), so only data counts.
    const length = lastNonEmpty(cells) + 1
    if (length > header.length) {
      result.errors.push({ key: 'errors.row_length', row: rowNumber })
      return
    }
    const key = (cells[0] ?? '').trim()
    if (key === '') {
      result.errors.push({ key: 'errors.i18n_key', row: rowNumber })
      return
    }
    if (seen.has(key)) {
      result.duplicates += 1
      result.errors.push({ key: 'errors.duplicate_key', row: rowNumber })
      return
    }
    seen.add(key)
    languages.forEach((language, column) => {
      if (language === '') return
      const value = cells[column] ?? ''
      if (value === '' && skipEmpty) {
        result.skippedEmpty += 1
        return
      }
      const texts = getOwn(translations, language)
      if (texts) setOwn(texts, key, value)
      result.added += 1
    })
  })
  return result
}

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '')
}

function lastNonEmpty(row: readonly string[]): number {
  for (let i = row.length - 1; i >= 0; i -= 1) {
    if (row[i] !== '') return i
  }
  return -1
}
