import { invalid, type ValidationResult } from './validation-error.js'

function isPositiveInteger(value: number | string): boolean {
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n > 0
}

/** Builder width must be a positive integer, else the editor reverts it (key ours). */
export function validateBuilderWidth(width: number | string): ValidationResult {
  if (!isPositiveInteger(width)) return invalid('errors.builder_width')
  return undefined
}

/** Builder scale must be a positive integer, else the editor reverts it (key ours). */
export function validateBuilderScale(scale: number | string): ValidationResult {
  if (!isPositiveInteger(scale)) return invalid('errors.builder_scale')
  return undefined
}
