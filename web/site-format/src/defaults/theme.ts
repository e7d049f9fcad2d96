import type { Theme, ThemeFont } from '../types/site.js'

/** Default colours, by theme variable name (FORMAT.md section 5). */
export const defaultThemeColors: Readonly<Record<string, string>> = {
  'color-title': '#000000',
  'color-text': '#1b2125',
  'color-link': '#0765d3',
  'color-link-visited': '#6E00FF',
  'color-primary': '#95b1d1',
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
