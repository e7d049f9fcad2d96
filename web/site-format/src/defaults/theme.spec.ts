import { describe, expect, it } from 'vitest'
import { defaultBreakpointBelow, defaultBreakpoints } from './breakpoints.js'
import { createDefaultTheme, defaultThemeVariables, isNativeFont, nativeFonts } from './theme.js'

describe('default theme', () => {
  it('defines every built-in variable of FORMAT.md section 5', () => {
    const names = [
      'color-title',
      'size-title',
      'size-h1',
      'size-h2',
      'size-h3',
      'size-h4',
      'size-h5',
      'size-h6',
      'color-text',
      'size-text',
      'size-list',
      'color-link',
      'color-link-visited',
      'color-primary',
      'color-active',
      'color-secondary',
      'color-disabled',
      'color-border',
      'color-button-hover',
      'color-error',
      'color-success',
      'font-title',
      'font-text',
    ]
    expect(Object.keys(defaultThemeVariables).sort()).toEqual([...names].sort())
  })

  it('offers the spec native fonts, each once, including the theme fonts', () => {
    for (const font of [
      'Arial',
      'Verdana',
      'Tahoma',
      'Trebuchet MS',
      'Times New Roman',
      'Georgia',
      'Garamond',
      'Courier New',
      'Brush Script MT',
    ]) {
      expect(nativeFonts).toContain(font)
    }
    expect(new Set(nativeFonts).size).toBe(nativeFonts.length)
    for (const font of Object.values(createDefaultTheme().fonts)) {
      expect(font.source).toBe('native')
      expect(isNativeFont(font.name)).toBe(true)
    }
    expect(isNativeFont('times new roman')).toBe(true)
    expect(isNativeFont('Roboto')).toBe(false)
  })

  it('returns fresh copies', () => {
    const theme = createDefaultTheme()
    theme.variables['color-text'] = 'red'
    expect(createDefaultTheme().variables['color-text']).toBe('#1b2125')
  })
})

describe('default breakpoints', () => {
  it('finds the breakpoint under a width', () => {
    expect(defaultBreakpointBelow(600)?.id).toBe('breakpoint-4')
    expect(defaultBreakpointBelow(800)?.id).toBe('breakpoint-3')
    expect(defaultBreakpointBelow(400)).toBeUndefined()
    expect(defaultBreakpoints['breakpoint-1']).toEqual({ id: 'breakpoint-1', name: 'Desktop' })
  })
})
