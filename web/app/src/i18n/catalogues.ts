import type { Locale } from '../stores/locale'
import en from './messages/en.json'
import type { MessageKey } from './message-key'

export type Catalogue = Record<MessageKey, string>

/** English ships with the app (it is the fallback); Traditional Chinese loads when chosen. */
export const english: Catalogue = en

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'zh-tw') return (await import('./messages/zh-tw.json')).default as Catalogue
  return english
}

export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(english, key)
}
