import { parse } from 'css-tree'

/*
 * Global styles are raw CSS the site owner wrote, kept as written. They are refused when they
 * could swallow the rules after them (unbalanced braces, an open string or comment) or name
 * something a browser once executed; `<` is escaped so `</style>` cannot end the element.
 */

const DANGEROUS = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i

/** True when braces, strings and comments are closed. */
function isBalanced(css: string): boolean {
  let depth = 0
  let quote = ''
  for (let i = 0; i < css.length; i++) {
    const char = css.charAt(i)
    if (quote !== '') {
      if (char === '\\') i++
      else if (char === quote) quote = ''
      else if (char === '\n') return false
      continue
    }
    if (char === '/' && css.charAt(i + 1) === '*') {
      const end = css.indexOf('*/', i + 2)
      if (end < 0) return false
      i = end + 1
    } else if (char === '\\') i++
    else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth < 0) return false
  }
  return depth === 0 && quote === ''
}

/** CSS escapes and comments removed, to look for hidden keywords. */
function unescaped(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex: string) => {
      const code = Number.parseInt(hex, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    })
    .replace(/\\(.)/g, '$1')
}

/** Text that is not a list of rules would swallow the rule after it. */
function parses(css: string): boolean {
  let failed = false
  try {
    parse(css, {
      parseValue: false,
      parseRulePrelude: false,
      parseAtrulePrelude: false,
      onParseError: () => {
        failed = true
      },
    })
  } catch {
    return false
  }
  return !failed
}

export function sanitizeGlobalStyle(css: string): string | undefined {
  if (!isBalanced(css) || DANGEROUS.test(unescaped(css)) || !parses(css)) return undefined
  // Outside strings `<` is never valid CSS; inside them `\3c ` is the same character.
  return css.includes('<') ? css.replace(/</g, '\\3c ') : css
}
