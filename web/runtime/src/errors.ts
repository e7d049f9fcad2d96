import {
  visitorErrorKey,
  visitorText,
  visitorTextKeyOf,
  type VisitorTextKey,
} from '@tessera/site-format/visitor-texts'

/** What the error helper shows when neither the code nor the caller says more. */
export const UNKNOWN_ERROR = visitorText('en', 'error.None')

/** A built-in form text given in English (as built-in behaviours give it), in `lang`. */
export function formText(text: string, lang: string): string {
  const key = visitorTextKeyOf(text)
  return key !== undefined && (key.startsWith('form.') || key.startsWith('error.'))
    ? visitorText(lang, key)
    : text
}

/**
 * The text for an error in `lang`: a string as given (a built-in one translated); otherwise
 * the text for its code, or `UNKNOWN_ERROR`. A visitor never sees a raw message: neither a
 * server's (written for developers) nor an exception's.
 */
export function errorMessage(error: unknown, lang = 'en'): string {
  if (typeof error === 'string') return formText(error, lang)
  let key: VisitorTextKey = 'error.None'
  if (typeof error === 'object' && error !== null && !(error instanceof Error)) {
    const { code } = error as { code?: unknown }
    if (typeof code === 'string') key = visitorErrorKey(code) ?? key
  }
  return visitorText(lang, key)
}
