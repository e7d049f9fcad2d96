import { sanitizeContent } from './sanitize-content.js'

/**
 * Elements that may hold only phrasing content. Rich text's paragraphs are `div`s
 * (`<div class="pm-p">`), and inside a `p` an HTML parser ends the `p` at the `div`: the
 * published page showed the text after its element, between empty `p`s and without the `p`'s
 * styles (the canvas, which sets the markup as a fragment, did not). Inside these elements the
 * paragraphs are written as spans laid out as blocks: the same look, and valid HTML.
 */
const PHRASING_ONLY = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'button',
  'label',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'code',
  'q',
  'cite',
  'abbr',
  'figcaption',
  'legend',
  'summary',
])

/** A component's rich text, sanitised, with its paragraphs fit for the element `tag`. */
export function contentHtml(tag: string, html: string): string {
  const clean = sanitizeContent(html)
  if (!PHRASING_ONLY.has(tag) || !clean.includes('<div')) return clean
  // The sanitiser leaves a `div` no attribute but the `pm-p` class, so these are all of them.
  return clean
    .replace(/<div( class="pm-p")?>/g, '<span$1 style="display:block">')
    .replace(/<\/div>/g, '</span>')
}
