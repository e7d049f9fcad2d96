import { LANGUAGE_CHOICE_COOKIE } from '@tessera/site-format/visitor-texts'

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
  // The server reads the choice too: a site that sends `/` to the browser's language leaves a
  // visitor who picked one where they went (a year, on every path of the site).
  try {
    win.document.cookie = `${LANGUAGE_CHOICE_COOKIE}=${encodeURIComponent(lang)}; Path=/; Max-Age=31536000; SameSite=Lax`
  } catch {
    // No cookies in an opaque-origin preview frame.
  }
}

export function isRtl(lang: string): boolean {
  return RTL_LANGUAGES.has(lang.split('-')[0] ?? lang)
}
