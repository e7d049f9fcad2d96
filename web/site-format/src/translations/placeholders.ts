import type { Translations } from '../types/site.js'
import { getOwn } from '../serialization/records.js'

/** `${key}` inside content; the same syntax as theme variables, looked up in translations. */
const PLACEHOLDER_PATTERN = /\$\{([^}]*)\}/g

export function hasPlaceholder(content: string): boolean {
  return /\$\{[^}]*\}/.test(content)
}

/**
 * Content with each `${key}` replaced by its text in `lang`, else in `en`. A missing key renders
 * as nothing (upstream inserts the whole content instead, which repeats text).
 */
export function resolveContentTranslations(
  content: string,
  i18n: Translations,
  lang: string,
): string {
  const active = getOwn(i18n, lang) ?? {}
  const english = getOwn(i18n, 'en') ?? {}
  return content.replace(
    PLACEHOLDER_PATTERN,
    (_placeholder, key: string) => getOwn(active, key) ?? getOwn(english, key) ?? '',
  )
}
