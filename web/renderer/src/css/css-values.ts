import { safeUrl } from '../safety/urls.js'

/*
 * Declarations are built from user data, so a property or value that could end the rule, the
 * `<style>` element or the stylesheet is dropped rather than repaired.
 */

const PROPERTY = /^-?[a-z][a-z0-9-]*$/
/** Properties that ran code in old browsers. */
const BLOCKED_PROPERTIES: ReadonlySet<string> = new Set(['behavior', '-moz-binding'])
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding/i
// Unquoted URLs cannot hold spaces, quotes or parentheses; no URL may hold a CSS escape.
const URL_FUNCTION = /url\(\s*(?:"([^"\\]*)"|'([^'\\]*)'|([^)'"\s(\\]*))\s*\)/gi
const CSS_URL_SCHEMES: readonly string[] = ['http', 'https', 'data']

export function isSafeProperty(property: string): boolean {
  return PROPERTY.test(property) && !BLOCKED_PROPERTIES.has(property)
}

/**
 * True when a value cannot break out of its declaration: no `{`, `}`, `;`, `<`, backslash or
 * comment outside strings, balanced quotes and parentheses, `!important` only at the end, no
 * script URLs, and `url()` only with http(s) or data images.
 */
export function isSafeValue(value: string): boolean {
  let quote = ''
  let depth = 0
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i)
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f || char === '<') return false
    if (quote !== '') {
      if (char === '\\') {
        const next = value.charAt(i + 1)
        if (next === '' || next === '<') return false
        i++
      } else if (char === quote) quote = ''
      continue
    }
    switch (char) {
      case '"':
      case "'":
        quote = char
        break
      case '(':
        depth++
        break
      case ')':
        if (--depth < 0) return false
        break
      case '{':
      case '}':
      case ';':
      case '\\':
        return false
      case '/':
        if (value.charAt(i + 1) === '*') return false
        break
      case '*':
        if (value.charAt(i + 1) === '/') return false
        break
      case '!':
        if (!/^!\s*important\s*$/i.test(value.slice(i))) return false
        i = value.length
        break
    }
  }
  if (quote !== '' || depth !== 0) return false
  if (DANGEROUS_VALUE.test(value)) return false
  return urlsAreSafe(value)
}

function urlsAreSafe(value: string): boolean {
  if (!/url\(/i.test(value)) return true
  const matches = [...value.matchAll(URL_FUNCTION)]
  // Every url( must be one well-formed URL, so none can hide a second argument.
  if (matches.length !== value.match(/url\(/gi)?.length) return false
  for (const match of matches) {
    const url = match[1] ?? match[2] ?? match[3] ?? ''
    const checked = safeUrl(url, CSS_URL_SCHEMES)
    if (checked === undefined) return false
    if (/^data:/i.test(checked) && !/^data:image\//i.test(checked)) return false
  }
  return true
}

/** Splits a font-family list at top-level commas. */
export function splitFamilies(value: string): string[] {
  const families: string[] = []
  let quote = ''
  let depth = 0
  let start = 0
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i)
    if (quote !== '') {
      if (char === '\\') i++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      families.push(value.slice(start, i).trim())
      start = i + 1
    }
  }
  families.push(value.slice(start).trim())
  return families.filter((family) => family !== '')
}

/** A family name as written, without quotes, lower-cased for comparison. */
export function familyKey(family: string): string {
  return family
    .replace(/^["']|["']$/g, '')
    .trim()
    .toLowerCase()
}
