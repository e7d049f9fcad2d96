/** Numeric character references decoded, so `jav&#x61;script:` cannot hide. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeChar(parseInt(dec, 10)))
    .replace(/&(tab|newline|colon);/gi, (_, name: string) =>
      name.toLowerCase() === 'colon' ? ':' : ' ',
    )
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
}

/** Markup that runs code or loads a document. */
const MARKUP_RULES: Array<[RegExp, string]> = [
  [/<!DOCTYPE|<!ENTITY/i, 'a document type or entity declarations'],
  [/<([a-z0-9_-]+:)?script[\s>/]/i, 'a script'],
  [/<[^>]*\son[a-z]+\s*=/i, 'an event handler attribute'],
  [
    /<([a-z0-9_-]+:)?(foreignObject|iframe|embed|object|handler|listener)[\s>/]/i,
    'embedded content',
  ],
]

/** Addresses that run code; browsers ignore whitespace inside a scheme, so this checks without it. */
const ADDRESS_RULES: Array<[RegExp, string]> = [
  [/(java|vb)script:/i, 'a javascript: address'],
  [/data:(text\/html|application\/xhtml|image\/svg)/i, 'an embedded document'],
]

/**
 * Why an SVG is unsafe to serve from our origin (published pages link to it, and a browser
 * that opens it runs what it holds), or undefined when it has no active content.
 */
export function svgHazard(svg: string): string | undefined {
  const text = decodeReferences(svg)
  for (const [pattern, what] of MARKUP_RULES) if (pattern.test(text)) return what
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const compact = text.replace(/[\s\u0000-\u001f]+/g, '')
  for (const [pattern, what] of ADDRESS_RULES) if (pattern.test(compact)) return what
  return undefined
}
