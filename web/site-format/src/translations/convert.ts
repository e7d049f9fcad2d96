import { BuiltinBehaviorId } from '../builtins/behaviors.js'
import type { Component } from '../types/component.js'
import type { Site, Translations } from '../types/site.js'
import { getOwn, setOwn } from '../serialization/records.js'
import { forEachSiteComponent } from '../serialization/tree.js'
import { hasPlaceholder } from './placeholders.js'

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
  /** The site's translations with the new entries (a new map). */
  i18n: Translations
  contentChanges: ContentChange[]
  counts: ConvertCounts
  /** Set when nothing could be converted. */
  error?: typeof NO_TRANSLATIONS_ERROR
}

/**
 * Proposes moving component text into translations of `lang`: each text component gets an
 * entry keyed by its id (or reuses an entry with the same text) and its content becomes
 * `${key}`. The site is not changed; the caller applies the result through commands.
 */
export function convertTranslations(site: Site, lang: string): ConvertResult {
  const i18n = structuredClone(site.context.i18n)
  const texts = getOwn(i18n, lang) ?? {}
  setOwn(i18n, lang, texts)
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
      key = freeKey(texts, component.id)
      setOwn(texts, key, content)
      keyByText.set(content, key)
      counts.new += 1
    }
    contentChanges.push({ id: component.id, old: content, new: `\${${key}}` })
  })

  if (contentChanges.length === 0) {
    return {
      i18n: structuredClone(site.context.i18n),
      contentChanges,
      counts,
      error: NO_TRANSLATIONS_ERROR,
    }
  }
  return { i18n, contentChanges, counts }
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
  return Object.values(component.events ?? {}).some((event) =>
    event.behaviors.some((call) => CONTENT_WRITERS.has(call.behaviorId)),
  )
}

/** The id itself, or the id with a numeric suffix when an entry with other text already uses it. */
function freeKey(texts: Record<string, string>, id: string): string {
  let key = id
  for (let n = 2; Object.hasOwn(texts, key); n += 1) key = `${id}_${n}`
  return key
}
