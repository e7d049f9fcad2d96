/** Where a visitor's language choice is kept (per site: storage is per origin). */
export const LANGUAGE_STORAGE_KEY = 'tessera-language'

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'yi'])

/** The site's spelling of a code, trying the part before a hyphen (`fr-CA` to `fr`) next. */
export function matchLanguage(code: unknown, available: readonly string[]): string | undefined {
  if (typeof code !== 'string' || code === '') return undefined
  const find = (wanted: string) =>
    available.find((lang) => lang.toLowerCase() === wanted.toLowerCase())
  return find(code) ?? find(code.split('-')[0] ?? '')
}

/** Storage can be missing or refuse access (an opaque-origin preview frame). */
export function storedLanguage(win: Window): string | undefined {
  try {
    return win.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export function storeLanguage(win: Window, lang: string): void {
  try {
    win.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  } catch {
    // The choice holds for this page view only.
  }
}

export function isRtl(lang: string): boolean {
  return RTL_LANGUAGES.has(lang.split('-')[0] ?? lang)
}
