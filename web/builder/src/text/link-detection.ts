/*
 * Link detection in typed and pasted text (editor.md section 9: a domain suffix of 1 to 6
 * letters). A word is a link when it is an address with a scheme (http, https), an address
 * starting `www.`, a bare domain such as `example.com/path`, or an email address. A bare domain
 * needs a name of two characters or more before its suffix, so abbreviations such as `e.g.` and
 * `i.e.` stay text.
 */

/** The longest domain suffix a detected link may end with. */
export const LINK_SUFFIX_MAX = 6

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const SUFFIX = `[a-z]{1,${LINK_SUFFIX_MAX}}`
const REST = '(?::\\d{1,5})?(?:[/?#]\\S*)?'

const WITH_SCHEME = new RegExp(`^https?://(?:${LABEL}\\.)+${SUFFIX}${REST}$`, 'i')
const WITH_WWW = new RegExp(`^www\\.(?:${LABEL}\\.)*${LABEL}\\.${SUFFIX}${REST}$`, 'i')
const BARE = new RegExp(`^(?:${LABEL}\\.)*[a-z0-9][a-z0-9-]*[a-z0-9]\\.${SUFFIX}(?:/\\S*)?$`, 'i')
const EMAIL = new RegExp(`^[\\w.+-]+@(?:${LABEL}\\.)+${SUFFIX}$`, 'i')

/** Punctuation that ends a sentence around a link, not part of it. */
const TRAILING = /[.,;:!?'")\]}>]+$/
const LEADING = /^[('"<[{]+/

/** The address a word links to, or undefined when it is not a link. */
export function linkHref(word: string): string | undefined {
  if (WITH_SCHEME.test(word)) return word
  if (EMAIL.test(word)) return `mailto:${word}`
  if (WITH_WWW.test(word) || BARE.test(word)) return `https://${word}`
  return undefined
}

export interface TextPart {
  text: string
  /** Set when the part is a detected link. */
  href?: string
}

/** Text cut into plain parts and detected links, in order; joined, the parts are the text. */
export function detectLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  const push = (part: TextPart) => {
    const last = parts[parts.length - 1]
    if (last && last.href === undefined && part.href === undefined) last.text += part.text
    else if (part.text !== '') parts.push(part)
  }
  for (const piece of text.split(/(\s+)/)) {
    if (piece === '' || /^\s+$/.test(piece)) {
      push({ text: piece })
      continue
    }
    const lead = LEADING.exec(piece)?.[0] ?? ''
    const trail = TRAILING.exec(piece.slice(lead.length))?.[0] ?? ''
    const word = piece.slice(lead.length, piece.length - trail.length)
    const href = word === '' ? undefined : linkHref(word)
    if (href === undefined) {
      push({ text: piece })
      continue
    }
    push({ text: lead })
    push({ text: word, href })
    push({ text: trail })
  }
  return parts
}

/**
 * The link a word just typed ends, if any: `text` is the text before the caret. Returns the
 * start offset and the address of the last word when it is a link.
 */
export function linkBefore(
  text: string,
): { start: number; word: string; href: string } | undefined {
  const match = /(\S+)$/.exec(text)
  if (!match) return undefined
  const piece = match[1]!
  const lead = LEADING.exec(piece)?.[0] ?? ''
  const trail = TRAILING.exec(piece.slice(lead.length))?.[0] ?? ''
  const word = piece.slice(lead.length, piece.length - trail.length)
  const href = word === '' ? undefined : linkHref(word)
  if (href === undefined) return undefined
  return { start: match.index + lead.length, word, href }
}
