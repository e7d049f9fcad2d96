/**
 * Helpers for maps keyed by user data (translation keys, style names). Plain `obj[key]` would
 * read inherited members such as `constructor`, and `obj[key] = v` with `__proto__` would
 * change the prototype, so keyed access goes through these.
 */

export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

export function setOwn<T>(record: Record<string, T>, key: string, value: NoInfer<T>): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A deep copy of JSON-like data. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value)
}
