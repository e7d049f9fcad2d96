import { BuiltinBehaviorId } from '../builtins/behaviors.js'
import type { Component } from '../types/component.js'
import type { Site, Translations } from '../types/site.js'
import { getOwn, setOwn } from '../serialization/records.js'
import { forEachSiteComponent } from '../serialization/tree.js'
import { defaultLanguage } from './active-language.js'
import { callsBehavior, isLanguageSwitcher } from './language-switcher.js'
import { hasPlaceholder, placeholderOf } from './placeholders.js'

export const NO_TRANSLATIONS_ERROR = 'errors.no_translations'

export interface ContentChange {
  id: string
  old: string
  new: string
}

export interface ConvertCounts {
  /** Entries created. */
  new: number
  /** Components pointed at an entry with the same text. */
  duplicate: number
  /**
   * Components with content that cannot be converted (svg, children, already templated, or text
   * a behaviour writes, like the view counter's number).
   */
  skipped: number
}

export interface ConvertResult {
  /** The language the texts were written into: the site's default language. */
  language: string
  /** The site's translations with the new entries (a new map). */
  i18n: Translations
  contentChanges: ContentChange[]
  counts: ConvertCounts
  /** Set when nothing could be converted. */
  error?: typeof NO_TRANSLATIONS_ERROR
}

/**
 * Proposes moving component text into translations of the site's default language (its first,
 * `en` when it has none), the language the text is written in; other languages are left to
 * fill and fall back to it meanwhile. Each text component gets an entry named after the
 * component (or reuses an entry with the same text) and its content becomes `${key}`. The site
 * is not changed; the caller applies the result through commands.
 */
export function convertTranslations(site: Site): ConvertResult {
  const i18n = structuredClone(site.context.i18n)
  const lang = defaultLanguage(i18n)
  const texts = getOwn(i18n, lang) ?? {}
  setOwn(i18n, lang, texts)
  // Keys of every language are taken: a new entry must not pick up another language's text.
  const taken = new Set(Object.values(i18n).flatMap((entries) => Object.keys(entries)))
  const autonyms = languageOptionIds(site)
  // Text to key, for reuse; the first key wins, as the first matching entry is kept.
  const keyByText = new Map<string, string>()
  for (const [key, value] of Object.entries(texts)) {
    if (!keyByText.has(value)) keyByText.set(value, key)
  }

  const counts: ConvertCounts = { new: 0, duplicate: 0, skipped: 0 }
  const contentChanges: ContentChange[] = []
  forEachSiteComponent(site, (component) => {
    const content = component.content
    if (content === undefined || content.trim() === '') return
    // Content renders only without children; svg content is markup, not text.
    if (
      component.tag === 'svg' ||
      isMarkup(content) ||
      writtenByBehavior(component) ||
      autonyms.has(component.id) ||
      (component.children?.length ?? 0) > 0 ||
      hasPlaceholder(content)
    ) {
      counts.skipped += 1
      return
    }
    let key = keyByText.get(content)
    if (key !== undefined) {
      counts.duplicate += 1
    } else {
      key = freeKey((k) => taken.has(k), keyFromName(component.name))
      taken.add(key)
      setOwn(texts, key, content)
      keyByText.set(content, key)
      counts.new += 1
    }
    contentChanges.push({ id: component.id, old: content, new: placeholderOf(key) })
  })

  if (contentChanges.length === 0) {
    return {
      language: lang,
      i18n: structuredClone(site.context.i18n),
      contentChanges,
      counts,
      error: NO_TRANSLATIONS_ERROR,
    }
  }
  return { language: lang, i18n, contentChanges, counts }
}

/**
 * An inline svg in any element (the lightbox's icons are divs holding one): a picture, not words.
 * Rich text is markup too (`<div class="pm-p">`), and is converted.
 */
function isMarkup(content: string): boolean {
  return /^\s*<svg[\s>]/i.test(content)
}

/** Behaviours that replace their component's text as the page runs. */
const CONTENT_WRITERS: ReadonlySet<string> = new Set([BuiltinBehaviorId.viewCounter])

/** Text a behaviour writes (the view counter's number): a translation would overwrite it. */
function writtenByBehavior(component: Component): boolean {
  return [...CONTENT_WRITERS].some((id) => callsBehavior(component, id))
}

/**
 * The options of language switchers: each names its language in that language (an autonym),
 * the same on every version of the page.
 */
function languageOptionIds(site: Site): Set<string> {
  const ids = new Set<string>()
  forEachSiteComponent(site, (component) => {
    if (isLanguageSwitcher(component))
      for (const child of component.children ?? []) ids.add(child.id)
  })
  return ids
}

/**
 * A readable key from the component's name (`HeroTitle` to `hero-title`, `Text 2` to
 * `text-2`); `fallback` when the name has no letter or digit.
 */
export function keyFromName(name: string, fallback = 'text'): string {
  const words = name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return words === '' ? fallback : words
}

/** `base`, or `base-2`, `base-3` … : the first that `taken` does not hold. */
export function freeKey(taken: (key: string) => boolean, base: string): string {
  let key = base
  for (let n = 2; taken(key); n += 1) key = `${base}-${n}`
  return key
}
