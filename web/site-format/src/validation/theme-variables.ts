import type { Theme } from '../types/site.js'
import { invalid, type ValidationResult } from './validation-error.js'

const VARIABLE_REF = /\$\{(.*?)\}/g

export function validateThemeVariableName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.theme_var_name_missing')
  return undefined
}

export function validateThemeVariableValue(value: string): ValidationResult {
  if (value.trim().length === 0) return invalid('errors.value_empty')
  return undefined
}

/** On creation `editingName` is undefined; on rename it is the variable's current name. */
export function validateThemeVariableNameUnique(
  name: string,
  variables: Theme['variables'],
  editingName?: string,
): ValidationResult {
  const trimmed = name.trim()
  if (trimmed !== editingName && Object.hasOwn(variables, trimmed)) {
    return invalid('errors.theme_var_name_unique')
  }
  return undefined
}

/**
 * Replaces every `${name}` with the variable's value, following variables that refer to other
 * variables. Returns undefined when a variable is unknown or refers back to itself.
 */
export function resolveThemeVariables(
  value: string,
  variables: Theme['variables'],
  seen: ReadonlySet<string> = new Set(),
): string | undefined {
  let unresolved = false
  const resolved = value.replace(VARIABLE_REF, (_match, name: string) => {
    const variable = Object.hasOwn(variables, name) ? variables[name] : undefined
    const inner =
      variable === undefined || seen.has(name)
        ? undefined
        : resolveThemeVariables(variable, variables, new Set([...seen, name]))
    if (inner === undefined) unresolved = true
    return inner ?? ''
  })
  return unresolved ? undefined : resolved
}

export function hasThemeVariables(value: string): boolean {
  return /\$\{.*?\}/.test(value)
}

/** Every variable rule, in the order the variable form shows them. */
export function validateThemeVariable(
  name: string,
  value: string,
  variables: Theme['variables'],
  editingName?: string,
): ValidationResult {
  return (
    validateThemeVariableName(name) ??
    validateThemeVariableValue(value) ??
    validateThemeVariableNameUnique(name, variables, editingName)
  )
}
