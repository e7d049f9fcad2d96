import type { Translations } from '../types/site.js'
import { getOwn } from '../serialization/records.js'
import { defaultLanguage, DEFAULT_LANGUAGE } from './active-language.js'

/** `${key}` inside content; the same syntax as theme variables, looked up in translations. */
const PLACEHOLDER_PATTERN = /\$\{([^}]*)\}/g
/** Content that is one placeholder and nothing else: what Convert writes. */
const WHOLE_PLACEHOLDER = /^\s*\$\{([^}]+)\}\s*$/

export function hasPlaceholder(content: string): boolean {
  return /\$\{[^}]*\}/.test(content)
}

/** The key of content that is exactly one `${key}`: its text lives in the translations. */
export function translationKeyOf(content: string | undefined): string | undefined {
  if (content === undefined) return undefined
  return WHOLE_PLACEHOLDER.exec(content)?.[1]
}

/** The placeholder that shows a key's text. */
export function placeholderOf(key: string): string {
  return `\${${key}}`
}

/**
 * A key's text in `lang`; a key missing there (or left empty) falls back to the site's default
 * language, then to `en`. Undefined when no language has text for it.
 */
export function translatedText(i18n: Translations, key: string, lang: string): string | undefined {
  for (const code of new Set([lang, defaultLanguage(i18n), DEFAULT_LANGUAGE])) {
    const texts = getOwn(i18n, code)
    const text = texts === undefined ? undefined : getOwn(texts, key)
    if (text !== undefined && text !== '') return text
  }
  return undefined
}

/**
 * Content with each `${key}` replaced by its text in `lang`, else in the default language, else
 * in `en`. A key no language has renders as nothing (upstream inserts the whole content
 * instead, which repeats text).
 */
export function resolveContentTranslations(
  content: string,
  i18n: Translations,
  lang: string,
): string {
  return content.replace(
    PLACEHOLDER_PATTERN,
    (_placeholder, key: string) => translatedText(i18n, key, lang) ?? '',
  )
}
