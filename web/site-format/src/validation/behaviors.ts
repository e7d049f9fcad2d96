import type { BehaviorArg, BehaviorCallArgs } from '../types/behavior.js'
import { invalid, type ValidationResult } from './validation-error.js'

/** The spec says an arg name is required but gives no key; errors.arg_name_missing is ours. */
export function validateBehaviorArgName(name: string): ValidationResult {
  if (name.trim().length === 0) return invalid('errors.arg_name_missing')
  return undefined
}

/** A duplicate name is rejected; keeping or renaming to a free name is fine. */
export function validateBehaviorArgNameUnique(
  name: string,
  args: Readonly<Record<string, Pick<BehaviorArg, 'name'>>> | undefined,
  editingName?: string,
): ValidationResult {
  const trimmed = name.trim()
  if (trimmed === editingName) return undefined
  if (Object.values(args ?? {}).some((arg) => arg.name === trimmed))
    return invalid('errors.arg_name')
  return undefined
}

/** The message a behaviour call fails with when a required argument is missing. */
export function requiredArgMessage(name: string): string {
  return `Arg "${name}" is required`
}

/**
 * The failure message for the first required argument that is missing or empty, as the
 * behaviour helpers' requireArgs throws it; undefined when all are there.
 */
export function requireArgs(
  args: BehaviorCallArgs | undefined,
  names: readonly string[],
): string | undefined {
  const missing = names.find((name) => {
    const value = args?.[name]
    return value === undefined || value === null || value === ''
  })
  return missing === undefined ? undefined : requiredArgMessage(missing)
}
