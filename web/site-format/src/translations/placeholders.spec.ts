import { describe, expect, it } from 'vitest'
import {
  hasPlaceholder,
  placeholderOf,
  resolveContentTranslations,
  translatedText,
  translationKeyOf,
} from './placeholders.js'

const i18n = { en: { title: 'Title', only: 'English only' }, fr: { title: 'Titre' } }

describe('resolveContentTranslations', () => {
  it('falls back to the default language (the first), then English, skipping empty texts', () => {
    const translated = {
      'zh-tw': { title: '標題', empty: '' },
      en: { empty: 'Empty', only: 'Only' },
    }
    expect(resolveContentTranslations('${title}', translated, 'en')).toBe('標題')
    expect(resolveContentTranslations('${empty}', translated, 'zh-tw')).toBe('Empty')
    expect(resolveContentTranslations('${only}', translated, 'fr')).toBe('Only')
    expect(translatedText(translated, 'none', 'en')).toBeUndefined()
  })

  it('knows content that is one placeholder', () => {
    expect(translationKeyOf('${hero-title}')).toBe('hero-title')
    expect(translationKeyOf(' ${a} ')).toBe('a')
    expect(translationKeyOf('Hi ${a}')).toBeUndefined()
    expect(translationKeyOf('${}')).toBeUndefined()
    expect(translationKeyOf(undefined)).toBeUndefined()
    expect(placeholderOf('a-b')).toBe('${a-b}')
  })

  it('uses the language, then English', () => {
    expect(resolveContentTranslations('${title} - ${only}', i18n, 'fr')).toBe(
      'Titre - English only',
    )
    expect(resolveContentTranslations('${title}', i18n, 'de')).toBe('Title')
  })

  it('renders a missing key as nothing, not the whole content', () => {
    expect(resolveContentTranslations('<p>${missing}!</p>', i18n, 'fr')).toBe('<p>!</p>')
    expect(resolveContentTranslations('${constructor}${toString}', i18n, 'en')).toBe('')
  })

  it('leaves text without placeholders alone', () => {
    expect(resolveContentTranslations('costs $5 {a}', i18n, 'en')).toBe('costs $5 {a}')
    expect(hasPlaceholder('${a}')).toBe(true)
    expect(hasPlaceholder('$a {b}')).toBe(false)
  })
})
