import { describe, expect, it } from 'vitest'
import {
  hasThemeVariables,
  resolveThemeVariables,
  validateThemeVariable,
  validateThemeVariableName,
  validateThemeVariableNameUnique,
  validateThemeVariableValue,
} from './theme-variables.js'

const variables = {
  'color-text': '#1b2125',
  'size-h1': '32px',
  'size-title': 'calc(${size-h1} + 8px)',
  a: '${b}',
  b: '${a}',
  self: '${self}',
}

describe('theme variables', () => {
  it('requires a name and a value', () => {
    expect(validateThemeVariableName('color-brand')).toBeUndefined()
    expect(validateThemeVariableName('')).toEqual({ key: 'errors.theme_var_name_missing' })
    expect(validateThemeVariableName('  ')).toEqual({ key: 'errors.theme_var_name_missing' })
    expect(validateThemeVariableValue('#fff')).toBeUndefined()
    expect(validateThemeVariableValue('')).toEqual({ key: 'errors.value_empty' })
    expect(validateThemeVariableValue(' ')).toEqual({ key: 'errors.value_empty' })
  })

  it.each([
    ['color-text', undefined],
    ['color-text', 'size-h1'],
    [' size-h1 ', undefined],
  ])('refuses the taken name %j (renaming %j)', (name, editing) => {
    expect(validateThemeVariableNameUnique(name, variables, editing)).toEqual({
      key: 'errors.theme_var_name_unique',
    })
  })

  it('allows a new name, or keeping the name being edited', () => {
    expect(validateThemeVariableNameUnique('color-brand', variables)).toBeUndefined()
    expect(validateThemeVariableNameUnique('color-text', variables, 'color-text')).toBeUndefined()
    expect(validateThemeVariableNameUnique('toString', variables)).toBeUndefined()
  })

  it('checks name, value, then uniqueness', () => {
    expect(validateThemeVariable('', '', variables)?.key).toBe('errors.theme_var_name_missing')
    expect(validateThemeVariable('color-text', '', variables)?.key).toBe('errors.value_empty')
    expect(validateThemeVariable('color-text', '#000', variables)?.key).toBe(
      'errors.theme_var_name_unique',
    )
    expect(validateThemeVariable('color-new', '#000', variables)).toBeUndefined()
  })
})

describe('resolveThemeVariables', () => {
  it.each([
    ['${color-text}', '#1b2125'],
    ['1px solid ${color-text}', '1px solid #1b2125'],
    ['${size-h1} ${size-h1}', '32px 32px'],
    ['${size-title}', 'calc(32px + 8px)'],
    ['no variables', 'no variables'],
  ])('resolves %j to %j', (value, resolved) => {
    expect(resolveThemeVariables(value, variables)).toBe(resolved)
  })

  it.each(['${missing}', '${color-text} ${missing}', '${a}', '${self}', '${toString}'])(
    'gives undefined for %j',
    (value) => {
      expect(resolveThemeVariables(value, variables)).toBeUndefined()
    },
  )

  it('spots references', () => {
    expect(hasThemeVariables('${x}')).toBe(true)
    expect(hasThemeVariables('$x {y}')).toBe(false)
  })
})
