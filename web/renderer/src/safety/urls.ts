/*
 * URL checks for attributes a browser follows or loads. The checks mirror how a browser reads
 * a URL: it strips leading and trailing C0 controls and spaces and drops tabs and newlines
 * anywhere, so `" jav\tascript:"` is still the javascript scheme.
 */

// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const TAB_NEWLINE = /[\t\n\r]/g
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel']
export const RESOURCE_SCHEMES: readonly string[] = ['http', 'https']

/** The URL as a browser would read it, or undefined when its scheme is not allowed. */
export function safeUrl(
  raw: string,
  schemes: readonly string[] = LINK_SCHEMES,
): string | undefined {
  const url = raw.replace(EDGE_CONTROLS, '').replace(TAB_NEWLINE, '')
  if (CONTROL.test(url)) return undefined
  const scheme = SCHEME.exec(url)
  if (scheme && !schemes.includes(scheme[1]!.toLowerCase())) return undefined
  // A backslash counts as a slash in http URLs; `\\evil` would be protocol-relative.
  return url.replace(/\\/g, '/')
}

/** An absolute http(s) URL, e.g. the site's own address for canonical links. */
export function safeAbsoluteUrl(raw: string): string | undefined {
  const url = safeUrl(raw, RESOURCE_SCHEMES)
  if (url === undefined || !/^https?:\/\/[^/?#]+/i.test(url)) return undefined
  return url
}

const DESCRIPTOR = /^\d+(\.\d+)?[wx]$/

/** `srcset`-like lists: every candidate URL must pass and every descriptor be one. */
export function safeSrcset(raw: string): string | undefined {
  const candidates = raw.split(',').map((part) => part.trim())
  const safe: string[] = []
  for (const candidate of candidates) {
    if (candidate === '') continue
    const [url = '', ...descriptors] = candidate.split(/\s+/)
    const checked = safeUrl(url, RESOURCE_SCHEMES)
    if (checked === undefined || !descriptors.every((d) => DESCRIPTOR.test(d))) return undefined
    safe.push([checked, ...descriptors].join(' '))
  }
  return safe.join(', ')
}

/**
 * A URL for something the page loads from its head (scripts, stylesheets, its base): http(s)
 * or relative, and written the way a URL must be, without spaces, quotes or angle brackets.
 */
export function strictResourceUrl(raw: string): string | undefined {
  const url = safeUrl(raw, RESOURCE_SCHEMES)
  if (url === undefined || url === '' || /[\s<>"'`]/.test(url)) return undefined
  return url
}
