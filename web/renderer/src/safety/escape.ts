/*
 * Escaping for each output context. Each function tests before replacing: most values need no
 * escaping, and a regex test is much cheaper than a replace that allocates.
 */

const TEXT_SPECIAL = /[&<>]/
const TEXT_SPECIAL_ALL = /[&<>]/g
const ATTR_SPECIAL = /[&<>"']/
const ATTR_SPECIAL_ALL = /[&<>"']/g

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const entity = (char: string): string => entities[char] ?? char

/** Text content of an element (not raw-text elements such as `script` or `style`). */
export function escapeText(text: string): string {
  return TEXT_SPECIAL.test(text) ? text.replace(TEXT_SPECIAL_ALL, entity) : text
}

/** A double-quoted attribute value. */
export function escapeAttr(value: string): string {
  return ATTR_SPECIAL.test(value) ? value.replace(ATTR_SPECIAL_ALL, entity) : value
}

const JSON_UNSAFE = /[<\u2028\u2029]/
const JSON_UNSAFE_ALL = /[<\u2028\u2029]/g
const jsonEscapes: Record<string, string> = {
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a `<script type="application/json">` element: with `<` escaped, neither `</script>`
 * nor `<!--` can appear, so the data cannot end the element early.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value)
  return JSON_UNSAFE.test(json)
    ? json.replace(JSON_UNSAFE_ALL, (char) => jsonEscapes[char] ?? char)
    : json
}

const PLAIN_IDENT = /^-?[A-Za-z_][A-Za-z0-9_-]*$/

/** An identifier for a CSS selector (`.id`), escaped like `CSS.escape` when it needs it. */
export function cssIdent(name: string): string {
  if (PLAIN_IDENT.test(name)) return name
  let out = ''
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i)
    const char = name.charAt(i)
    if (code === 0) out += '\uFFFD'
    else if (
      (code >= 0x01 && code <= 0x1f) ||
      code === 0x7f ||
      (i === 0 && code >= 0x30 && code <= 0x39) ||
      (i === 1 && code >= 0x30 && code <= 0x39 && name.charCodeAt(0) === 0x2d) ||
      // `<` too, so no selector can spell `</style>` for the HTML parser.
      char === '<'
    ) {
      out += `\\${code.toString(16)} `
    } else if (i === 0 && code === 0x2d && name.length === 1) out += '\\-'
    else if (code >= 0x80 || char === '-' || char === '_' || /[A-Za-z0-9]/.test(char)) out += char
    else out += `\\${char}`
  }
  return out
}

/**
 * A double-quoted CSS string. `<` is escaped too, so the text cannot close the `<style>`
 * element around it; newlines cannot appear in a CSS string and are escaped as well.
 */
export function cssString(value: string): string {
  let out = '"'
  for (const char of value) {
    if (char === '"' || char === '\\') out += `\\${char}`
    else if (char === '<') out += '\\3c '
    else if (char === '\n' || char === '\r' || char === '\f') out += '\\a '
    else if (char === '\0') out += '\uFFFD'
    else out += char
  }
  return `${out}"`
}
