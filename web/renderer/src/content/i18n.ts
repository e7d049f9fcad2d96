import {
  DEFAULT_LANGUAGE,
  defaultLanguage,
  hasPlaceholder,
  siteLanguages,
  resolveContentTranslations,
  type Site,
  type Translations,
} from '@tessera/site-format'

export { DEFAULT_LANGUAGE }

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur', 'yi'])

/**
 * The language to render: the asked one, else the site's active one, else its default language
 * (the first, `en` without translations). When the site has translations but none for it, its
 * base language (`pt` for `pt-br`) is tried, then the default language.
 */
export function renderLanguage(site: Site, lang: string | undefined): string {
  const fallback = defaultLanguage(site.context.i18n)
  const candidate = lang ?? site.context.activeI18n ?? fallback
  // The language ends up in `<html lang>` and in lookups: accept only a BCP 47-like tag.
  if (!LANGUAGE_TAG.test(candidate)) return fallback
  const lower = candidate.toLowerCase()
  const languages = siteLanguages(site)
  if (languages.length === 0 || languages.includes(lower)) return lower
  const base = lower.split('-')[0] ?? lower
  return languages.includes(base) ? base : fallback
}

export function isRtlLanguage(lang: string): boolean {
  return RTL_LANGUAGES.has(lang.split('-')[0] ?? lang)
}

export { hasPlaceholder, siteLanguages }

/**
 * `${key}` in content replaced by its text in `lang`, else in the default language, else in
 * `en`; keys no language has render nothing.
 */
export function resolvePlaceholders(content: string, i18n: Translations, lang: string): string {
  return hasPlaceholder(content) ? resolveContentTranslations(content, i18n, lang) : content
}
