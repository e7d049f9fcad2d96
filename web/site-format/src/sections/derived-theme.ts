import { contrastRatio, parseHexColor } from './contrast.js'

/**
 * Theme variables the built-in blocks use that the default theme of older sites lacks. A site
 * that lacks one gets it when a block or section that uses it arrives, and a theme preset sets
 * them all, each derived from the theme's other colours so that it reads on them.
 */
export const DERIVED_THEME_VARIABLES = [
  /** Text on primary-coloured buttons. */
  'color-on-primary',
  /** Background of form fields and of the language menu. */
  'color-field',
  /** A field's border: 3:1 against the field and the backgrounds around it. */
  'color-field-border',
  /** A field's placeholder: 4.5:1 on the field. */
  'color-placeholder',
  /** The ring around the focused field: 3:1 against the field and what surrounds it. */
  'color-focus',
] as const

export type DerivedThemeVariable = (typeof DERIVED_THEME_VARIABLES)[number]

const LIGHT = '#ffffff'
const DARK = '#111827'

/** White or near-black, whichever reads better on the given colour. */
export function readableOn(background: string): string {
  const rgb = parseHexColor(background)
  if (!rgb) return LIGHT
  return contrastRatio(LIGHT, background) >= contrastRatio(DARK, background) ? LIGHT : DARK
}

const hex = (value: number): string => Math.round(value).toString(16).padStart(2, '0')

/** `from` moved `amount` (0–1) of the way towards `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = parseHexColor(from)!
  const b = parseHexColor(to)!
  return `#${a.map((channel, i) => hex(channel + (b[i]! - channel) * amount)).join('')}`
}

/** Whether `color` reaches `ratio` against every one of `backgrounds`. */
function readsOn(
  color: string | undefined,
  backgrounds: readonly string[],
  ratio: number,
): boolean {
  return (
    color !== undefined &&
    parseHexColor(color) !== undefined &&
    backgrounds.every((background) => contrastRatio(color, background) >= ratio)
  )
}

/**
 * The first of `candidates` that reaches `ratio` against every background; else the least
 * step from `base` towards `ink` that does (the ink itself at worst).
 */
function firstReadable(
  candidates: ReadonlyArray<string | undefined>,
  base: string,
  ink: string,
  backgrounds: readonly string[],
  ratio: number,
): string {
  const found = candidates.find((candidate) => readsOn(candidate, backgrounds, ratio))
  if (found !== undefined) return found.trim()
  for (let step = 1; step < 20; step++) {
    const color = mix(base, ink, step / 20)
    if (readsOn(color, backgrounds, ratio)) return color
  }
  return ink
}

/**
 * Values for the derived variables that suit a theme: fields take the card colour (else the
 * page's, else white) with the theme's text; borders, placeholders and the focus ring use the
 * theme's own border, muted and link colours where those read well enough, and otherwise a
 * step of the text colour into the field that does.
 */
export function derivedThemeValues(
  variables: Readonly<Record<string, string>>,
): Record<DerivedThemeVariable, string> {
  const own = (name: string): string | undefined => {
    const value = Object.hasOwn(variables, name) ? variables[name]?.trim() : undefined
    return value !== undefined && parseHexColor(value) ? value : undefined
  }
  const field = own('color-card') ?? own('color-page') ?? LIGHT
  const around = [field, own('color-page') ?? LIGHT, ...[own('color-band')].filter(isSet)]
  const text = readsOn(own('color-text'), [field], 4.5) ? own('color-text')! : readableOn(field)
  return {
    'color-on-primary': readableOn(own('color-primary') ?? ''),
    'color-field': field,
    'color-field-border': firstReadable([own('color-border')], field, text, around, 3),
    'color-placeholder': firstReadable([own('color-muted')], field, text, [field], 4.5),
    'color-focus': firstReadable(
      [own('color-link'), own('color-primary'), own('color-active')],
      field,
      text,
      around,
      3,
    ),
  }
}

const isSet = (value: string | undefined): value is string => value !== undefined

/** Whether a style value refers to the theme variable. */
export function refersToVariable(value: unknown, name: string): boolean {
  return JSON.stringify(value).includes(`\${${name}}`)
}
