import type { Theme, ThemeFont } from '@tessera/site-format'
import { cssString } from '../safety/escape.js'
import { RESOURCE_SCHEMES, safeUrl } from '../safety/urls.js'
import { familyKey, splitFamilies } from './css-values.js'
import type { Warnings } from './warnings.js'

const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,99}$/
const FALLBACK = /^[A-Za-z][A-Za-z0-9 _-]{0,99}$/
/** Weights offered for non-native fonts (editor.md section 5). */
const GOOGLE_WEIGHTS = '300;400;500;600;700'
const GOOGLE_CSS = 'https://fonts.googleapis.com/css2'

function fonts(theme: Theme | undefined): ThemeFont[] {
  return Object.values(theme?.fonts ?? {}).filter(
    (font): font is ThemeFont => typeof font === 'object' && font !== null,
  )
}

/** Fallbacks of the loaded fonts, by lower-cased name. */
export function fontFallbacks(theme: Theme | undefined): Map<string, string> {
  const map = new Map<string, string>()
  for (const font of fonts(theme)) {
    if (font.source === 'native' || typeof font.name !== 'string') continue
    if (typeof font.fallback === 'string' && FALLBACK.test(font.fallback.trim())) {
      map.set(font.name.trim().toLowerCase(), font.fallback.trim())
    }
  }
  return map
}

/** A font stack with each loaded font followed by its fallback, unless the stack has it. */
export function withFallbacks(value: string, fallbacks: Map<string, string>): string {
  if (fallbacks.size === 0) return value
  const families = splitFamilies(value)
  const keys = new Set(families.map(familyKey))
  const out: string[] = []
  let changed = false
  for (const family of families) {
    out.push(family)
    const fallback = fallbacks.get(familyKey(family))
    if (fallback !== undefined && !keys.has(fallback.toLowerCase())) {
      out.push(fallback)
      keys.add(fallback.toLowerCase())
      changed = true
    }
  }
  return changed ? out.join(', ') : value
}

export interface FontOutput {
  /** `@font-face` rules of the custom fonts in use. */
  faces: string[]
  /** One stylesheet link for the Google fonts in use. */
  googleHref: string | undefined
}

/** The loaded fonts whose names appear in the given font stacks. */
export function fontOutput(
  theme: Theme | undefined,
  stacks: Iterable<string>,
  warnings: Warnings,
): FontOutput {
  const used = new Set<string>()
  for (const stack of stacks) for (const family of splitFamilies(stack)) used.add(familyKey(family))
  const faces: string[] = []
  const google: string[] = []
  const sorted = fonts(theme)
    .filter((font) => font.source !== 'native' && typeof font.name === 'string')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const font of sorted) {
    const name = font.name.trim()
    if (!used.has(name.toLowerCase())) continue
    if (!FONT_NAME.test(name)) {
      warnings.add(`Font ${JSON.stringify(name)} has an invalid name and was not loaded`)
      continue
    }
    if (font.source === 'google') {
      google.push(`family=${encodeURIComponent(name).replace(/%20/g, '+')}:wght@${GOOGLE_WEIGHTS}`)
    } else if (font.source === 'custom') {
      const url = typeof font.url === 'string' ? safeUrl(font.url, RESOURCE_SCHEMES) : undefined
      if (url === undefined || url === '') {
        warnings.add(`Font ${name} has no usable URL and was not loaded`)
        continue
      }
      faces.push(
        `@font-face{font-family:${cssString(name)};src:url(${cssString(url)});font-display:swap}`,
      )
    }
  }
  return {
    faces,
    googleHref: google.length === 0 ? undefined : `${GOOGLE_CSS}?${google.join('&')}&display=swap`,
  }
}
