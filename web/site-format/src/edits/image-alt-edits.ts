import {
  altTranslationKey,
  DECORATIVE_INPUT,
  imageAltValue,
  isDecorativeImage,
} from '../builtins/image-alt.js'
import type { SiteDocument } from '../document/site-document.js'
import { getOwn } from '../serialization/records.js'
import type { Command } from '../types/command.js'
import { freeKey, keyFromName } from '../translations/convert.js'
import { orderedLanguages } from '../translations/export-csv.js'
import { setInput, setTranslation } from './site-edits.js'

/** What the alt text field shows for an image in a language (the site's default when none). */
export interface ImageAltState {
  text: string
  /** The text the language falls back to while it has none of its own. */
  fallback: string
  /** The translation key the alt is, when the site translates it. */
  key: string | undefined
  decorative: boolean
}

export function imageAltState(doc: SiteDocument, id: string, lang?: string): ImageAltState {
  const component = doc.component(id)
  const i18n = doc.site.context.i18n ?? {}
  const alt = imageAltValue(component.inputs)
  const key = altTranslationKey(alt, i18n)
  const decorative = isDecorativeImage(component.inputs)
  if (key === undefined) return { text: alt, fallback: '', key, decorative }
  const first = orderedLanguages(i18n)[0]
  const own = lang === undefined ? undefined : getOwn(i18n[lang] ?? {}, key)
  const fallback = (first === undefined ? undefined : getOwn(i18n[first] ?? {}, key)) ?? ''
  return { text: own ?? (lang === undefined ? fallback : ''), fallback, key, decorative }
}

/** A key for an image's alt from its name, unused in every language: `hero-image-alt`. */
function newAltKey(doc: SiteDocument, name: string): string {
  const i18n = doc.site.context.i18n ?? {}
  const taken = (key: string) => Object.values(i18n).some((texts) => Object.hasOwn(texts, key))
  return freeKey(taken, `${keyFromName(name, 'image')}-alt`)
}

/**
 * Sets an image's alt text as people edit it, in one undoable step. A site without languages
 * keeps it in the image. In a translated site the text belongs to `lang`: an alt that is already
 * a key gets that language's entry; a plain one becomes a key (named after the image), its
 * earlier text kept for the site's first language.
 */
export function setImageAlt(
  doc: SiteDocument,
  id: string,
  text: string,
  lang: string | undefined,
): Command {
  const component = doc.component(id)
  const i18n = doc.site.context.i18n ?? {}
  const languages = orderedLanguages(i18n)
  const alt = imageAltValue(component.inputs)
  const input = component.inputs?.alt ?? { name: 'alt', type: 'string' as const, attr: true }
  const key = altTranslationKey(alt, i18n)
  if (key !== undefined) return setTranslation(doc, lang ?? languages[0]!, key, text)
  if (languages.length === 0 || lang === undefined || !languages.includes(lang)) {
    return setInput(doc, id, 'alt', { ...input, is: text })
  }
  const added = newAltKey(doc, component.name)
  const first = languages[0]!
  const commands: Command[] = []
  if (lang !== first && alt.trim() !== '') commands.push(setTranslation(doc, first, added, alt))
  commands.push(setTranslation(doc, lang, added, text))
  commands.push(setInput(doc, id, 'alt', { ...input, is: `\${${added}}` }))
  return { type: 'g', data: { commands } }
}

/** Marks an image decorative (it renders `alt=""`) or not; its text is kept either way. */
export function setImageDecorative(doc: SiteDocument, id: string, decorative: boolean): Command {
  return setInput(
    doc,
    id,
    DECORATIVE_INPUT,
    decorative ? { name: DECORATIVE_INPUT, type: 'boolean', is: true } : undefined,
  )
}
