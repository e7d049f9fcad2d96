/**
 * A failed rule. `key` is the spec's translation key; `row` points at the offending row where the
 * spec reports one (CSV rows are 1-based line numbers, list rows are 0-based indexes).
 */
export interface ValidationError {
  key: string
  row?: number
  params?: Record<string, string | number>
}

/** Every rule returns this: `undefined` means valid. */
export type ValidationResult = ValidationError | undefined

export function invalid(key: string, extra?: Omit<ValidationError, 'key'>): ValidationError {
  return { key, ...extra }
}
