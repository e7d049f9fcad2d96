import { isPlainObject } from './records.js'

/**
 * Structural equality for JSON-like data. Stops at the first difference and never serializes.
 * Objects are compared by their own enumerable keys, with `undefined` values treated as absent
 * (JSON drops them); arrays are compared in order.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN is the only value not equal to itself.
    return a !== a && b !== b
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i += 1) {
      if (!deepEqual(a[i], b[i])) return false
    }
    return true
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false

  let definedInA = 0
  for (const key of Object.keys(a)) {
    const value = a[key]
    if (value === undefined) continue
    definedInA += 1
    if (!Object.hasOwn(b, key) || !deepEqual(value, b[key])) return false
  }
  let definedInB = 0
  for (const key of Object.keys(b)) {
    if (b[key] !== undefined) definedInB += 1
  }
  return definedInA === definedInB
}
