import { useCallback, useSyncExternalStore } from 'react'
import type { BuilderStore } from '../store/builder-store'

/**
 * Renders again after each change of any of the components `ids` (space-separated, so a new
 * array with the same ids subscribes nothing anew): a video follows its sources, the empty
 * page's hint the root and its content container.
 */
export function useComponentsChanges(store: BuilderStore, ids: string): void {
  const { signals } = store.editor
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = split(ids).map((id) => signals.subscribe(id, listener))
      return () => stops.forEach((stop) => stop())
    },
    [signals, ids],
  )
  const version = useCallback(
    () =>
      split(ids)
        .map((id) => signals.version(id))
        .join(' '),
    [signals, ids],
  )
  useSyncExternalStore(subscribe, version)
}

function split(ids: string): string[] {
  return ids === '' ? [] : ids.split(' ')
}
