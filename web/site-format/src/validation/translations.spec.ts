import { describe, expect, it } from 'vitest'
import { validateTranslationKey } from './translations.js'

describe('translation key', () => {
  it.each(['site-c-12', 'greeting', 'a'])('accepts %j', (key) => {
    expect(validateTranslationKey(key)).toBeUndefined()
  })

  it.each(['', '   '])('refuses the empty key %j', (key) => {
    expect(validateTranslationKey(key)).toEqual({ key: 'errors.i18n_key' })
  })
})
