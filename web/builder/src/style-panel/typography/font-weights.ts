import { fontWeights, nativeFonts, resolveThemeVariables, type Theme } from '@tessera/site-format'

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const

/** The first family of a font-family value, unquoted, with theme variables resolved. */
export function firstFamily(value: string | undefined, theme: Theme): string | undefined {
  if (value === undefined) return undefined
  const resolved = resolveThemeVariables(value, theme.variables) ?? value
  const first = resolved
    .split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '')
  return first === '' ? undefined : first
}

/**
 * The weights a font offers: a theme font's by its source (native 100–900, others 300–700),
 * a native font's 100–900; a family the site does not know gets every weight.
 */
export function weightsOf(family: string | undefined, theme: Theme): readonly number[] {
  if (family === undefined) return ALL_WEIGHTS
  const font = theme.fonts[family]
  if (font) return fontWeights(font.source)
  if (nativeFonts.includes(family)) return fontWeights('native')
  return ALL_WEIGHTS
}
