export {
  DEFAULT_LANGUAGE,
  defaultLanguage,
  resolveActiveLanguage,
  type ActiveLanguageSources,
} from './active-language.js'
export {
  convertTranslations,
  keyFromName,
  NO_TRANSLATIONS_ERROR,
  type ContentChange,
  type ConvertCounts,
  type ConvertResult,
} from './convert.js'
export { parseCsv, writeCsv } from './csv.js'
export { exportTranslationsCsv, KEY_COLUMN, orderedLanguages } from './export-csv.js'
export {
  importTranslationsCsv,
  type TranslationsImport,
  type TranslationsImportError,
  type TranslationsImportErrorKey,
  type TranslationsImportOptions,
} from './import-csv.js'
export {
  hasPlaceholder,
  placeholderOf,
  resolveContentTranslations,
  translatedText,
  translationKeyOf,
} from './placeholders.js'
export { isLanguageSwitcher } from './language-switcher.js'
export {
  localeHref,
  localeHrefs,
  localizedRoute,
  localeRoutesProblem,
  resolveLocalePath,
  siteLanguages,
  validateLocaleRoute,
} from './locale-urls.js'
