import { describe, expect, it } from 'vitest'
import { hasPlaceholder, resolveContentTranslations } from './placeholders.js'

const i18n = { en: { title: 'Title', only: 'English only' }, fr: { title: 'Titre' } }

describe('resolveContentTranslations', () => {
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
