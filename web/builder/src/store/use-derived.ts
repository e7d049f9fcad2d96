import { compareStructural, computed } from 'mobx'
import { useMemo, type DependencyList } from 'react'

/**
 * A value an observer derives from the store, compared by structure: the observer renders again
 * only when the value differs, not whenever something it was derived from changed. Panels use it
 * for what they show of the selected component, so an edit of another of its properties (a key
 * typed into Width) does not render them, and their controls, again. Commands change the
 * document in place, so `derive` returns a copy of what it reads, never the document's own
 * objects (which would always equal themselves).
 */
export function useDerived<T>(derive: () => T, deps: DependencyList): T {
  const value = useMemo(() => computed(derive, { equals: compareStructural }), deps)
  return value.get()
}
