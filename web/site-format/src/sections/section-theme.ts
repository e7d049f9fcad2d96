import { defaultThemeVariables } from '../defaults/theme.js'
import type { Palette } from '../templates/sections.js'
import type { Theme } from '../types/site.js'
import { parseHexColor } from './contrast.js'
import { DERIVED_THEME_VARIABLES, derivedThemeValues, readableOn } from './derived-theme.js'

export { readableOn }

/** `${name}`: how a style refers to a theme variable. */
export const themeRef = (name: string): string => `\${${name}}`

/**
 * Theme variables the sections use besides the default ones. A site that lacks one gets it
 * when a section is inserted, with a value that suits the site's current theme.
 */
export const SECTION_THEME_DEFAULTS: Readonly<Record<string, string>> = {
  /** Page and plain section background. */
  'color-page': '#ffffff',
  /** Alternate section background. */
  'color-band': '#f3f5f8',
  /** Secondary text on page, band and card. */
  'color-muted': '#4b5563',
  /** Card background. */
  'color-card': '#ffffff',
  /** Dark band (heroes, calls to action) and its texts. */
  'color-hero': '#1b3858',
  'color-hero-text': '#ffffff',
  'color-hero-muted': '#d3dce6',
  /** Text on primary-coloured buttons; derived from the primary colour when added. */
  'color-on-primary': '#ffffff',
  /** Corner radius of cards, buttons and pictures. */
  radius: '10px',
  /** Vertical padding of a section, its side padding and the gap between its parts. */
  'space-section': '88px',
  'space-gutter': '32px',
  'space-gap': '24px',
}

/** The default theme variables the sections use. */
const USED_DEFAULTS = [
  'color-title',
  'color-text',
  'color-link',
  'color-primary',
  'color-button-hover',
  'color-border',
  'color-secondary',
  'font-title',
  'font-text',
] as const

/**
 * Values for every variable the sections use, as the site's theme has them or, where it lacks
 * one, a default that suits it: the dark band follows the secondary colour, text on buttons
 * the primary one, form fields the page and card colours.
 */
export function sectionThemeValues(theme: Theme): Record<string, string> {
  const own = theme.variables
  const pick = (name: string, fallback: string): string =>
    Object.hasOwn(own, name) && own[name]!.trim() !== '' ? own[name]! : fallback
  const values: Record<string, string> = {}
  for (const name of USED_DEFAULTS) values[name] = pick(name, defaultThemeVariables[name]!)
  for (const [name, value] of Object.entries(SECTION_THEME_DEFAULTS)) values[name] = value
  if (parseHexColor(values['color-secondary']!)) values['color-hero'] = values['color-secondary']!
  for (const name of Object.keys(SECTION_THEME_DEFAULTS)) values[name] = pick(name, values[name]!)
  // Text on buttons and the form fields' colours follow the colours chosen above.
  const derived = derivedThemeValues(values)
  for (const name of DERIVED_THEME_VARIABLES) values[name] = pick(name, derived[name])
  return values
}

/** The palette every library section is drawn with: theme references only. */
export const THEME_PALETTE: Palette = {
  page: themeRef('color-page'),
  band: themeRef('color-band'),
  text: themeRef('color-text'),
  muted: themeRef('color-muted'),
  title: themeRef('color-title'),
  accent: themeRef('color-primary'),
  accentHover: themeRef('color-button-hover'),
  onAccent: themeRef('color-on-primary'),
  accentText: themeRef('color-link'),
  heroBg: themeRef('color-hero'),
  heroText: themeRef('color-hero-text'),
  heroMuted: themeRef('color-hero-muted'),
  card: themeRef('color-card'),
  border: themeRef('color-border'),
  radius: themeRef('radius'),
  titleFont: themeRef('font-title'),
  textFont: themeRef('font-text'),
}
