import { describe, expect, it } from 'vitest'
import type { ThemeFont } from '../types/site.js'
import {
  FONT_UNITS,
  fontWeights,
  validateFont,
  validateFontFallback,
  validateFontName,
  validateFontNameUnique,
  validateFontSource,
} from './fonts.js'

const fonts: Record<string, ThemeFont> = {
  Roboto: { source: 'google', name: 'Roboto', fallback: 'Arial' },
  Brand: { source: 'custom', name: 'Brand', url: 'https://x/brand.woff2', fallback: 'Georgia' },
}

describe('fonts', () => {
  it.each(['native', 'google', 'custom'])('accepts the source %j', (source) => {
    expect(validateFontSource(source)).toBeUndefined()
  })

  it.each([undefined, '', 'adobe'])('requires a known source, not %j', (source) => {
    expect(validateFontSource(source)).toEqual({ key: 'errors.font_source_missing' })
  })

  it('requires a name', () => {
    expect(validateFontName('Lato')).toBeUndefined()
    expect(validateFontName('')).toEqual({ key: 'errors.font_name_missing' })
    expect(validateFontName(' ')).toEqual({ key: 'errors.font_name_missing' })
  })

  it('requires a unique name unless it is the font being edited', () => {
    expect(validateFontNameUnique('Roboto', fonts)).toEqual({ key: 'errors.font_name_unique' })
    expect(validateFontNameUnique('Brand ', fonts, 'Roboto')).toEqual({
      key: 'errors.font_name_unique',
    })
    expect(validateFontNameUnique('Roboto', fonts, 'Roboto')).toBeUndefined()
    expect(validateFontNameUnique('Lato', fonts)).toBeUndefined()
  })

  it.each<[Pick<ThemeFont, 'source' | 'fallback'>, string | undefined]>([
    [{ source: 'native' }, undefined],
    [{ source: 'google', fallback: 'Arial' }, undefined],
    [{ source: 'custom', fallback: 'Georgia' }, undefined],
    [{ source: 'google' }, 'errors.font_fallback_missing'],
    [{ source: 'google', fallback: ' ' }, 'errors.font_fallback_missing'],
    [{ source: 'custom' }, 'errors.font_fallback_missing'],
  ])('fallback for %j', (font, key) => {
    expect(validateFontFallback(font)?.key).toBe(key)
  })

  it('runs every font rule in order', () => {
    expect(validateFont({ source: 'google', name: '' }, fonts)?.key).toBe(
      'errors.font_name_missing',
    )
    expect(validateFont({ source: 'google', name: 'Roboto' }, fonts)?.key).toBe(
      'errors.font_name_unique',
    )
    expect(validateFont({ source: 'google', name: 'Lato' }, fonts)?.key).toBe(
      'errors.font_fallback_missing',
    )
    expect(validateFont({ source: 'native', name: 'Arial' }, fonts)).toBeUndefined()
  })

  it('offers 100 to 900 for native fonts and 300 to 700 otherwise', () => {
    expect(fontWeights('native')).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900])
    expect(fontWeights('google')).toEqual([300, 400, 500, 600, 700])
    expect(fontWeights('custom')).toEqual([300, 400, 500, 600, 700])
    expect(FONT_UNITS).toEqual(['px', 'em', 'rem', '%'])
  })
})
