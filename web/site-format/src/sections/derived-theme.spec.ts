import { describe, expect, it } from 'vitest'
import { defaultThemeVariables } from '../defaults/theme.js'
import { contrastRatio } from './contrast.js'
import { DERIVED_THEME_VARIABLES, derivedThemeValues } from './derived-theme.js'

describe('derived theme variables', () => {
  it('keep the default theme white fields with its own border and link colours', () => {
    const values = derivedThemeValues(defaultThemeVariables)
    expect(values['color-field']).toBe('#ffffff')
    expect(values['color-field-border']).toBe(defaultThemeVariables['color-border'])
    expect(values['color-focus']).toBe(defaultThemeVariables['color-link'])
    expect(contrastRatio(values['color-placeholder'], '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('read on a theme whose colours are not hex, or missing, all the same', () => {
    const values = derivedThemeValues({ 'color-page': 'rebeccapurple', 'color-text': 'inherit' })
    for (const name of DERIVED_THEME_VARIABLES) expect(values[name]).toMatch(/^#[0-9a-f]{6}$/)
    expect(contrastRatio(values['color-placeholder'], values['color-field'])).toBeGreaterThan(4.5)
    expect(contrastRatio(values['color-field-border'], values['color-field'])).toBeGreaterThan(3)
  })

  it('find a border for a pale page whose own border is faint', () => {
    const values = derivedThemeValues({
      'color-page': '#fffef7',
      'color-band': '#fff4cc',
      'color-card': '#ffffff',
      'color-text': '#2b2610',
      'color-border': '#eadf9f',
    })
    for (const background of ['#fffef7', '#fff4cc', '#ffffff'])
      expect(contrastRatio(values['color-field-border'], background)).toBeGreaterThanOrEqual(3)
    // The least step that reads, not the text colour itself.
    expect(values['color-field-border']).not.toBe('#2b2610')
  })
})
