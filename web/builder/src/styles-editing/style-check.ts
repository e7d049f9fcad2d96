import {
  boxSides,
  hasThemeVariables,
  invalid,
  isValidCssValue,
  resolveThemeVariables,
  validateBoxSides,
  validateFontSize,
  type Theme,
  type ValidationResult,
} from '@tessera/site-format'

/** The key every refused style value shows (editor.md section 5, Styles). */
export const INVALID_VALUE = 'build.invalid_value'

/** The browser's own check, where there is one (the canvas runs in a browser). */
function browserSupports(property: string, value: string): boolean {
  const css = (globalThis as { CSS?: { supports?(property: string, value: string): boolean } }).CSS
  return typeof css?.supports === 'function' ? css.supports(property, value) : true
}

/**
 * Whether a style row may be saved: it needs a property and a value the browser's CSS supports
 * (font-family takes any text). Theme variables (`${name}`) count as their values.
 */
export function checkStyleValue(
  property: string,
  value: string,
  theme?: Pick<Theme, 'variables'>,
): ValidationResult {
  const name = property.trim().toLowerCase()
  const text = value.trim()
  if (name === '' || text === '') return invalid(INVALID_VALUE)
  if (name === 'font-family') return undefined
  if (!isValidCssValue(name, text, theme)) return invalid(INVALID_VALUE)
  const resolved = hasThemeVariables(text)
    ? resolveThemeVariables(text, theme?.variables ?? {})
    : text
  if (resolved === undefined || !browserSupports(name, resolved)) return invalid(INVALID_VALUE)
  // Margin and padding take 1 to 4 parts.
  if (name === 'margin' || name === 'padding') return validateBoxSides(name, text, theme)
  return undefined
}

/** Margin and padding of 1 to 4 parts, read as top, right, bottom, left (else all zero). */
export { boxSides }

/**
 * The font size field: a whole number above 1 and below 1000, at most 3 characters, px unless
 * another font unit is given.
 */
export function checkFontSize(text: string): ValidationResult {
  const match = /^(\d*)(px|em|rem|%)?$/.exec(text.trim())
  if (!match) return invalid(INVALID_VALUE)
  return validateFontSize(match[1] ?? '', match[2] ?? 'px')
}
