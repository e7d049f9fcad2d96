import { describe, expect, it } from 'vitest'
import {
  validateGlobalStyleName,
  validateGlobalStyleNameUnique,
  validateMixinName,
} from './styles.js'

const globalStyles = { reset: { style: '* { margin: 0 }' }, links: { style: 'a { color: red }' } }

describe('styles', () => {
  it('requires a global style name', () => {
    expect(validateGlobalStyleName('buttons')).toBeUndefined()
    expect(validateGlobalStyleName('')).toEqual({ key: 'errors.style_name_missing' })
    expect(validateGlobalStyleName('  ')).toEqual({ key: 'errors.style_name_missing' })
  })

  it('requires a unique global style name unless renaming to itself', () => {
    expect(validateGlobalStyleNameUnique('reset', globalStyles)).toEqual({
      key: 'errors.style_name_unique',
    })
    expect(validateGlobalStyleNameUnique('links', globalStyles, 'reset')).toEqual({
      key: 'errors.style_name_unique',
    })
    expect(validateGlobalStyleNameUnique('reset', globalStyles, 'reset')).toBeUndefined()
    expect(validateGlobalStyleNameUnique('buttons', globalStyles)).toBeUndefined()
  })

  it("requires a mixin name ('Style must have a name')", () => {
    expect(validateMixinName('Card')).toBeUndefined()
    expect(validateMixinName('')).toEqual({ key: 'errors.style_name_missing' })
    expect(validateMixinName('\t')).toEqual({ key: 'errors.style_name_missing' })
  })
})
