export const LOCALES = ['en', 'zh-tw'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The BCP 47 tag for `lang` attributes, Intl and Accept-Language. */
export function languageTag(locale: Locale): string {
  return locale === 'zh-tw' ? 'zh-TW' : 'en'
}

/** A first-visit guess from the browser: Traditional Chinese variants, else English. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase()
    if (/^zh-(tw|hant|hk|mo)/.test(tag)) return 'zh-tw'
    if (tag.startsWith('en')) return 'en'
  }
  return DEFAULT_LOCALE
}
