import type { Translations } from '../types/site.js'
import { getOwn } from '../serialization/records.js'
import { defaultLanguage } from './active-language.js'
import { writeCsv } from './csv.js'

/** The key column's header. */
export const KEY_COLUMN = 'key'

/** Language codes with the default language (the first) first and the rest alphabetical. */
export function orderedLanguages(i18n: Translations): string[] {
  const languages = Object.keys(i18n)
  if (languages.length === 0) return []
  const first = defaultLanguage(i18n)
  return [first, ...languages.filter((lang) => lang !== first).sort()]
}

/** A header row of language codes, then one row per key (keys sorted); missing texts are empty. */
export function exportTranslationsCsv(i18n: Translations): string {
  const languages = orderedLanguages(i18n)
  const keys = [
    ...new Set(languages.flatMap((lang) => Object.keys(getOwn(i18n, lang) ?? {}))),
  ].sort()
  const rows = [
    [KEY_COLUMN, ...languages],
    ...keys.map((key) => [
      key,
      ...languages.map((lang) => getOwn(getOwn(i18n, lang) ?? {}, key) ?? ''),
    ]),
  ]
  return writeCsv(rows)
}
