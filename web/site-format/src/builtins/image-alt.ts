import type { Component, ComponentInput } from '../types/component.js'
import type { Site, Translations } from '../types/site.js'
import { getOwn } from '../serialization/records.js'

/**
 * An image's text for people who cannot see it is its `alt` input, plain or a translation
 * key (`${key}`, one entry per language). An image marked decorative (the `decorative` input,
 * never an attribute) renders `alt=""` whatever its text, so screen readers pass over it; an
 * empty alt alone means the text is missing, which publishing points out.
 */
export const DECORATIVE_INPUT = 'decorative'

const KEY_ONLY = /^\$\{([^}]+)\}$/

function value(input: ComponentInput | undefined): unknown {
  return input === undefined ? undefined : input.is !== undefined ? input.is : input.default
}

export function isDecorativeImage(inputs: Record<string, ComponentInput> | undefined): boolean {
  const flag = value(inputs?.[DECORATIVE_INPUT])
  return flag === true || flag === 'true'
}

/** The translation key an alt is, when it is exactly `${key}` and the site translates that key. */
export function altTranslationKey(alt: unknown, i18n: Translations): string | undefined {
  if (typeof alt !== 'string') return undefined
  const key = KEY_ONLY.exec(alt)?.[1]
  if (key === undefined) return undefined
  for (const lang in i18n) if (getOwn(i18n[lang] ?? {}, key) !== undefined) return key
  return undefined
}

/** The alt input's stored value: its own, else its default. */
export function imageAltValue(inputs: Record<string, ComponentInput> | undefined): string {
  const alt = value(inputs?.alt)
  return typeof alt === 'string' ? alt : ''
}

export interface ImageWithoutAlt {
  route: string
  pageName: string
  componentId: string
  name: string
}

/**
 * Images visitors see that say nothing to people who cannot: a source, not decorative, and an
 * alt that is empty (or a translation key with no text in any language), page by page in the
 * site's page order.
 */
export function imagesWithoutAlt(site: Site): ImageWithoutAlt[] {
  const found: ImageWithoutAlt[] = []
  const i18n = site.context.i18n ?? {}
  const routes = [...new Set([...(site.pageOrder ?? []), ...Object.keys(site.pages ?? {})])]
  for (const route of routes) {
    const page = getOwn(site.pages ?? {}, route)
    if (page === undefined) continue
    const visit = (component: Component) => {
      if (component.tag === 'img' && !missesNothing(component, i18n)) {
        found.push({ route, pageName: page.name, componentId: component.id, name: component.name })
      }
      for (const child of component.children ?? []) visit(child)
    }
    visit(page.root)
  }
  return found
}

function missesNothing(image: Component, i18n: Translations): boolean {
  const inputs = image.inputs
  const src = value(inputs?.src)
  // No source: nothing shows (the canvas's placeholder, the lightbox's empty image).
  if (typeof src !== 'string' || src.trim() === '') return true
  if (image.state?.hide === true || isDecorativeImage(inputs)) return true
  const alt = imageAltValue(inputs)
  const key = altTranslationKey(alt, i18n)
  if (key === undefined) return alt.trim() !== ''
  return Object.values(i18n).some((texts) => (getOwn(texts, key) ?? '').trim() !== '')
}
