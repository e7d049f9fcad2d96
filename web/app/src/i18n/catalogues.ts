import type { Locale } from '../stores/locale'
import en from './messages/en.json'
import type { MessageKey } from './message-key'

export type Catalogue = Record<MessageKey, string>

/** English ships with the app (it is the fallback); Traditional Chinese loads when chosen. */
// The screens' own catalogues (screen-messages.tsx) add their ids where those screens show.
export const english = en as Catalogue

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'zh-tw') return (await import('./messages/zh-tw.json')).default as Catalogue
  return english
}

export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(english, key)
}
