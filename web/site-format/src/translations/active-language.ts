import type { Translations } from '../types/site.js'

/** The fallback language of a site without translations. */
export const DEFAULT_LANGUAGE = 'en'

/**
 * The site's default language: its first language (the one its text was written in, normally
 * `en`), or `en` when it has none. Convert fills it and every other language falls back to it.
 */
export function defaultLanguage(i18n: Translations | undefined): string {
  for (const lang in i18n ?? {}) if (Object.hasOwn(i18n!, lang)) return lang
  return DEFAULT_LANGUAGE
}

export interface ActiveLanguageSources {
  /** The language kept in browser storage. */
  stored?: string
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[]
  /** The site's language codes (the keys of its translations), the default one first. */
  available: readonly string[]
}

/**
 * The stored language, else the first browser language; a code the site lacks falls back to
 * its part before a hyphen (`fr-CA` to `fr`), and then to the site's default language (its
 * first), or `en` without languages. Codes compare without regard to case and the site's
 * spelling is returned.
 */
export function resolveActiveLanguage(sources: ActiveLanguageSources): string {
  const find = (code: string): string | undefined =>
    sources.available.find((lang) => lang.toLowerCase() === code.toLowerCase())
  const candidates = [sources.stored, sources.browserLanguages[0]]
  for (const candidate of candidates) {
    if (!candidate) continue
    const match = find(candidate) ?? find(candidate.split('-')[0] ?? '')
    if (match) return match
  }
  return sources.available[0] ?? DEFAULT_LANGUAGE
}
