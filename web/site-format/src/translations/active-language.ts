/** The default and fallback language. */
export const DEFAULT_LANGUAGE = 'en'

export interface ActiveLanguageSources {
  /** The language kept in browser storage. */
  stored?: string
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[]
  /** The site's language codes (the keys of its translations). */
  available: readonly string[]
}

/**
 * The stored language, else the first browser language; a code the site lacks falls back to
 * its part before a hyphen (`fr-CA` to `fr`), and then to `en`. Codes compare without regard to
 * case and the site's spelling is returned.
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
  return DEFAULT_LANGUAGE
}
