import type { Theme, ThemeFont } from '../types/site.js'

/** Default colours, by theme variable name (FORMAT.md section 5). */
export const defaultThemeColors: Readonly<Record<string, string>> = {
  'color-title': '#000000',
  'color-text': '#1b2125',
  'color-link': '#0765d3',
  'color-link-visited': '#6E00FF',
  'color-primary': '#95b1d1',
  /** Text on a `color-primary` background (buttons): see `readableTextOn`. */
  'color-on-primary': '#1b2125',
  'color-active': '#2343B4',
  'color-secondary': '#1b3858',
  'color-disabled': '#868692',
  'color-border': '#8b8b8b',
  'color-button-hover': '#b7c8dc',
  'color-error': '#ef4444',
  'color-success': '#009879',
}

/** Default sizes, by theme variable name. */
export const defaultThemeSizes: Readonly<Record<string, string>> = {
  'size-title': '40px',
  'size-h1': '32px',
  'size-h2': '28px',
  'size-h3': '24px',
  'size-h4': '20px',
  'size-h5': '18px',
  'size-h6': '16px',
  'size-text': '16px',
  'size-list': '1.3rem',
}

export const DEFAULT_TITLE_FONT = 'Helvetica'
export const DEFAULT_TEXT_FONT = 'Georgia'

/** Font variables carry a generic fallback so text renders before (or without) the font. */
export const defaultThemeFontVariables: Readonly<Record<string, string>> = {
  'font-title': `${DEFAULT_TITLE_FONT}, sans-serif`,
  'font-text': `${DEFAULT_TEXT_FONT}, serif`,
}

export const defaultThemeVariables: Readonly<Record<string, string>> = {
  ...defaultThemeColors,
  ...defaultThemeSizes,
  ...defaultThemeFontVariables,
}

/**
 * Fonts every browser has (or substitutes), offered without loading anything. The first nine
 * are the ones the spec names; the rest are common web-safe families.
 */
export const nativeFonts: readonly string[] = [
  'Arial',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Times New Roman',
  'Georgia',
  'Garamond',
  'Courier New',
  'Brush Script MT',
  'Helvetica',
  'Arial Black',
  'Arial Narrow',
  'Arial Rounded MT Bold',
  'Avant Garde',
  'Baskerville',
  'Big Caslon',
  'Bodoni MT',
  'Book Antiqua',
  'Calibri',
  'Calisto MT',
  'Cambria',
  'Candara',
  'Century Gothic',
  'Consolas',
  'Copperplate',
  'Courier',
  'Didot',
  'Franklin Gothic Medium',
  'Futura',
  'Geneva',
  'Gill Sans',
  'Goudy Old Style',
  'Helvetica Neue',
  'Impact',
  'Lucida Bright',
  'Lucida Console',
  'Lucida Grande',
  'Lucida Sans',
  'Lucida Sans Typewriter',
  'Monaco',
  'Optima',
  'Palatino',
  'Palatino Linotype',
  'Papyrus',
  'Perpetua',
  'Rockwell',
  'Segoe UI',
  'Segoe Print',
  'Segoe Script',
  'Copperplate Gothic',
  'Comic Sans MS',
  'Andale Mono',
  'Lucida Handwriting',
]

/** A font is native when it needs no loading (case-insensitive). */
export function isNativeFont(name: string): boolean {
  const lower = name.trim().toLowerCase()
  return nativeFonts.some((font) => font.toLowerCase() === lower)
}

export const defaultThemeFonts: Readonly<Record<string, Readonly<ThemeFont>>> = {
  [DEFAULT_TITLE_FONT]: { source: 'native', name: DEFAULT_TITLE_FONT },
  [DEFAULT_TEXT_FONT]: { source: 'native', name: DEFAULT_TEXT_FONT },
}

/** A fresh copy of the default theme for a new site. */
export function createDefaultTheme(): Theme {
  return {
    variables: { ...defaultThemeVariables },
    fonts: Object.fromEntries(
      Object.entries(defaultThemeFonts).map(([name, font]) => [name, { ...font }]),
    ),
  }
}

/** Relative luminance (WCAG 2) of a `#rgb` or `#rrggbb` colour; undefined for anything else. */
export function relativeLuminance(color: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (hex === undefined) return undefined
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const channel = (i: number) => {
    const value = parseInt(full.slice(i, i + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/** WCAG 2 contrast ratio of two hex colours; undefined when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  if (la === undefined || lb === undefined) return undefined
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

const LIGHT_TEXT = '#ffffff'

/**
 * The text colour that reads best on a background: white or the default text colour, whichever
 * contrasts more. A background that is not a hex colour gets the default text colour.
 */
export function readableTextOn(background: string): string {
  const dark = defaultThemeColors['color-text']!
  const onLight = contrastRatio(background, dark)
  const onDark = contrastRatio(background, LIGHT_TEXT)
  if (onLight === undefined || onDark === undefined) return dark
  return onDark > onLight ? LIGHT_TEXT : dark
}
