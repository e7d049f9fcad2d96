import { sanitizeContent } from '@tessera/renderer'
import { linkHref } from './link-detection'
import { escapeText } from './text-html'
import { STYLE_PROPERTY, type StyleMark } from './text-model'

/*
 * What the toolbar may put in: each value is tried on the renderer's own sanitiser, so the
 * editor never offers a value the published page would drop (and keeps no second list of rules).
 */

/** Font sizes: above 1 and below 1000 (editor.md section 9). */
export const FONT_SIZE_LIMITS = { above: 1, below: 1000 } as const

const attribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/** Whether the sanitiser keeps this style mark with this value. */
export function acceptedStyle(mark: StyleMark, value: string): boolean {
  if (mark === 'fontSize') {
    const size = Number.parseFloat(value)
    if (!(size > FONT_SIZE_LIMITS.above && size < FONT_SIZE_LIMITS.below)) return false
  }
  const declaration = `${STYLE_PROPERTY[mark]}:${value}`
  const html = `<span style="${attribute(declaration)}">x</span>`
  return sanitizeContent(html) === html
}

/** A link address as the sanitiser keeps it (a bare domain gets https), or undefined. */
export function acceptedLinkHref(input: string): string | undefined {
  if (input === '') return undefined
  const href = /^([a-z][a-z0-9+.-]*:|[/#?.])/i.test(input) ? input : (linkHref(input) ?? input)
  const html = `<a href="${attribute(href)}">x</a>`
  return sanitizeContent(html) === html ? href : undefined
}

/** An image address as the sanitiser keeps it, or undefined. */
export function acceptedImageSrc(input: string): string | undefined {
  if (input === '') return undefined
  const html = `<img src="${attribute(input)}" />`
  return sanitizeContent(html) === html ? input : undefined
}
