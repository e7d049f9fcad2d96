import { describe, expect, it } from 'vitest'
import { defaultBreakpoints } from '../defaults/breakpoints.js'
import { defaultThemeVariables } from '../defaults/theme.js'
import { DERIVED_THEME_VARIABLES } from '../sections/derived-theme.js'
import { pseudoClasses } from '../types/style.js'
import {
  builtinMixin,
  builtinMixinIds,
  BuiltinMixinId,
  builtinMixins,
  isBuiltinMixin,
} from './mixins.js'

// FORMAT.md section 7.
const numbered = [
  'ButtonStyle',
  'ContainerHorizontalStyle',
  'ContainerVerticalStyle',
  'FooterStyle',
  'NavMenuStyle',
  'NavMenuItemStyle',
  'ImageStyle',
  'LinkStyle',
  'TextStyle',
  'H1Style',
  'H2Style',
  'H3Style',
  'H4Style',
  'H5Style',
  'H6Style',
  'SvgStyle',
  'ListStyle',
  'ListItemStyle',
  'DividerVerticalStyle',
  'DividerHorizontalStyle',
  'InputStyle',
  'HeaderStyle',
  'TextareaStyle',
  'LabelStyle',
  'LanguageDisplay',
  'LangText',
  'CaretRight',
  'CaretBubble',
  'LangOption',
  'LangOption',
]
const named: Record<string, string | undefined> = {
  'global-s-video': 'VideoStyle',
  'global-s-videowrap': 'VideoWrapStyle',
  'global-s-captionedImage': 'CaptionedImageStyle',
  'global-s-backgroundImage': 'BackgroundImageStyle',
  'global-s-loading': 'LoadingStyle',
  'global-s-loadingdot': 'LoadingDotStyle',
  'global-s-grid': 'GridStyle',
  'global-s-gallery': 'GridStyle',
  'global-s-gridimage': 'GridImageStyle',
  'global-s-lightboxgallery': undefined,
  'global-s-lightboxwrap': undefined,
  'global-s-lightboxcontent': undefined,
  'global-s-lightboxiconwrap': undefined,
  'global-s-imagenav': undefined,
  'global-s-languageselect': 'LanguageSelect',
}

const defaultOf = (id: string) => builtinMixins[id]?.breakpoints['breakpoint-1']?.default

describe('built-in mixins', () => {
  it('has every id of FORMAT.md section 7 with its name', () => {
    expect(builtinMixinIds).toEqual([
      ...numbered.map((_, i) => `global-s-${i}`),
      ...Object.keys(named),
    ])
    numbered.forEach((name, i) => expect(builtinMixins[`global-s-${i}`]?.name).toBe(name))
    for (const [id, name] of Object.entries(named)) {
      expect(builtinMixins[id]?.id).toBe(id)
      if (name) expect(builtinMixins[id]?.name).toBe(name)
      else expect(builtinMixins[id]?.name).toMatch(/\S/)
      expect(isBuiltinMixin(id)).toBe(true)
    }
  })

  it('draws form fields and the language menus in theme colours only, with a focus ring', () => {
    for (const id of [
      BuiltinMixinId.input,
      BuiltinMixinId.textarea,
      BuiltinMixinId.languageSelect,
      BuiltinMixinId.caretBubble,
    ]) {
      const text = JSON.stringify(builtinMixin(id)!.breakpoints)
      // (The menu's translucent black shadow suits any page.)
      expect(text, id).not.toMatch(/#[0-9a-f]{3,8}\b|\bwhite\b/i)
    }
    for (const id of [BuiltinMixinId.input, BuiltinMixinId.textarea]) {
      const states = builtinMixin(id)!.breakpoints['breakpoint-1']!
      expect(states.default!['background-color']).toBe('${color-field}')
      expect(states[':focus']!.outline).toBe('2px solid ${color-focus}')
      expect(states['::placeholder']!.color).toBe('${color-placeholder}')
    }
  })

  it('keys styles by known breakpoint and pseudo-class, with kebab-case properties', () => {
    for (const mixin of Object.values(builtinMixins)) {
      expect(mixin.breakpoints['breakpoint-1']?.default).toBeDefined()
      for (const [bp, byPseudo] of Object.entries(mixin.breakpoints)) {
        expect(Object.keys(defaultBreakpoints)).toContain(bp)
        for (const [pseudo, style] of Object.entries(byPseudo)) {
          expect(pseudoClasses).toContain(pseudo)
          for (const [property, value] of Object.entries(style ?? {})) {
            expect(property).toMatch(/^[a-z]+(-[a-z]+)*$/)
            // Only variables of the default theme, or those adding a block brings along.
            const known = [...Object.keys(defaultThemeVariables), ...DERIVED_THEME_VARIABLES]
            for (const [, name] of value.matchAll(/\$\{(.*?)\}/g)) {
              expect(known).toContain(name)
            }
          }
        }
      }
    }
  })

  it('uses theme variables for text', () => {
    expect(defaultOf('global-s-8')).toMatchObject({
      color: '${color-text}',
      'font-size': '${size-text}',
      'font-family': '${font-text}',
    })
    expect(defaultOf('global-s-9')).toMatchObject({
      'font-size': '${size-h1}',
      'font-family': '${font-title}',
    })
  })

  it('applies the spec defaults', () => {
    expect(defaultOf('global-s-0')).toMatchObject({
      padding: '12px 24px 11px',
      'border-radius': '8px',
    })
    expect(builtinMixins['global-s-0']?.breakpoints['breakpoint-1']?.[':hover']).toEqual({
      'background-color': '${color-button-hover}',
    })
    expect(defaultOf('global-s-gallery')).toMatchObject({
      display: 'grid',
      'grid-template-columns': 'repeat(3, 1fr)',
      'grid-auto-rows': '220px',
      gap: '4px',
    })
    // Two columns at the default breakpoint under 600 px.
    expect(builtinMixins['global-s-gallery']?.breakpoints['breakpoint-4']?.default).toEqual({
      'grid-template-columns': 'repeat(2, 1fr)',
    })
    expect(defaultOf('global-s-lightboxwrap')?.['background-color']).toBe('rgba(0, 0, 0, 0.92)')
    expect(defaultOf('global-s-loadingdot')?.animation).toMatch(/builtin-scale/)
  })

  it('hands out copies', () => {
    const copy = builtinMixin('global-s-0')
    expect(copy).toEqual(builtinMixins['global-s-0'])
    copy!.breakpoints['breakpoint-1']!.default!.padding = '0'
    expect(defaultOf('global-s-0')?.padding).toBe('12px 24px 11px')
    expect(builtinMixin('global-s-99')).toBeUndefined()
  })
})
