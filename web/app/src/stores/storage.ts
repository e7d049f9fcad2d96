/** Browser storage that never throws (private mode, quota, disabled storage). */
export interface KeyValueStorage {
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
}

export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStorage {
  const target = () => (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage)
  return {
    get(key) {
      try {
        return target()?.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    set(key, value) {
      try {
        target()?.setItem(key, value)
      } catch {
        // storage unavailable: the value lives only in memory
      }
    },
    remove(key) {
      try {
        target()?.removeItem(key)
      } catch {
        // nothing to remove
      }
    },
  }
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial))
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

export function readJson<T extends object>(storage: KeyValueStorage, key: string): Partial<T> {
  const text = storage.get(key)
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Partial<T>) : {}
  } catch {
    return {}
  }
}
