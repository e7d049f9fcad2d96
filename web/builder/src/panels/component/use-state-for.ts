import { useCallback, useState, type Dispatch, type SetStateAction } from 'react'

function evaluate<T>(initial: T | (() => T)): T {
  return typeof initial === 'function' ? (initial as () => T)() : initial
}

/**
 * State that belongs to one target (a component's id): for another target it starts again from
 * `initial`, as the state of a section mounted anew would, while the section and its elements
 * stay. So another selection updates the component menu in place instead of building it again.
 * A change set for an earlier target (a timer that ends late) is dropped.
 */
export function useStateFor<T>(
  target: string,
  initial: T | (() => T),
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => ({ target, value: evaluate(initial) }))
  let current = state
  if (state.target !== target) {
    // Set while rendering: React renders this component again at once, before its children.
    current = { target, value: evaluate(initial) }
    setState(current)
  }
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (action) =>
      setState((previous) => {
        if (previous.target !== target) return previous
        const value =
          typeof action === 'function' ? (action as (value: T) => T)(previous.value) : action
        return { target, value }
      }),
    [target],
  )
  return [current.value, set]
}
